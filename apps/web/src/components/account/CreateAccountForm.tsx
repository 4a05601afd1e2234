'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { registerAction } from '@/app/[store]/(shell)/customer/account/create/actions';
import type { DateOfBirthChoices } from '@/lib/account/date-of-birth-choices';
import type { FormState } from '@/lib/account/forms';
import { DateOfBirthSelects } from './DateOfBirthSelects';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';

const initial: FormState = { values: {}, errors: {} };

export function CreateAccountForm({
  store,
  birthDateChoices,
}: {
  store: string;
  birthDateChoices: DateOfBirthChoices;
}) {
  const t = useTranslations('account.create');
  const [state, action] = useActionState(registerAction, initial);
  const v = state.values;
  return (
    <form action={action} className="flex flex-col gap-5">
      <input type="hidden" name="store" value={store} />
      <FormMessage message={state.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          name="firstName"
          label={t('firstName')}
          autoComplete="given-name"
          required
          maxLength={50}
          defaultValue={v.firstName ?? ''}
          error={state.errors.firstName}
        />
        <Field
          name="lastName"
          label={t('lastName')}
          autoComplete="family-name"
          required
          maxLength={50}
          defaultValue={v.lastName ?? ''}
          error={state.errors.lastName}
        />
      </div>
      <Field
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={v.email ?? ''}
        error={state.errors.email}
      />
      <Field
        name="password"
        type="password"
        label={t('password')}
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={256}
        hint={t('passwordHint')}
        error={state.errors.password}
      />
      <DateOfBirthSelects
        legend={t('dateOfBirth')}
        choices={birthDateChoices}
        values={v}
        error={state.errors.dateOfBirth}
      />
      <fieldset className="flex flex-col gap-3 border border-stone-300 p-4">
        <legend className="px-1 text-sm font-medium text-stone-800">{t('marketingLegend')}</legend>
        {(['marketingEmail', 'marketingSms', 'marketingPost'] as const).map((name) => (
          <label key={name} className="flex items-center gap-3 text-base">
            <input
              type="checkbox"
              name={name}
              defaultChecked={v[name] === 'on'}
              className="size-5 accent-stone-900"
            />
            {t(name)}
          </label>
        ))}
      </fieldset>
      <SubmitButton pendingLabel={t('pending')}>{t('submit')}</SubmitButton>
    </form>
  );
}
