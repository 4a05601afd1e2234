'use server';

import { findLocale, XSRF_FIELD, type LocaleConfig } from '@vitrine/config';
import { ApiError, renderMessage } from '@/lib/data/errors';
import { cancelOrderByShopper, isOrderNumber, normaliseOrderNumber, orderService } from '@/lib/data/orders';
import { createLogger } from '@/lib/data/runtime';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { xsrfPresented } from '@/lib/anti-forgery';
import { setFlash } from '@/lib/account/flash';
import { field } from '@/lib/account/forms';
import { loginHref } from '@/lib/account/paths';
import { bagCaller } from '@/lib/bag/server';
import { expireProductPages } from '@/lib/catalogue/invalidate';
import { formAction } from '@/lib/form-action';
import { href } from '@/lib/store';

// The order page's cancel form (issue 34 item 5): a plain form posting this action in two steps
// ("are you sure?", then cancel), so it works without JavaScript. It carries the §9 anti-forgery
// pair: a cancel cannot be posted from another site.

export interface CancelOrderState {
  message?: string;
  tone?: 'error';
  /** The form asks "are you sure?" before it cancels. */
  confirm?: boolean;
}

const storeOf = (form: FormData): LocaleConfig => findLocale(field(form, 'store')) ?? findLocale('en-GB')!;
const log = () => createLogger().child({ area: 'order-cancel' });

export const cancelOrderAction = formAction(async function cancelOrderAction(
  _previous: CancelOrderState,
  form: FormData,
): Promise<CancelOrderState> {
  const store = storeOf(form);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders.cancel' });
  const intent = field(form, 'intent');
  if (intent !== 'ask' && intent !== 'cancel') return {};
  if (!(await xsrfPresented(field(form, XSRF_FIELD))))
    return { tone: 'error', message: renderMessage('XSRF_MISMATCH', store.language) };
  const number = normaliseOrderNumber(field(form, 'number'));
  if (!isOrderNumber(number))
    return { tone: 'error', message: renderMessage('ORDER_NOT_FOUND', store.language) };
  if (intent === 'ask') return { confirm: true };

  // A 15-minute access token may have run out while the page stayed open: renew from the refresh cookie.
  const caller = await bagCaller(store, { renew: true });
  if (!caller.customerId)
    redirect(loginHref(store, href(store, `/customer/order-history/${encodeURIComponent(number)}`)));
  try {
    await cancelOrderByShopper(number, caller.customerId);
  } catch (err) {
    refresh();
    if (err instanceof ApiError)
      return { tone: 'error', message: renderMessage(err.code, store.language, err.params) };
    log().error({ err, store: store.localeISOCode }, 'order cancel failed');
    return { tone: 'error', message: t('failed') };
  }
  // The sizes are back in stock: their pages show it at once.
  const detail = await orderService().detail(number, { customerId: caller.customerId });
  expireProductPages([...new Set(detail.lines.map((l) => l.urlKey))]);
  // The page drawn again has no cancel form to speak from: it says so from the flash.
  await setFlash('order_cancelled');
  redirect(href(store, `/customer/order-history/${encodeURIComponent(number)}`));
});
