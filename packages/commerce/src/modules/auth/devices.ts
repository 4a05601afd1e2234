import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { hmac, safeEqual, signingKeys } from '../security/index.ts';

// OWASP's "device cookies" (decision 0029): a successful sign-in leaves the browser a cookie that
// names the account and carries a random nonce, signed under a server key. A later sign-in to
// that account presenting it is counted against that one device, not against the account and its
// address, so a password-guessing run from elsewhere never reaches the owner's own browser.

/** A device cookie lasts a year: a customer signs in rarely from the browser they use. */
export const DEVICE_COOKIE_DAYS = 365;

const VERSION = 'd1';

const signatureOf = async (db: Database, customerId: string, nonce: string) =>
  hmac((await signingKeys(db)).devices, `${VERSION}.${customerId}.${nonce}`);

/** A new device cookie value for the account. */
export async function issueDeviceToken(db: Database, customerId: string): Promise<string> {
  const nonce = randomBytes(18).toString('base64url');
  return `${VERSION}.${customerId}.${nonce}.${await signatureOf(db, customerId, nonce)}`;
}

/**
 * What a device cookie is counted under when it is a genuine one of this account (its nonce), or
 * undefined for anything else: another account's, a forged or malformed one, none.
 */
export async function deviceOf(
  db: Database,
  token: string | undefined,
  customerId: string,
): Promise<string | undefined> {
  if (!token || token.length > 200) return undefined;
  const [version, owner, nonce, signature] = token.split('.');
  if (version !== VERSION || owner !== customerId || !nonce || !signature) return undefined;
  return safeEqual(signature, await signatureOf(db, customerId, nonce)) ? nonce : undefined;
}
