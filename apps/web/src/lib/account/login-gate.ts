import { isPathAvailable, requiresLogin, safeReturnPath, type LocaleCode } from '@vitrine/config';
import { href } from '@/lib/store';
import { loginHref } from './paths';

/**
 * The request header in which the proxy tells a page the address the shopper asked for (path and
 * query, as the shopper sees it). The proxy always sets it, replacing any a client sent, so a page
 * may send the shopper back there after signing in (requireSession in ./session.ts).
 */
export const PAGE_PATH_HEADER = 'x-vitrine-page-path';

/** What the proxy knows of a page request that is about to render a page. */
export interface GateRequest {
  method: string;
  locale: LocaleCode;
  /** The page's path inside the store: no prefix, English (canonical) names. */
  pagePath: string;
  /** Path and query the shopper asked for. */
  requested: string;
  hasAccessCookie: boolean;
  hasRefreshCookie: boolean;
}

/** Where the shopper goes instead of the page; undefined when the page renders. */
export type GateDecision = { kind: 'login' | 'refresh'; location: string } | undefined;

/** The address a sign-in (or a refresh) returns to: a path of this site (decision 0030). */
export function returnPathOf(requested: string | null | undefined, locale: LocaleCode): string {
  return safeReturnPath(requested, href(locale, '/customer/account'));
}

/** Where a page that needs a signed-in shopper sends one it could not recognise (§2.1, §4.1). */
export function signInRoute(locale: LocaleCode, back: string, hasRefreshCookie: boolean): string {
  // A refresh cookie may still renew the sign-in: the refresh route rotates the pair, sets the
  // cookies (a page cannot) and comes back; it sends the shopper to sign in when it cannot.
  if (hasRefreshCookie) return `/api/session/refresh?next=${encodeURIComponent(back)}`;
  return loginHref(locale, back);
}

/**
 * §2.1 "login needed", decided once for every page in the proxy (requiresLogin, the spec's table):
 * a shopper with no access cookie never reaches such a page; they sign in (or renew their sign-in)
 * and come back to the address they asked for. Only page loads are turned away: a form post to the
 * page is a server action, which answers for its own caller.
 */
export function loginGate(req: GateRequest): GateDecision {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  if (!requiresLogin(req.pagePath) || req.hasAccessCookie) return undefined;
  // §2.2 before §2.1: a page the store does not offer is its 404 for everyone; asking a shopper
  // to sign in first would promise a page that is not there.
  if (!isPathAvailable(req.pagePath, req.locale)) return undefined;
  const back = returnPathOf(req.requested, req.locale);
  return {
    kind: req.hasRefreshCookie ? 'refresh' : 'login',
    location: signInRoute(req.locale, back, req.hasRefreshCookie),
  };
}
