import { describe, expect, it } from 'vitest';
import { resolveRate, type RateRow } from './rates.ts';

const row = (
  region: string | null,
  postcodePrefix: string | null,
  taxClass: string,
  name: string,
  ratePpm: number,
): RateRow => ({
  countryCode: 'US',
  region,
  postcodePrefix,
  taxClass,
  name,
  ratePpm,
});

const US: RateRow[] = [
  row(null, null, 'standard', 'Sales tax', 0),
  row('NY', null, 'standard', 'Sales tax', 40_000),
  row('NY', '100', 'standard', 'Sales tax', 40_000),
  row('NY', '100', 'standard', 'Local sales tax', 48_750),
  row('NY', '1001', 'standard', 'Sales tax', 50_000),
  row('PA', null, 'standard', 'Sales tax', 60_000),
  row('PA', null, 'clothing', 'Sales tax', 0),
  row(null, null, 'gift_card', 'Outside the scope of tax', 0),
];

describe('resolveRate (item 2: the most specific level wins)', () => {
  it('a ZIP-level rate adds the city’s tax to the state’s; the longest prefix wins', () => {
    expect(resolveRate(US, { countryCode: 'US', region: 'NY', postcode: '10075' }, 'standard')).toMatchObject(
      {
        ratePpm: 88_750,
        source: 'postcode',
      },
    );
    expect(resolveRate(US, { countryCode: 'us', region: 'ny', postcode: '10010' }, 'clothing')?.ratePpm).toBe(
      50_000,
    );
  });

  it('the state’s rate outside those ZIPs, and a class of its own where the state has one', () => {
    expect(resolveRate(US, { countryCode: 'US', region: 'NY', postcode: '12207' }, 'clothing')).toMatchObject(
      {
        ratePpm: 40_000,
        source: 'region',
      },
    );
    expect(resolveRate(US, { countryCode: 'US', region: 'PA', postcode: '19103' }, 'clothing')?.ratePpm).toBe(
      0,
    );
    expect(resolveRate(US, { countryCode: 'US', region: 'PA', postcode: '19103' }, 'standard')?.ratePpm).toBe(
      60_000,
    );
  });

  it('the country’s row for a region it does not list; null for a country it has no row for', () => {
    expect(resolveRate(US, { countryCode: 'US', region: 'ZZ' }, 'standard')).toMatchObject({
      ratePpm: 0,
      source: 'country',
    });
    expect(
      resolveRate(US, { countryCode: 'US', region: 'NY', postcode: '10118' }, 'gift_card')?.ratePpm,
    ).toBe(0);
    expect(resolveRate(US, { countryCode: 'DE' }, 'standard')).toBeNull();
  });
});
