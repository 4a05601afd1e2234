import { getLocale, type LocaleCode } from './locales.ts';

/**
 * §9 region name quirk: the country code, except that GB is shown as 'UK'; an Arabic locale adds
 * a language suffix ('AE_AR'). Region names key the per-region content files (§7.7) and previews.
 */
export function regionName(locale: LocaleCode): string {
  const config = getLocale(locale);
  const country = config.countryCode === 'GB' ? 'UK' : config.countryCode;
  return config.language === 'ar' ? `${country}_AR` : country;
}

/** §7.7: the region whose static menu file a locale reads; the NZ menu uses the AU file. */
export function menuRegionName(locale: LocaleCode): string {
  return locale === 'en-NZ' ? regionName('en-AU') : regionName(locale);
}

/**
 * §9 store-code helper, US half: the derived key is looked up here. The four keys given for the
 * spec are default, west, east and central. The region codes themselves (what usTimezoneRegion
 * returns) are also keys, so storeCode('US', usTimezoneRegion(...)) gives the right code.
 */
export const US_STORE_CODES: Readonly<Record<string, string>> = Object.freeze({
  default: 'US',
  west: 'US',
  east: 'US_EAST',
  central: 'US_CENTRAL',
  US: 'US',
  US_EAST: 'US_EAST',
  US_CENTRAL: 'US_CENTRAL',
});

/** §9: a non-US code is used as is; for 'US' the key (default 'default') is looked up, falling back to 'US'. */
export function storeCode(code: string, usKey = 'default'): string {
  if (code !== 'US') return code;
  return Object.hasOwn(US_STORE_CODES, usKey) ? (US_STORE_CODES[usKey] ?? 'US') : 'US';
}
