import { describe, expect, it } from 'vitest';
import { isOrderNumber, normaliseOrderNumber } from './formatting.ts';

describe('order numbers', () => {
  it('reads what a shopper types', () => {
    expect(normaliseOrderNumber(' vt 100001 ')).toBe('VT100001');
    expect(isOrderNumber('VT100001')).toBe(true);
    expect(isOrderNumber('VT1')).toBe(false);
    expect(isOrderNumber('XX100001')).toBe(false);
  });
});
