import { describe, expect, it } from 'vitest';
import { addressLines, countryName, regionName } from './address-view';

const address = {
  firstName: 'Ava',
  lastName: 'Stone',
  line1: '1 Main St',
  line2: null,
  city: 'Springfield',
  region: 'IL',
  postcode: '62701',
  countryCode: 'US',
  phone: '2175550100',
};

describe('address display', () => {
  it('names a listed region in the store language and keeps free text', () => {
    expect(regionName('US', 'IL', 'en')).toBe('Illinois');
    expect(regionName('GB', 'Kent', 'en')).toBe('Kent');
    expect(regionName('GB', null, 'en')).toBeNull();
  });

  it('names the country in the store language', () => {
    expect(countryName('FR', 'fr')).toBe('France');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
    expect(countryName('AE', 'ar')).not.toBe('AE');
  });

  it('prints the lines without blanks', () => {
    expect(addressLines(address, 'en')).toEqual([
      'Ava Stone',
      '1 Main St',
      'Springfield, Illinois, 62701',
      'United States',
    ]);
  });
});
