/** Next's draft-mode cookie: its value is a per-build secret, so only our switch can set it. */
export const BYPASS_COOKIE = '__prerender_bypass';

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Preview cookies are HttpOnly, Lax, host-only and last the browser session (like Next's own);
 * Secure except on a local development host, as the session cookies.
 */
export function previewCookieOptions(host: string) {
  return { httpOnly: true, secure: !LOCAL_HOST.test(host), sameSite: 'lax' as const, path: '/' };
}
