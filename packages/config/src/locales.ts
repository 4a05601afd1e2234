import type { CurrencyCode } from './currencies.ts';

// §3.2 locale table plus the Arabic variant of the UAE store (§1: twelve store versions; the UAE
// store has an English and an Arabic locale, so thirteen locales). Order = store-switcher order.
export const LOCALE_CODES = [
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
] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];
export type Language = 'en' | 'fr' | 'ar';
// §3.2 size formats.
export type SizeFormat = 'default' | 'AU' | 'US' | 'FR' | 'MENA';
// §3.3 total_stock_gb / total_stock_us: which warehouse's stock decides "in stock".
export type StockRegion = 'gb' | 'us';
// §3.2 date formats.
export type DateFormat = 'DD/MM/YYYY' | 'MM/DD/YYYY' | 'YYYY/MM/DD';

// §3.2 locale config fields, in the spec's order, plus `stockRegion` (§3.3).
export interface LocaleConfig {
  localeISOCode: LocaleCode;
  /** For aliases (§3.2: en-EU behaves as en-GB, en-NZ as en-AU) the locale that is really used; otherwise itself. Feed this to Intl. */
  realLocaleISOCode: string;
  language: Language;
  direction: 'ltr' | 'rtl';
  currency: CurrencyCode;
  currencySymbol: string;
  countryCode: string;
  storeTag: string;
  alpha2: string;
  alpha3: string;
  storeId: number;
  /** Top-level domain of the store's checkout host, without the leading dot. */
  checkoutTLD: string;
  dateFormat: DateFormat;
  parent: LocaleCode | null;
  childLocaleISOCodes: LocaleCode[];
  /** Store dimension sent to the tag manager's data layer. */
  gtmStoreCode: string;
  /** Region code of the banner and menu management files (§7.7); equals regionName(). */
  bmsStoreCode: string;
  /** §3.2: price-slider sort key, one per currency. */
  plpSortCode: string;
  /** '' for en-GB; otherwise the first path segment that selects the store. */
  subpathPrefix: string;
  currencyMenuFlagImage: string;
  consentIds: { staging: string; production: string };
  /**
   * §2.3/§4.4: the store asks for cookie consent (banner shown; the tag manager waits for an
   * opt-in). docs/operations/privacy.md explains the per-store choice.
   */
  consentRequired: boolean;
  searchDomainKey: string;
  sizeFormat: SizeFormat;
  categoryHomepages: Record<string, string>;
  /** IANA time zone of the store (banner schedules, preview dates, §5). */
  timezone: string;
  stockRegion: StockRegion;
}

// §9 default locale and default store id.
export const DEFAULT_LOCALE: LocaleCode = 'en-GB';
export const DEFAULT_STORE_ID = 1;

// §2.1 public category routes; every store has the same category tree and paths (.html pages are
// not translated, even on fr-FR: §2.1 lists French paths only for four content pages).
const CATEGORY_HOMEPAGES: Readonly<Record<string, string>> = Object.freeze({
  womens: '/',
  newIn: '/new-in.html',
  dresses: '/clothing/dresses.html',
  tops: '/clothing/tops.html',
  plusSize: '/shop-by/plus-size-clothing.html',
  bottoms: '/shop-by/bottoms.html',
});

type LocaleDefaults =
  | 'language'
  | 'direction'
  | 'dateFormat'
  | 'parent'
  | 'childLocaleISOCodes'
  | 'categoryHomepages'
  | 'consentRequired';

/**
 * §4.4: countries whose law lets non-essential cookies run until the shopper objects (opt-out:
 * US state laws, Australia, New Zealand). Every other store asks first (GDPR and ePrivacy/PECR in
 * GB, IE, EU, FR; Quebec's Law 25 in CA; the IL, AE, QA and SA data-protection laws), so a new
 * store asks for consent unless it is deliberately added here.
 */
const OPT_OUT_COUNTRIES: ReadonlySet<string> = new Set(['US', 'AU', 'NZ']);

