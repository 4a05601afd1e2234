import { describe, expect, it } from 'vitest';
import { resolveRate, rowsOn, type DatedRateRow, type RateRow } from './rates.ts';

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

describe('rowsOn: a booked change applies from its day', () => {
  const novaScotia: DatedRateRow[] = [
    {
      ...row('NS', null, 'standard', 'HST', 150_000),
      countryCode: 'CA',
      validFrom: '2000-01-01',
      validTo: '2025-04-01',
    },
    {
      ...row('NS', null, 'standard', 'HST', 140_000),
      countryCode: 'CA',
      validFrom: '2025-04-01',
      validTo: null,
    },
  ];
  it('the old rate to the day before, the new one from the day', () => {
    expect(rowsOn(novaScotia, new Date('2025-03-31T23:59:59Z')).map((r) => r.ratePpm)).toEqual([150_000]);
    expect(rowsOn(novaScotia, new Date('2025-04-01T00:00:00Z')).map((r) => r.ratePpm)).toEqual([140_000]);
  });
});
