'use server';

import { findLocale, type LocaleConfig } from '@vitrine/config';
import { ApiError, renderMessage, toApiError } from '@/lib/data/errors';
import type { BagAnswer, Caller } from '@/lib/data/bag';
import { refresh } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { field, type FormState } from '@/lib/account/forms';
import { requestedQuantity } from '@/lib/bag/quantity';
import { bagCaller, bagLog, bagService, forgetStaleToken, withBag, type BagRead } from '@/lib/bag/server';
import { setWishlistMarkers, wishlistCaller, wishlistServiceHere } from '@/lib/wishlist/server';
import { clientAddress } from '@/lib/account/session';
import { giftCards } from '@/lib/data/giftcards';
import { formAction } from '@/lib/form-action';

// The bag page's forms (issue 4 item 2). Server actions, so the stepper, remove and promotion
// fields work without JavaScript; with it, the page re-renders in place (refresh()).

/** What a line's stepper shows after a change: the §5 refusal in the store's words, if any. */
export interface LineState {
  message?: string;
}

const storeOf = (form: FormData): LocaleConfig => findLocale(field(form, 'store')) ?? findLocale('en-GB')!;

/** Decision 0012 §5: a non-empty `errors` list is a refusal whose first reason is the message. */
const refusalOf = (read: BagRead): string | undefined =>
  read.kind === 'bag' ? read.answer.errors[0]?.reason : undefined;

async function onBag(store: LocaleConfig, call: (caller: Caller) => Promise<BagAnswer>): Promise<BagRead> {
  const read = await withBag(await bagCaller(store, { renew: true }), call);
  await forgetStaleToken(read);
  return read;
}

/** The shopper's words for a failed change: the API's own for its errors, a plain apology otherwise. */
async function failure(err: unknown, store: LocaleConfig, action: string): Promise<string> {
  const known = toApiError(err);
  if (known) return renderMessage(known.code, store.language, known.params);
  bagLog().error({ err, store: store.localeISOCode, action }, 'bag page action failed');
  return (await getTranslations({ locale: store.localeISOCode, namespace: 'bag.line' }))('updateFailed');
}

/** The stepper: a new quantity for a size (1-10 within stock, decision 0012); 0 takes it out. */
export const changeQuantity = formAction(async function changeQuantity(
  _previous: LineState,
  form: FormData,
): Promise<LineState> {
  const store = storeOf(form);
  const sku = field(form, 'sku').trim();
  const qty = requestedQuantity(field(form, 'qty'), field(form, 'delta'));
  if (qty === null || !sku || sku.length > 64) {
    const t = await getTranslations({ locale: store.localeISOCode, namespace: 'bag.line' });
    return { message: t('quantityInvalid') };
  }
  try {
    const service = bagService();
    const read = await onBag(store, (caller) =>
      qty === 0 ? service.removeLine(caller, sku) : service.setQuantity(caller, { sku, qty }),
    );
    refresh();
    return { message: refusalOf(read) };
  } catch (err) {
    refresh();
    return { message: await failure(err, store, 'quantity') };
  }
});

/** Remove a size (§7.5 remove item); one that is already gone is no error. */
export const removeFromBag = formAction(async function removeFromBag(form: FormData): Promise<void> {
  const store = storeOf(form);
  const sku = field(form, 'sku').trim();
  if (!sku || sku.length > 64) return;
  try {
    await onBag(store, (caller) => bagService().removeLine(caller, sku));
  } catch (err) {
    await failure(err, store, 'remove');
  }
  refresh();
});

/**
 * Issue 6 "move to wishlist": the size's style goes to the wishlist (remembering the size), then
 * the line leaves the bag. Two modules, two transactions, in that order: a failure in between
 * leaves the item in both, never in neither. A guest gets a guest wishlist (decision 0013).
 */
