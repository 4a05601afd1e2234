'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { ConfirmPanel } from '@/components/account/ConfirmPanel';
import { PendingButton } from '@/components/bag/PendingButton';
import type { SubscriptionFormState } from './actions';

type Action = (previous: SubscriptionFormState, form: FormData) => Promise<SubscriptionFormState>;

const primary =
  'inline-flex h-12 items-center justify-center bg-[var(--ink)] px-10 text-xs font-semibold uppercase tracking-[0.18em] text-white hover:bg-black';
const secondary =
  'inline-flex h-12 items-center justify-center border border-stone-900 bg-white px-8 text-xs font-semibold uppercase tracking-[0.18em] text-stone-900 hover:bg-stone-100';

function Notice({ state }: { state: SubscriptionFormState }) {
  return (
    <p
      role={state.tone === 'error' ? 'alert' : 'status'}
      data-testid="subscription-message"
      className={`text-sm ${state.tone === 'error' ? 'text-red-800' : 'text-stone-800'} ${state.message ? 'mt-4' : 'sr-only'}`}
    >
      {state.message ?? ''}
    </p>
  );
}

/** The subscribe button: puts the subscription in the bag (the action then opens the bag). */
export function SubscribeForm({ store, action }: { store: string; action: Action }) {
  const t = useTranslations('subscription.page');
  const [state, formAction] = useActionState(action, {});
  return (
    <form action={formAction}>
      <input type="hidden" name="store" value={store} />
      <PendingButton className={primary} pendingLabel={t('subscribing')} data-testid="subscribe">
        {t('subscribe')}
      </PendingButton>
      <Notice state={state} />
    </form>
  );
}

/** Cancel with a confirmation step (a second submit), so it also works without JavaScript. */
export function CancelForm({ store, endsOn, action }: { store: string; endsOn: string; action: Action }) {
  const t = useTranslations('subscription.page');
  const [state, formAction] = useActionState(action, {});
  return (
    <form action={formAction}>
      <input type="hidden" name="store" value={store} />
      {state.confirm ? (
        <ConfirmPanel
          id="cancel-confirm-title"
          title={t('cancelConfirmTitle')}
          body={t('cancelConfirmBody', { date: endsOn })}
          testId="subscription-cancel-confirm"
        >
          <PendingButton
            name="intent"
            value="cancel"
            className={primary}
            pendingLabel={t('cancelling')}
            data-testid="subscription-cancel-yes"
          >
            {t('cancelConfirm')}
          </PendingButton>
          <PendingButton name="intent" value="keep" className={secondary} pendingLabel={t('cancelKeep')}>
            {t('cancelKeep')}
          </PendingButton>
        </ConfirmPanel>
      ) : (
        <PendingButton
          name="intent"
          value="ask"
          className={secondary}
          pendingLabel={t('cancel')}
          data-testid="subscription-cancel"
        >
          {t('cancel')}
        </PendingButton>
      )}
      <Notice state={state} />
    </form>
  );
}
