import { COOKIE_NAMES, findLocale } from '@vitrine/config';
import { authenticate, endAllSessions, principalOfRefreshToken } from '@vitrine/commerce/auth';
import { getDb } from '@vitrine/commerce/db';
import { cookies } from 'next/headers';
import { setFlash } from '@/lib/account/flash';
import { seeOther } from '@/lib/see-other';
import { clearSessionCookies } from '@/lib/account/session';
import { clearQuoteCookies } from '@/lib/bag/server';
import { clearWishlistMarkers } from '@/lib/wishlist/server';
import { href } from '@/lib/store';

export const dynamic = 'force-dynamic';

/**
 * §2.1/§2.3 logout under the store's prefix: ends every session of the account (issue 7), clears
 * the cookies and lands on the sign-in page. Also where §4.1's logout-redirect flag sends the
 * shopper when a refresh fails, so it works with a dead session too.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ store: string }> }) {
  const store = findLocale((await params).store) ?? findLocale('en-GB')!;
  const jar = await cookies();
  const db = getDb();
  const access = jar.get(COOKIE_NAMES.jwt)?.value;
  const refreshToken = jar.get(COOKIE_NAMES.refresh)?.value;
  const principal =
    (access ? await authenticate(db, access) : undefined) ??
    (refreshToken ? await principalOfRefreshToken(db, refreshToken) : undefined);
  if (principal) await endAllSessions(db, principal.customerId);
  await clearSessionCookies();
  // The bag is the account's now: the next shopper on this browser starts their own (§4.2).
  await clearQuoteCookies();
  await clearWishlistMarkers();
  await setFlash('signed_out');
  return seeOther(href(store, '/customer/account/login'));
}
