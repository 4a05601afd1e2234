/**
 * Ways to reopen the §4.4 consent choices from anywhere: a plain link to `#cookie-settings` (works
 * from editorial content, which cannot run script) or `openConsentSettings()` from a component.
 */
export const CONSENT_SETTINGS_HASH = '#cookie-settings';
export const CONSENT_OPEN_EVENT = 'vt:consent-open';
/** Fired after the consent cookie is written, so every reader of it in the page re-reads. */
export const CONSENT_CHANGE_EVENT = 'vt:consent-change';

export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}
