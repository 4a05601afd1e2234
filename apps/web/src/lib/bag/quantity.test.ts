import { describe, expect, it } from 'vitest';
import { quantityChoices, requestedQuantity } from './quantity';

describe('quantity choices of a bag line', () => {
  it('runs from 1 to the per-size limit when stock is deep', () => {
    expect(quantityChoices(1, 40, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('is capped by the stock left', () => {
    expect(quantityChoices(1, 3, 10)).toEqual([1, 2, 3]);
  });
  it('keeps the line’s own number when it is above stock', () => {
    expect(quantityChoices(4, 2, 10)).toEqual([1, 2, 3, 4]);
  });
  it('always offers 1, even for a sold-out size', () => {
    expect(quantityChoices(1, 0, 10)).toEqual([1]);
  });
});

describe('the quantity a stepper form asks for', () => {
  it('is the chosen number without a button', () => expect(requestedQuantity('3', '')).toBe(3));
  it('moves by the pressed button', () => {
    expect(requestedQuantity('3', '1')).toBe(4);
    expect(requestedQuantity('3', '-1')).toBe(2);
  });
  it('says 0 (take it out) below one', () => expect(requestedQuantity('1', '-1')).toBe(0));
  it('refuses what no form sends', () => {
    for (const [qty, delta] of [
      ['2.5', ''],
      ['-2', ''],
      ['abc', ''],
      ['', ''],
      ['2', '5'],
      ['2', 'x'],
      ['99999', ''],
    ] as const) {
      expect(requestedQuantity(qty, delta), `${qty} ${delta}`).toBeNull();
    }
  });
});
