import { COOKIE_NAMES, LOGOUT_PATH, safeReturnPath, splitSubpathPrefix } from '@vitrine/config';
import { refresh } from '@/lib/data/session';
import { cookies } from 'next/headers';
import { clearSessionCookies, setSessionCookies } from '@/lib/account/session';
import { seeOther } from '@/lib/see-other';

export const dynamic = 'force-dynamic';

/**
 * A page that needs login found an expired access token and a refresh cookie (lib/account/
 * session.ts): rotate the pair here, where cookies can be set, and go back. Two tabs doing this at
 * once get the same pair (the refresh grace window), so neither signs the other out. When the
 * pair cannot be renewed the shopper signs in again, except from the logout page (§4.1, decision
 * 0039): a session that has ended is what that page is for, so it is shown, signed out.
 */
export async function GET(request: Request) {
  const next = safeReturnPath(new URL(request.url).searchParams.get('next'), '/customer/account');
  const token = (await cookies()).get(COOKIE_NAMES.refresh)?.value;
  try {
    if (!token) throw new Error('no refresh cookie');
    await setSessionCookies(await refresh(token));
    return seeOther(next);
  } catch {
    await clearSessionCookies();
    if (splitSubpathPrefix(next.split('?')[0]!).path === LOGOUT_PATH) return seeOther(next);
    const prefix = next.match(/^\/[a-z]{2}(-[a-z]{2})?(?=\/)/)?.[0] ?? '';
    const login = `${prefix}/customer/account/login/referer/${encodeURIComponent(next)}`;
    return seeOther(login);
  }
}
