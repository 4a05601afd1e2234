'use server';

import { findLocale, XSRF_FIELD, type LocaleConfig } from '@vitrine/config';
import { ApiError, renderMessage } from '@/lib/data/errors';
import {
  isOrderNumber,
  normaliseOrderNumber,
  RETURN_REASONS,
  startReturnByShopper,
  type ReturnReason,
} from '@/lib/data/orders';
import { createLogger } from '@/lib/data/runtime';
import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { xsrfPresented } from '@/lib/anti-forgery';
import { setFlash } from '@/lib/account/flash';
import { field } from '@/lib/account/forms';
import { loginHref } from '@/lib/account/paths';
import { bagCaller } from '@/lib/bag/server';
import { formAction } from '@/lib/form-action';
import { href } from '@/lib/store';

// The order page's return form (issue 34 item 6): a plain form, so it works without JavaScript,
// with a quantity per size (`qty:<sku>`) and a reason from the fixed list. It carries the §9
// anti-forgery pair, as the cancel form does.

export interface StartReturnState {
  message?: string;
  tone?: 'error';
}

const QTY = 'qty:';
const storeOf = (form: FormData): LocaleConfig => findLocale(field(form, 'store')) ?? findLocale('en-GB')!;
const log = () => createLogger().child({ area: 'order-return' });
const isReason = (value: string): value is ReturnReason =>
  (RETURN_REASONS as readonly string[]).includes(value);

export const startReturnAction = formAction(async function startReturnAction(
  _previous: StartReturnState,
  form: FormData,
): Promise<StartReturnState> {
  const store = storeOf(form);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'orders.returns' });
  if (!(await xsrfPresented(field(form, XSRF_FIELD))))
    return { tone: 'error', message: renderMessage('XSRF_MISMATCH', store.language) };
  const number = normaliseOrderNumber(field(form, 'number'));
  if (!isOrderNumber(number))
    return { tone: 'error', message: renderMessage('ORDER_NOT_FOUND', store.language) };
  const reason = field(form, 'reason');
  if (!isReason(reason))
    return { tone: 'error', message: renderMessage('VALIDATION_FAILED', store.language) };
  const lines: { sku: string; quantity: number }[] = [];
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(QTY) || typeof value !== 'string') continue;
    const quantity = Number(value);
    if (!Number.isSafeInteger(quantity) || quantity < 0 || quantity > 99)
      return { tone: 'error', message: renderMessage('VALIDATION_FAILED', store.language) };
    if (quantity > 0) lines.push({ sku: name.slice(QTY.length).slice(0, 64), quantity });
  }
  if (lines.length === 0 || lines.length > 50) return { tone: 'error', message: t('nothingChosen') };

  // A 15-minute access token may have run out while the page stayed open: renew from the refresh cookie.
  const caller = await bagCaller(store, { renew: true });
  const page = href(store, `/customer/order-history/${encodeURIComponent(number)}`);
  if (!caller.customerId) redirect(loginHref(store, page));
  try {
    await startReturnByShopper(number, caller.customerId, { lines, reason });
  } catch (err) {
    refresh();
    if (err instanceof ApiError)
      return { tone: 'error', message: renderMessage(err.code, store.language, err.params) };
    log().error({ err, store: store.localeISOCode }, 'return start failed');
    return { tone: 'error', message: t('failed') };
  }
  await setFlash('return_started');
  redirect(page);
});
