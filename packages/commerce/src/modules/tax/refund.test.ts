import { describe, expect, it } from 'vitest';
import { refundOfAmount, refundOfOrderAmount, refundOfUnits, type TaxedLine } from './refund.ts';

const dresses: TaxedLine = { ref: 'dress', quantity: 3, grossMinor: 10_000, taxMinor: 1667 };

describe('refunds give back the tax in proportion (item 5)', () => {
  it('unit by unit, the steps add up to the whole line exactly', () => {
    const first = refundOfUnits(dresses, 0, 1);
    const second = refundOfUnits(dresses, 1, 1);
    const third = refundOfUnits(dresses, 2, 1);
    expect(first).toEqual({ ref: 'dress', grossMinor: 3333, taxMinor: 556, netMinor: 2777 });
    expect(first.grossMinor + second.grossMinor + third.grossMinor).toBe(10_000);
    expect(first.taxMinor + second.taxMinor + third.taxMinor).toBe(1667);
  });

  it('a part of the amount gives back that part of the tax', () => {
    expect(refundOfAmount(dresses, 0, 5000)).toEqual({
      ref: 'dress',
      grossMinor: 5000,
      taxMinor: 834,
      netMinor: 4166,
    });
    expect(() => refundOfAmount(dresses, 6000, 5000)).toThrow(RangeError);
  });

  it('an amount off the order is spread over what each line has left', () => {
    const shares = refundOfOrderAmount(
      [
        { ...dresses, alreadyMinor: 0 },
        { ref: 'delivery', quantity: 1, grossMinor: 399, taxMinor: 67, alreadyMinor: 0 },
        { ref: 'gift', quantity: 1, grossMinor: 2500, taxMinor: 0, alreadyMinor: 2500 },
      ],
      1000,
    );
    expect(shares.map((s) => s.grossMinor)).toEqual([962, 38, 0]);
    expect(shares.reduce((sum, s) => sum + s.grossMinor, 0)).toBe(1000);
    expect(shares[0]!.taxMinor).toBe(160);
  });
});
