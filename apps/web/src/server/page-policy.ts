/**
 * The Content-Security-Policy of a page (decision 0032): what the storefront, the staff screens
 * and the development tools load, and nothing more. Built once from the configuration; each page
 * adds the hashes of its own inline scripts (inline-script-hashes.ts).
 *
 * - Scripts: this origin and the named inline scripts only; no 'unsafe-inline', no 'unsafe-eval'
 *   (Next and React use neither in production). 'self' is safe to trust because everything this
 *   origin serves that a shopper or a merchandiser could have put there (media, JSON) is sent
 *   with its type and `nosniff`, which a browser refuses to run as a script.
 * - The tag manager (§4.4, loaded only after consent) and the Google Analytics 4 tags it loads:
 *   the hosts Google documents for them, only when a container is configured. Custom HTML tags
 *   and custom JavaScript variables need 'unsafe-inline'/'unsafe-eval' and do not run; tag
 *   templates do. Other vendors' hosts come from CSP_ALLOW.
 * - Error reports (§8): the Sentry DSN's origin, else the app's own endpoint (this origin).
 * - Images and media: this origin (/media, /flags) and the content-media CDN (§3.5).
 * - Styles: this origin's stylesheets only; style attributes are allowed (`style-src-attr`):
 *   React writes them for colours that come from data (swatches, menu colours). An injected
 *   attribute can restyle one element, which the stylesheet's utility classes could do anyway,
 *   but cannot carry a selector to read the page, which a `<style>` element could.
 * - Framed by no one (`frame-ancestors 'none'`): the §5 content preview runs in the page itself.
 * - The payment provider's browser side (issue 34): the sandbox's card fields and bank screen
 *   from its own origin, in frames only; with Stripe, Stripe.js, its frames, its API and the
 *   bank's screen from Stripe's documented origins, and the test server's when configured
 *   (payment/runtime.ts paymentPageSources). Nothing of Stripe's when it is not the provider.
 */
import {
  parseCspAllow,
  reportDirective,
  hstsSetting,
  type CspAllowDirective,
  type Env,
} from '../lib/data/runtime';
import { gtmContainerId } from '../lib/consent/tag-manager';
import { paymentPageSources } from '../lib/data/payment';

/** Google's documented sources for the tag manager and GA4 (developers.google.com/tag-platform/security/guides/csp). */
const TAG_MANAGER: Partial<Record<CspAllowDirective, string[]>> = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.googletagmanager.com', 'https://*.google-analytics.com'],
  'connect-src': [
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.google.com',
  ],
};

export type PagePolicyConfig = Pick<
  Env,
  | 'APP_ENV'
  | 'HSTS'
  | 'CSP_ALLOW'
  | 'CSP_REPORT_URI'
  | 'NEXT_PUBLIC_GTM_ID'
  | 'NEXT_PUBLIC_SENTRY_DSN'
  | 'CONTENT_MEDIA_HOST'
  | 'PAYMENT_PROVIDER'
  | 'PAYMENT_SANDBOX_PORT'
  | 'PAYMENT_SANDBOX_ORIGIN'
  | 'STRIPE_JS_URL'
  | 'STRIPE_API_BASE'
>;

/** A page's policy, given the `'sha256-…'` sources of its inline scripts. */
export type PagePolicy = (scriptHashes: readonly string[]) => string;

export function pagePolicy(config: PagePolicyConfig): PagePolicy {
  const allow = parseCspAllow(config.CSP_ALLOW);
  const tags = gtmContainerId(config.APP_ENV, config.NEXT_PUBLIC_GTM_ID) ? TAG_MANAGER : {};
  const media = config.CONTENT_MEDIA_HOST ? [`https://${config.CONTENT_MEDIA_HOST}`] : [];
  const reports = config.NEXT_PUBLIC_SENTRY_DSN ? [new URL(config.NEXT_PUBLIC_SENTRY_DSN).origin] : [];
  const payment = paymentPageSources(config);
  const sources = (directive: CspAllowDirective, ...own: string[]) =>
    `${directive} ${[...new Set(["'self'", ...own, ...(tags[directive] ?? []), ...(allow[directive] ?? [])])].join(' ')}`;

  const scripts = sources('script-src', ...payment['script-src']);
  const rest = [
    "script-src-attr 'none'",
    sources('style-src'),
    "style-src-attr 'unsafe-inline'",
    sources('img-src', ...media),
    sources('font-src'),
    sources('connect-src', ...reports, ...payment['connect-src']),
    sources('media-src', ...media),
    sources('frame-src', ...payment['frame-src']),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Served over https (HSTS on): a stray http:// image or script is asked for over https.
    ...(hstsSetting(config) === 'off' ? [] : ['upgrade-insecure-requests']),
  ].join('; ');
  const report = reportDirective(config);
  return (scriptHashes) =>
    `default-src 'self'; ${scripts}${scriptHashes.length ? ` ${scriptHashes.join(' ')}` : ''}; ${rest}${report}`;
}
