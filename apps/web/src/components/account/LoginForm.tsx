'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import { loginAction } from '@/app/[store]/(shell)/customer/account/login/actions';
import type { FormState } from '@/lib/account/forms';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';

const initial: FormState = { values: {}, errors: {} };

export function LoginForm({
  store,
  next,
  email,
  forgotHref,
  linkHref,
  notice,
}: {
  store: string;
  next?: string;
  /** The address to start with (the one just registered). */
  email?: string | undefined;
  forgotHref: string;
  /** Decision 0029: a one-time link by email, for the owner on a new device. */
  linkHref: string;
  /**
   * What the step before says (signed out, password changed...): true until the shopper acts, so
   * it goes at the first sign-in attempt and never stands beside that attempt's error.
   */
  notice?: string | undefined;
}) {
  const t = useTranslations('account.login');
  const [state, action] = useActionState(loginAction, initial);
  const [acted, setActed] = useState(false);
  return (
    <form action={action} onSubmit={() => setActed(true)} className="flex flex-col gap-5" noValidate={false}>
      <input type="hidden" name="store" value={store} />
      {next ? <input type="hidden" name="next" value={next} /> : null}
      {acted || state !== initial ? null : <FormMessage ok message={notice} />}
      <FormMessage message={state.message} />
      <Field
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={state.values.email ?? email ?? ''}
        error={state.errors.email}
      />
      <Field
        name="password"
        type="password"
        label={t('password')}
        autoComplete="current-password"
        required
        maxLength={1024}
        error={state.errors.password}
      />
      <div className="flex flex-col gap-3">
        <a href={forgotHref} className="self-start text-sm underline underline-offset-4 hover:text-stone-600">
          {t('forgot')}
        </a>
        <a href={linkHref} className="self-start text-sm underline underline-offset-4 hover:text-stone-600">
          {t('emailLink')}
        </a>
      </div>
      <SubmitButton pendingLabel={t('pending')}>{t('submit')}</SubmitButton>
    </form>
  );
}
