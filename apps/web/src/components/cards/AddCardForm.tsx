'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { addCardAction, type CardFormState } from '@/app/[store]/(shell)/worldpay/savedcards/actions';
import { Field } from '@/components/account/Field';
import { FormMessage } from '@/components/account/FormMessage';
import { SubmitButton } from '@/components/account/SubmitButton';
import { EXPIRY_MONTHS } from '@/lib/orders/cards';

const selectClass = (error?: string) =>
  `h-11 w-full rounded-none border bg-white px-3 text-base text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-stone-900 ${
    error ? 'border-red-700' : 'border-stone-400'
  }`;

/**
 * Adds a card (§7.3 card). The number and security code are never filled back in: the server
 * leaves them out of what it answers, so a refused card has to be typed again, as on any
 * payment page. Each field's problem comes from the payment service, in the shop's language.
 */
export function AddCardForm({ store, years, max }: { store: string; years: number[]; max: number }) {
  const t = useTranslations('orders.cards');
  const [state, action] = useActionState<CardFormState, FormData>(addCardAction, { values: {}, errors: {} });
  const v = state.values;
  const e = state.errors;
  const expiryError = e.expMonth ?? e.expYear;
  return (
    <form action={action} noValidate className="flex flex-col gap-4">
      <input type="hidden" name="store" value={store} />
      <p className="text-sm text-stone-700">{t('addIntro')}</p>
      <Field
        name="number"
        label={t('number')}
        hint={t('numberHint')}
        error={e.number}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        dir="ltr"
        spellCheck={false}
      />
      <fieldset aria-describedby={expiryError ? 'card-expiry-error' : undefined}>
        <legend className="text-sm font-medium text-stone-800">
          {t('expiry')}
          <span aria-hidden="true" className="text-stone-500">
            {' '}
            *
          </span>
        </legend>
        <div className="mt-1 grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="field-expMonth" className="text-xs text-stone-600">
              {t('expMonth')}
            </label>
            {/* React resets a form after its action and sets a select's default only when it
                mounts: a new key per answer keeps what the shopper chose. */}
            <select
              key={`month-${state.attempt ?? ''}`}
              id="field-expMonth"
              name="expMonth"
              defaultValue={v.expMonth ?? ''}
              required
              autoComplete="cc-exp-month"
              aria-invalid={e.expMonth ? true : undefined}
              className={selectClass(e.expMonth)}
            >
              <option value="">{t('choose')}</option>
              {EXPIRY_MONTHS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="field-expYear" className="text-xs text-stone-600">
              {t('expYear')}
            </label>
            <select
              key={`year-${state.attempt ?? ''}`}
              id="field-expYear"
              name="expYear"
              defaultValue={v.expYear ?? ''}
              required
              autoComplete="cc-exp-year"
              aria-invalid={e.expYear ? true : undefined}
              className={selectClass(e.expYear)}
            >
              <option value="">{t('choose')}</option>
              {years.map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </select>
          </div>
        </div>
        {expiryError ? (
          <p id="card-expiry-error" className="mt-1 text-sm text-red-800">
            {expiryError}
          </p>
        ) : null}
      </fieldset>
      <Field
        name="cvc"
        label={t('cvc')}
        hint={t('cvcHint')}
        error={e.cvc}
        required
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        dir="ltr"
      />
      <Field
        name="holderName"
        label={t('holderName')}
        error={e.holderName}
        defaultValue={v.holderName ?? ''}
        required
        autoComplete="cc-name"
        maxLength={100}
      />
      <FormMessage message={state.message} ok={state.ok} />
      <div className="flex flex-col items-start gap-2">
        <SubmitButton pendingLabel={t('saving')}>{t('save')}</SubmitButton>
        <p className="text-xs text-stone-600">{t('limitNote', { max })}</p>
      </div>
    </form>
  );
}