export const moveToWishlist = formAction(async function moveToWishlist(
  _previous: LineState,
  form: FormData,
): Promise<LineState> {
  const store = storeOf(form);
  const sku = field(form, 'sku').trim();
  if (!sku || sku.length > 64) return {};
  try {
    const caller = await bagCaller(store, { renew: true });
    const added = await wishlistServiceHere().add(await wishlistCaller(store, caller.customerId), sku);
    await setWishlistMarkers({ flag: true, ...(added.token ? { token: added.token } : {}) });
    await onBag(store, (c) => bagService().removeLine(c, sku));
    refresh();
    return {};
  } catch (err) {
    refresh();
    return { message: await failure(err, store, 'move-to-wishlist') };
  }
});

/** Decision 0012's promotion code: letters, digits, - and _, up to 40. */
const PROMOTION_CODE = /^[A-Za-z0-9_-]{1,40}$/;

export const applyPromotion = formAction(async function applyPromotion(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = storeOf(form);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'bag.promotion' });
  const code = field(form, 'code').trim();
  const values = { code };
  if (!code) return { values, errors: { code: t('required') } };
  if (!PROMOTION_CODE.test(code)) return { values, errors: { code: t('invalid') } };
  try {
    const read = await onBag(store, (caller) => bagService().applyPromotion(caller, code));
    refresh();
    if (read.kind === 'none')
      return { values, errors: {}, message: renderMessage('QUOTE_NOT_FOUND', store.language) };
    const refusal = refusalOf(read);
    return refusal ? { values, errors: { code: refusal } } : { values: {}, errors: {}, ok: true };
  } catch (err) {
    return { values, errors: {}, message: await failure(err, store, 'promotion') };
  }
});

export const removePromotion = formAction(async function removePromotion(form: FormData): Promise<void> {
  const store = storeOf(form);
  try {
    await onBag(store, (caller) => bagService().removePromotion(caller));
  } catch (err) {
    await failure(err, store, 'promotion-remove');
  }
  refresh();
});

// Issue 6 item 2: digital items (gift cards, the subscription) and gift cards paying for the bag.

/** Takes a digital item (gift card, subscription) out of the bag; one already gone is no error. */
export const removeDigitalItem = formAction(async function removeDigitalItem(form: FormData): Promise<void> {
  const store = storeOf(form);
  const id = Number(field(form, 'id'));
  if (!Number.isSafeInteger(id) || id <= 0) return;
  try {
    await onBag(store, (caller) => bagService().removeDigitalItem(caller, id));
  } catch (err) {
    await failure(err, store, 'digital-remove');
  }
  refresh();
});

/** §7.5 quote/gift-card: a gift card (code and PIN) applied to the bag; it pays at checkout. */
export const applyGiftCard = formAction(async function applyGiftCard(
  _previous: FormState,
  form: FormData,
): Promise<FormState> {
  const store = storeOf(form);
  const code = field(form, 'code').trim();
  const values = { code };
  if (!code || !field(form, 'pin').trim())
    return { values, errors: {}, message: renderMessage('GIFT_CARD_INVALID', store.language) };
  try {
    const caller = await bagCaller(store, { renew: true });
    await giftCards().applyToBag(
      caller,
      { customerId: caller.customerId, address: await clientAddress() },
      { code, pin: field(form, 'pin') },
    );
    refresh();
    return { values: {}, errors: {}, ok: true };
  } catch (err) {
    if (err instanceof ApiError)
      return { values, errors: {}, message: renderMessage(err.code, store.language, err.params) };
    bagLog().error({ err, store: store.localeISOCode, action: 'gift-card' }, 'bag page action failed');
    const t = await getTranslations({ locale: store.localeISOCode, namespace: 'giftcards.bag' });
    return { values, errors: {}, message: t('failed') };
  }
});

/** Takes an applied gift card off the bag. */
export const removeGiftCard = formAction(async function removeGiftCard(form: FormData): Promise<void> {
  const store = storeOf(form);
  const id = field(form, 'id');
  if (!/^[0-9a-f-]{36}$/i.test(id)) return;
  try {
    await giftCards().removeFromBag(await bagCaller(store, { renew: true }), id);
  } catch (err) {
    await failure(err, store, 'gift-card-remove');
  }
  refresh();
});
