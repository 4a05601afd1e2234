/**
 * Response headers every answer of the store carries (issue 35 item 7; OWASP ASVS 5.0 V3.4), from
 * the web server (apps/web/src/server/main.ts) and from the API, in the web process or on its own
 * (app.ts). Decision 0032 records why they are what they are.
 *
 * The Content-Security-Policy here is the one for answers that are not pages: JSON, media, Next's
 * assets, redirects. It lets such an answer load nothing and be framed by nobody, so a JSON body or
 * an uploaded SVG opened as a document runs nothing. Pages get their own policy, with the hashes of
 * the inline scripts they carry (apps/web/src/server/page-policy.ts).
 */
import type { Env } from '../env.ts';

/** The policy of an answer that is not a page: nothing loads, nothing frames it. */
export const NOT_A_PAGE_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Powerful features the store never asks for (`()`: not this page, not any frame in it). A script
 * that got in could otherwise ask the shopper for them under the store's name. The clipboard stays
 * allowed: refer a friend copies its link.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Two years (what the browsers' preload list asks for; ASVS asks for one at least). */
const HSTS_MAX_AGE = 63_072_000;

export type HstsSetting = 'off' | 'on' | 'preload';

/** HSTS is on in production unless HSTS says otherwise; elsewhere only when HSTS asks for it. */
export function hstsSetting(config: Pick<Env, 'APP_ENV' | 'HSTS'>): HstsSetting {
  return config.HSTS ?? (config.APP_ENV === 'production' ? 'on' : 'off');
}

/** The Strict-Transport-Security value, or null when it is off. */
export function strictTransportSecurity(setting: HstsSetting): string | null {
  if (setting === 'off') return null;
  return `max-age=${HSTS_MAX_AGE}; includeSubDomains${setting === 'preload' ? '; preload' : ''}`;
}

export {
  CSP_ALLOW_DIRECTIVES,
  parseCspAllow,
  type CspAllow,
  type CspAllowDirective,
} from '../kernel/csp-allow.ts';

/** Where browsers report a violated policy (CSP_REPORT_URI), as a directive to append, or ''. */
export function reportDirective(config: Pick<Env, 'CSP_REPORT_URI'>): string {
  return config.CSP_REPORT_URI ? `; report-uri ${config.CSP_REPORT_URI}` : '';
}

/**
 * The headers of every answer, with the not-a-page policy; lower-case names. A page's own
 * Content-Security-Policy replaces that one.
 */
export function securityHeaders(
  config: Pick<Env, 'APP_ENV' | 'HSTS' | 'CSP_REPORT_URI'>,
): Readonly<Record<string, string>> {
  const hsts = strictTransportSecurity(hstsSetting(config));
  return Object.freeze({
    'content-security-policy': NOT_A_PAGE_POLICY + reportDirective(config),
    'x-content-type-options': 'nosniff',
    // The old header for the browsers that ignore frame-ancestors.
    'x-frame-options': 'DENY',
    // Other sites (a carrier's tracking page, a footer link) learn the store's origin, never a path
    // or query: reset tokens, order numbers and search words travel there. Nothing of the spec
    // reads the Referer header, so the store's own requests keep it whole.
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    // A window this store opens, or one that opens it, gets no handle on the other.
    'cross-origin-opener-policy': 'same-origin',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  });
}
