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

// §3.2 locale config fields, in the spec's order, plus `stockRegion` (§3.3); decision 0054 lists the
// §3.2 fields left out because nothing in the store acts on them.
export interface LocaleConfig {
  localeISOCode: LocaleCode;
  /** For aliases (§3.2: en-EU behaves as en-GB, en-NZ as en-AU) the locale that is really used; otherwise itself. Feed this to Intl. */
  realLocaleISOCode: string;
  language: Language;
  direction: 'ltr' | 'rtl';
  currency: CurrencyCode;
  currencySymbol: string;
  countryCode: string;
  storeId: number;
  dateFormat: DateFormat;
  /** Store dimension sent to the tag manager's data layer. */
  gtmStoreCode: string;
  /** Region code of the banner and menu management files (§7.7); equals regionName(). */
  bmsStoreCode: string;
  /** '' for en-GB; otherwise the first path segment that selects the store. */
  subpathPrefix: string;
  currencyMenuFlagImage: string;
  /**
   * §2.3/§4.4: the store asks for cookie consent (banner shown; the tag manager waits for an
   * opt-in). docs/operations/privacy.md explains the per-store choice.
   */
  consentRequired: boolean;
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

type LocaleDefaults = 'language' | 'direction' | 'dateFormat' | 'categoryHomepages' | 'consentRequired';

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
    categoryHomepages: { ...CATEGORY_HOMEPAGES },
    consentRequired: !OPT_OUT_COUNTRIES.has(fields.countryCode),
    ...fields,
  };
  Object.freeze(config.categoryHomepages);
  return Object.freeze(config);
}

// Store ids (§3.2): GB 1, IE 3, US 5, AU 6, FR 7, CA 8, IL 9, QA 10, SA 15, AE 16. The spec gives
// none for EU and NZ; they take the unused gaps 2 and 4, so no id is shared by two stores.
// ar-AE is the Arabic face of the same UAE store, so it shares 16.
// The EU is not a country: its countryCode 'EU' is ISO 3166's exceptionally reserved alpha-2;
// never send it as a shipping country. Decision 0054: the §3.2 fields nothing reads are left out.
export const LOCALES: readonly LocaleConfig[] = Object.freeze([
  locale({
    localeISOCode: 'en-GB',
    realLocaleISOCode: 'en-GB',
    currency: 'GBP',
    currencySymbol: '£',
    countryCode: 'GB',
    storeId: 1,
    gtmStoreCode: 'vitrine-uk',
    bmsStoreCode: 'UK',
    subpathPrefix: '',
    currencyMenuFlagImage: '/flags/GB.svg',
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
    storeId: 3,
    gtmStoreCode: 'vitrine-ie',
    bmsStoreCode: 'IE',
    subpathPrefix: 'ie',
    currencyMenuFlagImage: '/flags/IE.svg',
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
    storeId: 2,
    gtmStoreCode: 'vitrine-eu',
    bmsStoreCode: 'EU',
    subpathPrefix: 'eu',
    currencyMenuFlagImage: '/flags/EU.svg',
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
    storeId: 5,
    dateFormat: 'MM/DD/YYYY',
    gtmStoreCode: 'vitrine-us',
    bmsStoreCode: 'US',
    subpathPrefix: 'us',
    currencyMenuFlagImage: '/flags/US.svg',
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
    storeId: 6,
    gtmStoreCode: 'vitrine-au',
    bmsStoreCode: 'AU',
    subpathPrefix: 'au',
    currencyMenuFlagImage: '/flags/AU.svg',
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
    storeId: 4,
    gtmStoreCode: 'vitrine-nz',
    bmsStoreCode: 'NZ',
    subpathPrefix: 'nz',
    currencyMenuFlagImage: '/flags/NZ.svg',
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
    storeId: 8,
    dateFormat: 'YYYY/MM/DD',
    gtmStoreCode: 'vitrine-ca',
    bmsStoreCode: 'CA',
    subpathPrefix: 'ca',
    currencyMenuFlagImage: '/flags/CA.svg',
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
    storeId: 7,
    gtmStoreCode: 'vitrine-fr',
    bmsStoreCode: 'FR',
    subpathPrefix: 'fr',
    currencyMenuFlagImage: '/flags/FR.svg',
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
    storeId: 9,
    gtmStoreCode: 'vitrine-il',
    bmsStoreCode: 'IL',
    subpathPrefix: 'il',
    currencyMenuFlagImage: '/flags/IL.svg',
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
    storeId: 16,
    gtmStoreCode: 'vitrine-ae',
    bmsStoreCode: 'AE',
    subpathPrefix: 'ae',
    currencyMenuFlagImage: '/flags/AE.svg',
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
    storeId: 16,
    gtmStoreCode: 'vitrine-ae-ar',
    bmsStoreCode: 'AE_AR',
    subpathPrefix: 'ae-ar',
    currencyMenuFlagImage: '/flags/AE.svg',
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
    storeId: 10,
    gtmStoreCode: 'vitrine-qa',
    bmsStoreCode: 'QA',
    subpathPrefix: 'qa',
    currencyMenuFlagImage: '/flags/QA.svg',
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
    storeId: 15,
    gtmStoreCode: 'vitrine-sa',
    bmsStoreCode: 'SA',
    subpathPrefix: 'sa',
    currencyMenuFlagImage: '/flags/SA.svg',
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
