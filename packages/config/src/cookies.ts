// §9 cookies and stored state. All names share the 'vt_' prefix so they are easy to find and
// cannot collide with third-party cookies on the same domain.
export const COOKIE_NAMES = Object.freeze({
  /** Access token (JWT). */
  jwt: 'vt_jwt',
  /** Refresh token (§3.6 session record). */
  refresh: 'vt_refresh',
  /**
   * Decision 0039: '1' beside the two HttpOnly session cookies, readable by scripts, holding no
   * secret. It tells the browser client there is a session to renew, so a shopper who never
   * signed in never meets a refresh, nor the §4.1 logout redirect a failed one raises.
   */
  signedIn: 'vt_signed_in',
  /** §4.2 quote token and its marker flag. */
  quoteToken: 'vt_quote_token',
  quoteFlag: 'vt_quote_flag',
  /** Issue 6 (decision 0013): a guest wishlist's token, and the flag "this browser has a wishlist". */
  wishlistToken: 'vt_wishlist_token',
  wishlistFlag: 'vt_wishlist_flag',
  /** §4.4 cookie-consent preference. */
  consent: 'vt_consent',
  /** Banner and namespace (menu) preview flags. */
  bannerPreview: 'vt_banner_preview',
  namespacePreview: 'vt_namespace_preview',
  features: 'vt_features',
  currency: 'vt_currency',
  store: 'vt_store',
  /** Anti-forgery cookie; its value goes back in the XSRF_HEADER on every non-GET (§6). */
  xsrf: 'vt_xsrf',
  /** §2.3: conversion-event id taken from hConversionEventId and kept for the session. */
  conversionId: 'vt_conversion_id',
  /**
   * Issue 35 item 5 (decision 0029): the signed, HttpOnly device cookie a successful sign-in
   * leaves, so this browser's later sign-ins to that account skip the limits an attacker meets.
   */
  device: 'vt_device',
});

export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

// §9: the anti-forgery request header.
export const XSRF_HEADER = 'x-xsrf-token';
// The same value in a form that works without scripts: a hidden field the page fills from the cookie.
export const XSRF_FIELD = 'xsrf';

// §9: default cookie lifetime 14 days, path '/'.
export const COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
export const COOKIE_PATH = '/';

// Second-level registries under the country TLDs our stores use. Enough for the deployments we
// know of; a host under another multi-label public suffix needs an explicit cookie domain.
const MULTI_LABEL_SUFFIXES: ReadonlySet<string> = new Set([
  'co.uk',
  'org.uk',
  'me.uk',
  'com.au',
  'net.au',
  'org.au',
  'co.nz',
  'net.nz',
  'org.nz',
  'co.il',
  'org.il',
  'co.ae',
  'net.ae',
  'com.qa',
  'com.sa',
]);

/**
 * §9: cookie domain derived from the host: the registrable domain with a leading dot, so a
 * session survives moving between store hosts (www., ie., us. ...) of one deployment:
 * 'www.vitrine.co.uk:443' -> '.vitrine.co.uk', 'ie.vitrine.com' -> '.vitrine.com'.
 * localhost, IP addresses and single-label hosts get no Domain attribute (host-only cookie),
 * which is what browsers require there.
 */
export function cookieDomain(host: string): string | undefined {
  const trimmed = host.trim().toLowerCase();
  // IPv6 literal, bracketed ('[::1]:3000') or bare ('::1').
  if (trimmed.startsWith('[') || trimmed.indexOf(':') !== trimmed.lastIndexOf(':')) return undefined;
  const name = trimmed.replace(/:\d*$/, '').replace(/\.$/, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(name)) return undefined; // IPv4
  if (name === 'localhost' || name.endsWith('.localhost')) return undefined;
  const labels = name.split('.');
  if (labels.length < 2 || labels.some((l) => l === '')) return undefined;
  const lastTwo = labels.slice(-2).join('.');
  const keep = MULTI_LABEL_SUFFIXES.has(lastTwo) ? 3 : 2;
  if (labels.length < keep) return undefined; // the host is itself a public suffix
  return '.' + labels.slice(-keep).join('.');
}
