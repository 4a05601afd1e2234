import 'server-only';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, type LocaleConfig } from '@vitrine/config';
import {
  authenticate,
  cookieOptions,
  DEVICE_COOKIE_DAYS,
  deviceOf,
  issueDeviceToken,
  type Principal,
  type TokenPair,
} from '@/lib/data/session';
import { CLIENT_ADDRESS_HEADER, limitKeyOf } from '@/lib/data/runtime';
import { getProfile, type CustomerProfile } from '@/lib/data/customer';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { href } from '@/lib/store';
import { PAGE_PATH_HEADER, returnPathOf, signInRoute } from './login-gate';

export interface Session {
  principal: Principal;
  customer: CustomerProfile;
}

/** The signed-in customer of this request, from the HttpOnly session cookie; null for a guest. */
export async function currentSession(): Promise<Session | null> {
  const token = (await cookies()).get(COOKIE_NAMES.jwt)?.value;
  if (!token) return null;
  const principal = await authenticate(token);
  if (!principal) return null;
  try {
    return { principal, customer: await getProfile(principal.customerId) };
  } catch {
    return null;
  }
}

/**
 * An expired access token with a live refresh cookie goes through /api/session/refresh, which
 * rotates the pair, sets the cookies (a page cannot) and comes back to `back`.
 */
async function renewWhenRefreshable(back: string): Promise<void> {
  const jar = await cookies();
  if (jar.get(COOKIE_NAMES.refresh)?.value && jar.get(COOKIE_NAMES.jwt)?.value) {
    redirect(`/api/session/refresh?next=${encodeURIComponent(back)}`);
  }
}

/**
 * §2.1 "login needed": the signed-in customer of a page or action the proxy lets through
 * (lib/account/login-gate.ts turns away every shopper without an access cookie). A cookie the
 * proxy cannot judge (an expired access token, a revoked sign-in) takes the same way as the gate:
 * a refresh when a refresh cookie may renew it, else the sign-in page, back to the address the
 * shopper asked for (which the proxy stamps on the request, decision 0030's rule).
 */
export async function requireSession(store: LocaleConfig): Promise<Session> {
  const session = await currentSession();
  if (session) return session;
  const back = returnPathOf((await headers()).get(PAGE_PATH_HEADER), store.localeISOCode);
  redirect(
    signInRoute(store.localeISOCode, back, Boolean((await cookies()).get(COOKIE_NAMES.refresh)?.value)),
  );
}

/** A page open to all that shows a customer more (§2.1 logout): the session, renewed if it can be, or null. */
export async function optionalSession(store: LocaleConfig, path: string): Promise<Session | null> {
  const session = await currentSession();
  if (session) return session;
  await renewWhenRefreshable(href(store, path));
  return null;
}

async function host(): Promise<string> {
  return (await headers()).get('host') ?? '';
}

/** Stores a new pair in the session cookies (server actions and route handlers only). */
export async function setSessionCookies(pair: TokenPair): Promise<void> {
  const jar = await cookies();
  const options = { ...cookieOptions(await host()), sameSite: 'lax' as const };
  jar.set(COOKIE_NAMES.jwt, pair.accessToken, { ...options, maxAge: COOKIE_MAX_AGE_SECONDS });
  jar.set(COOKIE_NAMES.refresh, pair.refreshToken, { ...options, maxAge: pair.refreshExpiresIn });
  // Decision 0039: the marker scripts can read lives exactly as long as the refresh cookie.
  jar.set(COOKIE_NAMES.signedIn, '1', { ...options, httpOnly: false, maxAge: pair.refreshExpiresIn });
}

/** Decision 0029: the browser's device cookie, which login() counts per device when it is the account's. */
export async function deviceToken(): Promise<string | undefined> {
  return (await cookies()).get(COOKIE_NAMES.device)?.value;
}

/**
 * After the password (or an emailed link) proved the account: this browser keeps, or gets, the
 * account's device cookie (auth/devices.ts), so its later sign-ins are counted on their own.
 */
export async function rememberDevice(customerId: string): Promise<void> {
  if (await deviceOf(await deviceToken(), customerId)) return;
  const jar = await cookies();
  jar.set(COOKIE_NAMES.device, await issueDeviceToken(customerId), {
    ...cookieOptions(await host()),
    sameSite: 'lax',
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

export async function clearSessionCookies(): Promise<void> {
  const jar = await cookies();
  const { path, domain, secure } = cookieOptions(await host());
  for (const name of [COOKIE_NAMES.jwt, COOKIE_NAMES.refresh, COOKIE_NAMES.signedIn]) {
    jar.set(name, '', {
      path,
      domain,
      secure,
      httpOnly: name !== COOKIE_NAMES.signedIn,
      sameSite: 'lax',
      maxAge: 0,
    });
  }
}

/**
 * The key per-address limits count this request under, as the API reads it: the address the web
 * server (server/main.ts) decided from the socket and stamped on the request (decision 0028).
 */
export async function clientAddress(): Promise<string> {
  return limitKeyOf((await headers()).get(CLIENT_ADDRESS_HEADER));
}
