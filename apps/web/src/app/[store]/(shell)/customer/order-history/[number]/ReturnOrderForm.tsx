'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { XsrfField } from '@/components/account/XsrfField';
import { PendingButton } from '@/components/bag/PendingButton';
import { startReturnAction, type StartReturnState } from './return-actions';

const primary =
  'inline-flex h-12 items-center justify-center bg-[var(--ink)] px-8 text-xs font-semibold uppercase tracking-[0.18em] text-white hover:bg-black';
const select = 'h-11 min-w-24 border border-stone-400 bg-white px-3 text-sm text-stone-900';

export interface ReturnableItem {
  sku: string;
  name: string;
  detail: string;
  /** How many may still be returned. */
  max: number;
}

/**
 * Start a return (issue 34 item 6): how many of each size, and why. A plain form posting a server
 * action, so it works without JavaScript; the page drawn again shows the return and its label.
 */
export function ReturnOrderForm({
  store,
  number,
  xsrf,
  items,
  reasons,
}: {
  store: string;
  number: string;
  xsrf: string;
  items: ReturnableItem[];
  reasons: readonly string[];
}) {
  const t = useTranslations('orders.returns');
  const [state, formAction] = useActionState<StartReturnState, FormData>(startReturnAction, {});
  return (
    <form action={formAction} data-testid="order-return" className="flex flex-col gap-5">
      <input type="hidden" name="store" value={store} />
      <input type="hidden" name="number" value={number} />
      <XsrfField xsrf={xsrf} />
      <ul className="divide-y divide-stone-200 border-y border-stone-200">
        {items.map((item) => (
          <li key={item.sku} className="flex flex-wrap items-center justify-between gap-4 py-3">
            <div className="text-sm">
              <p className="font-semibold text-stone-900">
                <bdi>{item.name}</bdi>
              </p>
              <p className="text-stone-700">{item.detail}</p>
            </div>
            <label className="flex items-center gap-3 text-sm text-stone-800">
              <span>{t('quantity')}</span>
              <select name={`qty:${item.sku}`} defaultValue="0" className={select} data-sku={item.sku}>
                {Array.from({ length: item.max + 1 }, (_, n) => (
                  <option key={n} value={n}>
                    {n === 0 ? t('none') : n}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
      <label className="flex flex-col gap-2 text-sm text-stone-800">
        <span className="font-semibold">{t('reason')}</span>
        <select name="reason" required defaultValue={reasons[0]} className={`${select} max-w-sm`}>
          {reasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`reasons.${reason}`)}
            </option>
          ))}
        </select>
      </label>
      <div>
        <PendingButton className={primary} pendingLabel={t('submitting')}>
          {t('submit')}
        </PendingButton>
      </div>
      <p
        role={state.tone === 'error' ? 'alert' : 'status'}
        data-testid="order-return-message"
        className={`text-sm ${state.tone === 'error' ? 'text-red-800' : 'text-stone-800'} ${state.message ? '' : 'sr-only'}`}
      >
        {state.message ?? ''}
      </p>
    </form>
  );
}
