import { describe, expect, it } from 'vitest';
import { effectivePrice, isSpecialActive, type PriceRow } from './pricing.ts';

const base: PriceRow = {
  currency: 'GBP',
  amountMinor: 4000,
  specialMinor: 3000,
  specialFrom: null,
  specialTo: null,
};
const at = (iso: string) => new Date(iso);

describe('§3.3 special_price with a from/to date window', () => {
  it('applies an open-ended special price', () => {
    expect(effectivePrice(base, at('2026-11-21T00:00:00Z'))).toEqual({
      price: { amountMinor: 3000, currency: 'GBP' },
      wasPrice: { amountMinor: 4000, currency: 'GBP' },
    });
  });

  it('applies from the start instant and stops at the end instant', () => {
    const row = { ...base, specialFrom: at('2026-11-01T00:00:00Z'), specialTo: at('2026-12-01T00:00:00Z') };
    expect(isSpecialActive(row, at('2026-10-31T23:59:59Z'))).toBe(false);
    expect(isSpecialActive(row, at('2026-11-01T00:00:00Z'))).toBe(true);
    expect(isSpecialActive(row, at('2026-11-30T23:59:59Z'))).toBe(true);
    expect(isSpecialActive(row, at('2026-12-01T00:00:00Z'))).toBe(false);
  });

  it('shows the regular price, with no was-price, outside the window', () => {
    const row = { ...base, specialTo: at('2026-01-01T00:00:00Z') };
    expect(effectivePrice(row, at('2026-11-21T00:00:00Z'))).toEqual({
      price: { amountMinor: 4000, currency: 'GBP' },
      wasPrice: null,
    });
  });

  it('ignores a special price that is not below the regular price', () => {
    expect(isSpecialActive({ ...base, specialMinor: 4000 }, at('2026-11-21T00:00:00Z'))).toBe(false);
    expect(isSpecialActive({ ...base, specialMinor: null }, at('2026-11-21T00:00:00Z'))).toBe(false);
  });
});
