import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * Limits on guest order look-ups (§7.6 order/search, tracking and refund-type by email and
 * number), counted in PostgreSQL's rate_limits table like the auth limits (auth/limits.ts), so
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

type OrderLimit = keyof typeof ORDER_LIMITS;

const limiters = new WeakMap<Database, Map<OrderLimit, RateLimiterPostgres>>();

function limiter(db: Database, name: OrderLimit): RateLimiterPostgres {
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
      ...ORDER_LIMITS[name],
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
export async function assertOrderLimit(db: Database, name: OrderLimit, key: string): Promise<void> {
  const res = await limiter(db, name).get(key);
  if (res && res.consumedPoints >= ORDER_LIMITS[name].points) throw tooMany(res);
}

/** Counts one attempt; throws 429 once the key is over its limit. */
export async function consumeOrderLimit(db: Database, name: OrderLimit, key: string): Promise<void> {
  try {
    await limiter(db, name).consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooMany(err);
    throw err;
  }
}
