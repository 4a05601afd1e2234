import 'server-only';
import type { Database } from '@vitrine/commerce/db';
import { env } from '@vitrine/commerce/env';
import { ApiError } from '@vitrine/commerce/errors';
import { ORDER_LIMITS } from '@vitrine/commerce/order';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * The limits the API's routes put on guest order look-ups (order/routes.ts, docs/operations/
 * orders.md) and on saving cards (payment/routes.ts, docs/operations/payments.md). The pages call
 * the services in process, so they count here with the same names in the same `rate_limits`
 * table: one budget per address, number or account whichever way a shopper (or a script) comes.
 */
const PAYMENT_LIMITS = {
  /** docs/operations/payments.md: card tokens and saved cards per client address (points: CARD_TOKENS_PER_HOUR). */
  cardTokensPerAddress: { points: 20, duration: 60 * 60 },
  /** docs/operations/payments.md: saved cards per account. */
  cardSavesPerAccount: { points: 10, duration: 60 * 60 },
} as const;

const LIMITS = { ...ORDER_LIMITS, ...PAYMENT_LIMITS };
export type WebLimit = keyof typeof LIMITS;

/** A limit's points as the API counts them: the card limit is configuration, like the API's. */
const pointsOf = (name: WebLimit): number =>
  name === 'cardTokensPerAddress' ? env().CARD_TOKENS_PER_HOUR : LIMITS[name].points;

const limiters = new WeakMap<Database, Map<WebLimit, RateLimiterPostgres>>();

function limiter(db: Database, name: WebLimit): RateLimiterPostgres {
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
      duration: LIMITS[name].duration,
      points: pointsOf(name),
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
export async function assertLimit(db: Database, name: WebLimit, key: string): Promise<void> {
  const res = await limiter(db, name).get(key);
  if (res && res.consumedPoints >= pointsOf(name)) throw tooMany(res);
}

/** Counts one attempt; throws 429 once the key is over its limit. */
export async function consumeLimit(db: Database, name: WebLimit, key: string): Promise<void> {
  try {
    await limiter(db, name).consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooMany(err);
    throw err;
  }
}
