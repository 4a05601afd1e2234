import { rateLimits } from '../../db/rate-limits.ts';

/**
 * Card limits, counted in PostgreSQL's rate_limits table like the auth limits (security/limits.ts),
 * so they hold across app instances. Card numbers are tokenised by the provider in the browser
 * (issue 34), so card testing is the provider's to stop; what the store limits is saving cards.
 */
export const PAYMENT_LIMITS = {
  /** Cards saved by one account, wherever it signs in from. */
  cardSavesPerAccount: { points: 10, duration: 60 * 60 },
} as const;

const limits = rateLimits(PAYMENT_LIMITS);

export const consumePaymentLimit = limits.consume;
