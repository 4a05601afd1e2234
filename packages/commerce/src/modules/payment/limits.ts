import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/client.ts';
import { env } from '../../env.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * Card tokenisation limits, counted in PostgreSQL's rate_limits table like the auth limits
 * (auth/limits.ts), so they hold across app instances. Without them the token endpoint would
 * tell a card tester which stolen numbers pass the checks. A shopper enters a card or two;
 * docs/operations/payments.md lists the numbers.
 */
export const PAYMENT_LIMITS = {
  /** One-off tokens and saved cards from one client address (points: CARD_TOKENS_PER_HOUR). */
  cardTokensPerAddress: { points: 20, duration: 60 * 60 },
  /** Cards saved by one account, wherever it signs in from. */
  cardSavesPerAccount: { points: 10, duration: 60 * 60 },
} as const;

type PaymentLimit = keyof typeof PAYMENT_LIMITS;

const limiters = new WeakMap<Database, Map<PaymentLimit, RateLimiterPostgres>>();

function limiter(db: Database, name: PaymentLimit): RateLimiterPostgres {
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
      ...PAYMENT_LIMITS[name],
      ...(name === 'cardTokensPerAddress' ? { points: env().CARD_TOKENS_PER_HOUR } : {}),
    });
    byName.set(name, found);
  }
  return found;
}

/** Counts one attempt; throws 429 once the key is over its limit. */
export async function consumePaymentLimit(db: Database, name: PaymentLimit, key: string): Promise<void> {
  try {
    await limiter(db, name).consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes)
      throw new ApiError(429, 'TOO_MANY_ATTEMPTS', {
        minutes: String(Math.max(1, Math.ceil(err.msBeforeNext / 60_000))),
      });
    throw err;
  }
}
