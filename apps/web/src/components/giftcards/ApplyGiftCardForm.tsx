'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Field } from '@/components/account/Field';
import { FormMessage } from '@/components/account/FormMessage';
import { SubmitButton } from '@/components/account/SubmitButton';
import type { FormState } from '@/lib/account/forms';

/** The bag's gift-card field (§7.5 quote/gift-card): code and PIN; a refusal is said under it. */
export function ApplyGiftCardForm({
  action,
  store,
}: {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  store: string;
}) {
  const t = useTranslations('giftcards.bag');
  const [state, formAction] = useActionState(action, { values: {}, errors: {} });
  return (
    <form action={formAction} noValidate className="flex flex-col gap-3" data-testid="gift-card-form">
      <input type="hidden" name="store" value={store} />
      <FormMessage message={state.message} />
      <Field
        id="bag-gift-card-code"
        name="code"
        label={t('code')}
        defaultValue={state.ok ? '' : (state.values.code ?? '')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
      />
      <Field
        id="bag-gift-card-pin"
        name="pin"
        type="password"
        inputMode="numeric"
        label={t('pin')}
        autoComplete="off"
        maxLength={12}
      />
      <SubmitButton pendingLabel={t('applying')} tone="secondary">
        {t('apply')}
      </SubmitButton>
    </form>
  );
}
