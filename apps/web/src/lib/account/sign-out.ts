import 'server-only';
import { COOKIE_NAMES } from '@vitrine/config';
import { authenticate, endAllSessions, principalOfRefreshToken } from '@/lib/data/session';
import { cookies } from 'next/headers';
import { clearQuoteCookies } from '@/lib/bag/server';
import { clearWishlistMarkers } from '@/lib/wishlist/server';
import { clearSessionCookies } from './session';

/**
 * §2.1 sign out (server actions only: it changes state, so never on a GET, issue 35 item 8). Ends
 * every session of the account (issue 7), found through the access token or, when that has
 * expired, the refresh token; then forgets this browser's session, bag and wishlist markers. A
 * session that had already ended leaves only its cookies to clear.
 */
export async function signOut(): Promise<void> {
  const jar = await cookies();
  const access = jar.get(COOKIE_NAMES.jwt)?.value;
  const refreshToken = jar.get(COOKIE_NAMES.refresh)?.value;
  const principal =
    (access ? await authenticate(access) : undefined) ??
    (refreshToken ? await principalOfRefreshToken(refreshToken) : undefined);
  if (principal) await endAllSessions(principal.customerId);
  await clearSessionCookies();
  // The bag is the account's now: the next shopper on this browser starts their own (§4.2).
  await clearQuoteCookies();
  await clearWishlistMarkers();
}
