'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Field } from '@/components/account/Field';
import { FormMessage } from '@/components/account/FormMessage';
import { SubmitButton } from '@/components/account/SubmitButton';
import type { FormState } from '@/lib/account/forms';

/**
 * The promotion code field (decision 0012 promotions). A refused code is said under the field in
 * the store's words (PROMOTION_UNKNOWN, _EXPIRED...); an accepted one re-renders the summary,
 * which then shows the code and its discount instead of this form.
 */
export function PromotionForm({
  action,
  store,
}: {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  store: string;
}) {
  const t = useTranslations('bag.promotion');
  const [state, formAction] = useActionState(action, { values: {}, errors: {} });
  return (
    <form action={formAction} noValidate className="flex flex-col gap-3" data-testid="promotion-form">
      <input type="hidden" name="store" value={store} />
      <FormMessage message={state.message} />
      <Field
        id="bag-promotion-code"
        name="code"
        label={t('label')}
        error={state.errors.code}
        defaultValue={state.values.code ?? ''}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
      />
      <SubmitButton pendingLabel={t('applying')} tone="secondary">
        {t('apply')}
      </SubmitButton>
    </form>
  );
}
