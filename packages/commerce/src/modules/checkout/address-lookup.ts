import type { AddressCountry } from '@vitrine/config';
import type { Language } from '../../kernel/language.ts';

// §7.8: "address lookup uses find and retrieve endpoints of an address-validation provider".
// One interface for the built-in provider (seeded addresses, lookup-provider-builtin.ts) and a
// real one (Loqate, lookup-provider-loqate.ts), chosen by configuration (lookup-runtime.ts). The
// shapes follow the find/retrieve pattern those providers share: find narrows with each
// keystroke and may answer containers (a postcode, a street) to open with a further find;
// retrieve turns an address id into the fields of the address form.

/** The most items one find answers: a type-ahead list, not a directory. */
export const LOOKUP_MAX_RESULTS = 10;

export interface LookupItem {
  id: string;
  /** Address: retrieve it. Container: find again with it as `container`. */
  type: 'Address' | 'Container';
  text: string;
  description: string;
}

/** An address in the fields the address book takes (customer/addresses.ts), ready for the form. */
export interface LookupAddress {
  id: string;
  line1: string;
  line2: string | null;
  city: string;
  /** The region code for US, CA, AU and AE (as the address book stores it), else free text or null. */
  region: string | null;
  postcode: string | null;
  countryCode: AddressCountry;
}

export interface FindOptions {
  /** Language of descriptions such as "6 addresses". */
  language?: Language;
}

export interface AddressLookupProvider {
  readonly name: string;
  find(
    query: string,
    country: AddressCountry,
    container?: string,
    options?: FindOptions,
  ): Promise<LookupItem[]>;
  /** undefined for an id that is not an address (unknown, expired, a container). */
  retrieve(id: string): Promise<LookupAddress | undefined>;
}

/** The provider could not answer (down, out of credit, refused our key): the shopper types the address. */
export class LookupUnavailableError extends Error {
  readonly detail: string;

  constructor(detail: string) {
    super(`address lookup unavailable: ${detail}`);
    this.detail = detail;
    this.name = 'LookupUnavailableError';
  }
}

// Letters that Unicode decomposition leaves whole but shoppers type without the stroke or ligature.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

/**
 * Search form of a text: lower case, accents and punctuation gone, single spaces ("Rue de
 * l’Église" and "rue de l eglise" match). Used for stored search_text and for queries alike.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßøæœłđðþıħ]/gu, (c) => SPECIAL_LETTERS[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A postcode without spaces, hyphens or case, for prefix matching ('sw1a1', 'lv1050'). */
export function compactPostcode(text: string): string {
  return foldForSearch(text).replace(/\s+/g, '');
}

const ADDRESSES_WORD: Record<Language, (n: number) => string> = {
  en: (n) => `${n} addresses`,
  fr: (n) => `${n} adresses`,
  // Arabic counts agree with the number: a dual, a plural for 3-10, a singular accusative above.
  ar: (n) => (n === 2 ? 'عنوانان' : n <= 10 ? `${n} عناوين` : `${n} عنوانًا`),
};

export function addressCount(n: number, language: Language = 'en'): string {
  return ADDRESSES_WORD[language](n);
}
