'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { requestStaffAction } from '@/app/[store]/(shell)/customer/account/staff-discount/actions';
import { EMAIL_MAX } from '@/lib/account/form-limits';
import type { FormState } from '@/lib/account/forms';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';

const empty: FormState = { values: {}, errors: {} };

export function StaffDiscountForm({ store }: { store: string }) {
  const t = useTranslations('accountArea.staff');
  const [state, action] = useActionState(requestStaffAction, empty);
  return (
    <form action={action} className="flex flex-col gap-5">
      <input type="hidden" name="store" value={store} />
      <FormMessage message={state.message} ok={state.ok} />
      <Field
        name="workEmail"
        type="email"
        dir="ltr"
        label={t('workEmail')}
        autoComplete="work email"
        required
        maxLength={EMAIL_MAX}
        defaultValue={state.values.workEmail ?? ''}
        error={state.errors.workEmail}
      />
      <div>
        <SubmitButton pendingLabel={t('sending')}>{t('submit')}</SubmitButton>
      </div>
    </form>
  );
}
