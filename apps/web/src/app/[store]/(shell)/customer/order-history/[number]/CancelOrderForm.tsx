'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { ConfirmPanel } from '@/components/account/ConfirmPanel';
import { XsrfField } from '@/components/account/XsrfField';
import { PendingButton } from '@/components/bag/PendingButton';
import { cancelOrderAction, type CancelOrderState } from './actions';

const primary =
  'inline-flex h-12 items-center justify-center bg-[var(--ink)] px-8 text-xs font-semibold uppercase tracking-[0.18em] text-white hover:bg-black';
const secondary =
  'inline-flex h-12 items-center justify-center border border-stone-900 bg-white px-8 text-xs font-semibold uppercase tracking-[0.18em] text-stone-900 hover:bg-stone-100';

/**
 * Cancel the order (issue 34 item 5), with a confirmation step (a second submit), so it also works
 * without JavaScript. Once cancelled, the action opens the page again, which says so.
 */
export function CancelOrderForm({ store, number, xsrf }: { store: string; number: string; xsrf: string }) {
  const t = useTranslations('orders.cancel');
  const [state, formAction] = useActionState<CancelOrderState, FormData>(cancelOrderAction, {});
  return (
    <form action={formAction} data-testid="order-cancel">
      <input type="hidden" name="store" value={store} />
      <input type="hidden" name="number" value={number} />
      <XsrfField xsrf={xsrf} />
      {state.confirm ? (
        <ConfirmPanel
          id="order-cancel-confirm-title"
          title={t('confirmTitle', { number })}
          body={t('confirmBody')}
          testId="order-cancel-confirm"
        >
          <PendingButton name="intent" value="cancel" className={primary} pendingLabel={t('cancelling')}>
            {t('confirm')}
          </PendingButton>
          <PendingButton name="intent" value="keep" className={secondary} pendingLabel={t('keep')}>
            {t('keep')}
          </PendingButton>
        </ConfirmPanel>
      ) : (
        <PendingButton name="intent" value="ask" className={secondary} pendingLabel={t('ask')}>
          {t('ask')}
        </PendingButton>
      )}
      <p
        role={state.tone === 'error' ? 'alert' : 'status'}
        data-testid="order-cancel-message"
        className={`text-sm ${state.tone === 'error' ? 'text-red-800' : 'text-stone-800'} ${state.message ? 'mt-4' : 'sr-only'}`}
      >
        {state.message ?? ''}
      </p>
    </form>
  );
}
