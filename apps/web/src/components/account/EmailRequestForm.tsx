'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { FormState } from '@/lib/account/forms';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';

const initial: FormState = { values: {}, errors: {} };

/**
 * An email address and a button, for the emails an account's owner asks for: a password reset
 * (§7.2 auth/password/forgot) or a one-time sign-in link (decision 0029). The action answers the
 * same confirmation whether or not the account exists.
 */
export function EmailRequestForm({
  store,
  action: requestAction,
  namespace,
}: {
  store: string;
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  /** Its wording: email, submit, pending. */
  namespace: 'account.forgot' | 'account.link';
}) {
  const t = useTranslations(namespace);
  const [state, action] = useActionState(requestAction, initial);
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
