import 'server-only';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, type LocaleConfig } from '@vitrine/config';
import { authenticate, cookieOptions, refresh } from '@/lib/data/session';
import { createLogger } from '@/lib/data/runtime';
import { isLostBag, quoteService, quoteTokenFromHeader, type BagAnswer, type Caller } from '@/lib/data/bag';
import { cookies, headers } from 'next/headers';
import { currentSession, setSessionCookies } from '@/lib/account/session';

/** The quote module in process: the bag page and its actions need no HTTP hop. */
export const bagService = () => quoteService();

export const bagLog = () => createLogger().child({ area: 'bag' });

/**
 * Who is asking for a bag (decision 0012's caller rules): the §9 quote token cookie, and the
 * signed-in customer, whose bag is found by account (a guest token sent along is merged into it).
 * Server actions pass `renew`: an access token lives 15 minutes, and a customer who has been
 * browsing longer must not find their bag "belongs to another account"; an action may set
 * cookies, so it renews the pair from the refresh cookie as /api/session/refresh would.
 */
export async function bagCaller(store: LocaleConfig, options: { renew?: boolean } = {}): Promise<Caller> {
  const jar = await cookies();
  const token = quoteTokenFromHeader(jar.get(COOKIE_NAMES.quoteToken)?.value);
  let customerId = (await currentSession())?.principal.customerId;
  const refreshToken = jar.get(COOKIE_NAMES.refresh)?.value;
  if (!customerId && options.renew && refreshToken && jar.get(COOKIE_NAMES.jwt)?.value) {
    try {
      const pair = await refresh(refreshToken);
      await setSessionCookies(pair);
      customerId = pair.customerId;
    } catch {
      // A dead refresh token: the shopper is a guest now, as the rest of the site will find.
    }
  }
  return { store, language: store.language, token, ...(customerId ? { customerId } : {}) };
}

/**
 * Whether this page view carries an expired access token beside a refresh cookie: the page then
 * goes through /api/session/refresh first (pages cannot set cookies), as account pages do.
 * Checked on the token itself, so a renewed pair that still finds no profile cannot loop.
 */
export async function sessionNeedsRenewal(caller: Caller): Promise<boolean> {
  if (caller.customerId) return false;
  const jar = await cookies();
  const access = jar.get(COOKIE_NAMES.jwt)?.value;
  if (!access || !jar.get(COOKIE_NAMES.refresh)?.value) return false;
  return !(await authenticate(access));
}

export type BagRead =
  | { kind: 'bag'; answer: BagAnswer; staleToken: boolean }
  | { kind: 'none'; problem?: 'QUOTE_NOT_YOURS' | 'QUOTE_MERGED'; staleToken: boolean };

/**
 * Runs a bag call for the caller. A customer whose token cookie names no bag of theirs (gone,
 * ordered, rotated on another device) is asked again by account alone; a guest whose token is
 * dead has no bag, and one whose bag was merged or is another account's is told so.
 */
export async function withBag(
  caller: Caller,
  call: (caller: Caller) => Promise<BagAnswer>,
): Promise<BagRead> {
  if (!caller.token && !caller.customerId) return { kind: 'none', staleToken: false };
  try {
    return { kind: 'bag', answer: await call(caller), staleToken: false };
  } catch (err) {
    if (!isLostBag(err)) throw err;
    if (caller.token && caller.customerId) {
      const again = await withBag({ ...caller, token: undefined }, call);
      return { ...again, staleToken: true };
    }
    if (err.code === 'QUOTE_NOT_FOUND') return { kind: 'none', staleToken: Boolean(caller.token) };
    return { kind: 'none', problem: err.code as 'QUOTE_NOT_YOURS' | 'QUOTE_MERGED', staleToken: true };
  }
}

async function quoteCookieOptions() {
  const { path, domain, secure } = cookieOptions((await headers()).get('host') ?? '');
  // Not HttpOnly: the §4.2 client reads and rewrites these markers in the browser.
  return { path, domain, secure, httpOnly: false, sameSite: 'lax' as const, maxAge: COOKIE_MAX_AGE_SECONDS };
}

/** §4.2 markers pointing at a bag: the flag, and the token (server actions and route handlers only). */
export async function setQuoteCookies(token: string): Promise<void> {
  const jar = await cookies();
  const options = await quoteCookieOptions();
  jar.set(COOKIE_NAMES.quoteFlag, '1', options);
  jar.set(COOKIE_NAMES.quoteToken, token, options);
}

/** Both §4.2 markers gone: the next add starts a bag (logout, a bag that no longer exists). */
export async function clearQuoteCookies(): Promise<void> {
  const jar = await cookies();
  const options = { ...(await quoteCookieOptions()), maxAge: 0 };
  jar.set(COOKIE_NAMES.quoteFlag, '', options);
  jar.set(COOKIE_NAMES.quoteToken, '', options);
}

/** After an action learnt the token cookie is dead: a guest loses both markers, a customer the token. */
export async function forgetStaleToken(read: BagRead): Promise<void> {
  if (!read.staleToken) return;
  if (read.kind === 'none') {
    await clearQuoteCookies();
    return;
  }
  // A customer's bag answered by account alone: the flag stays, the dead token goes.
  const jar = await cookies();
  jar.set(COOKIE_NAMES.quoteToken, '', { ...(await quoteCookieOptions()), maxAge: 0 });
}
