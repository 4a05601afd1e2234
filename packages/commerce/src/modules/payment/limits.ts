import { rateLimits } from '../../db/rate-limits.ts';
import { env } from '../../env.ts';

/**
 * Card tokenisation limits, counted in PostgreSQL's rate_limits table like the auth limits
 * (security/limits.ts), so they hold across app instances. Without them the token endpoint would
 * tell a card tester which stolen numbers pass the checks. A shopper enters a card or two;
 * docs/operations/payments.md lists the numbers.
 */
export const PAYMENT_LIMITS = {
  /** One-off tokens and saved cards from one client address (points: CARD_TOKENS_PER_HOUR). */
  cardTokensPerAddress: { points: 20, duration: 60 * 60 },
  /** Cards saved by one account, wherever it signs in from. */
  cardSavesPerAccount: { points: 10, duration: 60 * 60 },
} as const;

const limits = rateLimits(PAYMENT_LIMITS, {
  points: (name) =>
    name === 'cardTokensPerAddress' ? env().CARD_TOKENS_PER_HOUR : PAYMENT_LIMITS[name].points,
});

export const consumePaymentLimit = limits.consume;
