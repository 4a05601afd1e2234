'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { INTENTS, type ChallengeView } from '@/lib/checkout/state';
import { Icon } from '@/components/shell/Icon';

/** What the store's return page (app/[store]/payment/authenticated) signs its message with. */
export const RETURN_SOURCE = 'vitrine-stripe-return';

/**
 * The card bank's extra step (3-D Secure, issue 34): the bank's own screen, framed from the
 * payment provider's origin, where the shopper answers it; this page never sees the answer. When
 * the bank's screen says it is done (a message from that origin and frame only), the order is
 * placed with the challenge's reference. Without JavaScript the shopper presses Continue. Part of
 * the checkout form, first in it; the rest of the page is inert behind it.
 *
 * With Stripe the screen is at the challenge's `url` (decision 0079); when the bank is done,
 * Stripe sends the frame to the store's return page (/payment/authenticated), which tells this
 * page from the store's own origin, in the same frame, with the intent's id.
 */
export function ChallengePanel({
  challenge,
  amount,
  card,
  error,
  pending,
  paymentOrigin,
  language,
}: {
  challenge: ChallengeView;
  amount: string;
  card: string | undefined;
  error?: string | undefined;
  pending: boolean;
  paymentOrigin: string;
  language: string;
}) {
  const t = useTranslations('checkout.challenge');
  const frame = useRef<HTMLIFrameElement>(null);
  const proceed = useRef<HTMLButtonElement>(null);
  const bankUrl = challenge.url;
  // A provider's screen comes back through the store's return page, so from this origin.
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    const from = bankUrl ? window.location.origin : paymentOrigin;
    const source = bankUrl ? RETURN_SOURCE : 'vitrine-sandbox';
    function onMessage(event: MessageEvent) {
      if (event.origin !== from || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { source?: string; type?: string; reference?: string };
      if (data?.source !== source || data.type !== 'challenge') return;
      if (data.reference !== challenge.reference) return;
      setAnswered(true);
      proceed.current?.click();
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [paymentOrigin, bankUrl, challenge.reference]);
  // Stripe's issuer name is not the bank's own: the page names it in the shopper's language.
  const issuer = bankUrl ? t('bank') : challenge.issuer;
  const hidden: Record<string, string | undefined> = {
    reference: challenge.reference,
    challengeIssuer: challenge.issuer,
    challengeDigits: String(challenge.digits),
    cardToken: challenge.cardToken,
    cardBrand: challenge.card?.brand,
    cardLast4: challenge.card?.last4,
  };

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-stone-950/50 p-0 sm:items-center sm:p-6">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="challenge-title"
        aria-describedby="challenge-intro"
        className="max-h-full w-full max-w-md overflow-y-auto bg-white shadow-2xl"
        data-testid="challenge"
      >
        {Object.entries(hidden).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <div className="flex items-center justify-between gap-3 bg-stone-900 px-5 py-3 text-white">
          <p className="text-sm font-semibold tracking-wide">{issuer}</p>
          <p className="flex items-center gap-1.5 text-xs text-white/80">
            <Icon name="lock" className="size-4" />
            {t('secure')}
          </p>
        </div>
        <div className="px-5 py-6 sm:px-7 sm:py-7">
          <h2 id="challenge-title" className="font-display text-2xl text-stone-900">
            {t('title')}
          </h2>
          <p id="challenge-intro" className="mt-2 text-sm leading-relaxed text-stone-700">
            {card ? t('introCard', { amount, card }) : t('intro', { amount })}
          </p>
          <iframe
            ref={frame}
            src={
              bankUrl ??
              `${paymentOrigin}/challenge/${encodeURIComponent(challenge.reference)}?lang=${encodeURIComponent(language)}`
            }
            title={t('frameTitle', { issuer })}
            className={`mt-4 block w-full border border-stone-300 ${bankUrl ? 'h-[28rem]' : 'h-80'} ${answered ? 'hidden' : ''}`}
            data-testid="challenge-frame"
          />
          {answered ? (
            <p role="status" className="mt-4 text-sm text-stone-700" data-testid="challenge-answered">
              {t('confirming')}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col gap-3">
            <button
              ref={proceed}
              type="submit"
              name="intent"
              value={INTENTS.challenge}
              formNoValidate
              disabled={pending}
              className="h-12 w-full bg-[var(--ink)] text-xs font-semibold uppercase tracking-[0.18em] text-white transition-colors hover:bg-black disabled:opacity-60"
            >
              {pending ? t('confirming') : t('continue')}
            </button>
            <button
              type="submit"
              name="intent"
              value={INTENTS.cancelChallenge}
              formNoValidate
              disabled={pending}
              className="h-11 w-full text-xs font-semibold uppercase tracking-[0.14em] text-stone-700 underline underline-offset-4 hover:text-stone-900 disabled:opacity-60"
            >
              {t('cancel')}
            </button>
          </div>
          <p className="mt-4 text-xs leading-relaxed text-stone-500">{t('note')}</p>
        </div>
      </div>
    </div>
  );
}
