'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import {
  deleteAccountAction,
  sendDeletionCodeAction,
} from '@/app/[store]/(shell)/customer/account/delete/actions';
import { DELETION_CODE_PATTERN } from '@/lib/account/form-limits';
import type { FormState } from '@/lib/account/forms';
import { Field } from './Field';
import { FormMessage } from './FormMessage';
import { SubmitButton } from './SubmitButton';

const empty: FormState = { values: {}, errors: {} };

export function SendCodeForm({ store }: { store: string }) {
  const t = useTranslations('accountArea.delete');
  const [state, action] = useActionState(sendDeletionCodeAction, empty);
  return (
    <form action={action} className="flex flex-col gap-4">
      <input type="hidden" name="store" value={store} />
      <FormMessage message={state.message} ok={state.ok} />
      <div>
        <SubmitButton tone="secondary" pendingLabel={t('sending')}>
          {t('sendCode')}
        </SubmitButton>
      </div>
    </form>
  );
}

export function DeleteAccountForm({ store }: { store: string }) {
  const t = useTranslations('accountArea.delete');
  const [state, action] = useActionState(deleteAccountAction, empty);
  return (
    <form action={action} className="flex flex-col gap-5">
      <input type="hidden" name="store" value={store} />
      <FormMessage message={state.message} />
      <Field
        name="code"
        label={t('code')}
        hint={t('codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={DELETION_CODE_PATTERN}
        minLength={6}
        maxLength={6}
        required
        dir="ltr"
        className="max-w-48"
        defaultValue={state.values.code ?? ''}
        error={state.errors.code}
      />
      <div>
        <SubmitButton tone="danger" pendingLabel={t('deleting')}>
          {t('confirm')}
        </SubmitButton>
      </div>
    </form>
  );
}
