import {
  COOKIE_NAMES,
  consentCookieAttributes,
  googleConsent,
  googleConsentDefault,
  parseConsent,
  pickByEnvironment,
  serialiseConsent,
  shouldLoadTagManager,
  type ConsentState,
} from '@vitrine/config';

/** §4.4: where the tag manager comes from. Nothing else of Google's is requested by the page. */
export const GTM_ORIGIN = 'https://www.googletagmanager.com';
export const gtmScriptUrl = (containerId: string) =>
  `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;

/**
 * The tag-manager container: NEXT_PUBLIC_GTM_ID, else (development and test only) a clearly fake
 * id so the consent flow can be exercised end to end; staging and production load nothing
 * without a real id. The pages' Content-Security-Policy allows the tag manager's hosts only when
 * there is one (server/page-policy.ts).
 */
export function gtmContainerId(appEnv: string, configured: string | undefined): string | null {
  if (configured) return configured;
  return pickByEnvironment<string | null>(
    { development: DEV_GTM_ID, test: DEV_GTM_ID, staging: null, production: null },
    { appEnv, isServer: true },
  );
}
export const DEV_GTM_ID = 'GTM-FAKEDEV0';

/** The slice of `window` the loader touches, so tests can hand it a fake one. */
export interface TagManagerWindow {
  location?: unknown;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  __vtTagManager?: string;
}
export interface ScriptHost {
  createElement(tag: 'script'): HTMLScriptElement;
  head: Pick<HTMLElement, 'appendChild'>;
}

/** The consent cookie's raw value in `document.cookie` (or any Cookie header value). */
export function rawConsentCookie(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === COOKIE_NAMES.consent) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The stored decision, or null (none, or not one we may rely on). */
export function readConsentCookie(cookieHeader: string): ConsentState | null {
  return parseConsent(rawConsentCookie(cookieHeader));
}

/** The whole `document.cookie = ...` assignment for a decision (§9 lifetime, path and domain). */
export function consentCookieString(
  state: ConsentState,
  options: { domain?: string | undefined; secure: boolean },
): string {
  return `${COOKIE_NAMES.consent}=${serialiseConsent(state)}; ${consentCookieAttributes(options)}`;
}

function gtagOf(win: TagManagerWindow): (...args: unknown[]) => void {
  win.dataLayer ??= [];
  // The tag manager reads commands only as `arguments` objects, not arrays: the canonical snippet.
  win.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer!.push(arguments);
  };
  return win.gtag;
}

/**
 * §4.4: loads the consent script and the tag manager when shouldLoadTagManager says so, at most
 * once per page. The consent default (every category denied, 500 ms wait for update) is queued
 * before the container script is even requested, then the shopper's choices as an update (all
 * denied before a choice), so no tag can fire under consent it was not given. Once loaded, every
 * later choice, a withdrawal included, is an update at once. Returns whether it is (now) loaded.
 */
export function loadTagManager(
  win: TagManagerWindow,
  doc: ScriptHost,
  input: Parameters<typeof shouldLoadTagManager>[0] & { containerId: string | null; storeCode: string },
): boolean {
  if (win.__vtTagManager) {
    gtagOf(win)('consent', 'update', googleConsent(input.choices));
    return true;
  }
  if (!shouldLoadTagManager(input)) return false;
  const gtag = gtagOf(win);
  gtag('consent', 'default', googleConsentDefault());
  gtag('consent', 'update', googleConsent(input.choices));
  win.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js', store: input.storeCode });
  const script = doc.createElement('script');
  script.async = true;
  script.src = gtmScriptUrl(input.containerId!);
  doc.head.appendChild(script);
  win.__vtTagManager = input.containerId!;
  return true;
}
