'use server';

import { randomUUID } from 'node:crypto';
import type { LocaleConfig } from '@vitrine/config';
import {
  IDEMPOTENCY_KEY_PATTERN,
  placeOrder,
  type PlaceOrderAnswer,
  type PlaceOrderRequest,
} from '@/lib/data/checkout';
import { addAddress } from '@/lib/data/customer';
import { renderFieldMessage, renderMessage, toApiError, type FieldErrorCode } from '@/lib/data/errors';
import { isLostBag, isLostBagCode, type Caller } from '@/lib/data/bag';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { expireProductPages } from '@/lib/catalogue/invalidate';
import { storeFromForm } from '@/lib/account/account-forms';
import { storeLinkFor } from '@/lib/account/links';
import { currentSession } from '@/lib/account/session';
import { bagCaller, bagLog, clearQuoteCookies } from '@/lib/bag/server';
import {
  FIELDS,
  NEW,
  parseCheckout,
  typedCheckoutValues,
  type CheckoutRequest,
  type FieldErrorCodes,
} from '@/lib/checkout/form';
import { keepReceipt } from '@/lib/checkout/receipt';
import { INTENTS, type ChallengeView, type CheckoutState } from '@/lib/checkout/state';
import { href } from '@/lib/store';
import { formAction } from '@/lib/form-action';

// The checkout form's one action (issue 4 item 3). A server action, so checkout works without
// JavaScript; with it, the page updates in place. place-order runs in process with the bag's
// cookie, the session and the form's Idempotency-Key, so a double post orders once.

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const log = () => bagLog().child({ area: 'checkout' });

function renderFields(codes: FieldErrorCodes, store: LocaleConfig): Record<string, string> {
  return Object.fromEntries(
    Object.entries(codes).map(([name, code]) => [
      name,
      renderFieldMessage(code as FieldErrorCode, store.language),
    ]),
  );
}

/** The challenge the page showed, as posted back with Continue (the bank's screen was answered). */
function challengeFromForm(form: FormData): ChallengeView {
  const digits = Number(field(form, 'challengeDigits'));
  const cardToken = field(form, FIELDS.cardToken).slice(0, 200);
  const brand = field(form, FIELDS.cardBrand).slice(0, 20);
  return {
    reference: field(form, 'reference').slice(0, 200),
    issuer: field(form, 'challengeIssuer').slice(0, 80),
    digits: Number.isInteger(digits) && digits > 0 && digits <= 12 ? digits : 6,
    ...(cardToken ? { cardToken } : {}),
    ...(brand
      ? { card: { brand, last4: field(form, FIELDS.cardLast4).replace(/\D/g, '').slice(0, 4) } }
      : {}),
  };
}

/** Where a payment problem is shown beside the form: the new card's number, or the saved-card choice. */
function paymentError(form: FormData, message: string): Record<string, string> {
  const saved = field(form, FIELDS.paymentChoice);
  return { [saved && saved !== NEW ? FIELDS.paymentChoice : FIELDS.cardNumber]: message };
}

interface PaymentPlan {
  choice: PlaceOrderRequest['payment'];
  card?: { brand: string; last4: string };
}

/** The card for place-order: a saved card, or the token the provider's card fields made (issue 34). */
function paymentFor(request: CheckoutRequest): PaymentPlan {
  const { payment } = request;
  // Issue 6: gift cards pay it all (place-order answers 400 if anything is left to pay).
  if (!payment) return { choice: undefined };
  if (payment.kind === 'saved') return { choice: { savedCardId: payment.savedCardId } };
  return { choice: { cardToken: payment.token }, ...(payment.card ? { card: payment.card } : {}) };
}

async function place(
  caller: Caller,
  store: LocaleConfig,
  key: string | undefined,
  body: PlaceOrderRequest,
): Promise<PlaceOrderAnswer> {
  const link = storeLinkFor(store);
  const run = (who: Caller) =>
    placeOrder(
      {
        store,
        language: store.language,
        token: who.token,
        customerId: who.customerId,
        idempotencyKey: key,
        storeLink: link,
      },
      body,
    );
  try {
    return await run(caller);
  } catch (err) {
    // A customer's token cookie can name a bag that is gone (ordered on another device, rotated
    // at a merge): their bag is found by account alone, as the bag page does.
    if (caller.customerId && caller.token && isLostBag(err)) return run({ ...caller, token: undefined });
    throw err;
  }
}

