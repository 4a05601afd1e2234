'use server';

import { findLocale, type LocaleConfig } from '@vitrine/config';
import { ApiError, renderMessage } from '@/lib/data/errors';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { field } from '@/lib/account/forms';
import { loginHref } from '@/lib/account/paths';
import { bagCaller, setQuoteCookies } from '@/lib/bag/server';
import { href } from '@/lib/store';
import { wishlistCaller, wishlistLog, wishlistServiceHere } from '@/lib/wishlist/server';
import { formAction } from '@/lib/form-action';

// The wishlist page's forms (issue 6): one server action for move, remove and the back-in-stock
// requests, so every control works without JavaScript; with it the page re-renders in place.

export interface WishlistState {
  message?: string;
  tone?: 'ok' | 'error';
  /** Set after a size went to the bag: the header's mini-bag asks again. */
  bagChanged?: number;
}

const INTENTS = new Set(['move', 'remove', 'notify', 'unnotify']);
const storeOf = (form: FormData): LocaleConfig => findLocale(field(form, 'store')) ?? findLocale('en-GB')!;
const idOf = (form: FormData): number | null => {
  const raw = field(form, 'id');
  return /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
};

export const wishlistAction = formAction(async function wishlistAction(
  _previous: WishlistState,
  form: FormData,
): Promise<WishlistState> {
  const store = storeOf(form);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'wishlist.page' });
  const intent = field(form, 'intent');
  const id = idOf(form);
  const sku = field(form, 'sku').trim();
  const item = field(form, 'name').slice(0, 200);
  if (!INTENTS.has(intent) || id === null || sku.length > 64) return { tone: 'error', message: t('failed') };
  // A 15-minute access token may have run out while the page stayed open: renew from the refresh cookie.
  const bag = await bagCaller(store, { renew: true });
  if (!bag.customerId) redirect(loginHref(store, href(store, '/customer/account/wishlist')));
  const caller = await wishlistCaller(store, bag.customerId);
  const service = wishlistServiceHere();
  try {
    if (intent === 'remove') {
      await service.remove(caller, id);
      refresh();
      return { tone: 'ok', message: t('removed', { item }) };
    }
    if (!sku) return { tone: 'error', message: t('chooseSizeFirst') };
    if (intent === 'move') {
      const moved = await service.moveToQuote({ ...caller, quoteToken: bag.token }, { id, sku });
      if (moved.errors.length > 0) return { tone: 'error', message: moved.errors[0]!.reason };
      if (moved.quoteToken) await setQuoteCookies(moved.quoteToken);
      refresh();
      return { tone: 'ok', message: t('moved', { item }), bagChanged: Date.now() };
    }
    const notify = intent === 'notify';
    await service.notify({ ...caller, customerId: bag.customerId }, id, { sku, notify });
    refresh();
    return notify ? { tone: 'ok', message: t('notifyDone', { item }) } : {};
  } catch (err) {
    refresh();
    if (err instanceof ApiError)
      return { tone: 'error', message: renderMessage(err.code, store.language, err.params) };
    wishlistLog().error({ err, store: store.localeISOCode, intent }, 'wishlist page action failed');
    return { tone: 'error', message: t('failed') };
  }
});
