/** A store price in integer minor units (DESIGN principle 5: money is exact). */
export interface Money {
  amountMinor: number;
  currency: string;
}

export interface PriceRow {
  currency: string;
  amountMinor: number;
  specialMinor: number | null;
  specialFrom: Date | null;
  specialTo: Date | null;
}

export interface EffectivePrice {
  /** What the shopper pays now. */
  price: Money;
  /** The regular price, present only while a special price is in force (shown struck through). */
  wasPrice: Money | null;
}

/**
 * §3.3 special_price with from/to dates: the special price applies from its start (inclusive)
 * until its end (exclusive); a missing bound is open. Outside the window the regular price holds.
 * The SQL definition is special_price_in_force (migration 0020); listing/effective-price.int.test.ts
 * holds the two and the listing index to the same answers (decision 0060).
 */
export function isSpecialActive(row: PriceRow, now: Date): boolean {
  if (row.specialMinor === null || row.specialMinor >= row.amountMinor) return false;
  if (row.specialFrom && now < row.specialFrom) return false;
  if (row.specialTo && now >= row.specialTo) return false;
  return true;
}

export function effectivePrice(row: PriceRow, now: Date): EffectivePrice {
  if (isSpecialActive(row, now)) {
    return {
      price: { amountMinor: row.specialMinor!, currency: row.currency },
      wasPrice: { amountMinor: row.amountMinor, currency: row.currency },
    };
  }
  return { price: { amountMinor: row.amountMinor, currency: row.currency }, wasPrice: null };
}
