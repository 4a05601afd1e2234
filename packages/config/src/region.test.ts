import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { menuRegionName, regionName, storeCode, US_STORE_CODES } from './region.ts';

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

describe('§9 store-code helper', () => {
  it('uses a non-US code as is, whatever the key', () => {
    expect(storeCode('UK')).toBe('UK');
    expect(storeCode('AE_AR', 'east')).toBe('AE_AR');
    expect(storeCode('us', 'east')).toBe('us');
  });

  it('for US looks the key up (default "default"), falling back to US', () => {
    expect(storeCode('US')).toBe('US');
    expect(storeCode('US', 'default')).toBe('US');
    expect(storeCode('US', 'west')).toBe('US');
    expect(storeCode('US', 'east')).toBe('US_EAST');
    expect(storeCode('US', 'central')).toBe('US_CENTRAL');
    expect(storeCode('US', 'mountain')).toBe('US');
    expect(storeCode('US', 'toString')).toBe('US');
    expect(storeCode('US', 'America/Los_Angeles')).toBe('US');
  });

  it('also accepts the region codes as keys', () => {
    expect(storeCode('US', 'US_EAST')).toBe('US_EAST');
    expect(storeCode('US', 'US_CENTRAL')).toBe('US_CENTRAL');
    expect(Object.values(US_STORE_CODES).every((v) => ['US', 'US_EAST', 'US_CENTRAL'].includes(v))).toBe(
      true,
    );
  });
});
