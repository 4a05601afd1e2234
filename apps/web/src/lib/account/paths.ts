import type { LocaleConfig } from '@vitrine/config';
import { href } from '@/lib/store';

/** §2.1 /customer/account/login/referer/<encoded path>: sign in, then go back there. */
export function loginHref(store: LocaleConfig, back?: string): string {
  const base = href(store, '/customer/account/login');
  return back ? `${base}/referer/${encodeURIComponent(back)}` : base;
}

/**
 * Where a referer may send the shopper after login: a path on this site only. Anything that could
 * leave it (//evil.example, /\evil.example, https://..., control characters) is dropped, so the
 * login form is never an open redirect.
 */
export function safeReturnPath(candidate: string | undefined | null): string | undefined {
  if (!candidate) return undefined;
  let path = candidate;
  try {
    // The referer segment arrives encoded once more than the path it carries.
    if (!path.startsWith('/')) path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return undefined;
  if (path.length > 2000) return undefined;
  try {
    const url = new URL(path, 'http://same.invalid');
    if (url.host !== 'same.invalid') return undefined;
    // Never back to the logout page: that would sign the shopper straight out again.
    if (/\/customer\/account\/(logout|login)(\/|$)/.test(url.pathname)) return undefined;
    return url.pathname + url.search;
  } catch {
    return undefined;
  }
}

/**
 * A 303 to a path on this site with a relative Location. Not NextResponse.redirect: behind the
 * proxy the request URL carries Next's own host name (localhost), and an absolute redirect there
 * would move the shopper to another host and leave their cookies behind.
 */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path } });
}
