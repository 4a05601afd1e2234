import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * Address lookups per client address (§7.8), counted in PostgreSQL's rate_limits table like the
 * auth limits (auth/limits.ts). A shopper types an address in a few dozen keystrokes; a script
 * harvesting the provider's data (paid per lookup with a real one) makes thousands.
 * docs/operations/payments.md lists the number.
 */
export const LOOKUP_LIMITS = {
  addressLookupsPerAddress: { points: 300, duration: 10 * 60 },
} as const;

const limiters = new WeakMap<Database, RateLimiterPostgres>();

function limiter(db: Database): RateLimiterPostgres {
  let found = limiters.get(db);
  if (!found) {
    found = new RateLimiterPostgres({
      storeClient: db.$client,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: 'addressLookupsPerAddress',
      ...LOOKUP_LIMITS.addressLookupsPerAddress,
    });
    limiters.set(db, found);
  }
  return found;
}

/** Counts one lookup; throws 429 once the address is over its limit. */
export async function consumeLookup(db: Database, clientAddress: string): Promise<void> {
  try {
    await limiter(db).consume(clientAddress);
  } catch (err) {
    if (err instanceof RateLimiterRes)
      throw new ApiError(429, 'TOO_MANY_ATTEMPTS', {
        minutes: String(Math.max(1, Math.ceil(err.msBeforeNext / 60_000))),
      });
    throw err;
  }
}
