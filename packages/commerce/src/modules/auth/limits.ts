import { rateLimits } from '../../db/rate-limits.ts';

/**
 * Attempt limits, counted in PostgreSQL (table rate_limits) so they hold across app instances
 * (issue 7). Numbers are per window; docs/operations/security.md lists them.
 */
export const LIMITS = {
  /** Failed logins per account: slows a password-guessing run against one customer. */
  loginPerAccount: { points: 10, duration: 15 * 60 },
  /** Failed logins per client address: slows credential stuffing across many accounts. */
  loginPerAddress: { points: 100, duration: 15 * 60 },
  /** Reset emails per account and per address: nobody can flood an inbox through us. */
  forgotPerAccount: { points: 5, duration: 60 * 60 },
  forgotPerAddress: { points: 20, duration: 60 * 60 },
  registrationPerAddress: { points: 20, duration: 60 * 60 },
  /** Deletion codes and newsletter sign-ups sent per account or address. */
  emailsPerAccount: { points: 5, duration: 60 * 60 },
  /** §7.6 contact messages per client address: each one emails customer service and the sender. */
  contactPerAddress: { points: 5, duration: 60 * 60 },
  /** §8 browser error reports per client address: a page in an error loop cannot flood the logs. */
  clientLogsPerAddress: { points: 60, duration: 60 },
  /** Product views counted per client address: a script cannot make a product "trend". */
  viewsPerAddress: { points: 600, duration: 60 * 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

const limits = rateLimits(LIMITS);

export const assertUnderLimit = limits.assertUnder;
export const consume = limits.consume;
export const tryConsume = limits.tryConsume;
export const resetLimit = limits.reset;
