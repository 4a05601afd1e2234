import { getLocale, type Language, type LocaleCode } from './locales.ts';

// Address-book rules (issue 7). The spec leaves address validation unshown (§5), so these are our
// choices, made so that a parcel label printed from a saved address is deliverable:
// - Each country's postcode is checked against its real format and stored in its canonical written
//   form ('sw1a1aa' -> 'SW1A 1AA'), so search, dedupe and label printing see one spelling.
// - The UAE and Qatar have no postcodes. A postcode sent for them (browser autofill, an API
//   client, a shopper who typed '00000' because other sites insist) is dropped to null rather than
//   refused: it carries nothing a courier uses, and an error would block a valid address over a
//   field the form does not even show (see addressFieldsFor).
// - Saudi Arabia and Ireland have postcodes that many shoppers do not know or use, so they are
//   optional there, but checked when given.
// - Where a country has a fixed list of states (US, CA, AU, AE) the region is required and stored
//   as its code, accepting the name as typed (any case, accents, Arabic spellings).
// - Errors are machine codes per field; the app turns them into messages in the shopper's language.

/** The EU store ships to the member states (alphabetical by English name, as the EU lists them). */
export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

/**
 * ISO 3166-1 alpha-2 countries an address may be in: every store's country plus the EU member
 * states. Sorted by code; a form sorts by the name it displays (Intl.DisplayNames).
 */
export const ADDRESS_COUNTRIES = [
  'AE',
  'AT',
  'AU',
  'BE',
  'BG',
  'CA',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IL',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NZ',
  'PL',
  'PT',
  'QA',
  'RO',
  'SA',
  'SE',
  'SI',
  'SK',
  'US',
] as const;

export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number];
export type EuMemberState = (typeof EU_MEMBER_STATES)[number];

const COUNTRY_SET: ReadonlySet<string> = new Set(ADDRESS_COUNTRIES);

export function isAddressCountry(value: string): value is AddressCountry {
  return COUNTRY_SET.has(value);
}

// One frozen array per answer, so callers can compare by identity and cannot mutate the lists.
const EU_SHIPPING: readonly AddressCountry[] = Object.freeze([...EU_MEMBER_STATES]);
const SINGLE_COUNTRY = new Map<AddressCountry, readonly AddressCountry[]>(
  ADDRESS_COUNTRIES.map((c) => [c, Object.freeze([c])]),
);

/** The countries a store's customers may pick for an address: its own country, or the member states for en-EU. */
export function shippingCountriesFor(localeISOCode: LocaleCode): readonly AddressCountry[] {
  const { countryCode } = getLocale(localeISOCode);
  if (countryCode === 'EU') return EU_SHIPPING;
  const single = SINGLE_COUNTRY.get(countryCode as AddressCountry);
  if (!single) throw new Error(`No address country for store ${localeISOCode}`);
  return single;
}

/**
 * The country a new address starts with. null for en-EU: preselecting one member state would
 * send parcels to the wrong country whenever a shopper overlooks the field, so the form shows a
 * placeholder and the country is required.
 */
export function defaultCountryFor(localeISOCode: LocaleCode): AddressCountry | null {
  const countries = shippingCountriesFor(localeISOCode);
  return countries.length === 1 ? countries[0]! : null;
}

// ---------------------------------------------------------------------------------------------
// Regions

export interface AddressRegion {
  /** What is stored: the ISO 3166-2 subdivision code without the country prefix ('CA', 'QC', 'NSW', 'DU'). */
  code: string;
  /** English name. */
  name: string;
  nameFr?: string;
  nameAr?: string;
  /** Other spellings accepted on input (never shown). */
  aliases?: readonly string[];
}

function regions(list: AddressRegion[]): readonly AddressRegion[] {
  for (const region of list) {
    Object.freeze(region);
    if (region.aliases) Object.freeze(region.aliases);
  }
  return Object.freeze(list);
}

/** The 50 states and the District of Columbia, by name. Territories and military addresses are not shipped to. */
export const US_STATES: readonly AddressRegion[] = regions([
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia', aliases: ['Washington DC'] },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
]);

