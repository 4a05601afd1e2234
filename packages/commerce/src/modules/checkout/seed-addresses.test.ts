import { LOCALE_CODES, shippingCountriesFor, validateAddress } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import { foldForSearch, LOOKUP_MAX_RESULTS } from './address-lookup.ts';
import { ADDRESSES_PER_COUNTRY, lookupSeedAddresses, SEEDED_COUNTRIES } from './seed-addresses.ts';

const rows = lookupSeedAddresses();

describe('seeded lookup addresses', () => {
  it('cover every country a store ships to, a few hundred each', () => {
    const stores = new Set(LOCALE_CODES.flatMap((code) => shippingCountriesFor(code)));
    expect(new Set(SEEDED_COUNTRIES)).toEqual(stores);
    for (const country of stores)
      expect(rows.filter((r) => r.countryCode === country)).toHaveLength(ADDRESSES_PER_COUNTRY);
  });

  it('every address passes the address book’s rules and is stored as they normalise it', () => {
    for (const row of rows) {
      const result = validateAddress({
        firstName: 'A',
        lastName: 'B',
        phone: '0123456789',
        line1: row.line1,
        line2: row.line2,
        city: row.city,
        region: row.region,
        postcode: row.postcode,
        countryCode: row.countryCode,
      });
      expect(result.ok, `${row.id} ${JSON.stringify(!result.ok && result.errors)}`).toBe(true);
      if (result.ok) expect([result.value.postcode, result.value.region]).toEqual([row.postcode, row.region]);
    }
  });

  it('has unique ids and addresses, and no postcode holds more than one find can show', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(
      new Set(rows.map((r) => [r.countryCode, r.line1, r.line2, r.city, r.postcode].join('|'))).size,
    ).toBe(rows.length);
    const perPostcode = new Map<string, number>();
    for (const r of rows)
      if (r.postcode)
        perPostcode.set(
          `${r.countryCode} ${r.postcode}`,
          (perPostcode.get(`${r.countryCode} ${r.postcode}`) ?? 0) + 1,
        );
    expect(Math.max(...perPostcode.values())).toBeLessThanOrEqual(LOOKUP_MAX_RESULTS);
  });

  it('search text is the folded address', () => {
    const berlin = rows.find((r) => r.countryCode === 'DE' && r.line1.includes('ß'))!;
    expect(berlin.searchText).toContain('strasse');
    expect(berlin.searchText).toBe(
      foldForSearch([berlin.line1, berlin.line2, berlin.city, berlin.postcode].filter(Boolean).join(' ')),
    );
  });

  it('includes the GB areas without next-day delivery, for checkout tests', () => {
    const outwards = new Set(
      rows.filter((r) => r.countryCode === 'GB').map((r) => r.postcode!.split(' ')[0]),
    );
    for (const area of ['IV2', 'HS1', 'ZE1', 'KW15', 'BT1']) expect(outwards.has(area)).toBe(true);
    expect(rows.some((r) => r.countryCode === 'GB' && r.city === 'London')).toBe(true);
  });
});

describe('foldForSearch', () => {
  it.each([
    ['Rue de l’Église', 'rue de l eglise'],
    ['Gartenstraße 12', 'gartenstrasse 12'],
    ['Nørrebrogade', 'norrebrogade'],
    ['ul. Marszałkowska', 'ul marszalkowska'],
    ['  Ştefan   cel Mare ', 'stefan cel mare'],
    ['SW1A 1AA', 'sw1a 1aa'],
  ])('%s -> %s', (input, folded) => {
    expect(foldForSearch(input)).toBe(folded);
  });
});
