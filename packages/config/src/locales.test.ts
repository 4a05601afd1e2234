import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currencies.ts';
import {
  DEFAULT_LOCALE,
  DEFAULT_STORE_ID,
  findLocale,
  getLocale,
  isLocaleCode,
  LOCALE_CODES,
  LOCALES,
  localeBySubpathPrefix,
  localeFromHeader,
  toHeaderLocale,
  type LocaleCode,
  type LocaleConfig,
} from './locales.ts';

function textDirection(tag: string): string | undefined {
  const loc = new Intl.Locale(tag) as Intl.Locale & {
    textInfo?: { direction?: string };
    getTextInfo?: () => { direction?: string };
  };
  return (loc.getTextInfo?.() ?? loc.textInfo)?.direction;
}

function uniqueBy<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

describe('§1 store versions', () => {
  it('covers the twelve countries and regions of §1, plus the Arabic UAE locale', () => {
    expect(new Set(LOCALES.map((l) => l.countryCode))).toEqual(
      new Set(['GB', 'EU', 'IE', 'US', 'AU', 'NZ', 'FR', 'CA', 'IL', 'AE', 'QA', 'SA']),
    );
    expect(LOCALES).toHaveLength(13);
  });

  it('lists the locales in store-switcher order', () => {
    expect(LOCALES.map((l) => l.localeISOCode)).toEqual([
      'en-GB',
      'en-IE',
      'en-EU',
      'en-US',
      'en-AU',
      'en-NZ',
      'en-CA',
      'fr-FR',
      'en-IL',
      'en-AE',
      'ar-AE',
      'en-QA',
      'en-SA',
    ]);
    expect(LOCALES.map((l) => l.localeISOCode)).toEqual([...LOCALE_CODES]);
  });
});

