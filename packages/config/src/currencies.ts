// §3.2: every store currency, once, in the order the stores are listed in the locale table.
export const CURRENCIES = ['GBP', 'EUR', 'USD', 'AUD', 'NZD', 'CAD', 'ILS', 'AED', 'QAR', 'SAR'] as const;

export type CurrencyCode = (typeof CURRENCIES)[number];

const CURRENCY_SET: ReadonlySet<string> = new Set(CURRENCIES);

export function isCurrencyCode(value: string): value is CurrencyCode {
  return CURRENCY_SET.has(value);
}

// DESIGN "Money is exact": amounts are integer minor units. Every store currency has 2 minor
// digits (ISO 4217); kept as a table so a 0- or 3-digit currency (JPY, KWD) could be added safely.
const MINOR_DIGITS: Record<CurrencyCode, number> = {
  GBP: 2,
  EUR: 2,
  USD: 2,
  AUD: 2,
  NZD: 2,
  CAD: 2,
  ILS: 2,
  AED: 2,
  QAR: 2,
  SAR: 2,
};

export function currencyMinorDigits(currency: CurrencyCode): number {
  return MINOR_DIGITS[currency];
}
