import { COOKIE_NAMES, safeReturnPath } from '@vitrine/config';
import { refresh } from '@vitrine/commerce/auth';
import { getDb } from '@vitrine/commerce/db';
import { cookies } from 'next/headers';
import { clearSessionCookies, setSessionCookies } from '@/lib/account/session';
import { seeOther } from '@/lib/see-other';

export const dynamic = 'force-dynamic';

/**
 * A page that needs login found an expired access token and a refresh cookie (lib/account/
 * session.ts): rotate the pair here, where cookies can be set, and go back. Two tabs doing this at
 * once get the same pair (the refresh grace window), so neither signs the other out.
 */
export async function GET(request: Request) {
  const next = safeReturnPath(new URL(request.url).searchParams.get('next'), '/customer/account');
  const token = (await cookies()).get(COOKIE_NAMES.refresh)?.value;
  try {
    if (!token) throw new Error('no refresh cookie');
    await setSessionCookies(await refresh(getDb(), token));
    return seeOther(next);
  } catch {
    await clearSessionCookies();
    const prefix = next.match(/^\/[a-z]{2}(-[a-z]{2})?(?=\/)/)?.[0] ?? '';
    const login = `${prefix}/customer/account/login/referer/${encodeURIComponent(next)}`;
    return seeOther(login);
  }
}
