import { describe, expect, it } from 'vitest';
import { apportion, divideHalfEven } from './rounding.ts';

describe('divideHalfEven (docs/operations/tax.md: per line, half to even)', () => {
  it('rounds to the nearest, a tie to the even neighbour', () => {
    expect(divideHalfEven(8875, 10)).toBe(888); // 887.5: 887 is odd, up to 888
    expect(divideHalfEven(8865, 10)).toBe(886); // 886.5: 886 is even, stays
    expect(divideHalfEven(8866, 10)).toBe(887);
    expect(divideHalfEven(8864, 10)).toBe(886);
    expect(divideHalfEven(-25, 10)).toBe(-2);
  });

  it('refuses what is no integer division', () => {
    expect(() => divideHalfEven(1.5, 2)).toThrow(RangeError);
    expect(() => divideHalfEven(1, 0)).toThrow(RangeError);
  });
});

describe('apportion', () => {
  it('splits in proportion, in whole units that add up exactly', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(1000, [4999, 2000])).toEqual([714, 286]);
    expect(apportion(7, [0, 5, 5])).toEqual([0, 4, 3]);
    const shares = apportion(12345, [17, 391, 4, 88]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(12345);
  });

  it('gives nothing to a zero weight, and refuses an amount with nowhere to go', () => {
    expect(apportion(0, [0, 0])).toEqual([0, 0]);
    expect(() => apportion(5, [0, 0])).toThrow(RangeError);
  });
});
