import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../kernel/errors.ts';
import type { Database } from './client.ts';

/** A limit: `points` attempts per `duration` seconds. */
export interface Limit {
  points: number;
  duration: number;
}

/**
 * Attempt limits counted in PostgreSQL's `rate_limits` table (migration 0004, so the app needs no
 * DDL rights), so they hold across app instances (DESIGN principle 3). Each module names its own
 * limits; a name is the key prefix, so two callers using one name share one budget (the API's
 * routes and the web's server actions do). `points` may be a function for a limit that is
 * configuration.
 */
export function rateLimits<N extends string>(
  table: Readonly<Record<N, Limit>>,
  options: { points?: (name: N) => number } = {},
) {
  const limiters = new WeakMap<Database, Map<N, RateLimiterPostgres>>();
  const pointsOf = (name: N) => options.points?.(name) ?? table[name].points;

  function limiter(db: Database, name: N): RateLimiterPostgres {
    let byName = limiters.get(db);
    if (!byName) limiters.set(db, (byName = new Map()));
    let found = byName.get(name);
    if (!found) {
      found = new RateLimiterPostgres({
        storeClient: db.$client,
        storeType: 'pool',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix: name,
        duration: table[name].duration,
        points: pointsOf(name),
      });
      byName.set(name, found);
    }
    return found;
  }

  const tooMany = (res: RateLimiterRes) =>
    new DomainError('TOO_MANY_ATTEMPTS', {
      minutes: String(Math.max(1, Math.ceil(res.msBeforeNext / 60_000))),
    });

  return {
    points: pointsOf,

    /** Throws TOO_MANY_ATTEMPTS (429) when the key has used up its attempts, without counting this one. */
    async assertUnder(db: Database, name: N, key: string): Promise<void> {
      const res = await limiter(db, name).get(key);
      if (res && res.consumedPoints >= pointsOf(name)) throw tooMany(res);
    },

    /** Counts one attempt; throws 429 once the key is over its limit. */
    async consume(db: Database, name: N, key: string): Promise<void> {
      try {
        await limiter(db, name).consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw tooMany(err);
        throw err;
      }
    },

    /** Counts one attempt and says whether it was allowed, for callers that must not reveal the limit. */
    async tryConsume(db: Database, name: N, key: string): Promise<boolean> {
      try {
        await limiter(db, name).consume(key);
        return true;
      } catch (err) {
        if (err instanceof RateLimiterRes) return false;
        throw err;
      }
    },

    /** Gives back one attempt counted by `consume` (one that turned out to be allowed work). */
    async refund(db: Database, name: N, key: string): Promise<void> {
      await limiter(db, name).reward(key, 1);
    },

    /** Counts one event without ever refusing, for a count that slows callers rather than stops them. */
    async record(db: Database, name: N, key: string): Promise<void> {
      await limiter(db, name).penalty(key, 1);
    },

    /** How many attempts the key has used in its current window. */
    async count(db: Database, name: N, key: string): Promise<number> {
      return (await limiter(db, name).get(key))?.consumedPoints ?? 0;
    },

    async reset(db: Database, name: N, key: string): Promise<void> {
      await limiter(db, name).delete(key);
    },
  };
}
