import {
  COOKIE_MAX_AGE_SECONDS,
  COOKIE_NAMES,
  COOKIE_PATH,
  cookieDomain,
  XSRF_HEADER,
} from '@vitrine/config';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ApiEnv } from '../../http/context.ts';
import { principalOf } from '../../http/principal.ts';
import { DomainError } from '../../kernel/errors.ts';
import { DEVICE_COOKIE_DAYS, deviceOf, issueDeviceToken } from './devices.ts';
import { safeEqual } from '../security/index.ts';
import type { StaffRole } from './schema.ts';
import { authenticate, type Principal, type TokenPair } from './service.ts';
import { roleAllows, staffRoleOf } from './staff.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * §6 and §9: a browser request that authenticates with the session cookie must also carry the
 * anti-forgery cookie's value in `x-xsrf-token` on every non-GET. A cross-site page can make the
 * browser send our cookies but cannot read them, so it cannot forge the header.
 */
export function assertXsrf(c: Context<ApiEnv>): void {
  if (SAFE_METHODS.has(c.req.method)) return;
  if (!xsrfPairMatches(getCookie(c, COOKIE_NAMES.xsrf), c.req.header(XSRF_HEADER)))
    throw new DomainError('XSRF_MISMATCH');
}

/**
 * The one anti-forgery comparison (§9), for the API and for the web app's own endpoints and forms:
 * the cookie's value and the value the request presents (the x-xsrf-token header, or a form's
 * hidden field), both present, long enough to be ours, equal in constant time.
 */
export function xsrfPairMatches(
  cookie: string | null | undefined,
  presented: string | null | undefined,
): boolean {
  return Boolean(cookie && presented && cookie.length >= 16 && safeEqual(cookie, presented));
}

/** The access token a request carries: `Authorization: Bearer` (app clients) or the session cookie (web). */
export function accessTokenOf(c: Context<ApiEnv>): { token: string; viaCookie: boolean } | undefined {
  const header = c.req.header('authorization');
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match ? { token: match[1]!, viaCookie: false } : undefined;
  }
  const cookie = getCookie(c, COOKIE_NAMES.jwt);
  return cookie ? { token: cookie, viaCookie: true } : undefined;
}

/** Resolves the signed-in customer, or undefined for a guest; a bad token is a guest. */
export async function optionalPrincipal(c: Context<ApiEnv>): Promise<Principal | undefined> {
  const found = accessTokenOf(c);
  if (!found) return undefined;
  if (found.viaCookie) assertXsrf(c);
  return authenticate(c.get('db'), found.token);
}

/**
 * Routes of §2.1 "login needed": 401 without a valid, current access token. The composition root
 * hands it to every request (the context's `customerGuard`), and routes ask for it through the
 * kit's `requireCustomer`, so a module below auth can guard its routes too.
 */
export const customerGuard: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const found = accessTokenOf(c);
  if (!found) throw new DomainError('UNAUTHORIZED');
  if (found.viaCookie) assertXsrf(c);
  const principal = await authenticate(c.get('db'), found.token);
  if (!principal) throw new DomainError('SESSION_EXPIRED');
  c.set('principal', principal);
  await next();
};

const isLocalHost = (host: string) => /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);

/**
 * Issue 7 §7: tokens live in HttpOnly, SameSite=Lax cookies (Secure outside localhost), path /,
 * domain from the host (§9), for the §9 default of 14 days, so browser code never sees a token.
 */
export function cookieOptions(host: string) {
  return {
    httpOnly: true,
    secure: !isLocalHost(host),
    sameSite: 'Lax' as const,
    path: COOKIE_PATH,
    domain: cookieDomain(host),
  };
}

export function setSessionCookies(c: Context<ApiEnv>, pair: TokenPair): void {
  const options = cookieOptions(c.req.header('host') ?? '');
  // The access cookie outlives its JWT on purpose: an expired one still tells the client to refresh.
  setCookie(c, COOKIE_NAMES.jwt, pair.accessToken, { ...options, maxAge: COOKIE_MAX_AGE_SECONDS });
  setCookie(c, COOKIE_NAMES.refresh, pair.refreshToken, { ...options, maxAge: pair.refreshExpiresIn });
  // Decision 0039: the marker scripts can read lives exactly as long as the refresh cookie.
  setCookie(c, COOKIE_NAMES.signedIn, '1', { ...options, httpOnly: false, maxAge: pair.refreshExpiresIn });
}

/**
 * Decision 0029: after a successful sign-in the browser keeps (or gets) a device cookie of the
 * account, HttpOnly, for DEVICE_COOKIE_DAYS; its later sign-ins to that account are counted per
 * device. A cookie of this account already there is kept, so its count stays one count.
 */
export async function rememberDevice(c: Context<ApiEnv>, customerId: string): Promise<void> {
  const db = c.get('db');
  if (await deviceOf(db, getCookie(c, COOKIE_NAMES.device), customerId)) return;
  setCookie(c, COOKIE_NAMES.device, await issueDeviceToken(db, customerId), {
    ...cookieOptions(c.req.header('host') ?? ''),
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

export function clearSessionCookies(c: Context<ApiEnv>): void {
  const { path, domain, secure } = cookieOptions(c.req.header('host') ?? '');
  deleteCookie(c, COOKIE_NAMES.jwt, { path, domain, secure });
  deleteCookie(c, COOKIE_NAMES.refresh, { path, domain, secure });
  deleteCookie(c, COOKIE_NAMES.signedIn, { path, domain, secure });
}

/**
 * Staff-only routes (content editing and preview, issue 5 §4 and §9). Built on customerGuard,
 * so staff sign in like anyone else: 401 without a valid session, 403 without the role. The role
 * is read on every request, so removing a staff row takes effect at once.
 */
export function requireStaff(role: StaffRole = 'editor'): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await customerGuard(c, async () => {
      const held = await staffRoleOf(c.get('db'), principalOf(c).customerId);
      if (!roleAllows(held, role)) throw new DomainError('FORBIDDEN');
      await next();
    });
  };
}
