import { describe, expect, it } from 'vitest';
import { canonicalPath, FRENCH_PATHS, localisedPath } from './french-paths.ts';
import { LOCALES } from './locales.ts';

const pairs = [
  ['/size-guide', '/guide-des-tailles'],
  ['/royalty', '/ledito/vip'],
  ['/terms', '/conditions-generales'],
  ['/privacy-policy', '/politique-de-confidentialite'],
  // Decision 0040: the footer's content pages, served by the catch-all.
  ['/about-us', '/a-propos'],
  ['/cookie-policy', '/politique-cookies'],
] as const;

describe('§2.1 French paths of fr-FR', () => {
  it('lists exactly the four French pages of §2.1 and the two footer content pages', () => {
    expect(FRENCH_PATHS).toEqual(Object.fromEntries(pairs));
  });

  it.each(pairs)('fr-FR shows %s as %s, and back', (english, french) => {
    expect(localisedPath(english, 'fr-FR')).toBe(french);
    expect(canonicalPath(french, 'fr-FR')).toBe(english);
  });

  it('other locales keep the English paths and do not know the French ones', () => {
    for (const l of LOCALES.filter((x) => x.localeISOCode !== 'fr-FR')) {
      for (const [english, french] of pairs) {
        expect(localisedPath(english, l.localeISOCode)).toBe(english);
        expect(canonicalPath(french, l.localeISOCode)).toBe(french);
      }
    }
  });

  it('keeps query string and fragment, tolerates a trailing slash', () => {
    expect(localisedPath('/size-guide?cat=shoes#fit', 'fr-FR')).toBe('/guide-des-tailles?cat=shoes#fit');
    expect(localisedPath('/terms/', 'fr-FR')).toBe('/conditions-generales');
    expect(canonicalPath('/ledito/vip/?a=1', 'fr-FR')).toBe('/royalty?a=1');
  });

  it('leaves every other path untouched, on fr-FR too', () => {
    for (const path of [
      '/',
      '/faq',
      '/clothing/dresses.html',
      '/royalty/extra',
      '/Terms',
      '/checkout/cart/',
    ]) {
      expect(localisedPath(path, 'fr-FR')).toBe(path);
      expect(canonicalPath(path, 'fr-FR')).toBe(path);
    }
    // An English path reached on fr-FR still names its page.
    expect(canonicalPath('/size-guide', 'fr-FR')).toBe('/size-guide');
  });
});
