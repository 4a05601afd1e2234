import { rateLimits } from '../../db/rate-limits.ts';

/**
 * Limits on guest order look-ups (§7.6 order/search, tracking and refund-type by email and
 * number), counted in PostgreSQL's rate_limits table like the auth limits (security/limits.ts), so
 * they hold across app instances. Order numbers are sequential, so without them a script could
 * walk the numbers with a known email, or try emails against a known number.
 * docs/operations/orders.md lists them.
 */
export const ORDER_LIMITS = {
  /** Every guest look-up from one client address: a shopper checks a few orders, a script thousands. */
  orderLookupPerAddress: { points: 30, duration: 15 * 60 },
  /** Failed guest look-ups naming one order number, from anywhere: stops guessing its email. */
  orderLookupPerNumber: { points: 10, duration: 60 * 60 },
} as const;

const limits = rateLimits(ORDER_LIMITS);

export const assertOrderLimit = limits.assertUnder;
export const consumeOrderLimit = limits.consume;
