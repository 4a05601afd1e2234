'use client';

import { useTranslations } from 'next-intl';
import { INTENTS, type ChallengeView } from '@/lib/checkout/state';
import { Icon } from '@/components/shell/Icon';

/**
 * The card bank's extra step (decision 0012 Payment), in the page: the bank's name, "enter the
 * code we sent", and, for the sandbox only, the code itself as its test screen shows it. Part of
 * the checkout form, first in it, so Enter in the code field confirms; the rest of the page is
 * inert behind it. Works without JavaScript: both buttons post the form.
 */
export function ChallengePanel({
  challenge,
  amount,
  card,
  error,
  pending,
}: {
  challenge: ChallengeView;
  amount: string;
  card: string | undefined;
  error?: string | undefined;
  pending: boolean;
}) {
  const t = useTranslations('checkout.challenge');
  const hidden: Record<string, string | undefined> = {
    reference: challenge.reference,
    challengeIssuer: challenge.issuer,
    challengeDigits: String(challenge.digits),
    challengeSandboxCode: challenge.sandboxCode,
    challengeAttempts: challenge.attemptsLeft ? String(challenge.attemptsLeft) : undefined,
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
          {challenge.sandboxCode ? (
            <p className="mt-4 border border-dashed border-amber-600 bg-amber-50 px-3 py-2 text-sm text-amber-950">
              {t('sandbox')}{' '}
              <strong className="font-mono tracking-[0.2em]" dir="ltr" data-testid="sandbox-code">
                {challenge.sandboxCode}
              </strong>
            </p>
          ) : null}
          <div className="mt-5 flex flex-col gap-1">
            <label htmlFor="challenge-code" className="text-sm font-medium text-stone-800">
              {t('code', { digits: challenge.digits })}
            </label>
            <input
              id="challenge-code"
              name="code"
              // The code is the one thing to do here: the bank's screen opens on it.
              autoFocus
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              maxLength={challenge.digits}
              pattern={`[0-9]{${challenge.digits}}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'challenge-code-error' : undefined}
              className={`h-12 w-full rounded-none border bg-white px-3 text-center font-mono text-xl tracking-[0.4em] text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-stone-900 ${
                error ? 'border-red-700' : 'border-stone-400'
              }`}
            />
            {error ? (
              <p id="challenge-code-error" role="alert" className="text-sm text-red-800">
                {error}
              </p>
            ) : null}
          </div>
          <div className="mt-6 flex flex-col gap-3">
            <button
              type="submit"
              name="intent"
              value={INTENTS.challenge}
              formNoValidate
              disabled={pending}
              className="h-12 w-full bg-[var(--ink)] text-xs font-semibold uppercase tracking-[0.18em] text-white transition-colors hover:bg-black disabled:opacity-60"
            >
              {pending ? t('confirming') : t('confirm')}
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
