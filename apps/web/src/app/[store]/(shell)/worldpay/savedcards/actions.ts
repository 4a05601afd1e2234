'use server';

import { ApiError, renderMessage } from '@/lib/data/errors';
import { paymentServiceFor, consumePaymentLimit } from '@/lib/data/payment';
import { randomUUID } from 'node:crypto';
import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { storeFromForm } from '@/lib/account/account-forms';
import { field, formError, type FormState } from '@/lib/account/forms';
import { requireSession } from '@/lib/account/session';
import { CARD_BRAND_NAMES } from '@/lib/orders/cards';
import { formAction } from '@/lib/form-action';
import { xsrfPresented } from '@/lib/anti-forgery';
import { XSRF_FIELD } from '@vitrine/config';

/**
 * Saves a card (§7.3 card POST) from the token the payment provider's card fields made in the
 * browser (issue 34): no card number reaches this action. Counted per account like the API's.
 */
/** `attempt` is new with every answer: the form redraws its selects with the values sent back. */
export type CardFormState = FormState & { attempt?: string };

export const addCardAction = formAction(async function addCardAction(
  _previous: CardFormState,
  form: FormData,
): Promise<CardFormState> {
  const store = storeFromForm(form);
  const { principal } = await requireSession(store);
  // §9: a state change carries the anti-forgery pair (the cookie, and its value in the form).
  if (!(await xsrfPresented(field(form, XSRF_FIELD))))
    return {
      values: {},
      errors: {},
      message: renderMessage('XSRF_MISMATCH', store.language),
      attempt: randomUUID(),
    };
  const token = field(form, 'token').slice(0, 200);
  let saved;
  try {
    await consumePaymentLimit('cardSavesPerAccount', principal.customerId);
    saved = await paymentServiceFor().saveCard(principal.customerId, token);
  } catch (err) {
    return { ...formError(err, store.language, {}), attempt: randomUUID() };
  }
  refresh();
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders.cards' });
  return {
    attempt: randomUUID(),
    values: {},
    errors: {},
    ok: true,
    message: t('added', { brand: CARD_BRAND_NAMES[saved.brand], last4: saved.last4 }),
  };
});

export interface RemoveCardState {
  message?: string;
  ok?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Removes one of the customer's saved cards (§7.3 card DELETE), after the page's confirmation
 * step. Any other id (another customer's card, one already removed, anything typed into the
 * form) changes nothing and says "not found".
 */
export const removeCardAction = formAction(async function removeCardAction(
  _previous: RemoveCardState,
  form: FormData,
): Promise<RemoveCardState> {
  const store = storeFromForm(form);
  const { principal } = await requireSession(store);
  if (!(await xsrfPresented(field(form, XSRF_FIELD))))
    return { message: renderMessage('XSRF_MISMATCH', store.language) };
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders.cards' });
  const id = field(form, 'id');
  const payments = paymentServiceFor();
  const card = UUID.test(id)
    ? (await payments.listCards(principal.customerId)).find((c) => c.id === id)
    : undefined;
  if (!card) return { message: t('notFound') };
  try {
    await payments.deleteCard(principal.customerId, card.id);
  } catch (err) {
    // Removed in another tab between the list and the delete.
    if (err instanceof ApiError && err.code === 'CARD_NOT_FOUND')
      return { message: renderMessage('CARD_NOT_FOUND', store.language) };
    throw err;
  }
  refresh();
  return { ok: true, message: t('removed', { brand: CARD_BRAND_NAMES[card.brand], last4: card.last4 }) };
});
