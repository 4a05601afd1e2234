'use client';

import { useTranslations } from 'next-intl';
import { Field } from '@/components/account/Field';
import { FIELDS, NEW } from '@/lib/checkout/fields';
import { choiceClass, radioClass } from './DeliveryOptions';
import { SelectField } from './SelectField';
import { useHydrated } from './useHydrated';

export interface SavedCardView {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  expired: boolean;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

/**
 * Payment: a customer's saved cards (brand, last four, expiry; expired ones shown but not
 * choosable) or a new card. The new card's fields carry the browser's card autofill names; the
 * number and security code are never sent back to the page (`secretsKey` empties them after each
 * answer, as a page rendered without JavaScript would be).
 */
export function PaymentFields({
  cards,
  choice,
  onChoose,
  values,
  errors,
  years,
  secretsKey,
}: {
  cards: SavedCardView[];
  choice: string;
  onChoose: (choice: string) => void;
  values: Record<string, string>;
  errors: Record<string, string>;
  years: number[];
  secretsKey: string;
}) {
  const t = useTranslations('checkout.payment');
  const newCard = choice === NEW || cards.length === 0;
  // Before scripts run (or without them) the new card's fields are always there, and the server
  // goes by the radio; once they run, the fields open only for "a new card".
  const hydrated = useHydrated();
  const brand = (b: string) => (['visa', 'mastercard', 'amex'].includes(b) ? t(`brands.${b}`) : b);

  const fields = (
    <div className="flex flex-col gap-5" data-testid="new-card">
      <Field
        key={`number-${secretsKey}`}
        id="card-number"
        name={FIELDS.cardNumber}
        label={t('number')}
        autoComplete="cc-number"
        inputMode="numeric"
        dir="ltr"
        required={newCard}
        maxLength={23}
        placeholder="1234 1234 1234 1234"
        error={errors[FIELDS.cardNumber]}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <fieldset
          aria-describedby={
            errors[FIELDS.cardExpMonth] || errors[FIELDS.cardExpYear] ? 'card-expiry-error' : undefined
          }
        >
          <legend className="mb-1 text-sm font-medium text-stone-800">
            {t('expiry')}
            <span aria-hidden="true" className="text-stone-500">
              {' '}
              *
            </span>
          </legend>
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              id="card-exp-month"
              name={FIELDS.cardExpMonth}
              label={t('month')}
              hideLabel
              autoComplete="cc-exp-month"
              required={newCard}
              defaultValue={values[FIELDS.cardExpMonth] ?? ''}
              aria-invalid={errors[FIELDS.cardExpMonth] ? true : undefined}
            >
              <option value="">{t('month')}</option>
              {MONTHS.map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </SelectField>
            <SelectField
              id="card-exp-year"
              name={FIELDS.cardExpYear}
              label={t('year')}
              hideLabel
              autoComplete="cc-exp-year"
              required={newCard}
              defaultValue={values[FIELDS.cardExpYear] ?? ''}
              aria-invalid={errors[FIELDS.cardExpYear] ? true : undefined}
            >
              <option value="">{t('year')}</option>
              {years.map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </SelectField>
          </div>
          {errors[FIELDS.cardExpMonth] || errors[FIELDS.cardExpYear] ? (
            <p id="card-expiry-error" className="mt-1 text-sm text-red-800">
              {errors[FIELDS.cardExpMonth] ?? errors[FIELDS.cardExpYear]}
            </p>
          ) : null}
        </fieldset>
        <Field
          key={`cvc-${secretsKey}`}
          id="card-cvc"
          name={FIELDS.cardCvc}
          label={t('cvc')}
          hint={t('cvcHint')}
          autoComplete="cc-csc"
          inputMode="numeric"
          dir="ltr"
          required={newCard}
          maxLength={4}
          pattern="[0-9]{3,4}"
          error={errors[FIELDS.cardCvc]}
        />
      </div>
      <Field
        id="card-name"
        name={FIELDS.cardName}
        label={t('name')}
        autoComplete="cc-name"
        required={newCard}
        maxLength={100}
        defaultValue={values[FIELDS.cardName] ?? ''}
        error={errors[FIELDS.cardName]}
      />
    </div>
  );

  if (cards.length === 0)
    return (
      <>
        <input type="hidden" name={FIELDS.paymentChoice} value={NEW} />
        {fields}
      </>
    );

  return (
    <fieldset aria-describedby={errors[FIELDS.paymentChoice] ? 'payment-choice-error' : undefined}>
      <legend className="sr-only">{t('legend')}</legend>
      {errors[FIELDS.paymentChoice] ? (
        <p id="payment-choice-error" className="mb-3 text-sm text-red-800">
          {errors[FIELDS.paymentChoice]}
        </p>
      ) : null}
      <div className="flex flex-col gap-3">
        {cards.map((card) => (
          <label key={card.id} className={choiceClass} data-testid="saved-card">
            <input
              type="radio"
              name={FIELDS.paymentChoice}
              value={card.id}
              checked={choice === card.id}
              onChange={() => onChoose(card.id)}
              disabled={card.expired}
              className={radioClass}
            />
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span className="text-sm font-medium text-stone-900">
                {t('cardEnding', { brand: brand(card.brand), last4: card.last4 })}
              </span>
              <span className={`text-sm ${card.expired ? 'text-red-800' : 'text-stone-600'}`}>
                {card.expired
                  ? t('expired')
                  : t('expires', { date: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}` })}
              </span>
            </span>
          </label>
        ))}
        <div className={`${choiceClass} flex-col !items-stretch`}>
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="radio"
              name={FIELDS.paymentChoice}
              value={NEW}
              checked={newCard}
              onChange={() => onChoose(NEW)}
              className={radioClass}
            />
            <span className="text-sm font-medium text-stone-900">{t('newCard')}</span>
          </label>
          {newCard || !hydrated ? <div className="mt-4 border-t border-black/10 pt-5">{fields}</div> : null}
        </div>
      </div>
    </fieldset>
  );
}
