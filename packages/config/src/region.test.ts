import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { menuRegionName, regionName } from './region.ts';

describe('§9 region name quirk', () => {
  it('is the country code, GB shown as UK, Arabic with a language suffix', () => {
    expect(Object.fromEntries(LOCALES.map((l) => [l.localeISOCode, regionName(l.localeISOCode)]))).toEqual({
      'en-GB': 'UK',
      'en-IE': 'IE',
      'en-EU': 'EU',
      'en-US': 'US',
      'en-AU': 'AU',
      'en-NZ': 'NZ',
      'en-CA': 'CA',
      'fr-FR': 'FR',
      'en-IL': 'IL',
      'en-AE': 'AE',
      'ar-AE': 'AE_AR',
      'en-QA': 'QA',
      'en-SA': 'SA',
    });
  });

  it('is the content-management store code of each locale (bmsStoreCode)', () => {
    for (const l of LOCALES) expect(l.bmsStoreCode).toBe(regionName(l.localeISOCode));
  });
});

describe('§7.7 static menu files', () => {
  it('the NZ menu uses the AU file; every other locale its own region', () => {
    expect(menuRegionName('en-NZ')).toBe('AU');
    for (const l of LOCALES.filter((x) => x.localeISOCode !== 'en-NZ')) {
      expect(menuRegionName(l.localeISOCode)).toBe(regionName(l.localeISOCode));
    }
  });
});
