import type { LocaleConfig } from './locales.ts';

// Issue 31 items 1 and 4 (docs/operations/tax.md): how a store shows tax. The rates themselves are
// data (the tax module's table); what is pure and shared by the server and the pages lives here.

/**
 * What a product, a digital item or a charge is for tax: a country's table may give a class its
 * own rate (children's clothing is zero-rated in the UK and Ireland; clothing is exempt in some US
 * states); a class without a row of its own is taxed as `standard`. A gift card is a
 * multi-purpose voucher: outside the scope of tax when sold, taxed on what it buys.
 */
export const TAX_CLASSES = ['standard', 'clothing', 'childrens_clothing', 'gift_card', 'delivery'] as const;
export type TaxClass = (typeof TAX_CLASSES)[number];

export const isTaxClass = (value: string): value is TaxClass =>
  (TAX_CLASSES as readonly string[]).includes(value);

/** Countries whose shoppers expect shelf prices before sales tax, with the tax added at checkout. */
const TAX_EXCLUSIVE_COUNTRIES: ReadonlySet<string> = new Set(['US', 'CA']);

/**
 * Item 1: prices in the GB, EU, IE, FR, AU, NZ, IL, AE, QA and SA stores include tax, what a
 * shopper there expects; US and CA prices do not, and tax is added from the delivery address.
 */
export function pricesIncludeTax(store: Pick<LocaleConfig, 'countryCode'>): boolean {
  return !TAX_EXCLUSIVE_COUNTRIES.has(store.countryCode);
}

/**
 * The name a shopper knows the tax by, for "incl. VAT" and the receipt's heading: GST in
 * Australia and New Zealand, sales tax in the US, "taxes" in Canada (GST, HST, PST or QST by
 * province), none in Qatar (no VAT), VAT elsewhere.
 */
export const TAX_NAMES = ['vat', 'gst', 'sales_tax', 'taxes', 'none'] as const;
export type TaxName = (typeof TAX_NAMES)[number];

export function taxName(store: Pick<LocaleConfig, 'countryCode'>): TaxName {
  switch (store.countryCode) {
    case 'AU':
    case 'NZ':
      return 'gst';
    case 'US':
      return 'sales_tax';
    case 'CA':
      return 'taxes';
    case 'QA':
      return 'none';
    default:
      return 'vat';
  }
}

/** A rate kept as parts per million (20% is 200000, 9.975% is 99750): exact in integers. */
export const PPM = 1_000_000;

/** A rate in ppm as a shopper reads it: 200000 → "20", 99750 → "9.975" (the % sign is the page's). */
export function ratePercent(ratePpm: number): string {
  return String(Number((ratePpm / 10_000).toFixed(4)));
}

/**
 * The country whose rates stand in where the table does not know the address's (docs/operations/
 * tax.md): the store's own; for the EU store, which has no country of its own, Ireland, where
 * its EU VAT is declared (the one-stop shop).
 */
export function taxHomeCountry(store: Pick<LocaleConfig, 'countryCode'>): string {
  return store.countryCode === 'EU' ? 'IE' : store.countryCode;
}

/**
 * `TAX_NUMBERS`: `GB=GB 123 4567 89;EU=EU 372 000 041;AU=ABN 12 345 678 901`, a store country
 * code (EU for the EU store), `=`, and the registration as it should be printed.
 */
export function parseTaxNumbers(value: string): Record<string, string> {
  const numbers: Record<string, string> = {};
  for (const part of value.split(';')) {
    if (!part.trim()) continue;
    const match = /^\s*([A-Z]{2})\s*=\s*([^=;]{1,60}?)\s*$/.exec(part);
    if (!match) throw new Error(`"${part.trim()}" is not COUNTRY=number`);
    numbers[match[1]!] = match[2]!;
  }
  return numbers;
}
