import {
  isDeliveryMethodCode,
  validateAddress,
  type Address,
  type DeliveryMethodCode,
  type LocaleCode,
} from '@vitrine/config';
import { validateCard, type CardInput } from '@/lib/data/payment';
import { ADDRESS_FIELDS, FIELDS, NEW, SECRET_FIELDS } from './fields';
import { looksLikeEmail } from '@/lib/email-shape';

export { ADDRESS_FIELDS, FIELDS, NEW, SECRET_FIELDS } from './fields';

// The checkout form (issue 4 item 3) read into what place-order takes, checked the way the API
// checks it (address rules of packages/config, the card rules of the payment module), so every
// problem comes back at once on its own field before a card is tokenised or a bag locked.
// Pure: unit-tested in form.test.ts.

export type FieldErrorCodes = Record<string, string>;

export type PaymentChoice =
  | { kind: 'saved'; savedCardId: string }
  | { kind: 'new'; card: CardInput }
  /** After the bank's extra step: the one-off token the challenge was started with. */
  | { kind: 'token'; token: string };

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

/** An integer field as typed ('07' → 7); NaN when it is not one, which the card rules refuse. */
const integer = (raw: string): number => (/^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN);

/** The card rules' field names as the form's. */
const CARD_FIELD: Record<keyof CardInput, string> = {
  number: FIELDS.cardNumber,
  expMonth: FIELDS.cardExpMonth,
  expYear: FIELDS.cardExpYear,
  cvc: FIELDS.cardCvc,
  holderName: FIELDS.cardName,
};

/** A card error of the payment service (`error.fields` of CARD_INVALID) under the form's name. */
export function cardFieldName(field: string): string {
  return CARD_FIELD[field as keyof CardInput] ?? FIELDS.cardNumber;
}

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
  if (context.cardToken) {
    payment = { kind: 'token', token: context.cardToken };
  } else if (context.signedIn && paymentChoice !== NEW) {
    if (UUID.test(paymentChoice)) payment = { kind: 'saved', savedCardId: paymentChoice };
    else errors[FIELDS.paymentChoice] = 'required';
  } else if (
    context.paymentOptional &&
    [FIELDS.cardNumber, FIELDS.cardCvc, FIELDS.cardName].every((name) => !text(form, name))
  ) {
    payment = undefined;
  } else {
    const card: CardInput = {
      number: text(form, FIELDS.cardNumber),
      expMonth: integer(text(form, FIELDS.cardExpMonth)),
      expYear: integer(text(form, FIELDS.cardExpYear)),
      cvc: text(form, FIELDS.cardCvc),
      holderName: text(form, FIELDS.cardName),
    };
    const checked = validateCard(card, context.now);
    if (checked.ok) payment = { kind: 'new', card };
    else {
      for (const [field, code] of Object.entries(checked.errors)) {
        // An empty select is "required", not a bad date.
        const name = cardFieldName(field);
        const empty = !text(form, name);
        errors[name] = empty ? 'required' : code;
      }
    }
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