describe('§3.2 locales and currencies table', () => {
  const table: Record<LocaleCode, string> = {
    'en-GB': 'GBP',
    'en-IE': 'EUR',
    'en-EU': 'EUR',
    'en-AU': 'AUD',
    'en-NZ': 'NZD',
    'en-US': 'USD',
    'en-CA': 'CAD',
    'fr-FR': 'EUR',
    'en-IL': 'ILS',
    'en-AE': 'AED',
    'ar-AE': 'AED',
    'en-QA': 'QAR',
    'en-SA': 'SAR',
  };
  it.each(Object.entries(table))('%s sells in %s', (code, currency) => {
    expect(findLocale(code)?.currency).toBe(currency);
  });

  it('en-EU behaves as en-GB and en-NZ as en-AU (realLocaleISOCode)', () => {
    expect(getLocale('en-EU')).toMatchObject({ realLocaleISOCode: 'en-GB' });
    expect(getLocale('en-NZ')).toMatchObject({ realLocaleISOCode: 'en-AU' });
  });

  it('decision 0054: the §3.2 fields nothing acts on are not carried', () => {
    const unused = [
      'checkoutTLD',
      'plpSortCode',
      'consentIds',
      'searchDomainKey',
      'storeTag',
      'alpha2',
      'alpha3',
    ];
    for (const l of LOCALES)
      for (const field of [...unused, 'parent', 'childLocaleISOCodes']) {
        expect(l, l.localeISOCode).not.toHaveProperty(field);
      }
  });

  it('every non-alias locale is really itself', () => {
    for (const l of LOCALES) {
      if (l.localeISOCode !== 'en-EU' && l.localeISOCode !== 'en-NZ') {
        expect(l.realLocaleISOCode).toBe(l.localeISOCode);
      }
    }
  });

  it('an alias formats like the locale it aliases (EU shows euros the British way)', () => {
    const eu = getLocale('en-EU');
    expect(
      new Intl.NumberFormat(eu.realLocaleISOCode, { style: 'currency', currency: eu.currency }).format(
        1234.5,
      ),
    ).toBe('€1,234.50');
  });

  it('ar-AE is the Arabic, right-to-left face of the UAE store', () => {
    expect(getLocale('ar-AE')).toMatchObject({
      language: 'ar',
      direction: 'rtl',
      currency: 'AED',
      subpathPrefix: 'ae-ar',
      storeId: getLocale('en-AE').storeId,
    });
  });

  it('dates: MM/DD/YYYY for the US, YYYY/MM/DD for Canada, DD/MM/YYYY elsewhere', () => {
    for (const l of LOCALES) {
      const expected =
        l.localeISOCode === 'en-US'
          ? 'MM/DD/YYYY'
          : l.localeISOCode === 'en-CA'
            ? 'YYYY/MM/DD'
            : 'DD/MM/YYYY';
      expect(l.dateFormat, l.localeISOCode).toBe(expected);
    }
  });

  it('store ids: GB 1, IE 3, US 5, AU 6, FR 7, CA 8, IL 9, QA 10, SA 15, AE 16; EU 2 and NZ 4 (our gaps)', () => {
    const ids = Object.fromEntries(LOCALES.map((l) => [l.localeISOCode, l.storeId]));
    expect(ids).toEqual({
      'en-GB': 1,
      'en-EU': 2,
      'en-IE': 3,
      'en-NZ': 4,
      'en-US': 5,
      'en-AU': 6,
      'fr-FR': 7,
      'en-CA': 8,
      'en-IL': 9,
      'en-QA': 10,
      'en-SA': 15,
      'en-AE': 16,
      'ar-AE': 16,
    });
  });

  it('size formats: default for GB/IE/EU/IL, AU for AU/NZ, US for US/CA, FR for FR, MENA for the Gulf', () => {
    const formats = Object.fromEntries(LOCALES.map((l) => [l.localeISOCode, l.sizeFormat]));
    expect(formats).toEqual({
      'en-GB': 'default',
      'en-IE': 'default',
      'en-EU': 'default',
      'en-IL': 'default',
      'en-AU': 'AU',
      'en-NZ': 'AU',
      'en-US': 'US',
      'en-CA': 'US',
      'fr-FR': 'FR',
      'en-AE': 'MENA',
      'ar-AE': 'MENA',
      'en-QA': 'MENA',
      'en-SA': 'MENA',
    });
  });

  it('§3.3 stock region: the US warehouse for US and CA, the GB warehouse elsewhere', () => {
    for (const l of LOCALES) {
      expect(l.stockRegion, l.localeISOCode).toBe(['en-US', 'en-CA'].includes(l.localeISOCode) ? 'us' : 'gb');
    }
  });

  it('subpath prefixes: none for en-GB, then one per locale', () => {
    expect(LOCALES.map((l) => l.subpathPrefix)).toEqual([
      '',
      'ie',
      'eu',
      'us',
      'au',
      'nz',
      'ca',
      'fr',
      'il',
      'ae',
      'ae-ar',
      'qa',
      'sa',
    ]);
  });

  it('time zones', () => {
    expect(Object.fromEntries(LOCALES.map((l) => [l.localeISOCode, l.timezone]))).toEqual({
      'en-GB': 'Europe/London',
      'en-IE': 'Europe/Dublin',
      'en-EU': 'Europe/Brussels',
      'en-US': 'America/New_York',
      'en-AU': 'Australia/Sydney',
      'en-NZ': 'Pacific/Auckland',
      'en-CA': 'America/Toronto',
      'fr-FR': 'Europe/Paris',
      'en-IL': 'Asia/Jerusalem',
      'en-AE': 'Asia/Dubai',
      'ar-AE': 'Asia/Dubai',
      'en-QA': 'Asia/Qatar',
      'en-SA': 'Asia/Riyadh',
    });
  });
});

