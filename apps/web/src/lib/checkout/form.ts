import {
  isDeliveryMethodCode,
  validateAddress,
  type Address,
  type DeliveryMethodCode,
  type LocaleCode,
} from '@vitrine/config';
import { ADDRESS_FIELDS, FIELDS, NEW, SECRET_FIELDS } from './fields';
import { looksLikeEmail } from '@/lib/email-shape';

export { ADDRESS_FIELDS, FIELDS, NEW, SECRET_FIELDS } from './fields';

// The checkout form (issue 4 item 3) read into what place-order takes, checked the way the API
// checks it (the address rules of packages/config), so every problem comes back at once on its own
// field before a bag is locked. A new card arrives as the payment provider's token: the card was
// typed into the provider's own frame (issue 34), never into this form.
// Pure: unit-tested in form.test.ts.

export type FieldErrorCodes = Record<string, string>;

export type PaymentChoice =
  | { kind: 'saved'; savedCardId: string }
  /** A new card, as the provider's card fields tokenised it (or the challenge step's card). */
  | { kind: 'token'; token: string; card?: { brand: string; last4: string } };

export interface CheckoutRequest {
  /** A guest's; undefined for a customer (the order takes the account's). */
  email: string | undefined;
  shipping: { addressId: string } | Address;
  /** A customer's new address goes into their address book once the order is placed. */
  saveAddress: boolean;
  deliveryMethod: DeliveryMethodCode;
  /** Undefined only when the form said gift cards pay it all and no card was typed (issue 6). */
  payment: PaymentChoice | undefined;
}

export type ParsedCheckout = { ok: true; request: CheckoutRequest } | { ok: false; errors: FieldErrorCodes };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const EMAIL_MAX = 254;

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** What a provider's token looks like: letters, digits, underscores and hyphens. */
const TOKEN = /^[A-Za-z0-9_-]{8,200}$/;

export interface ParseContext {
  store: LocaleCode;
  signedIn: boolean;
  now: Date;
  /** Set on the challenge step: the card is this token, not the (empty) card fields. */
  cardToken?: string | undefined;
  /**
   * Issue 6: the form said gift cards pay the whole order, so empty card fields are no error
   * (place-order still answers 400 when something is left to pay).
   */
  paymentOptional?: boolean;
}

/** Reads and checks the whole form; either the request for place-order or every field's problem. */
export function parseCheckout(form: FormData, context: ParseContext): ParsedCheckout {
  const errors: FieldErrorCodes = {};

  let email: string | undefined;
  if (!context.signedIn) {
    email = text(form, FIELDS.email);
    if (!email) errors[FIELDS.email] = 'required';
    else if (email.length > EMAIL_MAX || !looksLikeEmail(email)) errors[FIELDS.email] = 'email_invalid';
  }

  let shipping: CheckoutRequest['shipping'] | undefined;
  const addressChoice = text(form, FIELDS.addressChoice);
  if (context.signedIn && addressChoice && addressChoice !== NEW) {
    if (UUID.test(addressChoice)) shipping = { addressId: addressChoice };
    else errors[FIELDS.addressChoice] = 'required';
  } else {
    const typed = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, text(form, name)]));
    const checked = validateAddress(
      {
        firstName: typed.firstName!,
        lastName: typed.lastName!,
        line1: typed.line1!,
        line2: typed.line2 || null,
        city: typed.city!,
        region: typed.region || null,
        postcode: typed.postcode || null,
        countryCode: typed.countryCode!,
        phone: typed.phone!,
      },
      { store: context.store },
    );
    if (checked.ok) shipping = checked.value;
    else Object.assign(errors, checked.errors);
  }

  const method = text(form, FIELDS.deliveryMethod);
  if (!isDeliveryMethodCode(method)) errors[FIELDS.deliveryMethod] = 'required';

  let payment: PaymentChoice | undefined;
  const paymentChoice = text(form, FIELDS.paymentChoice) || NEW;
  const token = context.cardToken ?? text(form, FIELDS.cardToken);
  if (context.cardToken) {
    payment = { kind: 'token', token: context.cardToken };
  } else if (context.signedIn && paymentChoice !== NEW) {
    if (UUID.test(paymentChoice)) payment = { kind: 'saved', savedCardId: paymentChoice };
    else errors[FIELDS.paymentChoice] = 'required';
  } else if (token) {
    if (!TOKEN.test(token)) errors[FIELDS.cardNumber] = 'required';
    else {
      const brand = text(form, FIELDS.cardBrand).slice(0, 20);
      const last4 = text(form, FIELDS.cardLast4).replace(/\D/g, '').slice(0, 4);
      payment = { kind: 'token', token, ...(brand && last4.length === 4 ? { card: { brand, last4 } } : {}) };
    }
  } else if (!context.paymentOptional) {
    // No token: the card fields were not filled in, or the page ran without JavaScript, which the
    // provider's fields need.
    errors[FIELDS.cardNumber] = 'required';
  }

  if (
    Object.keys(errors).length > 0 ||
    !shipping ||
    (!payment && !context.paymentOptional) ||
    !isDeliveryMethodCode(method)
  )
    return { ok: false, errors };
  return {
    ok: true,
    request: {
      email,
      shipping,
      saveAddress: context.signedIn && !('addressId' in shipping) && form.has(FIELDS.saveAddress),
      deliveryMethod: method,
      payment,
    },
  };
}

/** What the shopper typed, to show again after a refusal: everything but the card's secrets. */
export function typedCheckoutValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string' || name.startsWith('$') || SECRET_FIELDS.includes(name)) continue;
    values[name] = value.slice(0, 300);
  }
  return values;
}
