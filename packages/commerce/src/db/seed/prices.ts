// Demo price lists: a GBP base price converted to every store currency with a fixed rate and the
// price ending a shop in that market would use. Amounts are integer minor units (DESIGN: money is
// exact); every store currency has two minor digits.

export const SEED_CURRENCIES = [
  'GBP',
  'EUR',
  'USD',
  'AUD',
  'NZD',
  'CAD',
  'ILS',
  'AED',
  'QAR',
  'SAR',
] as const;
export type SeedCurrency = (typeof SEED_CURRENCIES)[number];

type Ending = 'charm' | 'ninety-nine' | 'whole' | 'ninety' | 'whole-fives';

interface CurrencyRule {
  /** Units of the currency per pound. */
  rate: number;
  ending: Ending;
}

/** Fixed demo rates and endings (EUR 52.99, AUD 88.00, ILS 211.90, AED 235.00...). */
export const CURRENCY_RULES: Readonly<Record<SeedCurrency, CurrencyRule>> = {
  GBP: { rate: 1, ending: 'charm' },
  EUR: { rate: 1.18, ending: 'ninety-nine' },
  USD: { rate: 1.3, ending: 'ninety-nine' },
  AUD: { rate: 1.95, ending: 'whole' },
  NZD: { rate: 2.1, ending: 'whole' },
  CAD: { rate: 1.75, ending: 'ninety-nine' },
  ILS: { rate: 4.7, ending: 'ninety' },
  AED: { rate: 4.7, ending: 'whole-fives' },
  QAR: { rate: 4.6, ending: 'whole-fives' },
  SAR: { rate: 4.8, ending: 'whole-fives' },
};

/**
 * Rounds an amount in major units to the currency's price ending, to the nearest such price
 * (never below the smallest one):
 * - ninety-nine: X.99; ninety: X.90 (shekels); whole: X.00;
 * - whole-fives: whole units, and multiples of 5 from 100 up (Gulf stores);
 * - charm (GBP): the nearest of X.00, X.50 and X.99.
 */
export function roundToEnding(major: number, ending: Ending): number {
  switch (ending) {
    case 'ninety-nine':
      return Math.max(1, Math.round(major + 0.01)) * 100 - 1;
    case 'ninety':
      return Math.max(1, Math.round(major + 0.1)) * 100 - 10;
    case 'whole':
      return Math.max(1, Math.round(major)) * 100;
    case 'whole-fives':
      return major >= 100 ? Math.round(major / 5) * 500 : Math.max(1, Math.round(major)) * 100;
    case 'charm': {
      const whole = Math.floor(major);
      const candidates = [whole - 0.01, whole, whole + 0.5, whole + 0.99, whole + 1];
      let best = whole;
      for (const c of candidates) if (c > 0 && Math.abs(c - major) < Math.abs(best - major)) best = c;
      return Math.max(50, Math.round(best * 100));
    }
  }
}

/** Converts a GBP amount (minor units) to a currency's shelf price (minor units). */
export function convertPrice(gbpMinor: number, currency: SeedCurrency): number {
  const rule = CURRENCY_RULES[currency];
  if (currency === 'GBP') return gbpMinor;
  return roundToEnding((gbpMinor / 100) * rule.rate, rule.ending);
}

/** One step down in a currency's price ladder: the next lower price with the same ending. */
function stepDown(minor: number, currency: SeedCurrency): number {
  const ending = CURRENCY_RULES[currency].ending;
  if (ending === 'whole-fives' && minor > 10_000) return minor - 500;
  // GBP ladder: ... 44.50, 44.99, 45.00, 45.50, 45.99 ...
  if (ending === 'charm') return minor - (minor % 100 === 0 ? 1 : minor % 100 === 99 ? 49 : 50);
  return minor - 100;
}

/**
 * The discounted price in one currency: the GBP special converted like the price, and always
 * strictly below the price in that currency (the database checks it). Null when no positive
 * price below the regular one exists.
 */
export function specialPrice(
  gbpSpecialMinor: number,
  amountMinor: number,
  currency: SeedCurrency,
): number | null {
  let special = convertPrice(gbpSpecialMinor, currency);
  while (special >= amountMinor) special = stepDown(special, currency);
  return special > 0 ? special : null;
}

/** A GBP base price from a whole-pound figure, with a charm ending: £45.00, £44.99 or £44.50. */
export function gbpShelfPrice(pounds: number, ending: '00' | '99' | '50'): number {
  if (ending === '99') return pounds * 100 - 1;
  if (ending === '50') return pounds * 100 - 50;
  return pounds * 100;
}

/** GBP sale price for a discount (0.2 = 20% off), rounded down to a charm ending. */
export function gbpSpecial(baseMinor: number, discount: number): number {
  const target = (baseMinor * (1 - discount)) / 100;
  let special = roundToEnding(target, 'charm');
  // Round down rather than up: a "30% off" sticker must not promise less than 30%.
  while (special > Math.round(target * 100) && special > 50) special = stepDown(special, 'GBP');
  return special;
}
