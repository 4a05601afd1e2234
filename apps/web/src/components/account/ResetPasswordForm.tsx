'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { resetAction } from '@/app/[store]/(shell)/customer/account/changeforgotten/actions';
import type { FormState } from '@/lib/account/forms';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';

const initial: FormState = { values: {}, errors: {} };

export function ResetPasswordForm({ store, token }: { store: string; token: string }) {
  const t = useTranslations('account.reset');
  const hint = useTranslations('account.create')('passwordHint');
  const [state, action] = useActionState(resetAction, initial);
  return (
    <form action={action} className="flex flex-col gap-5">
      <input type="hidden" name="store" value={store} />
      <input type="hidden" name="token" value={token} />
      <FormMessage message={state.message} />
      <Field
        name="password"
        type="password"
        label={t('password')}
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={256}
        hint={hint}
        error={state.errors.password}
      />
      <Field
        name="confirm"
        type="password"
        label={t('confirm')}
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={256}
        error={state.errors.confirm}
      />
      <SubmitButton pendingLabel={t('pending')}>{t('submit')}</SubmitButton>
    </form>
  );
}
