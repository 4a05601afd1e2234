import { cookieFromHeader } from '@vitrine/client';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, COOKIE_PATH, cookieDomain } from '@vitrine/config';

/** Hosts a browser reaches over plain HTTP in development and tests: no `Secure` there. */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * §9 anti-forgery cookie as a Set-Cookie header value: a random value readable by the page's
 * scripts (not HttpOnly), which the shared client sends back as x-xsrf-token on every non-GET; a
 * cross-site page cannot read it. One builder for the proxy and the page cache (which answers
 * before the proxy runs), so both hand out the same cookie.
 */
export function xsrfSetCookie(host: string, value: string = crypto.randomUUID().replaceAll('-', '')): string {
  const domain = cookieDomain(host);
  return [
    `${COOKIE_NAMES.xsrf}=${value}`,
    `Path=${COOKIE_PATH}`,
    `Max-Age=${COOKIE_MAX_AGE_SECONDS}`,
    ...(domain ? [`Domain=${domain}`] : []),
    'SameSite=Lax',
    ...(LOOPBACK_HOST.test(host) ? [] : ['Secure']),
  ].join('; ');
}

/** Whether a request's Cookie header already carries the anti-forgery cookie. */
export function hasXsrfCookie(cookieHeader: string | undefined): boolean {
  return cookieFromHeader(cookieHeader, COOKIE_NAMES.xsrf) !== undefined;
}
