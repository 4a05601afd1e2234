'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Field } from '@/components/account/Field';
import { FormMessage } from '@/components/account/FormMessage';
import { SubmitButton } from '@/components/account/SubmitButton';
import type { ActivateState } from '@/app/[store]/(shell)/giftcards/actions';

/**
 * /giftcards/activate (issue 6 item 2, §7.3 gift-card/activate): code and PIN; the card's whole
 * balance goes to the account balance. A wrong code or PIN gets one message, never which part.
 */
export function ActivateGiftCardForm({
  action,
  store,
  creditHref,
}: {
  action: (previous: ActivateState, form: FormData) => Promise<ActivateState>;
  store: string;
  creditHref: string | null;
}) {
  const t = useTranslations('giftcards.activate');
  const [state, formAction] = useActionState(action, { values: {}, errors: {} });
  return (
    <div className="flex flex-col gap-6">
      {state.done ? (
        <div
          role="status"
          className="border border-emerald-700 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          data-testid="gift-card-activated"
        >
          <p>{t('done', { amount: state.done.amount, last4: state.done.last4 })}</p>
          <p className="mt-1 font-medium" data-testid="gift-card-balance">
            {t('balance', { balance: state.done.balance })}
          </p>
          {creditHref ? (
            <a href={creditHref} className="mt-2 inline-block underline underline-offset-4">
              {t('seeBalance')}
            </a>
          ) : null}
        </div>
      ) : null}
      <form
        action={formAction}
        noValidate
        className="flex max-w-md flex-col gap-5"
        data-testid="gift-card-activate"
      >
        <input type="hidden" name="store" value={store} />
        <FormMessage message={state.message} />
        <Field
          name="code"
          label={t('code')}
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          defaultValue={state.values.code ?? ''}
          error={state.errors.code}
        />
        <Field
          name="pin"
          label={t('pin')}
          required
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          error={state.errors.pin}
        />
        <SubmitButton pendingLabel={t('submitting')}>{t('submit')}</SubmitButton>
      </form>
    </div>
  );
}
