import { findLocale } from '@vitrine/config';
import { normaliseReferralCode, referrerOfCode } from '@/lib/data/referral';
import { cookies } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { cookieValueFor, RAF_COOKIE, RAF_COOKIE_DAYS, referralsHere } from '@/lib/raf/cookie';
import { seeOther } from '@/lib/see-other';
import { href } from '@/lib/store';
import { paramText } from '@/lib/route-param';

/**
 * The share link of refer a friend (issue 6 item 4): /customer/account/raf/<CODE>. Keeps the code
 * in a cookie for the registration form and goes there. A code that matches nobody goes there
 * too, and the form says the link is not valid (registration is never refused for it). 404 in
 * the stores that do not offer refer a friend (§2.2).
 */
export async function GET(
  _request: NextRequest,
  { params }: { params: Promise<{ store: string; code: string }> },
) {
  const { store: storeParam, code } = await params;
  const store = findLocale(paramText(storeParam));
  if (!store || !referralsHere(store)) return new NextResponse('Not found', { status: 404 });
  const normalised = normaliseReferralCode(paramText(code)).slice(0, 40);
  const referrer = await referrerOfCode(normalised);
  (await cookies()).set(RAF_COOKIE, cookieValueFor(referrer ? normalised : null), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: RAF_COOKIE_DAYS * 86_400,
  });
  // A relative Location: an absolute one built from the request's (forwarded) host would send the
  // shopper wherever a forged header said (issue 35 item 6).
  return seeOther(href(store, '/customer/account/create'));
}
