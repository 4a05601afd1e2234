import { describe, expect, it } from 'vitest';
import { getLocale } from './locales.ts';
import { parseTaxNumbers, pricesIncludeTax, ratePercent, taxHomeCountry, taxName } from './tax.ts';

describe('how each store shows tax (issue 31 items 1 and 4)', () => {
  it('US and Canadian prices exclude tax; every other store’s include it', () => {
    expect(pricesIncludeTax(getLocale('en-US'))).toBe(false);
    expect(pricesIncludeTax(getLocale('en-CA'))).toBe(false);
    for (const code of ['en-GB', 'en-EU', 'fr-FR', 'ar-AE', 'en-QA'] as const)
      expect(pricesIncludeTax(getLocale(code))).toBe(true);
  });

  it('names the tax as shoppers there know it, and none in Qatar', () => {
    expect(
      [
        getLocale('en-GB'),
        getLocale('en-AU'),
        getLocale('en-US'),
        getLocale('en-CA'),
        getLocale('en-QA'),
      ].map(taxName),
    ).toEqual(['vat', 'gst', 'sales_tax', 'taxes', 'none']);
  });

  it('falls back to Ireland for the EU store, to the store’s own country elsewhere', () => {
    expect(taxHomeCountry(getLocale('en-EU'))).toBe('IE');
    expect(taxHomeCountry(getLocale('fr-FR'))).toBe('FR');
  });

  it('prints rates without trailing zeros', () => {
    expect([ratePercent(200_000), ratePercent(99_750), ratePercent(88_750), ratePercent(0)]).toEqual([
      '20',
      '9.975',
      '8.875',
      '0',
    ]);
  });
});

describe('TAX_NUMBERS', () => {
  it('reads COUNTRY=number pairs as they should be printed', () => {
    expect(parseTaxNumbers('GB=GB 123 4567 89; EU = EU 372 000 041;')).toEqual({
      GB: 'GB 123 4567 89',
      EU: 'EU 372 000 041',
    });
  });

  it('refuses a pair without a country code', () => {
    expect(() => parseTaxNumbers('GB123456789')).toThrow(/COUNTRY=number/);
    expect(() => parseTaxNumbers('gb=1')).toThrow();
  });
});
