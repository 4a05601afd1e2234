import { createHash, randomBytes } from 'node:crypto';
import { QUOTE_TOKEN_PLACEHOLDER } from '@vitrine/config';

/** Decision 0012: 32 random bytes, base64url (43 characters, no padding). */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new bearer token for a bag; only its hash goes to the database. */
export function newQuoteToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * SHA-256, hex. A plain hash is enough (no salt, no slow hash): the token has 256 bits of
 * entropy, so nothing can be guessed from the hash, and the look-up must stay an index hit.
 */
export function hashQuoteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The token a `Quote` header carries, or undefined for "no quote": no header, an empty one, or
 * §7.5's placeholder `pltqt`. A value that cannot be one of our tokens is kept (it is an unknown
 * quote, a 404 the client recovers from by creating a new bag, §4.2 step 3), not refused as bad input.
 */
export function quoteTokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value || value === QUOTE_TOKEN_PLACEHOLDER) return undefined;
  return value;
}

/** Cheap pre-check before a database look-up: a malformed token is unknown without asking. */
export const isWellFormedQuoteToken = (token: string): boolean => TOKEN_PATTERN.test(token);
