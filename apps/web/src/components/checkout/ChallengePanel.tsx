'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { INTENTS, type ChallengeView } from '@/lib/checkout/state';
import { Icon } from '@/components/shell/Icon';

/**
 * The card bank's extra step (3-D Secure, issue 34): the bank's own screen, framed from the
 * payment provider's origin, where the shopper answers it; this page never sees the answer. When
 * the bank's screen says it is done (a message from that origin and frame only), the order is
 * placed with the challenge's reference. Without JavaScript the shopper presses Continue. Part of
 * the checkout form, first in it; the rest of the page is inert behind it.
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
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== paymentOrigin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { source?: string; type?: string; reference?: string };
      if (data?.source !== 'vitrine-sandbox' || data.type !== 'challenge') return;
      if (data.reference !== challenge.reference) return;
      proceed.current?.click();
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [paymentOrigin, challenge.reference]);
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
          <p className="text-sm font-semibold tracking-wide">{challenge.issuer}</p>
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
            src={`${paymentOrigin}/challenge/${encodeURIComponent(challenge.reference)}?lang=${encodeURIComponent(language)}`}
            title={t('frameTitle', { issuer: challenge.issuer })}
            className="mt-4 block h-80 w-full border border-stone-300"
            data-testid="challenge-frame"
          />
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
