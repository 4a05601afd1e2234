import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import {
  defaultHostMap,
  hostMapSchema,
  normaliseHost,
  parseHostMap,
  resolveLocaleFromHost,
  storeHostEntrySchema,
  type StoreHostEntry,
} from './stores-hosts.ts';

const map = defaultHostMap('vitrine.com');
const resolve = (host: string, nextLocale?: string, currency?: string): string =>
  resolveLocaleFromHost(map, {
    host,
    ...(nextLocale ? { nextLocale } : {}),
    ...(currency ? { currency } : {}),
  });

describe('§3.2 store configuration entries (default host map)', () => {
  it('has one host per store, under the given domain', () => {
    expect([...new Set(map.map((e) => e.hostName))]).toEqual(
      ['www', 'ie', 'us', 'au', 'ca', 'fr', 'il', 'ae', 'qa', 'sa'].map((s) => `${s}.vitrine.com`),
    );
  });

  it('reaches every locale, each entry resolving to its own locale', () => {
    expect(new Set(map.map((e) => e.localeValue))).toEqual(new Set(LOCALES.map((l) => l.localeISOCode)));
    for (const e of map) {
      expect(
        resolveLocaleFromHost(map, {
          host: e.hostName,
          nextLocale: e.requiredNextLocale,
          currency: e.requiredCurrency,
        }),
      ).toBe(e.localeValue);
    }
  });

  it('is valid for its own schema', () => {
    expect(hostMapSchema.parse(map)).toEqual(map);
  });

  it('normalises the domain and refuses something that is not one', () => {
    expect(defaultHostMap(' Vitrine.CO.UK ')[0]?.hostName).toBe('www.vitrine.co.uk');
    for (const bad of ['', 'localhost', 'https://vitrine.com', 'vitrine .com', 'vitrine.com/x']) {
      expect(() => defaultHostMap(bad), bad).toThrow(/Not a domain name/);
    }
  });
});

describe('§9 host-to-locale rule', () => {
  it('matches by host', () => {
    expect(resolve('www.vitrine.com', 'en-GB')).toBe('en-GB');
    expect(resolve('ie.vitrine.com', 'en-IE')).toBe('en-IE');
    expect(resolve('fr.vitrine.com', 'fr-FR')).toBe('fr-FR');
    expect(resolve('sa.vitrine.com', 'en-SA')).toBe('en-SA');
  });

  it('EUR on the GB host gives en-EU', () => {
    expect(resolve('www.vitrine.com', 'en-GB', 'EUR')).toBe('en-EU');
    expect(resolve('www.vitrine.com', undefined, 'EUR')).toBe('en-EU');
  });

  it('NZD on the AU host gives en-NZ', () => {
    expect(resolve('au.vitrine.com', 'en-AU', 'NZD')).toBe('en-NZ');
    expect(resolve('au.vitrine.com', 'en-AU', 'AUD')).toBe('en-AU');
  });

  it('a currency rule belongs to its host only (EUR on the IE or AU host changes nothing)', () => {
    expect(resolve('ie.vitrine.com', 'en-IE', 'EUR')).toBe('en-IE');
    expect(resolve('au.vitrine.com', 'en-AU', 'EUR')).toBe('en-AU');
    expect(resolve('www.vitrine.com', 'en-GB', 'NZD')).toBe('en-GB');
  });

  it('then next locale: both locales of the UAE host; the first entry is the host default', () => {
    expect(resolve('ae.vitrine.com', 'ar-AE')).toBe('ar-AE');
    expect(resolve('ae.vitrine.com', 'en-AE')).toBe('en-AE');
    expect(resolve('ae.vitrine.com')).toBe('en-AE');
  });

  it('falls back to en-GB for an unknown host or a next locale the host does not serve', () => {
    expect(resolve('shop.example.org', 'en-US')).toBe('en-GB');
    expect(resolve('ae.vitrine.com', 'fr-FR')).toBe('en-GB');
    expect(resolveLocaleFromHost([], { host: 'www.vitrine.com' })).toBe('en-GB');
  });

  it('compares hosts case-insensitively and ignores a port or trailing dot', () => {
    expect(resolve('US.Vitrine.COM:443', 'en-US')).toBe('en-US');
    expect(resolve('us.vitrine.com.', 'en-US')).toBe('en-US');
    expect(
      resolveLocaleFromHost([{ hostName: 'LOCALHOST', requiredNextLocale: 'fr-FR', localeValue: 'fr-FR' }], {
        host: 'localhost:3000',
      }),
    ).toBe('fr-FR');
  });

  it('reads the currency case-insensitively; an unmatched currency keeps the host default', () => {
    expect(resolve('www.vitrine.com', 'en-GB', ' eur ')).toBe('en-EU');
    expect(resolve('www.vitrine.com', 'en-GB', 'USD')).toBe('en-GB');
    expect(resolve('www.vitrine.com', 'en-GB', '')).toBe('en-GB');
  });

  it('falls back to en-GB when a host only has currency entries and the currency does not match', () => {
    const only: StoreHostEntry[] = [
      { hostName: 'x.test', requiredNextLocale: 'en-GB', requiredCurrency: 'EUR', localeValue: 'en-EU' },
    ];
    expect(resolveLocaleFromHost(only, { host: 'x.test', currency: 'GBP' })).toBe('en-GB');
    expect(resolveLocaleFromHost(only, { host: 'x.test', currency: 'EUR' })).toBe('en-EU');
  });
});

