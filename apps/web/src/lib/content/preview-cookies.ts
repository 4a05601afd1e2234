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

/** Back to a page of the site; never stored, so a preview switch is not replayed from a cache. */
export function seeOther(to: string): Response {
  return new Response(null, { status: 303, headers: { location: to, 'cache-control': 'no-store' } });
}