function locale(
  fields: Omit<LocaleConfig, LocaleDefaults> & Partial<Pick<LocaleConfig, LocaleDefaults>>,
): LocaleConfig {
  const config: LocaleConfig = {
    language: 'en',
    direction: 'ltr',
    // §3.2: DD/MM/YYYY everywhere except the US and Canada.
    dateFormat: 'DD/MM/YYYY',
    parent: null,
    childLocaleISOCodes: [],
    categoryHomepages: { ...CATEGORY_HOMEPAGES },
    consentRequired: !OPT_OUT_COUNTRIES.has(fields.countryCode),
    ...fields,
  };
  Object.freeze(config.childLocaleISOCodes);
  Object.freeze(config.consentIds);
  Object.freeze(config.categoryHomepages);
  return Object.freeze(config);
}

// Store ids (§3.2): GB 1, IE 3, US 5, AU 6, FR 7, CA 8, IL 9, QA 10, SA 15, AE 16. The spec gives
// none for EU and NZ; they take the unused gaps 2 and 4, so no id is shared by two stores.
// ar-AE is the Arabic face of the same UAE store, so it shares 16.
// alpha2/alpha3 are ISO 3166-1. The EU is not a country: 'EU' is ISO 3166's exceptionally reserved
// alpha-2 and no alpha-3 exists, so 'EUR' is our own choice; never send either as a shipping country.
export const LOCALES: readonly LocaleConfig[] = Object.freeze([
  locale({
    localeISOCode: 'en-GB',
    realLocaleISOCode: 'en-GB',
    currency: 'GBP',
    currencySymbol: '£',
    countryCode: 'GB',
    storeTag: 'uk',
    alpha2: 'GB',
    alpha3: 'GBR',
    storeId: 1,
    checkoutTLD: 'co.uk',
    childLocaleISOCodes: ['en-EU'],
    gtmStoreCode: 'vitrine-uk',
    bmsStoreCode: 'UK',
    plpSortCode: 'price_gbp',
    subpathPrefix: '',
    currencyMenuFlagImage: '/flags/GB.svg',
    consentIds: {
      staging: '5a80aa1b-959a-5f9e-9f38-de1815ff8f60',
      production: 'cb0e6ffb-4131-5f19-901c-5b4a4fef96be',
    },
    searchDomainKey: 'vitrine_uk',
    sizeFormat: 'default',
    timezone: 'Europe/London',
    stockRegion: 'gb',
  }),
  locale({
    localeISOCode: 'en-IE',
    realLocaleISOCode: 'en-IE',
    currency: 'EUR',
    currencySymbol: '€',
    countryCode: 'IE',
    storeTag: 'ie',
    alpha2: 'IE',
    alpha3: 'IRL',
    storeId: 3,
    checkoutTLD: 'ie',
    gtmStoreCode: 'vitrine-ie',
    bmsStoreCode: 'IE',
    plpSortCode: 'price_eur',
    subpathPrefix: 'ie',
    currencyMenuFlagImage: '/flags/IE.svg',
    consentIds: {
      staging: 'c604581a-0378-5297-a41e-ef4afa74527e',
      production: '23f4d5f1-5a83-5add-80af-347b076c6bad',
    },
    searchDomainKey: 'vitrine_ie',
    sizeFormat: 'default',
    timezone: 'Europe/Dublin',
    stockRegion: 'gb',
  }),
  // §3.2: en-EU behaves as en-GB (formatting, sizes, content) but sells in EUR.
  locale({
    localeISOCode: 'en-EU',
    realLocaleISOCode: 'en-GB',
    currency: 'EUR',
    currencySymbol: '€',
    countryCode: 'EU',
    storeTag: 'eu',
    alpha2: 'EU',
    alpha3: 'EUR',
    storeId: 2,
    // No EU-specific domain: the international .com checkout.
    checkoutTLD: 'com',
    parent: 'en-GB',
    gtmStoreCode: 'vitrine-eu',
    bmsStoreCode: 'EU',
    plpSortCode: 'price_eur',
    subpathPrefix: 'eu',
    currencyMenuFlagImage: '/flags/EU.svg',
    consentIds: {
      staging: '6fefb783-de68-59f8-8126-2768f52ef77a',
      production: 'f92399be-fb26-59af-9e42-d89c180e3552',
    },
    searchDomainKey: 'vitrine_eu',
    sizeFormat: 'default',
    // Brussels: the EU's institutional seat, Central European Time like most of the euro area.
    timezone: 'Europe/Brussels',
    stockRegion: 'gb',
  }),
  // §3.2: MM/DD/YYYY for the US.
  locale({
    localeISOCode: 'en-US',
    realLocaleISOCode: 'en-US',
    currency: 'USD',
    currencySymbol: '$',
    countryCode: 'US',
    storeTag: 'us',
    alpha2: 'US',
    alpha3: 'USA',
    storeId: 5,
    checkoutTLD: 'com',
    dateFormat: 'MM/DD/YYYY',
    gtmStoreCode: 'vitrine-us',
    bmsStoreCode: 'US',
    plpSortCode: 'price_usd',
    subpathPrefix: 'us',
    currencyMenuFlagImage: '/flags/US.svg',
    consentIds: {
      staging: '963564a5-220c-55b4-9457-d4cb7b56315b',
      production: '1e86e9af-8bd0-5cde-836d-cc633c22f2eb',
    },
    searchDomainKey: 'vitrine_us',
    sizeFormat: 'US',
    timezone: 'America/New_York',
    stockRegion: 'us',
  }),
  locale({
    localeISOCode: 'en-AU',
    realLocaleISOCode: 'en-AU',
    currency: 'AUD',
    currencySymbol: 'A$',
    countryCode: 'AU',
    storeTag: 'au',
    alpha2: 'AU',
    alpha3: 'AUS',
    storeId: 6,
    checkoutTLD: 'com.au',
    childLocaleISOCodes: ['en-NZ'],
    gtmStoreCode: 'vitrine-au',
    bmsStoreCode: 'AU',
    plpSortCode: 'price_aud',
    subpathPrefix: 'au',
    currencyMenuFlagImage: '/flags/AU.svg',
    consentIds: {
      staging: '4e89a355-1e7c-52f3-a0b1-228c0476db09',
      production: '452942cc-75bf-56d1-af24-4ff38a5c96e4',
    },
    searchDomainKey: 'vitrine_au',
    sizeFormat: 'AU',
    timezone: 'Australia/Sydney',
    stockRegion: 'gb',
  }),
  // §3.2: en-NZ behaves as en-AU but sells in NZD.
  locale({
    localeISOCode: 'en-NZ',
    realLocaleISOCode: 'en-AU',
    currency: 'NZD',
    currencySymbol: 'NZ$',
    countryCode: 'NZ',
    storeTag: 'nz',
    alpha2: 'NZ',
    alpha3: 'NZL',
    storeId: 4,
    checkoutTLD: 'co.nz',
    parent: 'en-AU',
    gtmStoreCode: 'vitrine-nz',
    bmsStoreCode: 'NZ',
    plpSortCode: 'price_nzd',
    subpathPrefix: 'nz',
    currencyMenuFlagImage: '/flags/NZ.svg',
    consentIds: {
      staging: '9fcd279e-63d0-558b-8bc8-0ee1dbaad2d3',
      production: '5af48b15-d980-5fb6-9ff9-346d0d01e91e',
    },
    searchDomainKey: 'vitrine_nz',
    sizeFormat: 'AU',
    timezone: 'Pacific/Auckland',
    stockRegion: 'gb',
  }),
  // §3.2: YYYY/MM/DD for Canada. Canada ships from the US warehouse.
  locale({
    localeISOCode: 'en-CA',
    realLocaleISOCode: 'en-CA',
    currency: 'CAD',
    currencySymbol: 'C$',
    countryCode: 'CA',
    storeTag: 'ca',
    alpha2: 'CA',
    alpha3: 'CAN',
    storeId: 8,
    checkoutTLD: 'ca',
    dateFormat: 'YYYY/MM/DD',
    gtmStoreCode: 'vitrine-ca',
    bmsStoreCode: 'CA',
    plpSortCode: 'price_cad',
    subpathPrefix: 'ca',
    currencyMenuFlagImage: '/flags/CA.svg',
    consentIds: {
      staging: '9d6cf29c-be97-51d7-aeb6-48a120e4b16d',
      production: '59581845-4455-537d-adf7-4a8f3215bc2f',
    },
    searchDomainKey: 'vitrine_ca',
    sizeFormat: 'US',
    timezone: 'America/Toronto',
    stockRegion: 'us',
  }),
  locale({
    localeISOCode: 'fr-FR',
    realLocaleISOCode: 'fr-FR',
    language: 'fr',
    currency: 'EUR',
    currencySymbol: '€',
    countryCode: 'FR',
    storeTag: 'fr',
    alpha2: 'FR',
    alpha3: 'FRA',
    storeId: 7,
    checkoutTLD: 'fr',
    gtmStoreCode: 'vitrine-fr',
    bmsStoreCode: 'FR',
    plpSortCode: 'price_eur',
    subpathPrefix: 'fr',
    currencyMenuFlagImage: '/flags/FR.svg',
    consentIds: {
      staging: '921ea683-924b-5650-b6f3-f1e5be01d0ec',
      production: 'fc154145-799d-5751-8724-31e95f6990e8',
    },
    searchDomainKey: 'vitrine_fr',
    sizeFormat: 'FR',
    timezone: 'Europe/Paris',
    stockRegion: 'gb',
  }),
  locale({
    localeISOCode: 'en-IL',
    realLocaleISOCode: 'en-IL',
    currency: 'ILS',
    currencySymbol: '₪',
    countryCode: 'IL',
    storeTag: 'il',
    alpha2: 'IL',
    alpha3: 'ISR',
    storeId: 9,
    checkoutTLD: 'co.il',
    gtmStoreCode: 'vitrine-il',
    bmsStoreCode: 'IL',
    plpSortCode: 'price_ils',
    subpathPrefix: 'il',
    currencyMenuFlagImage: '/flags/IL.svg',
    consentIds: {
      staging: '4b3d3fa6-cbf7-5d4e-8fd2-9fa61a8b8287',
      production: '00145512-b190-5d52-9c31-69f6c243f511',
    },
    searchDomainKey: 'vitrine_il',
    sizeFormat: 'default',
    timezone: 'Asia/Jerusalem',
    stockRegion: 'gb',
  }),
  // The Gulf stores show the ISO code as the symbol in English (what Intl's en-AE does too).
  locale({
    localeISOCode: 'en-AE',
    realLocaleISOCode: 'en-AE',
    currency: 'AED',
    currencySymbol: 'AED',
    countryCode: 'AE',
    storeTag: 'ae',
    alpha2: 'AE',
    alpha3: 'ARE',
    storeId: 16,
    checkoutTLD: 'ae',
    childLocaleISOCodes: ['ar-AE'],
    gtmStoreCode: 'vitrine-ae',
    bmsStoreCode: 'AE',
    plpSortCode: 'price_aed',
    subpathPrefix: 'ae',
    currencyMenuFlagImage: '/flags/AE.svg',
    consentIds: {
      staging: 'f14102a6-8764-57ea-8512-21926f6b462d',
      production: '8ef8345a-98f8-5978-94bf-188d23a47220',
    },
    searchDomainKey: 'vitrine_ae',
    sizeFormat: 'MENA',
    timezone: 'Asia/Dubai',
    stockRegion: 'gb',
  }),
  // The Arabic locale of the UAE store: same store (id 16), currency and stock, right-to-left.
  locale({
    localeISOCode: 'ar-AE',
    realLocaleISOCode: 'ar-AE',
    language: 'ar',
    direction: 'rtl',
    currency: 'AED',
    currencySymbol: 'د.إ',
    countryCode: 'AE',
    storeTag: 'ae-ar',
    alpha2: 'AE',
    alpha3: 'ARE',
    storeId: 16,
    checkoutTLD: 'ae',
    parent: 'en-AE',
    gtmStoreCode: 'vitrine-ae-ar',
    bmsStoreCode: 'AE_AR',
    plpSortCode: 'price_aed',
    subpathPrefix: 'ae-ar',
    currencyMenuFlagImage: '/flags/AE.svg',
    consentIds: {
      staging: '17e1348c-f310-535b-bf1e-bebbd75a3746',
      production: '4e86527b-0112-572e-b87e-3ecef73ab24c',
    },
    searchDomainKey: 'vitrine_ae_ar',
    sizeFormat: 'MENA',
    timezone: 'Asia/Dubai',
    stockRegion: 'gb',
  }),
  locale({
    localeISOCode: 'en-QA',
    realLocaleISOCode: 'en-QA',
    currency: 'QAR',
    currencySymbol: 'QAR',
    countryCode: 'QA',
    storeTag: 'qa',
    alpha2: 'QA',
    alpha3: 'QAT',
    storeId: 10,
    checkoutTLD: 'qa',
    gtmStoreCode: 'vitrine-qa',
    bmsStoreCode: 'QA',
    plpSortCode: 'price_qar',
    subpathPrefix: 'qa',
    currencyMenuFlagImage: '/flags/QA.svg',
    consentIds: {
      staging: '865a2aea-68cb-58fb-bcaf-0090f5b600af',
      production: '0f2aac01-b4ac-5868-85c7-84e55059dc88',
    },
    searchDomainKey: 'vitrine_qa',
    sizeFormat: 'MENA',
    timezone: 'Asia/Qatar',
    stockRegion: 'gb',
  }),
  locale({
    localeISOCode: 'en-SA',
    realLocaleISOCode: 'en-SA',
    currency: 'SAR',
    currencySymbol: 'SAR',
    countryCode: 'SA',
    storeTag: 'sa',
    alpha2: 'SA',
    alpha3: 'SAU',
    storeId: 15,
    checkoutTLD: 'sa',
    gtmStoreCode: 'vitrine-sa',
    bmsStoreCode: 'SA',
    plpSortCode: 'price_sar',
    subpathPrefix: 'sa',
    currencyMenuFlagImage: '/flags/SA.svg',
    consentIds: {
      staging: '7cdfadfb-9aea-5948-93e3-1fd7cebd02c6',
      production: '7c4ed9f3-93da-53cf-a688-14c6b74ec769',
    },
    searchDomainKey: 'vitrine_sa',
    sizeFormat: 'MENA',
    timezone: 'Asia/Riyadh',
    stockRegion: 'gb',
  }),
]);

