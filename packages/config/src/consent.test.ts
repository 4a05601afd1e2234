import { describe, expect, it } from 'vitest';
import {
  ALL_DENIED,
  ALL_GRANTED,
  CONSENT_VERSION,
  consentCookieAttributes,
  consentState,
  effectiveConsent,
  googleConsent,
  googleConsentDefault,
  needsConsentBanner,
  parseConsent,
  serialiseConsent,
  shouldLoadTagManager,
} from './consent.ts';
import { LOCALES, getLocale } from './locales.ts';

const NOW = new Date('2026-01-01T00:00:00Z');

describe('§4.4 consent cookie', () => {
  it('round-trips every combination of choices', () => {
    for (let bits = 0; bits < 8; bits++) {
      const choices = { analytics: !!(bits & 1), marketing: !!(bits & 2), personalisation: !!(bits & 4) };
      const state = consentState(choices, NOW);
      expect(parseConsent(serialiseConsent(state))).toEqual(state);
    }
  });

  it('is a compact string that needs no quoting in a cookie', () => {
    const value = serialiseConsent(
      consentState({ analytics: true, marketing: false, personalisation: true }, NOW),
    );
    expect(value).toBe(`v=${CONSENT_VERSION}&a=1&m=0&p=1&t=1767225600`);
    // RFC 6265 cookie-octet: no space, quote, comma, semicolon or backslash.
    expect(value).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]+$/);
  });

  it('accepts a URL-encoded value (some cookie libraries encode)', () => {
    const value = encodeURIComponent(serialiseConsent(consentState(ALL_GRANTED, NOW)));
    expect(parseConsent(value)?.choices).toEqual(ALL_GRANTED);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['another version', 'v=0&a=1&m=1&p=1&t=1'],
    ['a missing category', 'v=1&a=1&m=1&t=1'],
    ['a value other than 0/1', 'v=1&a=yes&m=1&p=1&t=1'],
    ['no time', 'v=1&a=1&m=1&p=1'],
    ['a negative time', 'v=1&a=1&m=1&p=1&t=-5'],
    ['garbage', '%E0%A4%A'],
    ['JSON', '{"analytics":true}'],
  ])('treats %s as no decision (ask again, deny meanwhile)', (_name, value) => {
    expect(parseConsent(value)).toBeNull();
  });

  it('is kept 14 days on path / with SameSite=Lax, readable by scripts (§9)', () => {
    const attributes = consentCookieAttributes({ domain: '.vitrine.co.uk', secure: true });
    expect(attributes).toBe('Max-Age=1209600; Path=/; Domain=.vitrine.co.uk; SameSite=Lax; Secure');
    expect(attributes).not.toMatch(/HttpOnly/i);
    expect(consentCookieAttributes({ secure: false })).toBe('Max-Age=1209600; Path=/; SameSite=Lax');
  });
});

describe('§4.4 which stores ask for consent', () => {
  it('asks in the GDPR and PECR stores at least', () => {
    for (const code of ['en-GB', 'en-IE', 'en-EU', 'fr-FR'] as const)
      expect(getLocale(code).consentRequired, code).toBe(true);
  });

  it('does not ask where the law is opt-out (US, AU, NZ)', () => {
    const notAsking = LOCALES.filter((l) => !l.consentRequired).map((l) => l.localeISOCode);
    expect(notAsking.sort()).toEqual(['en-AU', 'en-NZ', 'en-US']);
  });

  it('both faces of the UAE store agree', () => {
    expect(getLocale('ar-AE').consentRequired).toBe(getLocale('en-AE').consentRequired);
  });
});

describe('§4.4 consent decision', () => {
  const granted = consentState(ALL_GRANTED, NOW);
  const denied = consentState(ALL_DENIED, NOW);

  it('shows the banner only where configured and until a choice is stored', () => {
    expect(needsConsentBanner(true, null)).toBe(true);
    expect(needsConsentBanner(true, denied)).toBe(false);
    expect(needsConsentBanner(false, null)).toBe(false);
  });

  it('allows only what the shopper chose, in every store: nothing before a choice', () => {
    expect(effectiveConsent(null)).toEqual(ALL_DENIED);
    expect(effectiveConsent(granted)).toEqual(ALL_GRANTED);
    expect(effectiveConsent(denied)).toEqual(ALL_DENIED);
  });

  it('loads the tag manager with a container once something is granted, in every store', () => {
    for (const required of [true, false]) {
      const base = { containerId: 'GTM-TEST', required, decided: true };
      expect(shouldLoadTagManager({ ...base, choices: ALL_DENIED })).toBe(false);
      expect(shouldLoadTagManager({ ...base, choices: ALL_GRANTED })).toBe(true);
      expect(shouldLoadTagManager({ ...base, choices: { ...ALL_DENIED, analytics: true } })).toBe(true);
      expect(shouldLoadTagManager({ ...base, containerId: '', choices: ALL_GRANTED })).toBe(false);
      expect(shouldLoadTagManager({ ...base, containerId: null, choices: ALL_GRANTED })).toBe(false);
    }
  });

  it('before a choice, starts it (all denied) only where the store need not ask and GPC is off', () => {
    const before = { containerId: 'GTM-TEST', choices: ALL_DENIED, decided: false };
    expect(shouldLoadTagManager({ ...before, required: false })).toBe(true);
    expect(shouldLoadTagManager({ ...before, required: true })).toBe(false);
    expect(shouldLoadTagManager({ ...before, required: false, globalPrivacyControl: true })).toBe(false);
    expect(shouldLoadTagManager({ ...before, required: false, containerId: null })).toBe(false);
  });

  it('starts the tag manager with every category denied and a 500 ms wait for update', () => {
    const state = googleConsentDefault();
    expect(state.wait_for_update).toBe(500);
    const { wait_for_update: _wait, ...categories } = state;
    expect(Object.values(categories).every((v) => v === 'denied')).toBe(true);
    expect(Object.keys(categories).sort()).toEqual(Object.keys(googleConsent(ALL_GRANTED)).sort());
  });

  it('maps our categories onto the tag manager consent types', () => {
    expect(googleConsent({ analytics: true, marketing: false, personalisation: false })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      personalization_storage: 'denied',
    });
    expect(googleConsent({ analytics: false, marketing: true, personalisation: false })).toMatchObject({
      ad_storage: 'granted',
      ad_personalization: 'denied',
    });
    expect(googleConsent(ALL_GRANTED).ad_personalization).toBe('granted');
  });
});
