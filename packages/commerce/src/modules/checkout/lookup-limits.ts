import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/rate-limits.ts';

/**
 * Address lookups per client address (§7.8), counted in PostgreSQL's rate_limits table like the
 * auth limits (security/limits.ts). A shopper types an address in a few dozen keystrokes; a script
 * harvesting the provider's data (paid per lookup with a real one) makes thousands.
 * docs/operations/payments.md lists the number.
 */
export const LOOKUP_LIMITS = {
  addressLookupsPerAddress: { points: 300, duration: 10 * 60 },
} as const;

const limits = rateLimits(LOOKUP_LIMITS);

/** Counts one lookup; throws 429 once the address is over its limit. */
export const consumeLookup = (db: Database, clientAddress: string): Promise<void> =>
  limits.consume(db, 'addressLookupsPerAddress', clientAddress);