const BY_CODE: ReadonlyMap<string, LocaleConfig> = new Map(LOCALES.map((l) => [l.localeISOCode, l]));
const BY_PREFIX: ReadonlyMap<string, LocaleConfig> = new Map(LOCALES.map((l) => [l.subpathPrefix, l]));

export function isLocaleCode(value: string): value is LocaleCode {
  return BY_CODE.has(value);
}

export function findLocale(code: string): LocaleConfig | undefined {
  return BY_CODE.get(code);
}

/** The type forbids unknown codes; the runtime check guards casts and untyped callers. */
export function getLocale(code: LocaleCode): LocaleConfig {
  const found = BY_CODE.get(code);
  if (!found) throw new Error(`Unknown locale: ${String(code)}`);
  return found;
}

/** '' selects en-GB (the store without a prefix). Case-sensitive: prefixes are lower-case. */
export function localeBySubpathPrefix(prefix: string): LocaleConfig | undefined {
  return BY_PREFIX.get(prefix);
}

/**
 * §7.1: the locale header carries the code with '-' replaced by '_' (en_GB). The plain code is
 * accepted too. Case-sensitive like the codes; surrounding whitespace (HTTP optional whitespace)
 * is ignored.
 */
export function localeFromHeader(value: string): LocaleConfig | undefined {
  const trimmed = value.trim();
  if (!/^[a-z]{2}[-_][A-Z]{2}$/.test(trimmed)) return undefined;
  return BY_CODE.get(trimmed.replace('_', '-'));
}

/** §7.1: 'en-GB' -> 'en_GB'. */
export function toHeaderLocale(code: LocaleCode): string {
  return code.replace('-', '_');
}
