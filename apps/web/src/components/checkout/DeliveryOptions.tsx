'use client';

import type { DeliveryDay, DeliveryMethodCode, ShippingMethod, UnavailableReason } from '@vitrine/config';
import { useFormatter, useTranslations } from 'next-intl';
import { FIELDS } from '@/lib/checkout/fields';

export interface DeliveryChoices {
  methods: ShippingMethod[];
  unavailable: { code: DeliveryMethodCode; reason: UnavailableReason }[];
}

/** A card-like radio: the whole row is the target, the ring says which is chosen and where focus is. */
export const choiceClass =
  'flex cursor-pointer items-start gap-3 border border-stone-300 bg-white p-4 transition-colors hover:border-stone-500 has-[:checked]:border-stone-900 has-[:checked]:shadow-[inset_0_0_0_1px_var(--ink)] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-stone-900 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

export const radioClass = 'mt-0.5 size-5 shrink-0 accent-stone-900 focus-visible:outline-none';

/**
 * §7.4 delivery methods for the address given, priced in the store's currency ("Free" from the
 * threshold) and dated in the store's calendar: "Arrives Tue 24 Nov".
 */
export function DeliveryOptions({
  choices,
  selected,
  onSelect,
  error,
  updating,
}: {
  choices: DeliveryChoices;
  selected: string;
  onSelect: (code: DeliveryMethodCode) => void;
  error?: string | undefined;
  updating: boolean;
}) {
  const t = useTranslations('checkout.delivery');
  const format = useFormatter();
  // Delivery days are calendar dates in the store's zone already: formatted as such, at noon UTC.
  const day = (d: DeliveryDay) =>
    format.dateTime(new Date(`${d.date}T12:00:00Z`), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
  // §9 delivery subscription (issue 6 item 5): a subscriber's next day says why it is free.
  const price = (m: ShippingMethod) =>
    m.freeBecause === 'subscription'
      ? t('freeWithSubscription')
      : m.free
        ? t('free')
        : format.number(m.priceMinor / 100, { style: 'currency', currency: m.currency });

  return (
    <fieldset aria-describedby={error ? 'delivery-error' : undefined} aria-busy={updating || undefined}>
      <legend className="sr-only">{t('legend')}</legend>
      {error ? (
        <p id="delivery-error" className="mb-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className={`flex flex-col gap-3 transition-opacity ${updating ? 'opacity-60' : ''}`}>
        {choices.methods.map((m) => (
          <label key={m.code} className={choiceClass} data-testid="delivery-method" data-code={m.code}>
            <input
              type="radio"
              name={FIELDS.deliveryMethod}
              value={m.code}
              checked={selected === m.code}
              onChange={() => onSelect(m.code)}
              required
              className={radioClass}
            />
            <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span className="min-w-0">
                <span className="block text-sm font-medium text-stone-900">{t(`methods.${m.code}`)}</span>
                <span className="block text-sm text-stone-600" data-testid="delivery-date">
                  {m.delivery.from.date === m.delivery.to.date
                    ? t('arrivesOn', { date: day(m.delivery.from) })
                    : t('arrivesBetween', { from: day(m.delivery.from), to: day(m.delivery.to) })}
                </span>
              </span>
              <span className="text-sm font-medium text-stone-900">{price(m)}</span>
            </span>
          </label>
        ))}
      </div>
      {choices.unavailable.length > 0 ? (
        <ul className="mt-3 space-y-1 text-xs text-stone-600">
          {choices.unavailable.map((u) => (
            <li key={u.code}>
              {u.reason === 'postcode_area'
                ? t('notToPostcode', { method: t(`methods.${u.code}`) })
                : t('afterCutoff', { method: t(`methods.${u.code}`) })}
            </li>
          ))}
        </ul>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {updating ? t('updating') : ''}
      </p>
    </fieldset>
  );
}
