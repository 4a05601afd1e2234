import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';

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

const limiters = new WeakMap<Database, Map<LimitName, RateLimiterPostgres>>();

function limiter(db: Database, name: LimitName): RateLimiterPostgres {
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map()));
  let found = byName.get(name);
  if (!found) {
    found = new RateLimiterPostgres({
      storeClient: db.$client,
      storeType: 'pool',
      tableName: 'rate_limits',
      // Created by migration 0004, so the app needs no DDL rights.
      tableCreated: true,
      keyPrefix: name,
      ...LIMITS[name],
    });
    byName.set(name, found);
  }
  return found;
}

const tooMany = (res: RateLimiterRes) =>
  new ApiError(429, 'TOO_MANY_ATTEMPTS', {
    minutes: String(Math.max(1, Math.ceil(res.msBeforeNext / 60_000))),
  });

/** Throws 429 when the key has used up its attempts, without counting this one. */
export async function assertUnderLimit(db: Database, name: LimitName, key: string): Promise<void> {
  const res = await limiter(db, name).get(key);
  if (res && res.consumedPoints >= LIMITS[name].points) throw tooMany(res);
}

/** Counts one attempt; throws 429 once the key is over its limit. */
export async function consume(db: Database, name: LimitName, key: string): Promise<void> {
  try {
    await limiter(db, name).consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooMany(err);
    throw err;
  }
}

/** Counts one attempt and says whether it was still allowed, for callers that must not reveal the limit. */
export async function tryConsume(db: Database, name: LimitName, key: string): Promise<boolean> {
  try {
    await limiter(db, name).consume(key);
    return true;
  } catch (err) {
    if (err instanceof RateLimiterRes) return false;
    throw err;
  }
}

export async function resetLimit(db: Database, name: LimitName, key: string): Promise<void> {
  await limiter(db, name).delete(key);
}