/** The 10 provinces and 3 territories, with their official French names (Canada is bilingual). */
export const CA_PROVINCES: readonly AddressRegion[] = regions([
  { code: 'AB', name: 'Alberta', nameFr: 'Alberta' },
  { code: 'BC', name: 'British Columbia', nameFr: 'Colombie-Britannique' },
  { code: 'MB', name: 'Manitoba', nameFr: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick', nameFr: 'Nouveau-Brunswick' },
  {
    code: 'NL',
    name: 'Newfoundland and Labrador',
    nameFr: 'Terre-Neuve-et-Labrador',
    aliases: ['Newfoundland'],
  },
  { code: 'NT', name: 'Northwest Territories', nameFr: 'Territoires du Nord-Ouest' },
  { code: 'NS', name: 'Nova Scotia', nameFr: 'Nouvelle-Écosse' },
  { code: 'NU', name: 'Nunavut', nameFr: 'Nunavut' },
  { code: 'ON', name: 'Ontario', nameFr: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island', nameFr: 'Île-du-Prince-Édouard', aliases: ['PEI'] },
  { code: 'QC', name: 'Quebec', nameFr: 'Québec' },
  { code: 'SK', name: 'Saskatchewan', nameFr: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon', nameFr: 'Yukon', aliases: ['Yukon Territory'] },
]);

/** The 6 states and 2 mainland territories, by the abbreviations Australia Post prints. */
export const AU_STATES: readonly AddressRegion[] = regions([
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
]);

/** The 7 emirates: couriers route by emirate because there are no postcodes. */
export const AE_EMIRATES: readonly AddressRegion[] = regions([
  { code: 'AZ', name: 'Abu Dhabi', nameAr: 'أبوظبي' },
  { code: 'AJ', name: 'Ajman', nameAr: 'عجمان' },
  { code: 'DU', name: 'Dubai', nameAr: 'دبي' },
  { code: 'FU', name: 'Fujairah', nameAr: 'الفجيرة', aliases: ['Al Fujairah'] },
  { code: 'RK', name: 'Ras Al Khaimah', nameAr: 'رأس الخيمة', aliases: ['RAK'] },
  { code: 'SH', name: 'Sharjah', nameAr: 'الشارقة', aliases: ['Al Sharjah'] },
  { code: 'UQ', name: 'Umm Al Quwain', nameAr: 'أم القيوين', aliases: ['Umm Al Qaiwain'] },
]);

const REGION_LISTS: Partial<Record<AddressCountry, readonly AddressRegion[]>> = {
  US: US_STATES,
  CA: CA_PROVINCES,
  AU: AU_STATES,
  AE: AE_EMIRATES,
};

/** The fixed region list of a country, or undefined where the region is free text (a county). */
export function regionsFor(country: AddressCountry): readonly AddressRegion[] | undefined {
  return REGION_LISTS[country];
}

/** The name to show in a select: the language's name where we have one, else the English name. */
export function regionLabel(region: AddressRegion, language: Language): string {
  if (language === 'fr') return region.nameFr ?? region.name;
  if (language === 'ar') return region.nameAr ?? region.name;
  return region.name;
}

// Compares what shoppers type with the list regardless of case, accents, spaces and punctuation,
// and the Arabic spellings that vary by keyboard habit (hamza forms, ta marbuta as ha, alif maqsura).
function foldRegion(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ة/gu, 'ه')
    .replace(/ى/gu, 'ي')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const REGION_INDEX: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map(
  Object.entries(REGION_LISTS).map(([country, list]) => {
    const index = new Map<string, string>();
    for (const region of list) {
      const spellings = [
        region.code,
        `${country}-${region.code}`,
        region.name,
        region.nameFr,
        region.nameAr,
        ...(region.aliases ?? []),
      ];
      for (const spelling of spellings) if (spelling) index.set(foldRegion(spelling), region.code);
    }
    return [country, index];
  }),
);

// ---------------------------------------------------------------------------------------------
// Postcodes

export type PostcodePresence = 'required' | 'optional' | 'none';

interface PostcodeRule {
  presence: PostcodePresence;
  /** A valid postcode in canonical form, for a placeholder. */
  example: string | null;
  /** Takes the upper-cased postcode without spaces and hyphens; returns the canonical form or undefined. */
  parse: (compact: string) => string | undefined;
}

const whole =
  (pattern: RegExp) =>
  (compact: string): string | undefined =>
    pattern.test(compact) ? compact : undefined;

const split =
  (pattern: RegExp, separator: string) =>
  (compact: string): string | undefined => {
    const match = pattern.exec(compact);
    return match ? `${match[1]}${separator}${match[2]}` : undefined;
  };

const prefixed =
  (pattern: RegExp, prefix: string) =>
  (compact: string): string | undefined => {
    const match = pattern.exec(compact);
    return match ? `${prefix}${match[1]}` : undefined;
  };

// Royal Mail's letter rules: no Q, V, X first; no I, J, Z second; restricted third and fourth
// letters; the inward code never uses C, I, K, M, O or V. GIR 0AA (Girobank) is the one exception.
const GB_POSTCODE =
  /^([A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d[\dABEHMNPRV-Y]?|\d[A-HJKPS-UW]))(\d[ABD-HJLNP-UW-Z]{2})$/;

// Eircode: a routing key (a letter and two digits, or D6W) and a four-character unique identifier,
// both drawn from the Eircode alphabet, which leaves out letters easily misread as digits or as
// each other (B, G, I, J, L, M, O, Q, S, U, Z).
const IE_EIRCODE = /^([ACDEFHKNPRTVWXY]\d{2}|D6W)([\dACDEFHKNPRTVWXY]{4})$/;

// Canada Post never uses D, F, I, O, Q, U (confusable with digits in OCR), nor W or Z first.
const CA_POSTCODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

function rule(
  presence: PostcodePresence,
  example: string | null,
  parse: PostcodeRule['parse'],
): PostcodeRule {
  return { presence, example, parse };
}

const NO_POSTCODE = rule('none', null, () => undefined);

const POSTCODE_RULES: Readonly<Record<AddressCountry, PostcodeRule>> = {
  GB: rule('required', 'SW1A 1AA', (c) => (c === 'GIR0AA' ? 'GIR 0AA' : split(GB_POSTCODE, ' ')(c))),
  IE: rule('optional', 'A65 F4E2', split(IE_EIRCODE, ' ')),
  US: rule('required', '94105', (c) => {
    const match = /^(\d{5})(\d{4})?$/.exec(c);
    if (!match) return undefined;
    return match[2] ? `${match[1]}-${match[2]}` : match[1];
  }),
  CA: rule('required', 'K1A 0B1', split(CA_POSTCODE, ' ')),
  AU: rule('required', '2000', whole(/^\d{4}$/)),
  NZ: rule('required', '6011', whole(/^\d{4}$/)),
  IL: rule('required', '6100000', whole(/^\d{7}$/)),
  AE: NO_POSTCODE,
  QA: NO_POSTCODE,
  SA: rule('optional', '11564', whole(/^\d{5}$/)),
  AT: rule('required', '1010', whole(/^[1-9]\d{3}$/)),
  BE: rule('required', '1000', whole(/^[1-9]\d{3}$/)),
  BG: rule('required', '1000', whole(/^[1-9]\d{3}$/)),
  HR: rule('required', '10000', whole(/^\d{5}$/)),
  CY: rule('required', '1010', whole(/^\d{4}$/)),
  // Czech codes start 1-7, Slovak ones 0, 8 or 9; both are written 'NNN NN'.
  CZ: rule('required', '110 00', split(/^([1-7]\d{2})(\d{2})$/, ' ')),
  DK: rule('required', '1050', whole(/^\d{4}$/)),
  EE: rule('required', '10111', whole(/^\d{5}$/)),
  FI: rule('required', '00100', whole(/^\d{5}$/)),
  // The first two digits are the département: 01-95, 97 (overseas) and 98 (Monaco, Pacific).
  FR: rule('required', '75001', whole(/^(?:0[1-9]|[1-8]\d|9[0-578])\d{3}$/)),
  // German codes run from 01001; none starts 00.
  DE: rule('required', '10115', whole(/^(?!00)\d{5}$/)),
  GR: rule('required', '105 57', split(/^(\d{3})(\d{2})$/, ' ')),
  HU: rule('required', '1051', whole(/^[1-9]\d{3}$/)),
  IT: rule('required', '00184', whole(/^\d{5}$/)),
  // The Baltic posts print the country prefix as part of the postcode.
  LV: rule('required', 'LV-1050', prefixed(/^(?:LV)?(\d{4})$/, 'LV-')),
  LT: rule('required', 'LT-01100', prefixed(/^(?:LT)?(\d{5})$/, 'LT-')),
  LU: rule('required', 'L-1009', prefixed(/^(?:LU|L)?(\d{4})$/, 'L-')),
  MT: rule('required', 'VLT 1117', split(/^([A-Z]{3})(\d{4})$/, ' ')),
  // The letter pairs SA, SD and SS are never issued.
  NL: rule('required', '1012 AB', split(/^([1-9]\d{3})((?!SA|SD|SS)[A-Z]{2})$/, ' ')),
  PL: rule('required', '00-950', split(/^(\d{2})(\d{3})$/, '-')),
  PT: rule('required', '1100-148', split(/^([1-9]\d{3})(\d{3})$/, '-')),
  RO: rule('required', '010011', whole(/^\d{6}$/)),
  SK: rule('required', '811 01', split(/^([089]\d{2})(\d{2})$/, ' ')),
  SI: rule('required', '1000', whole(/^[1-9]\d{3}$/)),
  // The first two digits are the province: 01-52.
  ES: rule('required', '28013', whole(/^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/)),
  SE: rule('required', '111 22', split(/^([1-9]\d{2})(\d{2})$/, ' ')),
};

const EU_SET: ReadonlySet<string> = new Set(EU_MEMBER_STATES);

// Arabic-keyboard shoppers type Arabic-Indic digits; labels and carriers need ASCII ones.
function asciiDigits(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\u0660-\u0669]/gu, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/gu, (d) => String(d.charCodeAt(0) - 0x06f0));
}

type FieldResult =
  { value: string | null; error?: undefined } | { value?: undefined; error: AddressErrorCode };

function parsePostcode(raw: unknown, country: AddressCountry): FieldResult {
  const rule = POSTCODE_RULES[country];
  if (rule.presence === 'none') return { value: null };
  const text = typeof raw === 'string' ? asciiDigits(raw).trim() : '';
  if (text === '') return rule.presence === 'required' ? { error: 'required' } : { value: null };
  const compact = text.toUpperCase().replace(/[\p{Zs}-]/gu, '');
  let value = rule.parse(compact);
  // EU shoppers often write the country before the code ('DE-10115', 'SE-111 22'), an old
  // cross-border habit; try without it only after the plain form fails, since a Maltese code
  // such as 'MTF 1010' starts with its country's letters.
  if (value === undefined && EU_SET.has(country) && compact.startsWith(country)) {
    value = rule.parse(compact.slice(country.length));
  }
  return value === undefined ? { error: 'postcode_invalid' } : { value };
}

/** What an address form needs to render the country-dependent fields. */
export interface AddressFields {
  postcode: PostcodePresence;
  postcodeExample: string | null;
  region: 'required' | 'optional';
  /** The select's options where the region is a fixed list; undefined means a free-text county field. */
  regions: readonly AddressRegion[] | undefined;
}

export function addressFieldsFor(country: AddressCountry): AddressFields {
  const { presence, example } = POSTCODE_RULES[country];
  const list = REGION_LISTS[country];
  return {
    postcode: presence,
    postcodeExample: example,
    region: list ? 'required' : 'optional',
    regions: list,
  };
}

// ---------------------------------------------------------------------------------------------
// Validation

export const ADDRESS_ERROR_CODES = [
  'required',
  'too_long',
  'invalid_characters',
  'postcode_invalid',
  'region_required',
  'region_invalid',
  'phone_invalid',
  'country_invalid',
  'country_not_shipped',
] as const;

export type AddressErrorCode = (typeof ADDRESS_ERROR_CODES)[number];

export interface AddressInput {
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string | null;
  city: string;
  region?: string | null;
  postcode?: string | null;
  countryCode: string;
  phone: string;
}

/** A normalised address: what is stored and what validates again to itself. */
export interface Address {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string | null;
  city: string;
  /** A code from the country's list (US, CA, AU, AE) or free text, or null. */
  region: string | null;
  /** Canonical form, or null where the country has none or it was left out. */
  postcode: string | null;
  countryCode: AddressCountry;
  /** Digits only, with a leading '+' when the shopper gave an international number. */
  phone: string;
}

export type AddressField = keyof AddressInput;
export type AddressErrors = Partial<Record<AddressField, AddressErrorCode>>;
export type AddressValidation = { ok: true; value: Address } | { ok: false; errors: AddressErrors };

export interface ValidateAddressOptions {
  /** When given, the country must be one this store ships to ('country_not_shipped' otherwise). */
  store?: LocaleCode;
}

/** Maximum lengths in characters (code points), for the form's maxlength too. */
export const ADDRESS_MAX_LENGTHS = Object.freeze({
  firstName: 50,
  lastName: 50,
  line1: 100,
  line2: 100,
  city: 60,
  region: 60,
});

// Control characters (tabs and newlines included: a label line is one line), unpaired surrogates
// (not encodable, so the database would get U+FFFD), line and paragraph separators, and the bidi
// embedding, override and isolate controls that can make a printed label read differently from
// what was saved. Marks that Arabic and Persian text needs (ZWJ, ZWNJ, LRM, RLM) stay allowed.
const FORBIDDEN_CHARACTERS = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

function parseText(raw: unknown, maxLength: number): FieldResult {
  const trimmed = typeof raw === 'string' ? raw.trim() : '';
  if (trimmed === '') return { value: null };
  if (FORBIDDEN_CHARACTERS.test(trimmed)) return { error: 'invalid_characters' };
  // NFC so that 'é' typed two ways is stored one way; runs of spaces (incl. no-break) become one.
  const value = trimmed.normalize('NFC').replace(/\s+/gu, ' ');
  return [...value].length > maxLength ? { error: 'too_long' } : { value };
}

function parseRegion(raw: unknown, country: AddressCountry | undefined): FieldResult {
  const index = country && REGION_INDEX.get(country);
  if (!index) return parseText(raw, ADDRESS_MAX_LENGTHS.region);
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '') return { error: 'region_required' };
  const code = index.get(foldRegion(text));
  return code ? { value: code } : { error: 'region_invalid' };
}

