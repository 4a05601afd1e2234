import type { Database } from '../../db/client.ts';
import { signingKeys } from '../security/index.ts';

/**
 * Decision 0055: the bearer the storefront's server sends on every footer and §7.9 content read
 * ("footer calls use bearer auth"), with nothing to configure: an HKDF sub-key of the signing
 * secret every instance already shares (AUTH_SECRET, or the one stored in the database), so the
 * API can check it and no other token (an access token, a link) can pass for it.
 */
export async function contentServiceToken(db: Database): Promise<string> {
  return (await signingKeys(db)).contentService.toString('base64url');
}
