'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { forgotAction } from '@/app/[store]/(shell)/customer/account/forgotpassword/actions';
import type { FormState } from '@/lib/account/forms';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';

const initial: FormState = { values: {}, errors: {} };

export function ForgotPasswordForm({ store }: { store: string }) {
  const t = useTranslations('account.forgot');
  const [state, action] = useActionState(forgotAction, initial);
  return (
    <form action={action} className="flex flex-col gap-5">
      <input type="hidden" name="store" value={store} />
      <FormMessage message={state.message} ok={state.ok} />
      <Field
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={state.values.email ?? ''}
        error={state.errors.email}
      />
      <SubmitButton pendingLabel={t('pending')}>{t('submit')}</SubmitButton>
    </form>
  );
}
