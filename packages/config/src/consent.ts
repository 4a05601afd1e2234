import { CONSENT_WAIT_FOR_UPDATE_MS } from './constants.ts';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_PATH } from './cookies.ts';

// §4.4 cookie consent: the categories a shopper chooses, how the choice is stored in the consent
// cookie (COOKIE_NAMES.consent) and what it lets run. Pure: callers read and write the cookie.

/** Optional categories; `necessary` is always on and so is not a choice. */
export const CONSENT_CATEGORIES = ['analytics', 'marketing', 'personalisation'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoices = Record<ConsentCategory, boolean>;

/**
 * A stored decision. `version` is bumped when the categories or their meaning change, so a choice
 * made under other terms is asked again instead of being stretched to cover new tracking.
 */
export interface ConsentState {
  version: number;
  choices: ConsentChoices;
  /** When the shopper chose, in whole seconds since the epoch (proof of consent, GDPR art. 7). */
  decidedAt: number;
}

export const CONSENT_VERSION = 1;

/**
 * The cookie holds a compact, URL-encoded string such as `v=1&a=1&m=0&p=0&t=1767225600`: short,
 * legal in a cookie without quoting, and readable by the tag-manager loader in the browser (the
 * cookie is deliberately not HttpOnly: cached pages decide client-side, §4.4).
 */
const KEYS: Record<ConsentCategory, string> = { analytics: 'a', marketing: 'm', personalisation: 'p' };

export const ALL_GRANTED: ConsentChoices = Object.freeze({
  analytics: true,
  marketing: true,
  personalisation: true,
});
export const ALL_DENIED: ConsentChoices = Object.freeze({
  analytics: false,
  marketing: false,
  personalisation: false,
});

export function serialiseConsent(state: ConsentState): string {
  const parts = [`v=${state.version}`];
  for (const category of CONSENT_CATEGORIES)
    parts.push(`${KEYS[category]}=${state.choices[category] ? 1 : 0}`);
  parts.push(`t=${Math.floor(state.decidedAt)}`);
  return parts.join('&');
}

/**
 * The stored decision, or null when there is none we may rely on: absent, malformed, a missing
 * category, or another version. Null means "ask again" (and, until then, deny).
 */
export function parseConsent(value: string | undefined | null): ConsentState | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value.trim());
  } catch {
    return null;
  }
  const fields = new Map<string, string>();
  for (const pair of decoded.split('&')) {
    const [key, raw, extra] = pair.split('=');
    if (key === undefined || raw === undefined || extra !== undefined) return null;
    fields.set(key, raw);
  }
  if (fields.get('v') !== String(CONSENT_VERSION)) return null;
  const choices = {} as ConsentChoices;
  for (const category of CONSENT_CATEGORIES) {
    const flag = fields.get(KEYS[category]);
    if (flag !== '0' && flag !== '1') return null;
    choices[category] = flag === '1';
  }
  const decidedAt = Number(fields.get('t'));
  if (!Number.isSafeInteger(decidedAt) || decidedAt < 0) return null;
  return { version: CONSENT_VERSION, choices, decidedAt };
}

export function consentState(choices: ConsentChoices, now: Date = new Date()): ConsentState {
  return {
    version: CONSENT_VERSION,
    choices: { ...choices },
    decidedAt: Math.floor(now.getTime() / 1000),
  };
}

/** §9 cookie rules (14 days, path /), SameSite=Lax; readable by scripts on purpose (see KEYS). */
export function consentCookieAttributes(options: { domain?: string | undefined; secure: boolean }): string {
  return [
    `Max-Age=${COOKIE_MAX_AGE_SECONDS}`,
    `Path=${COOKIE_PATH}`,
    ...(options.domain ? [`Domain=${options.domain}`] : []),
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * What the shopper allows now: their stored choice, else nothing optional (§4.4 "all consent
 * categories denied"), in every store. A store that need not ask first (opt-out law) differs only
 * in showing no banner and in starting the tag manager before a choice (shouldLoadTagManager), not
 * in granting anything the shopper has not chosen (decision 0041).
 */
export function effectiveConsent(stored: ConsentState | null): ConsentChoices {
  return stored ? { ...stored.choices } : { ...ALL_DENIED };
}

/** The banner shows while a store that asks for consent has no usable stored choice. */
export function needsConsentBanner(required: boolean, stored: ConsentState | null): boolean {
  return required && stored === null;
}

/**
 * §4.4 "the consent flag decides whether the tag manager and consent script load", with a
 * container configured:
 *   - once the shopper has granted at least one optional category, in every store;
 *   - before any choice, only where the store need not ask (`required` false): it then starts
 *     with every category denied (Google consent mode's default) and stays so until the shopper
 *     chooses from the footer's cookie settings (decision 0041);
 *   - never after a refusal of everything, nor before a choice where the store asks, nor for a
 *     browser sending Global Privacy Control that has made no choice (US opt-out laws).
 * With nothing loaded no request leaves for the tag manager.
 */
export function shouldLoadTagManager(input: {
  containerId: string | null | undefined;
  choices: ConsentChoices;
  required: boolean;
  decided: boolean;
  globalPrivacyControl?: boolean;
}): boolean {
  if (!input.containerId) return false;
  if (CONSENT_CATEGORIES.some((c) => input.choices[c])) return true;
  return !input.required && !input.decided && !input.globalPrivacyControl;
}

export type GoogleConsentValue = 'granted' | 'denied';
export type GoogleConsentState = Record<
  | 'ad_storage'
  | 'ad_user_data'
  | 'ad_personalization'
  | 'analytics_storage'
  | 'functionality_storage'
  | 'personalization_storage'
  | 'security_storage',
  GoogleConsentValue
>;

/**
 * The tag manager's consent-mode state for our categories. `security_storage` is strictly
 * necessary and `functionality_storage` serves features the shopper asked for, but both stay
 * denied by default with the rest (§4.4 "all consent categories denied") and follow `necessary`
 * only in the update.
 */
export function googleConsent(choices: ConsentChoices): GoogleConsentState {
  const g = (on: boolean): GoogleConsentValue => (on ? 'granted' : 'denied');
  return {
    ad_storage: g(choices.marketing),
    ad_user_data: g(choices.marketing),
    ad_personalization: g(choices.marketing && choices.personalisation),
    analytics_storage: g(choices.analytics),
    functionality_storage: 'granted',
    personalization_storage: g(choices.personalisation),
    security_storage: 'granted',
  };
}

/** §4.4 default: every category denied, with the 500 ms wait for update. */
export function googleConsentDefault(): GoogleConsentState & { wait_for_update: number } {
  return {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    security_storage: 'denied',
    wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
  };
}
