'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { Field } from '@/components/account/Field';
import { FormMessage } from '@/components/account/FormMessage';
import { SubmitButton } from '@/components/account/SubmitButton';
import type { FormState } from '@/lib/account/forms';

export interface BuyGiftCardFormProps {
  action: (previous: FormState, form: FormData) => Promise<FormState>;
  store: string;
  /** The amounts offered, in major units, with their labels in the store's currency format. */
  choices: { value: number; label: string }[];
  limits: { min: string; max: string; messageMax: number; nameMax: number };
  /** Today and the last date allowed, in the store's time zone (YYYY-MM-DD). */
  today: string;
  latest: string;
  latestLabel: string;
  bagHref: string;
}

/**
 * The /giftcards buy form (issue 6 item 2): amount (choices or a custom whole amount), recipient,
 * sender, message and delivery date. A server action, so it works without JavaScript; the card
 * goes in the bag as a digital item and checkout takes it from there.
 */
export function BuyGiftCardForm(props: BuyGiftCardFormProps) {
  const t = useTranslations('giftcards.buy');
  const [state, formAction, pending] = useActionState(props.action, { values: {}, errors: {} });
  const v = state.ok ? {} : state.values;
  const chosen = v.amount ?? String(props.choices[2]?.value ?? '');
  return (
    <section aria-labelledby="buy-gift-card" className="mt-12 border-t border-black/10 pt-10">
      <h2 id="buy-gift-card" className="font-display text-2xl md:text-3xl">
        {t('title')}
      </h2>
      <p className="mt-3 text-sm text-stone-700">{t('intro')}</p>
      <form action={formAction} noValidate className="mt-6 flex flex-col gap-5" data-testid="gift-card-buy">
        <input type="hidden" name="store" value={props.store} />
        {state.ok ? (
          <p
            role="status"
            className="border border-emerald-700 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          >
            {state.message}{' '}
            <a href={props.bagHref} className="font-medium underline underline-offset-4">
              {t('viewBag')}
            </a>
          </p>
        ) : (
          <FormMessage message={state.message} />
        )}
        {/* Locked while a card is being added: React resets the form when the action ends, which
            would wipe whatever was typed for the next card meanwhile. */}
        <fieldset disabled={pending} role="none" className="contents">
          <fieldset aria-describedby={state.errors.amount ? 'gift-amount-error' : undefined}>
            <legend className="text-sm font-medium text-stone-800">{t('amount')}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {props.choices.map((choice) => (
                <label
                  key={choice.value}
                  className="flex cursor-pointer items-center gap-2 border border-stone-400 px-3 py-2 text-sm has-[:checked]:border-stone-900 has-[:checked]:bg-stone-900 has-[:checked]:text-white"
                >
                  <input
                    type="radio"
                    name="amount"
                    value={choice.value}
                    defaultChecked={chosen === String(choice.value)}
                    className="accent-current"
                  />
                  {choice.label}
                </label>
              ))}
              <label className="flex cursor-pointer items-center gap-2 border border-stone-400 px-3 py-2 text-sm has-[:checked]:border-stone-900">
                <input type="radio" name="amount" value="custom" defaultChecked={chosen === 'custom'} />
                {t('custom')}
              </label>
            </div>
            {state.errors.amount ? (
              <p id="gift-amount-error" className="mt-1 text-sm text-red-800">
                {state.errors.amount}
              </p>
            ) : null}
          </fieldset>
          <Field
            name="customAmount"
            label={t('custom')}
            hint={t('customHint', { min: props.limits.min, max: props.limits.max })}
            inputMode="numeric"
            defaultValue={v.customAmount ?? ''}
            maxLength={4}
            className="max-w-48"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              name="recipientName"
              label={t('recipientName')}
              required
              maxLength={props.limits.nameMax}
              defaultValue={v.recipientName ?? ''}
              error={state.errors.recipientName}
            />
            <Field
              name="recipientEmail"
              type="email"
              label={t('recipientEmail')}
              required
              autoComplete="off"
              defaultValue={v.recipientEmail ?? ''}
              error={state.errors.recipientEmail}
            />
            <Field
              name="senderName"
              label={t('senderName')}
              required
              maxLength={props.limits.nameMax}
              autoComplete="name"
              defaultValue={v.senderName ?? ''}
              error={state.errors.senderName}
            />
            <Field
              name="deliverOn"
              type="date"
              label={t('deliverOn')}
              required
              min={props.today}
              max={props.latest}
              hint={t('deliverOnHint', { latest: props.latestLabel })}
              defaultValue={v.deliverOn ?? props.today}
              error={state.errors.deliverOn}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="gift-message" className="text-sm font-medium text-stone-800">
              {t('message')}
            </label>
            <textarea
              id="gift-message"
              name="message"
              rows={3}
              maxLength={props.limits.messageMax}
              defaultValue={v.message ?? ''}
              aria-describedby="gift-message-hint"
              className="w-full rounded-none border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-stone-900"
            />
            <p id="gift-message-hint" className="text-xs text-stone-600">
              {t('messageHint', { max: props.limits.messageMax })}
            </p>
          </div>
        </fieldset>
        <SubmitButton pendingLabel={t('adding')}>{t('submit')}</SubmitButton>
      </form>
    </section>
  );
}