function parsePhone(raw: unknown): FieldResult {
  let text = typeof raw === 'string' ? asciiDigits(raw).trim() : '';
  if (text === '') return { error: 'required' };
  if (!/^[\d\p{Zs}().+-]+$/u.test(text)) return { error: 'phone_invalid' };
  const plus = text.indexOf('+');
  const international = plus !== -1;
  if (international) {
    if (text.lastIndexOf('+') !== plus || /\d/.test(text.slice(0, plus))) return { error: 'phone_invalid' };
    // '+44 (0)20 7946 0018': the bracketed trunk zero is dialled only inside the country.
    text = text.replace(/\(\p{Zs}*0\p{Zs}*\)/gu, '');
  }
  const digits = text.replace(/\D/g, '');
  // E.164 allows at most 15 digits; fewer than 7 is no reachable number in any store country.
  if (digits.length < 7 || digits.length > 15) return { error: 'phone_invalid' };
  // No country calling code starts with 0.
  if (international && digits.startsWith('0')) return { error: 'phone_invalid' };
  return { value: international ? `+${digits}` : digits };
}

/**
 * Checks and normalises an address. Never throws, whatever the input: a form or API body goes in
 * as is and every problem comes back as a code on its field. (An unknown `store` in the options is
 * a programming error and throws, as getLocale does.)
 */
