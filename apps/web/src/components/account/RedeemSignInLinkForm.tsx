'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { redeemLinkAction } from '@/app/[store]/(shell)/customer/account/loginlink/actions';
import type { FormState } from '@/lib/account/forms';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';

const initial: FormState = { values: {}, errors: {} };

/** Decision 0029: the emailed link's page; one button spends the token and signs in on this device. */
export function RedeemSignInLinkForm({ store, token }: { store: string; token: string }) {
  const t = useTranslations('account.link');
  const [state, action] = useActionState(redeemLinkAction, initial);
  return (
    <form action={action} className="flex flex-col gap-5">
      <input type="hidden" name="store" value={store} />
      <input type="hidden" name="token" value={token} />
      <FormMessage message={state.message} />
      <SubmitButton pendingLabel={t('confirmPending')}>{t('confirmSubmit')}</SubmitButton>
    </form>
  );
}
