'use client';

import type { Ref } from 'react';
import { useTranslations } from 'next-intl';
import { FIELDS, NEW } from '@/lib/checkout/fields';
import { choiceClass, radioClass } from './DeliveryOptions';
import type { CardFieldsConfig } from '@/lib/data/payment';
import { CardFields } from './CardFields';
import type { HostedCardHandle } from './HostedCardFields';
import { useHydrated } from './useHydrated';

export interface SavedCardView {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  expired: boolean;
}

/**
 * Payment: a customer's saved cards (brand, last four, expiry; expired ones shown but not
 * choosable) or a new card, typed into the payment provider's own fields (CardFields).
 */
export function PaymentFields({
  cards,
  choice,
  onChoose,
  errors,
  cardFields,
  language,
  cardRef,
  onCardSubmit,
}: {
  cards: SavedCardView[];
  choice: string;
  onChoose: (choice: string) => void;
  errors: Record<string, string>;
  /** The provider's card fields (what the page needs of them), and the page's language. */
  cardFields: CardFieldsConfig;
  language: string;
  cardRef: Ref<HostedCardHandle>;
  onCardSubmit: () => void;
}) {
  const t = useTranslations('checkout.payment');
  const newCard = choice === NEW || cards.length === 0;
  // Before scripts run (or without them) the new card's fields are always there, and the server
  // goes by the radio; once they run, the fields open only for "a new card".
  const hydrated = useHydrated();
  const brand = (b: string) => (['visa', 'mastercard', 'amex'].includes(b) ? t(`brands.${b}`) : b);

  const fields = (
    <>
      <CardFields
        ref={cardRef}
        config={cardFields}
        language={language}
        title={t('frameTitle')}
        error={errors[FIELDS.cardNumber]}
        onSubmit={onCardSubmit}
      />
      {/* Until the page's scripts run (and without them), the fields cannot tokenise: say so. */}
      {hydrated ? null : <p className="mt-2 text-sm text-stone-700">{t('needsScript')}</p>}
    </>
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
