import { describe, expect, it } from 'vitest';
import * as config from './index.ts';

// The names other packages are written against (the agreed public API).
const RUNTIME_EXPORTS = [
  'LOCALES',
  'DEFAULT_LOCALE',
  'DEFAULT_STORE_ID',
  'isLocaleCode',
  'getLocale',
  'findLocale',
  'localeBySubpathPrefix',
  'localeFromHeader',
  'toHeaderLocale',
  'CURRENCIES',
  'currencyMinorDigits',
  'defaultHostMap',
  'storeHostEntrySchema',
  'hostMapSchema',
  'resolveLocaleFromHost',
  'requiresLogin',
  'isPageAvailable',
  'pageKeyForPath',
  'localisedPath',
  'canonicalPath',
  'LISTING_ATTRIBUTES',
  'ALLOWED_QUERY_PARAMS',
  'cleanQuery',
  'SORT_OPTIONS',
  'LISTING_PAGE_SIZE',
  'MAX_LISTING_PAGE',
  'regionName',
  'BANNER_PREVIEW_REGIONS',
  'pickByEnvironment',
  'MS_PER_SECOND',
  'SECONDS_PER_MINUTE',
  'MINUTES_PER_HOUR',
  'daysInMonth',
  'DAY_LIST',
  'birthYears',
  'cardExpiryYears',
  'formatDatePattern',
  'BRANDS',
  'getBrand',
  'deploymentBrand',
  // The store's colours (issue 30 item 5)
  'COLOURS',
  'colourDef',
  'COOKIE_NAMES',
  'XSRF_HEADER',
  'COOKIE_MAX_AGE_SECONDS',
  'cookieDomain',
  'SIZE_RANGES',
  'formatSize',
  'HOMEPAGE_WIDGET_SIZE',
  'CART_WIDGET_CATEGORY',
  'FOOTER_CACHE_MS',
  'FOOTER_TIMEOUT_MS',
  'BANNER_DEFAULT_END',
  'BANNER_DEFAULT_END_INSTANT',
  'ERROR_REPORTING',
  // §2.2 raw lists
  'ROYALTY_LOCALES',
  'GIFTCARD_LOCALES',
  'ACCOUNT_BALANCE_LOCALES',
  'REFER_A_FRIEND_LOCALES',
  'SUBSCRIPTION_LOCALES',
  // Refer a friend's figures (issue 35 item 12)
  'REFERRAL_STORE_TERMS',
  'referralStoreTerms',
  'parseStoreAmounts',
  // Address book (issue 7)
  'ADDRESS_COUNTRIES',
  'EU_MEMBER_STATES',
  'isAddressCountry',
  'shippingCountriesFor',
  'defaultCountryFor',
  'US_STATES',
  'CA_PROVINCES',
  'AU_STATES',
  'AE_EMIRATES',
  'regionsFor',
  'regionLabel',
  'addressFieldsFor',
  'ADDRESS_ERROR_CODES',
  'ADDRESS_MAX_LENGTHS',
  'validateAddress',
];

describe('public API of @vitrine/config', () => {
  it.each(RUNTIME_EXPORTS)('exports %s', (name) => {
    expect(config).toHaveProperty(name);
    expect((config as Record<string, unknown>)[name]).toBeDefined();
  });

  it('a consumer can resolve a request end to end with the entry point alone', () => {
    const hosts = config.defaultHostMap('vitrine.com');
    const code = config.resolveLocaleFromHost(hosts, {
      host: 'www.vitrine.com',
      nextLocale: 'en-GB',
      currency: 'EUR',
    });
    const locale = config.getLocale(code);
    expect(locale.localeISOCode).toBe('en-EU');
    expect(config.toHeaderLocale(code)).toBe('en_EU');
    expect(config.isPageAvailable('royalty', code)).toBe(true);
    expect(config.formatSize('10', 'clothes', locale.sizeFormat)).toBe('UK 10');
  });
});