describe('§3.2 locale config invariants', () => {
  it('codes, prefixes, tag-manager and content codes are unique', () => {
    expect(uniqueBy(LOCALES.map((l) => l.localeISOCode))).toBe(true);
    expect(uniqueBy(LOCALES.map((l) => l.subpathPrefix))).toBe(true);
    expect(uniqueBy(LOCALES.map((l) => l.gtmStoreCode))).toBe(true);
    expect(uniqueBy(LOCALES.map((l) => l.bmsStoreCode))).toBe(true);
  });

  it('only locales of one store share a store id, and they agree on currency, country and stock', () => {
    const byId = new Map<number, LocaleConfig[]>();
    for (const l of LOCALES) byId.set(l.storeId, [...(byId.get(l.storeId) ?? []), l]);
    for (const [first, ...rest] of byId.values()) {
      for (const other of rest) {
        expect(other.currency).toBe(first?.currency);
        expect(other.countryCode).toBe(first?.countryCode);
        expect(other.stockRegion).toBe(first?.stockRegion);
      }
    }
    expect(byId.size).toBe(12);
  });

  it.each(LOCALES.map((l) => [l.localeISOCode, l] as const))('%s is consistent', (_code, l) => {
    expect(CURRENCIES).toContain(l.currency);
    expect(l.localeISOCode.slice(0, 2)).toBe(l.language);
    expect(l.direction).toBe(textDirection(l.realLocaleISOCode));
    // Intl knows the real locale and the time zone.
    expect(Intl.NumberFormat.supportedLocalesOf([l.realLocaleISOCode])).toEqual([l.realLocaleISOCode]);
    expect(
      () => new Intl.NumberFormat(l.realLocaleISOCode, { style: 'currency', currency: l.currency }),
    ).not.toThrow();
    expect(Intl.supportedValuesOf('timeZone')).toContain(l.timezone);
    // ISO-shaped codes.
    expect(l.countryCode).toMatch(/^[A-Z]{2}$/);
    expect(l.localeISOCode.endsWith(l.countryCode)).toBe(true);
    expect(Number.isInteger(l.storeId) && l.storeId > 0).toBe(true);
    expect(l.currencyMenuFlagImage).toBe(`/flags/${l.countryCode}.svg`);
    expect(l.currencySymbol.length).toBeGreaterThan(0);
    expect(l.subpathPrefix).toMatch(l.localeISOCode === 'en-GB' ? /^$/ : /^[a-z]{2}(-[a-z]{2})?$/);
    // Category homepages are site paths.
    for (const path of Object.values(l.categoryHomepages)) expect(path).toMatch(/^\/([a-z/-]+\.html)?$/);
  });

  it('an alias has the same language, size format and stock region as the locale it behaves as', () => {
    for (const l of LOCALES.filter((x) => x.realLocaleISOCode !== x.localeISOCode)) {
      const parent = getLocale(l.realLocaleISOCode as LocaleCode);
      expect(l.realLocaleISOCode).toBe(parent.localeISOCode);
      expect(l.sizeFormat).toBe(parent.sizeFormat);
      expect(l.stockRegion).toBe(parent.stockRegion);
    }
  });

  it('is frozen, so no caller can change a store for everyone', () => {
    const gb = getLocale('en-GB');
    expect(Object.isFrozen(LOCALES)).toBe(true);
    expect(Object.isFrozen(gb)).toBe(true);
    expect(Object.isFrozen(gb.categoryHomepages)).toBe(true);
    expect(() => {
      (gb as { currency: string }).currency = 'USD';
    }).toThrow(TypeError);
  });
});

describe('§9 defaults', () => {
  it('default locale en-GB and default store id 1, which is en-GB’s', () => {
    expect(DEFAULT_LOCALE).toBe('en-GB');
    expect(DEFAULT_STORE_ID).toBe(1);
    expect(getLocale(DEFAULT_LOCALE).storeId).toBe(DEFAULT_STORE_ID);
  });
});

describe('§3.2 locale lookups', () => {
  it('isLocaleCode accepts exactly the 13 codes', () => {
    for (const code of LOCALE_CODES) expect(isLocaleCode(code)).toBe(true);
    for (const bad of ['en-gb', 'en_GB', 'de-DE', '', 'toString']) expect(isLocaleCode(bad)).toBe(false);
  });

  it('findLocale returns undefined for unknown codes; getLocale throws on a forced unknown', () => {
    expect(findLocale('en-IE')?.storeId).toBe(3);
    expect(findLocale('de-DE')).toBeUndefined();
    expect(findLocale('constructor')).toBeUndefined();
    expect(() => getLocale('xx-XX' as LocaleCode)).toThrow(/Unknown locale/);
  });

  it("localeBySubpathPrefix: '' is en-GB, each prefix its locale, case-sensitive", () => {
    expect(localeBySubpathPrefix('')?.localeISOCode).toBe('en-GB');
    for (const l of LOCALES) expect(localeBySubpathPrefix(l.subpathPrefix)).toBe(l);
    expect(localeBySubpathPrefix('IE')).toBeUndefined();
    expect(localeBySubpathPrefix('de')).toBeUndefined();
  });
});

describe('§7.1 locale header', () => {
  it("toHeaderLocale replaces '-' by '_'", () => {
    expect(toHeaderLocale('en-GB')).toBe('en_GB');
    expect(toHeaderLocale('ar-AE')).toBe('ar_AE');
  });

  it('localeFromHeader reads both spellings and round-trips every locale', () => {
    expect(localeFromHeader('en_GB')?.localeISOCode).toBe('en-GB');
    expect(localeFromHeader('fr-FR')?.localeISOCode).toBe('fr-FR');
    expect(localeFromHeader(' en_IE ')?.localeISOCode).toBe('en-IE');
    for (const code of LOCALE_CODES) expect(localeFromHeader(toHeaderLocale(code))?.localeISOCode).toBe(code);
  });

  it('localeFromHeader is case-sensitive and rejects unknown or malformed values', () => {
    for (const bad of ['en_gb', 'EN_GB', 'de_DE', 'en', '', 'en__GB', 'en_GB_x']) {
      expect(localeFromHeader(bad), bad).toBeUndefined();
    }
  });
});