/** The refusal beside the field it is about, and at the top of the form (issue 4 "bad input"). */
function failure(
  thrown: unknown,
  store: LocaleConfig,
  form: FormData,
  base: CheckoutState,
  request: CheckoutRequest,
): CheckoutState {
  const err = toApiError(thrown);
  if (!err) {
    log().error({ err: thrown, store: store.localeISOCode }, 'checkout failed');
    return { ...base, message: renderMessage('INTERNAL_ERROR', store.language) };
  }
  const message = renderMessage(err.code, store.language, err.params);
  const fields = err.fields ?? {};
  if (isLostBagCode(err.code)) return { ...base, message, reviewBag: true };
  switch (err.code) {
    case 'CARD_INVALID':
    case 'PAYMENT_CARD_TOKEN_INVALID':
      return { ...base, message, errors: paymentError(form, message) };
    case 'ADDRESS_INVALID':
      return 'addressId' in request.shipping
        ? { ...base, message, errors: { [FIELDS.addressChoice]: message } }
        : { ...base, message, errors: renderFields(fields, store) };
    case 'ADDRESS_NOT_FOUND':
      return { ...base, message, errors: { [FIELDS.addressChoice]: message } };
    case 'VALIDATION_FAILED':
      // Issue 6: no card while gift cards do not pay it all.
      if (fields.payment) {
        const required = renderFieldMessage('required', store.language);
        return { ...base, message, errors: { [FIELDS.cardNumber]: required } };
      }
      return { ...base, message, errors: renderFields(fields, store) };
    case 'DELIVERY_METHOD_UNAVAILABLE':
      return { ...base, message, errors: { [FIELDS.deliveryMethod]: message } };
    case 'CARD_NOT_FOUND':
      return { ...base, message, errors: { [FIELDS.paymentChoice]: message } };
    case 'BAG_EMPTY':
    case 'BAG_NEEDS_REVIEW':
    case 'BAG_PRICES_CHANGED':
    case 'BAG_PROMOTION_INVALID':
    case 'ORDER_OUT_OF_STOCK':
    case 'ORDER_QUANTITY_ABOVE_STOCK':
    case 'GIFT_CARD_BALANCE_CHANGED':
      return { ...base, message, reviewBag: true };
  }
  if (err.status === 402) return { ...base, message, errors: paymentError(form, message) };
  return { ...base, message };
}

/** Issue 6 item 3: "use my account balance" (components/checkout/CreditChoice.tsx) as place-order's creditMinor. */
function creditChoice(form: FormData): { creditMinor?: number } {
  if (form.get('useCredit') !== 'on') return {};
  const minor = Number(field(form, 'creditMinor'));
  return Number.isSafeInteger(minor) && minor > 0 ? { creditMinor: minor } : {};
}

/** A customer's new delivery address joins their address book; an order never fails for it. */
async function saveToAddressBook(request: CheckoutRequest, store: LocaleConfig): Promise<void> {
  if (!request.saveAddress || 'addressId' in request.shipping) return;
  try {
    const session = await currentSession();
    if (session) await addAddress(session.principal, request.shipping, store);
  } catch (err) {
    log().warn({ err, store: store.localeISOCode }, 'checkout address not saved to the address book');
  }
}

export const checkoutAction = formAction(async function checkoutAction(
  _previous: CheckoutState,
  form: FormData,
): Promise<CheckoutState> {
  const store = storeFromForm(form);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'checkout' });
  // A new key for whatever comes next: the bank's step is answered with a new key (decision
  // 0012), and a corrected form is a new request.
  const base: CheckoutState = { values: typedCheckoutValues(form), errors: {}, key: randomUUID() };
  const intent = field(form, 'intent') || INTENTS.place;

  if (intent === INTENTS.cancelChallenge) return base;

  let authentication: string | undefined;
  let challenged: ChallengeView | undefined;
  if (intent === INTENTS.challenge) {
    // The bank's screen (the provider's page) took the answer; place-order asks the provider
    // whether it was right, and answers a decline if not.
    challenged = challengeFromForm(form);
    authentication = challenged.reference;
  }

  const caller = await bagCaller(store, { renew: true });
  const parsed = parseCheckout(form, {
    store: store.localeISOCode,
    signedIn: Boolean(caller.customerId),
    now: new Date(),
    cardToken: challenged?.cardToken,
    paymentOptional: field(form, 'paymentOptional') === '1',
  });
  if (!parsed.ok)
    return { ...base, errors: renderFields(parsed.errors, store), message: t('errors.checkFields') };
  const request = parsed.request;

  // The key of the rendered form. One that is not well formed (a tampered post) is replaced by a
  // fresh one: the post is then simply not replayable.
  const posted = field(form, 'key');
  const key = IDEMPOTENCY_KEY_PATTERN.test(posted) ? posted : randomUUID();

  let answer: PlaceOrderAnswer;
  let plan: PaymentPlan;
  try {
    plan = paymentFor(request);
    answer = await place(caller, store, key, {
      ...(request.email ? { email: request.email } : {}),
      shippingAddress: request.shipping,
      deliveryMethod: request.deliveryMethod,
      payment: plan.choice,
      ...(authentication ? { authentication } : {}),
      ...creditChoice(form),
    });
  } catch (err) {
    return failure(err, store, form, base, request);
  }

  if (answer.httpStatus === 202) {
    const { reference, challenge } = answer.body.payment;
    const card = plan.card ?? challenged?.card;
    return {
      ...base,
      challenge: {
        reference,
        issuer: challenge.issuer,
        digits: challenge.digits,
        // The order placed after the bank's step must use the very card the step was about.
        ...(plan.choice && 'cardToken' in plan.choice ? { cardToken: plan.choice.cardToken } : {}),
        ...(card ? { card } : {}),
        // Only a web address is framed: the provider's answer is not trusted to be one.
        ...(challenge.url && /^https?:\/\//.test(challenge.url) ? { url: challenge.url } : {}),
      },
    };
  }

  const { order } = answer.body;
  // The stock this order took shows on those products' cached pages at once (issue 3 item 7).
  expireProductPages(answer.productUrlKeys);
  await clearQuoteCookies();
  await keepReceipt(order.number, order.email);
  await saveToAddressBook(request, store);
  redirect(href(store, `/checkout/success?order=${encodeURIComponent(order.number)}`));
});
