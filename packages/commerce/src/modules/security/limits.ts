import { rateLimits } from '../../db/rate-limits.ts';
import { env } from '../../env.ts';

/**
 * Attempt limits, counted in PostgreSQL (table rate_limits) so they hold across app instances
 * (issue 7). Numbers are per window; docs/operations/security.md lists them. Sign-ins follow
 * decision 0029: nothing an attacker can do from elsewhere refuses the owner.
 */
export const LIMITS = {
  /**
   * Failed sign-ins to one account from one client address (no device cookie of the account):
   * the attacker's address is refused for that account, the owner's is not. LOGIN_FAILURES_PER_ACCOUNT.
   */
  loginPerAccountAddress: { points: 10, duration: 15 * 60 },
  /** Failed sign-ins through one known device (its device cookie). LOGIN_FAILURES_PER_ACCOUNT. */
  loginPerDevice: { points: 10, duration: 15 * 60 },
  /** Failed logins per client address: slows credential stuffing across many accounts. LOGIN_FAILURES_PER_ADDRESS. */
  loginPerAddress: { points: 100, duration: 15 * 60 },
  /**
   * An account's recent failed sign-ins from devices it does not know, from anywhere: never a
   * refusal, only how long the next such sign-in waits (slowdown.ts).
   */
  loginFailuresPerAccount: { points: 1_000_000, duration: 15 * 60 },
  /** Wrong current passwords given by a signed-in session (password or email change). */
  passwordCheckPerAccount: { points: 10, duration: 15 * 60 },
  /** Reset and sign-in-link emails per account and per address: nobody can flood an inbox through us. */
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

const limits = rateLimits(LIMITS, {
  points: (name) => {
    if (name === 'loginPerAccountAddress' || name === 'loginPerDevice')
      return env().LOGIN_FAILURES_PER_ACCOUNT;
    if (name === 'loginPerAddress') return env().LOGIN_FAILURES_PER_ADDRESS;
    return LIMITS[name].points;
  },
});

export const limitPoints = limits.points;
export const assertUnderLimit = limits.assertUnder;
export const consume = limits.consume;
export const tryConsume = limits.tryConsume;
export const refund = limits.refund;
export const record = limits.record;
export const countOf = limits.count;
export const resetLimit = limits.reset;
