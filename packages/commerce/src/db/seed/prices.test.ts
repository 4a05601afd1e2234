import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertPrice,
  gbpShelfPrice,
  gbpSpecial,
  roundToEnding,
  SEED_CURRENCIES,
  specialPrice,
} from './prices.ts';

describe('price endings', () => {
  it('rounds to the nearest price with the ending of each market', () => {
    expect(roundToEnding(53.1, 'ninety-nine')).toBe(5299);
    expect(roundToEnding(53.6, 'ninety-nine')).toBe(5399);
    expect(roundToEnding(211.5, 'ninety')).toBe(21190);
    expect(roundToEnding(87.6, 'whole')).toBe(8800);
    expect(roundToEnding(87.6, 'whole-fives')).toBe(8800);
    expect(roundToEnding(236.4, 'whole-fives')).toBe(23500);
    expect(roundToEnding(31.73, 'charm')).toBe(3150);
    expect(roundToEnding(31.9, 'charm')).toBe(3199);
    expect(roundToEnding(32.1, 'charm')).toBe(3200);
  });

  it('converts a GBP shelf price to every store currency', () => {
    const gbp = gbpShelfPrice(45, '00');
    expect(gbp).toBe(4500);
    expect(gbpShelfPrice(45, '99')).toBe(4499);
    expect(gbpShelfPrice(45, '50')).toBe(4450);
    expect(SEED_CURRENCIES.map((c) => convertPrice(gbp, c))).toEqual([
      4500, 5299, 5899, 8800, 9500, 7899, 21190, 21000, 20500, 21500,
    ]);
  });
});

describe('special prices', () => {
  it('never promise less than the discount and stay below the price in every currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 200 }),
        fc.constantFrom('00', '99', '50') as fc.Arbitrary<'00' | '99' | '50'>,
        fc.double({ min: 0.2, max: 0.5, noNaN: true }),
        (pounds, ending, discount) => {
          const base = gbpShelfPrice(pounds, ending);
          const special = gbpSpecial(base, discount);
          expect(special).toBeLessThanOrEqual(Math.round(base * (1 - discount)));
          expect(special).toBeGreaterThan(0);
          for (const currency of SEED_CURRENCIES) {
            const amount = convertPrice(base, currency);
            const sale = specialPrice(special, amount, currency);
            expect(sale).not.toBeNull();
            expect(sale!).toBeLessThan(amount);
            expect(sale!).toBeGreaterThan(0);
          }
        },
      ),
    );
  });
});
