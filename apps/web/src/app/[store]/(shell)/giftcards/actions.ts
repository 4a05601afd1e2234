'use server';

import { findLocale, isPageAvailable, type LocaleConfig } from '@vitrine/config';
import { ApiError, renderFieldMessage, renderMessage } from '@/lib/data/errors';
import {
  GIFT_CARD_MAX_MINOR,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_MINOR,
  GIFT_CARD_NAME_MAX,
  giftCards,
} from '@/lib/data/giftcards';
import { getTranslations } from 'next-intl/server';
import { field, typedValues, type FormState } from '@/lib/account/forms';
import { clientAddress, currentSession } from '@/lib/account/session';
import { bagCaller, bagLog, setQuoteCookies } from '@/lib/bag/server';
import { formAction } from '@/lib/form-action';

// /giftcards and /giftcards/activate (issue 6 item 2): server actions, so both forms work
// without JavaScript. §2.2: en-GB, en-IE, en-US only; elsewhere the pages 404 and these refuse.

const storeOf = (form: FormData): LocaleConfig | undefined => {
  const store = findLocale(field(form, 'store'));
  return store && isPageAvailable('giftcards', store.localeISOCode) ? store : undefined;
};

const EMAIL = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/;

/** What went wrong in the shopper's words: the module's for its refusals, a plain apology otherwise. */
async function failure(err: unknown, store: LocaleConfig, values: Record<string, string>, what: string) {
  if (err instanceof ApiError) {
    const message = renderMessage(err.code, store.language, err.params);
    const errors: Record<string, string> = {};
    if (err.code.startsWith('GIFT_CARD_AMOUNT')) errors.amount = message;
    if (err.code.startsWith('GIFT_CARD_DATE')) errors.deliverOn = message;
    return { values, errors, message: Object.keys(errors).length ? undefined : message } satisfies FormState;
  }
  bagLog().error({ err, store: store.localeISOCode, action: what }, 'gift card action failed');
  const t = await getTranslations({ locale: store.localeISOCode, namespace: `giftcards.${what}` });
  return { values, errors: {}, message: t('failed') } satisfies FormState;
}

/** The buy form: a gift card into the bag as a digital item; the bag cookie is set as a product add sets it. */
export const buyGiftCard = formAction(async function buyGiftCard(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = storeOf(form);
  const values = typedValues(form);
  if (!store) return { values, errors: {}, message: renderMessage('GIFT_CARDS_NOT_OFFERED', 'en') };
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'giftcards' });
  const errors: Record<string, string> = {};
  const chosen = field(form, 'amount');
  const typedAmount = chosen === 'custom' ? field(form, 'customAmount').trim() : chosen;
  const major = Number(typedAmount);
  const amountMinor = Math.round(major * 100);
  if (!typedAmount) errors.amount = t('buy.chooseAmount');
  else if (
    !/^\d{1,4}$/.test(typedAmount) ||
    amountMinor < GIFT_CARD_MIN_MINOR ||
    amountMinor > GIFT_CARD_MAX_MINOR
  )
    errors.amount = renderMessage('GIFT_CARD_AMOUNT_INVALID', store.language, {
      min: String(GIFT_CARD_MIN_MINOR / 100),
      max: String(GIFT_CARD_MAX_MINOR / 100),
    });
  const text = (name: string, max: number, optional = false) => {
    const value = field(form, name).trim();
    if (!value && !optional) errors[name] = renderFieldMessage('required', store.language);
    if (value.length > max) errors[name] = renderFieldMessage('too_long', store.language);
    return value;
  };
  const recipientName = text('recipientName', GIFT_CARD_NAME_MAX);
  const recipientEmail = text('recipientEmail', 254);
  const senderName = text('senderName', GIFT_CARD_NAME_MAX);
  const message = text('message', GIFT_CARD_MESSAGE_MAX, true);
  const deliverOn = field(form, 'deliverOn').trim();
  if (recipientEmail && !EMAIL.test(recipientEmail))
    errors.recipientEmail = renderFieldMessage('email_invalid', store.language);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(deliverOn))
    errors.deliverOn = renderFieldMessage('date_invalid', store.language);
  if (Object.keys(errors).length > 0) return { values, errors };
  try {
    const caller = await bagCaller(store, { renew: true });
    const { token } = await giftCards().buy(caller, {
      amountMinor,
      recipientName,
      recipientEmail,
      senderName,
      message: message || null,
      deliverOn,
    });
    if (token) await setQuoteCookies(token);
    return { values: {}, errors: {}, ok: true, message: t('buy.added') };
  } catch (err) {
    return failure(err, store, values, 'buy');
  }
});

export interface ActivateState extends FormState {
  done?: { amount: string; last4: string; balance: string };
}

/** /giftcards/activate: the card's balance into the signed-in customer's account balance. */
export const activateGiftCard = formAction(async function activateGiftCard(
  _previous: ActivateState,
  form: FormData,
): Promise<ActivateState> {
  const store = storeOf(form);
  const values = { code: field(form, 'code') };
  if (!store) return { values, errors: {}, message: renderMessage('GIFT_CARDS_NOT_OFFERED', 'en') };
  const session = await currentSession();
  if (!session) return { values, errors: {}, message: renderMessage('UNAUTHORIZED', store.language) };
  try {
    const answer = await giftCards().activate(
      { customerId: session.principal.customerId, address: await clientAddress() },
      store,
      { code: field(form, 'code'), pin: field(form, 'pin') },
    );
    const money = (minor: number) =>
      new Intl.NumberFormat(store.localeISOCode, { style: 'currency', currency: answer.currency }).format(
        minor / 100,
      );
    return {
      values: {},
      errors: {},
      ok: true,
      done: {
        amount: money(answer.amountMinor),
        last4: answer.codeLast4,
        balance: money(answer.balanceMinor),
      },
    };
  } catch (err) {
    return failure(err, store, values, 'activate');
  }
});
