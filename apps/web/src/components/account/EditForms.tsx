'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import {
  changeEmailAction,
  changePasswordAction,
  updateDetailsAction,
} from '@/app/[store]/(shell)/customer/account/edit/actions';
import type { DateOfBirthChoices } from '@/lib/account/date-of-birth-choices';
import { EMAIL_MAX, NAME_MAX, PHONE_MAX, PHONE_PATTERN } from '@/lib/account/form-limits';
import { Checkbox } from './Checkbox';
import { DateOfBirthSelects } from './DateOfBirthSelects';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';

interface State {
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: string;
  ok?: boolean;
}

const empty: State = { values: {}, errors: {} };
const formClass = 'flex flex-col gap-5';

/** Names, date of birth, phone and marketing channels; starts from the saved profile. */
export function DetailsForm({
  store,
  initial,
  birthDateChoices,
}: {
  store: string;
  initial: State;
  birthDateChoices: DateOfBirthChoices;
}) {
  const t = useTranslations('accountArea.edit');
  const [state, action] = useActionState(updateDetailsAction, initial);
  const v = state.values;
  return (
    <form action={action} className={formClass}>
      <input type="hidden" name="store" value={store} />
      <FormMessage message={state.message} ok={state.ok} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          name="firstName"
          label={t('firstName')}
          autoComplete="given-name"
          required
          maxLength={NAME_MAX}
          defaultValue={v.firstName ?? ''}
          error={state.errors.firstName}
        />
        <Field
          name="lastName"
          label={t('lastName')}
          autoComplete="family-name"
          required
          maxLength={NAME_MAX}
          defaultValue={v.lastName ?? ''}
          error={state.errors.lastName}
        />
        <DateOfBirthSelects
          legend={t('dateOfBirth')}
          choices={birthDateChoices}
          values={v}
          error={state.errors.dateOfBirth}
        />
        <Field
          name="phone"
          type="tel"
          dir="ltr"
          label={t('phone')}
          autoComplete="tel"
          maxLength={PHONE_MAX}
          pattern={PHONE_PATTERN}
          defaultValue={v.phone ?? ''}
          error={state.errors.phone}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium text-stone-800">{t('marketingLegend')}</legend>
        <Checkbox
          name="marketingEmail"
          label={t('marketingEmail')}
          hint={t('marketingEmailHint')}
          defaultChecked={v.marketingEmail === 'on'}
        />
        <Checkbox name="marketingSms" label={t('marketingSms')} defaultChecked={v.marketingSms === 'on'} />
        <Checkbox name="marketingPost" label={t('marketingPost')} defaultChecked={v.marketingPost === 'on'} />
      </fieldset>
      <div>
        <SubmitButton pendingLabel={t('saving')}>{t('saveDetails')}</SubmitButton>
      </div>
    </form>
  );
}

export function EmailForm({ store }: { store: string }) {
  const t = useTranslations('accountArea.edit');
  const [state, action] = useActionState(changeEmailAction, empty);
  return (
    <form action={action} className={formClass}>
      <input type="hidden" name="store" value={store} />
      <FormMessage message={state.message} ok={state.ok} />
      <Field
        name="email"
        id="field-new-email"
        type="email"
        dir="ltr"
        label={t('newEmail')}
        autoComplete="email"
        required
        maxLength={EMAIL_MAX}
        defaultValue={state.values.email ?? ''}
        error={state.errors.email}
      />
      <Field
        name="password"
        id="field-email-password"
        type="password"
        label={t('currentPassword')}
        autoComplete="current-password"
        required
        maxLength={1024}
        error={state.errors.password}
      />
      <div>
        <SubmitButton pendingLabel={t('saving')}>{t('changeEmail')}</SubmitButton>
      </div>
    </form>
  );
}

export function PasswordForm({
  store,
  email,
  minLength,
}: {
  store: string;
  email: string;
  minLength: number;
}) {
  const t = useTranslations('accountArea.edit');
  const [state, action] = useActionState(changePasswordAction, empty);
  return (
    <form action={action} className={formClass}>
      <input type="hidden" name="store" value={store} />
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
      <FormMessage message={state.message} ok={state.ok} />
      <Field
        name="currentPassword"
        type="password"
        label={t('currentPassword')}
        autoComplete="current-password"
        required
        maxLength={1024}
        error={state.errors.currentPassword}
      />
      <Field
        name="newPassword"
        type="password"
        label={t('newPassword')}
        hint={t('passwordHint')}
        autoComplete="new-password"
        required
        minLength={minLength}
        maxLength={256}
        error={state.errors.newPassword}
      />
      <Field
        name="confirmPassword"
        type="password"
        label={t('confirmPassword')}
        autoComplete="new-password"
        required
        minLength={minLength}
        maxLength={256}
        error={state.errors.confirmPassword}
      />
      <div>
        <SubmitButton pendingLabel={t('saving')}>{t('changePassword')}</SubmitButton>
      </div>
    </form>
  );
}