export function validateAddress(
  input: AddressInput,
  options: ValidateAddressOptions = {},
): AddressValidation {
  const source: Partial<Record<AddressField, unknown>> =
    typeof input === 'object' && input !== null ? input : {};
  const errors: AddressErrors = {};

  const required = (field: AddressField, maxLength: number): string => {
    const result = parseText(source[field], maxLength);
    if (result.error !== undefined) errors[field] = result.error;
    else if (result.value === null) errors[field] = 'required';
    return result.value ?? '';
  };
  const optional = (field: AddressField, result: FieldResult): string | null => {
    if (result.error !== undefined) errors[field] = result.error;
    return result.value ?? null;
  };

  const firstName = required('firstName', ADDRESS_MAX_LENGTHS.firstName);
  const lastName = required('lastName', ADDRESS_MAX_LENGTHS.lastName);
  const line1 = required('line1', ADDRESS_MAX_LENGTHS.line1);
  const line2 = optional('line2', parseText(source.line2, ADDRESS_MAX_LENGTHS.line2));
  const city = required('city', ADDRESS_MAX_LENGTHS.city);

  const countryText = typeof source.countryCode === 'string' ? source.countryCode.trim().toUpperCase() : '';
  const country = isAddressCountry(countryText) ? countryText : undefined;
  if (countryText === '') errors.countryCode = 'required';
  else if (!country) errors.countryCode = 'country_invalid';
  else if (options.store && !shippingCountriesFor(options.store).includes(country)) {
    errors.countryCode = 'country_not_shipped';
  }

  const region = optional('region', parseRegion(source.region, country));
  // Without a known country there is no postcode format to check against; the country error says it all.
  const postcode = country ? optional('postcode', parsePostcode(source.postcode, country)) : null;
  const phone = optional('phone', parsePhone(source.phone));

  if (!country || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { firstName, lastName, line1, line2, city, region, postcode, countryCode: country, phone: phone! },
  };
}
