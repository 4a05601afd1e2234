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