describe('§9 host comparison (normaliseHost)', () => {
  it('lower-cases and drops port and trailing dot', () => {
    expect(normaliseHost(' WWW.Vitrine.com:8080 ')).toBe('www.vitrine.com');
    expect(normaliseHost('[::1]:3000')).toBe('[::1]');
    expect(normaliseHost('example.com.')).toBe('example.com');
  });
});

describe('§3.2 host map configuration schema', () => {
  const entry = { hostName: 'www.vitrine.com', requiredNextLocale: 'en-GB', localeValue: 'en-GB' };

  it('accepts a valid entry and lower-cases its host', () => {
    expect(storeHostEntrySchema.parse({ ...entry, hostName: ' WWW.Vitrine.com ' }).hostName).toBe(
      'www.vitrine.com',
    );
    expect(
      storeHostEntrySchema.parse({ ...entry, requiredCurrency: 'EUR', localeValue: 'en-EU' })
        .requiredCurrency,
    ).toBe('EUR');
  });

  it('rejects unknown locales and currencies, hosts with scheme or port, and extra keys', () => {
    const bad = [
      { ...entry, requiredNextLocale: 'de-DE' },
      { ...entry, localeValue: 'en_GB' },
      { ...entry, requiredCurrency: 'JPY' },
      { ...entry, hostName: 'https://www.vitrine.com' },
      { ...entry, hostName: 'www.vitrine.com:443' },
      { ...entry, hostName: '' },
      { ...entry, extra: true },
      { hostName: 'www.vitrine.com', requiredNextLocale: 'en-GB' },
    ];
    for (const value of bad)
      expect(storeHostEntrySchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
  });

  it('rejects a currency rule leading to a locale that does not sell in that currency', () => {
    expect(storeHostEntrySchema.safeParse({ ...entry, requiredCurrency: 'EUR' }).success).toBe(false);
  });

  it('rejects an empty map and duplicate rules', () => {
    expect(hostMapSchema.safeParse([]).success).toBe(false);
    expect(hostMapSchema.safeParse([entry, { ...entry, hostName: 'WWW.vitrine.com' }]).success).toBe(false);
  });

  it('parseHostMap reads JSON and names the problem', () => {
    expect(parseHostMap(JSON.stringify(map))).toEqual(map);
    expect(() => parseHostMap('{')).toThrow('Host map is not valid JSON');
    expect(() => parseHostMap(JSON.stringify([{ ...entry, localeValue: 'xx' }]))).toThrow(
      /Invalid host map.*localeValue/s,
    );
  });
});
