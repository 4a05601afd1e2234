import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyMinorDigits, isCurrencyCode } from './currencies.ts';
import { LOCALES } from './locales.ts';

describe('§3.2 store currencies', () => {
  it('lists every store currency exactly once', () => {
    expect(new Set(CURRENCIES).size).toBe(CURRENCIES.length);
    expect(new Set(CURRENCIES)).toEqual(new Set(LOCALES.map((l) => l.currency)));
  });

  it('isCurrencyCode accepts only store currencies, upper case', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('JPY')).toBe(false);
  });

  it.each([...CURRENCIES])('%s has the minor digits of ISO 4217 (as Intl knows them)', (currency) => {
    const intlDigits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    expect(currencyMinorDigits(currency)).toBe(intlDigits);
    expect(currencyMinorDigits(currency)).toBe(2);
  });
});
