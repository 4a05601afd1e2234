'use client';

import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import {
  cardOfPaymentMethod,
  loadStripeJs,
  STRIPE_JS_TIMEOUT_MS,
  stripeLocale,
  type StripeCardElement,
  type StripeJs,
} from '@/lib/payment/stripe-js';
import type { HostedCard, HostedCardHandle } from './HostedCardFields';

// Stripe's Card Element (issue 34, decision 0079) behind the same `tokenise()` handle as the
// sandbox's fields: the card is typed into Stripe's frame and sent to Stripe by Stripe.js, and
// this page hears back a PaymentMethod id, the brand and the last four. The holder's name is
// typed here (Stripe's card frame has no name field) and goes to Stripe only, as billing details;
// the field has no form name, so the store's form never posts it.

type Status = 'loading' | 'ready' | 'unavailable';

/** Stripe answers createPaymentMethod within this, or the page says it could not be reached. */
const ANSWER_MS = 20_000;

export const StripeCardFields = forwardRef<
  HostedCardHandle,
  {
    publishableKey: string | null;
    scriptUrl: string;
    language: string;
    title: string;
    /** The server's word on the card (a decline, a card that is missing). */
    error?: string | undefined;
  }
>(function StripeCardFields({ publishableKey, scriptUrl, language, title, error }, ref) {
  const t = useTranslations('checkout.cardFields');
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const stripe = useRef<StripeJs | null>(null);
  const card = useRef<StripeCardElement | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const statusRef = useRef<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  // Stripe's own validation message, in the language Stripe.js was loaded with.
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();

  useEffect(() => {
    let live = true;
    const set = (next: Status) => {
      if (!live) return;
      statusRef.current = next;
      setStatus(next);
    };
    set('loading');
    if (!publishableKey) {
      set('unavailable');
      return;
    }
    // However Stripe.js fails (blocked, offline, a frame that never draws), the shopper is told.
    const timer = window.setTimeout(() => {
      if (statusRef.current === 'loading') set('unavailable');
    }, STRIPE_JS_TIMEOUT_MS + 5_000);
    loadStripeJs(scriptUrl)
      .then((Stripe) => {
        if (!live || !host.current) return;
        const locale = stripeLocale(language);
        const instance = Stripe(publishableKey, { locale });
        const element = instance.elements({ locale }).create('card', {
          hidePostalCode: true,
          style: {
            base: { fontSize: '16px', color: '#1c1917', '::placeholder': { color: '#57534e' } },
            invalid: { color: '#991b1b' },
          },
        });
        element.on('change', (change) => {
          if (live) setFieldError(change.error?.message);
        });
        element.on('ready', () => set('ready'));
        element.mount(host.current);
        stripe.current = instance;
        card.current = element;
      })
      .catch(() => set('unavailable'));
    return () => {
      live = false;
      window.clearTimeout(timer);
      card.current?.destroy();
      card.current = null;
      stripe.current = null;
    };
  }, [publishableKey, scriptUrl, language, attempt]);

  useImperativeHandle(ref, () => ({
    async tokenise(): Promise<HostedCard | undefined> {
      if (!stripe.current || !card.current || statusRef.current !== 'ready') return undefined;
      const holder = name.trim();
      if (!holder) {
        setNameError(t('holderMissing'));
        return undefined;
      }
      const answer = await Promise.race([
        stripe.current.createPaymentMethod({
          type: 'card',
          card: card.current,
          billing_details: { name: holder },
        }),
        new Promise<undefined>((resolve) => window.setTimeout(() => resolve(undefined), ANSWER_MS)),
      ]).catch(() => undefined);
      const made = answer ? cardOfPaymentMethod(answer) : undefined;
      setFieldError(made ? undefined : (answer?.error?.message ?? t('unavailable')));
      return made;
    },
  }));

  const shown = fieldError ?? error;
  return (
    <div
      data-testid="new-card"
      data-card-fields="stripe"
      data-status={status}
      className="flex flex-col gap-4"
    >
      <div>
        <p id={`${id}-card`} className="mb-1.5 block text-sm font-medium text-stone-900">
          {t('cardLabel')}
        </p>
        <div
          ref={host}
          role="group"
          aria-labelledby={`${id}-card`}
          aria-describedby={shown ? `${id}-error` : undefined}
          aria-busy={status === 'loading' || undefined}
          title={title}
          className={`border bg-white px-3 py-1 ${shown ? 'border-red-700' : 'border-stone-400'} ${status === 'unavailable' ? 'hidden' : ''}`}
          data-testid="stripe-card-element"
        />
        {status === 'loading' ? (
          <p className="mt-2 text-sm text-stone-600" role="status" data-testid="card-fields-loading">
            {t('loading')}
          </p>
        ) : null}
        {status === 'unavailable' ? (
          <div role="alert" className="text-sm text-red-800" data-testid="card-fields-unavailable">
            <p>{t('unavailable')}</p>
            <button
              type="button"
              onClick={() => setAttempt((n) => n + 1)}
              className="mt-2 font-semibold underline underline-offset-4 hover:text-red-950"
            >
              {t('retry')}
            </button>
          </div>
        ) : null}
        {shown ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800" data-testid="card-error">
            {shown}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-name`} className="mb-1.5 block text-sm font-medium text-stone-900">
          {t('holderName')}
        </label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="cc-name"
          maxLength={100}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${id}-name-error` : undefined}
          className={`h-11 w-full border bg-white px-3 text-base text-stone-900 ${nameError ? 'border-red-700' : 'border-stone-400'}`}
          data-testid="card-holder"
        />
        {nameError ? (
          <p id={`${id}-name-error`} role="alert" className="mt-1 text-sm text-red-800">
            {nameError}
          </p>
        ) : null}
      </div>
    </div>
  );
});
