import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_COUNTRIES,
  ADDRESS_ERROR_CODES,
  ADDRESS_MAX_LENGTHS,
  addressFieldsFor,
  AE_EMIRATES,
  AU_STATES,
  CA_PROVINCES,
  defaultCountryFor,
  EU_MEMBER_STATES,
  isAddressCountry,
  regionLabel,
  regionsFor,
  shippingCountriesFor,
  US_STATES,
  validateAddress,
  type AddressCountry,
  type AddressInput,
} from './addresses.ts';
import { LOCALES } from './locales.ts';

const GB_ADDRESS: AddressInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '10 Downing Street',
  city: 'London',
  postcode: 'SW1A 2AA',
  countryCode: 'GB',
  phone: '+44 20 7946 0018',
};

// One valid region per country with a fixed list, so a postcode test does not trip on the region.
const REGION_FOR: Partial<Record<AddressCountry, string>> = { US: 'NY', CA: 'ON', AU: 'NSW', AE: 'DU' };

// A valid address in any country: its example postcode and, where there is a list, a region.
function withCountry(countryCode: string, fields: Partial<AddressInput> = {}): AddressInput {
  const postcode = isAddressCountry(countryCode) ? addressFieldsFor(countryCode).postcodeExample : null;
  return {
    ...GB_ADDRESS,
    countryCode,
    postcode,
    region: REGION_FOR[countryCode as AddressCountry],
    ...fields,
  };
}

function postcodeOf(country: AddressCountry, postcode: string | null | undefined) {
  const result = validateAddress(withCountry(country, { postcode }));
  return result.ok ? { value: result.value.postcode } : { error: result.errors.postcode };
}

function regionOf(country: string, region: string | null | undefined) {
  const result = validateAddress(withCountry(country, { region }));
  return result.ok ? { value: result.value.region } : { error: result.errors.region };
}

function phoneOf(phone: string) {
  const result = validateAddress({ ...GB_ADDRESS, phone });
  return result.ok ? { value: result.value.phone } : { error: result.errors.phone };
}

function errorsOf(input: AddressInput) {
  const result = validateAddress(input);
  return result.ok ? {} : result.errors;
}

describe('address countries', () => {
  it('are every store country (not the EU pseudo-country) plus the EU member states, sorted, once each', () => {
    const storeCountries = LOCALES.map((l) => l.countryCode).filter((c) => c !== 'EU');
    const expected = [...new Set([...storeCountries, ...EU_MEMBER_STATES])].sort();
    expect(ADDRESS_COUNTRIES).toEqual(expected);
    expect(ADDRESS_COUNTRIES).toHaveLength(36);
    expect(new Set(EU_MEMBER_STATES).size).toBe(27);
    expect(isAddressCountry('EU')).toBe(false);
    expect(isAddressCountry('gb')).toBe(false);
    expect(isAddressCountry('GB')).toBe(true);
  });

  it('each store ships to its own country; the EU store to the 27 member states', () => {
    expect(shippingCountriesFor('en-GB')).toEqual(['GB']);
    expect(shippingCountriesFor('en-IE')).toEqual(['IE']);
    expect(shippingCountriesFor('fr-FR')).toEqual(['FR']);
    expect(shippingCountriesFor('en-AE')).toEqual(['AE']);
    expect(shippingCountriesFor('ar-AE')).toEqual(['AE']);
    expect(shippingCountriesFor('en-NZ')).toEqual(['NZ']);
    expect(shippingCountriesFor('en-EU')).toEqual([...EU_MEMBER_STATES]);
    expect(shippingCountriesFor('en-EU')).not.toContain('GB');
    for (const locale of LOCALES) {
      expect(shippingCountriesFor(locale.localeISOCode).every(isAddressCountry)).toBe(true);
      expect(Object.isFrozen(shippingCountriesFor(locale.localeISOCode))).toBe(true);
    }
  });

  it('a new address starts in the store country; the EU store preselects none', () => {
    expect(defaultCountryFor('en-US')).toBe('US');
    expect(defaultCountryFor('en-CA')).toBe('CA');
    expect(defaultCountryFor('ar-AE')).toBe('AE');
    expect(defaultCountryFor('en-SA')).toBe('SA');
    expect(defaultCountryFor('en-EU')).toBeNull();
    for (const locale of LOCALES.filter((l) => l.countryCode !== 'EU')) {
      expect(defaultCountryFor(locale.localeISOCode)).toBe(locale.countryCode);
    }
  });

  it('an unknown store is a programming error', () => {
    expect(() => shippingCountriesFor('xx-XX' as never)).toThrow();
  });
});

describe('region lists', () => {
  it('US: 50 states and DC; CA: 13 provinces and territories; AU: 8 states and territories; AE: 7 emirates', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES.map((r) => r.code)).toContain('DC');
    expect(CA_PROVINCES.map((r) => r.code).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
    expect(AU_STATES.map((r) => r.code).sort()).toEqual([
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
    ]);
    expect(AE_EMIRATES.map((r) => r.code).sort()).toEqual(['AJ', 'AZ', 'DU', 'FU', 'RK', 'SH', 'UQ']);
    for (const list of [US_STATES, CA_PROVINCES, AU_STATES, AE_EMIRATES]) {
      expect(new Set(list.map((r) => r.code)).size).toBe(list.length);
      expect(new Set(list.map((r) => r.name)).size).toBe(list.length);
      expect(Object.isFrozen(list)).toBe(true);
    }
    expect(CA_PROVINCES.every((r) => r.nameFr)).toBe(true);
    expect(AE_EMIRATES.every((r) => r.nameAr)).toBe(true);
  });

  it('every code, name, translation and alias of a list resolves to its own code (no two spellings collide)', () => {
    const lists: [AddressCountry, readonly (typeof US_STATES)[number][]][] = [
      ['US', US_STATES],
      ['CA', CA_PROVINCES],
      ['AU', AU_STATES],
      ['AE', AE_EMIRATES],
    ];
    for (const [country, list] of lists) {
      for (const region of list) {
        const spellings = [region.code, region.name, region.nameFr, region.nameAr, ...(region.aliases ?? [])];
        for (const spelling of spellings.filter((s) => s !== undefined)) {
          expect(regionOf(country, spelling), `${country} ${spelling}`).toEqual({ value: region.code });
        }
      }
    }
  });

  it('regionsFor gives the list where there is one; labels fall back to English', () => {
    expect(regionsFor('US')).toBe(US_STATES);
    expect(regionsFor('AE')).toBe(AE_EMIRATES);
    expect(regionsFor('GB')).toBeUndefined();
    const quebec = CA_PROVINCES.find((r) => r.code === 'QC')!;
    const dubai = AE_EMIRATES.find((r) => r.code === 'DU')!;
    expect(regionLabel(quebec, 'fr')).toBe('Québec');
    expect(regionLabel(quebec, 'en')).toBe('Quebec');
    expect(regionLabel(quebec, 'ar')).toBe('Quebec');
    expect(regionLabel(dubai, 'ar')).toBe('دبي');
    expect(regionLabel(dubai, 'fr')).toBe('Dubai');
  });

  it('addressFieldsFor tells a form which fields to show', () => {
    expect(addressFieldsFor('GB')).toEqual({
      postcode: 'required',
      postcodeExample: 'SW1A 1AA',
      region: 'optional',
      regions: undefined,
    });
    expect(addressFieldsFor('AE')).toEqual({
      postcode: 'none',
      postcodeExample: null,
      region: 'required',
      regions: AE_EMIRATES,
    });
    expect(addressFieldsFor('QA').postcode).toBe('none');
    expect(addressFieldsFor('IE').postcode).toBe('optional');
    expect(addressFieldsFor('SA').postcode).toBe('optional');
    expect(addressFieldsFor('US').regions).toBe(US_STATES);
  });

  it("every country's postcode example validates to itself", () => {
    for (const country of ADDRESS_COUNTRIES) {
      const { postcodeExample } = addressFieldsFor(country);
      if (postcodeExample === null) continue;
      expect(postcodeOf(country, postcodeExample), country).toEqual({ value: postcodeExample });
    }
  });
});

describe('validateAddress: names, lines and city', () => {
  it('accepts a full address and normalises it', () => {
    const result = validateAddress({
      firstName: '  Ada ',
      lastName: 'King\u00A0 Lovelace',
      line1: ' 10   Downing Street ',
      line2: '   ',
      city: 'London',
      region: ' Greater London ',
      postcode: 'sw1a2aa',
      countryCode: 'gb',
      phone: '+44 (0)20 7946 0018',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        firstName: 'Ada',
        lastName: 'King Lovelace',
        line1: '10 Downing Street',
        line2: null,
        city: 'London',
        region: 'Greater London',
        postcode: 'SW1A 2AA',
        countryCode: 'GB',
        phone: '+442079460018',
      },
    });
  });

  it('stores one Unicode form: decomposed accents are composed (NFC)', () => {
    const result = validateAddress({ ...GB_ADDRESS, firstName: 'Zoe\u0301', city: 'Umea\u030A' });
    expect(result.ok && result.value.firstName).toBe('Zoé');
    expect(result.ok && result.value.city).toBe('Umeå');
  });

  it('names, line 1 and city are required (missing, empty or blank)', () => {
    expect(errorsOf({ ...GB_ADDRESS, firstName: '' })).toEqual({ firstName: 'required' });
    expect(errorsOf({ ...GB_ADDRESS, lastName: ' \u00A0 ' })).toEqual({ lastName: 'required' });
    expect(errorsOf({ ...GB_ADDRESS, line1: '\n\t' })).toEqual({ line1: 'required' });
    const { city: _city, ...noCity } = GB_ADDRESS;
    expect(errorsOf(noCity as AddressInput)).toEqual({ city: 'required' });
  });

  it('line 2 is optional', () => {
    expect(validateAddress({ ...GB_ADDRESS, line2: undefined }).ok).toBe(true);
    expect(validateAddress({ ...GB_ADDRESS, line2: null }).ok).toBe(true);
    const result = validateAddress({ ...GB_ADDRESS, line2: ' Flat 2 ' });
    expect(result.ok && result.value.line2).toBe('Flat 2');
  });

  it.each([
    ['firstName', 50],
    ['lastName', 50],
    ['line1', 100],
    ['line2', 100],
    ['city', 60],
  ] as const)('%s: at most %i characters, counted after trimming', (field, max) => {
    expect(ADDRESS_MAX_LENGTHS[field]).toBe(max);
    expect(validateAddress({ ...GB_ADDRESS, [field]: `  ${'a'.repeat(max)}  ` }).ok).toBe(true);
    expect(errorsOf({ ...GB_ADDRESS, [field]: 'a'.repeat(max + 1) })).toEqual({ [field]: 'too_long' });
  });

  it('counts characters, not UTF-16 units: 50 emoji or Arabic letters fit a name', () => {
    expect(validateAddress({ ...GB_ADDRESS, firstName: '😀'.repeat(50) }).ok).toBe(true);
    expect(validateAddress({ ...GB_ADDRESS, firstName: 'ب'.repeat(50) }).ok).toBe(true);
    expect(errorsOf({ ...GB_ADDRESS, firstName: '😀'.repeat(51) })).toEqual({ firstName: 'too_long' });
  });

  it.each([
    ['a tab inside', 'Ada\tLovelace'],
    ['a newline inside', '10 Downing\nStreet'],
    ['NUL', 'Ada\u0000'],
    ['DEL', 'Ada\u007F'],
    ['a C1 control (NEL)', 'Ada\u0085x'],
    ['a lone surrogate', 'Ada\uD800'],
    ['a line separator', 'Ada\u2028x'],
    ['a right-to-left override', 'Ada\u202Eecalevol'],
    ['a bidi isolate', 'Ada\u2066x\u2069'],
  ])('refuses control characters: %s', (_label, text) => {
    for (const field of ['firstName', 'lastName', 'line1', 'line2', 'city', 'region'] as const) {
      expect(errorsOf({ ...GB_ADDRESS, [field]: text })).toEqual({ [field]: 'invalid_characters' });
    }
  });

  it('keeps the joiners and direction marks that Arabic and Persian text needs', () => {
    const name = 'محمد\u200Cرضا\u200F';
    const result = validateAddress({ ...GB_ADDRESS, firstName: name });
    expect(result.ok && result.value.firstName).toBe(name);
  });

  it('surrounding tabs and newlines are just surrounding whitespace', () => {
    const result = validateAddress({ ...GB_ADDRESS, city: '\tLondon\r\n' });
    expect(result.ok && result.value.city).toBe('London');
  });
});

describe('validateAddress: country', () => {
  it('upper-cases and trims the code', () => {
    const result = validateAddress({ ...GB_ADDRESS, countryCode: ' gb ' });
    expect(result.ok && result.value.countryCode).toBe('GB');
  });

  it('required; unknown, EU or UK is country_invalid (and the postcode is then not judged)', () => {
    expect(errorsOf({ ...GB_ADDRESS, countryCode: '' })).toEqual({ countryCode: 'required' });
    expect(errorsOf({ ...GB_ADDRESS, countryCode: 'EU' })).toEqual({ countryCode: 'country_invalid' });
    expect(errorsOf({ ...GB_ADDRESS, countryCode: 'UK' })).toEqual({ countryCode: 'country_invalid' });
    expect(errorsOf({ ...GB_ADDRESS, countryCode: 'CH' })).toEqual({ countryCode: 'country_invalid' });
    expect(errorsOf({ ...GB_ADDRESS, countryCode: 'GBR' })).toEqual({ countryCode: 'country_invalid' });
    expect(errorsOf({ ...GB_ADDRESS, countryCode: 'XX', postcode: '!!' })).toEqual({
      countryCode: 'country_invalid',
    });
    // The region is still checked as text, so a bad one is reported with the country.
    expect(errorsOf({ ...GB_ADDRESS, countryCode: 'XX', region: 'a\u0000' })).toEqual({
      countryCode: 'country_invalid',
      region: 'invalid_characters',
    });
  });

  it('with a store, the country must be one it ships to', () => {
    const de = withCountry('DE', { postcode: '10115' });
    expect(validateAddress(de, { store: 'en-EU' }).ok).toBe(true);
    expect(validateAddress(withCountry('GB'), { store: 'en-EU' })).toEqual({
      ok: false,
      errors: { countryCode: 'country_not_shipped' },
    });
    expect(validateAddress(de, { store: 'en-GB' })).toEqual({
      ok: false,
      errors: { countryCode: 'country_not_shipped' },
    });
    expect(validateAddress(withCountry('AE'), { store: 'ar-AE' }).ok).toBe(true);
    expect(validateAddress(withCountry('AE'), { store: 'en-QA' }).ok).toBe(false);
    // The country's own rules still apply, so every problem shows at once.
    expect(validateAddress(withCountry('US', { region: '' }), { store: 'en-CA' })).toEqual({
      ok: false,
      errors: { countryCode: 'country_not_shipped', region: 'region_required' },
    });
  });
});

// [input, canonical form] pairs and invalid inputs for each country with postcodes.
const POSTCODES: Record<
  Exclude<AddressCountry, 'AE' | 'QA'>,
  { valid: [string, string][]; invalid: string[] }
> = {
  GB: {
    valid: [
      ['sw1a1aa', 'SW1A 1AA'],
      ['SW1A 1AA', 'SW1A 1AA'],
      [' ec1a  1bb ', 'EC1A 1BB'],
      ['W1A0AX', 'W1A 0AX'],
      ['m1 1ae', 'M1 1AE'],
      ['B33 8TH', 'B33 8TH'],
      ['CR2 6XH', 'CR2 6XH'],
      ['DN55 1PT', 'DN55 1PT'],
      ['gir0aa', 'GIR 0AA'],
      ['GIR 0AA', 'GIR 0AA'],
    ],
    invalid: [
      'SW1A 1A',
      'SW1A 1AAA',
      'QW1 1AA',
      'V1 1AA',
      'XM4 5HQ',
      'AI1 1AA',
      'W1Z 1AA',
      'SW1A 1CA',
      '12345',
      'SW1A1AA!',
    ],
  },
  IE: {
    valid: [
      ['a65f4e2', 'A65 F4E2'],
      ['A65 F4E2', 'A65 F4E2'],
      ['D02 X285', 'D02 X285'],
      ['d6w1234', 'D6W 1234'],
      ['T12 K8AF', 'T12 K8AF'],
    ],
    invalid: ['B65 F4E2', 'A6 F4E2', 'A65 F4E', 'A65 O4E2', 'T12 AB12', 'D6X 1234', 'Dublin 2'],
  },
  US: {
    valid: [
      ['94105', '94105'],
      ['02134', '02134'],
      ['94105-1234', '94105-1234'],
      ['94105 1234', '94105-1234'],
      ['941051234', '94105-1234'],
    ],
    invalid: ['9410', '941051', 'ABCDE', '94105-123', '94105-12345'],
  },
  CA: {
    valid: [
      ['k1a0b1', 'K1A 0B1'],
      ['M5V 3L9', 'M5V 3L9'],
      ['h2x-1y4', 'H2X 1Y4'],
      ['X0A 0H0', 'X0A 0H0'],
    ],
    invalid: ['D1A 0B1', 'W1A 0B1', 'Z1A 0B1', 'K1A 0O1', 'K1U 0B1', 'K1A 0B', '123 456', '90210'],
  },
  AU: {
    valid: [
      ['2000', '2000'],
      ['0800', '0800'],
      [' 3000 ', '3000'],
    ],
    invalid: ['200', '20000', 'ABCD'],
  },
  NZ: {
    valid: [
      ['6011', '6011'],
      ['0610', '0610'],
    ],
    invalid: ['601', '60111', 'NZ6011'],
  },
  FR: {
    valid: [
      ['75001', '75001'],
      ['01000', '01000'],
      ['20000', '20000'],
      ['97400', '97400'],
      ['98000', '98000'],
      ['FR-75001', '75001'],
    ],
    invalid: ['00100', '96000', '99000', '7500', '750011', '2A000'],
  },
  IL: {
    valid: [
      ['6100000', '6100000'],
      ['61 00000', '6100000'],
    ],
    invalid: ['610000', '61000000', 'ABCDEFG'],
  },
  SA: {
    valid: [
      ['11564', '11564'],
      ['١١٥٦٤', '11564'],
    ],
    invalid: ['1156', '115641', '11564-1234'],
  },
  AT: {
    valid: [
      ['1010', '1010'],
      ['AT-1010', '1010'],
    ],
    invalid: ['0100', '10100'],
  },
  BE: {
    valid: [
      ['1000', '1000'],
      ['9992', '9992'],
    ],
    invalid: ['0999', '100'],
  },
  BG: { valid: [['1000', '1000']], invalid: ['0100', '100'] },
  HR: {
    valid: [
      ['10000', '10000'],
      ['21000', '21000'],
    ],
    invalid: ['1000', '100000'],
  },
  CY: { valid: [['1010', '1010']], invalid: ['10100', '101'] },
  CZ: {
    valid: [
      ['11000', '110 00'],
      ['110 00', '110 00'],
      ['CZ-602 00', '602 00'],
    ],
    invalid: ['010 00', '1100', '8110 01'],
  },
  DK: {
    valid: [
      ['1050', '1050'],
      ['DK-1050', '1050'],
    ],
    invalid: ['105', '10500'],
  },
  EE: { valid: [['10111', '10111']], invalid: ['1011', '101111'] },
  FI: {
    valid: [
      ['00100', '00100'],
      ['FI-00100', '00100'],
    ],
    invalid: ['0010', '001000'],
  },
  DE: {
    valid: [
      ['10115', '10115'],
      ['01067', '01067'],
      ['DE-10115', '10115'],
    ],
    invalid: ['00115', '1011', '101150'],
  },
  GR: {
    valid: [
      ['10557', '105 57'],
      ['105 57', '105 57'],
    ],
    invalid: ['1055', '105 577'],
  },
  HU: { valid: [['1051', '1051']], invalid: ['0051', '10510'] },
  IT: {
    valid: [
      ['00184', '00184'],
      ['IT-00184', '00184'],
    ],
    invalid: ['0018', '001845'],
  },
  LV: {
    valid: [
      ['1050', 'LV-1050'],
      ['lv-1050', 'LV-1050'],
      ['LV 1050', 'LV-1050'],
    ],
    invalid: ['10500', 'LT-1050', 'LV-105'],
  },
  LT: {
    valid: [
      ['01100', 'LT-01100'],
      ['LT-01100', 'LT-01100'],
    ],
    invalid: ['0110', 'LV-01100'],
  },
  LU: {
    valid: [
      ['1009', 'L-1009'],
      ['L-1009', 'L-1009'],
      ['l1009', 'L-1009'],
      ['LU-1009', 'L-1009'],
    ],
    invalid: ['10090', 'L-100'],
  },
  MT: {
    valid: [
      ['vlt1117', 'VLT 1117'],
      ['VLT 1117', 'VLT 1117'],
      ['MTF 1010', 'MTF 1010'],
      ['MT-VLT 1117', 'VLT 1117'],
    ],
    invalid: ['VL 1117', 'VLT 111', '1117'],
  },
  NL: {
    valid: [
      ['1012ab', '1012 AB'],
      ['1012 AB', '1012 AB'],
      ['NL-1012 AB', '1012 AB'],
    ],
    invalid: ['0123 AB', '1012 SA', '1012 SD', '1012 SS', '1012', '1012 A1'],
  },
  PL: {
    valid: [
      ['00950', '00-950'],
      ['00-950', '00-950'],
    ],
    invalid: ['0095', '00-9500'],
  },
  PT: {
    valid: [
      ['1100148', '1100-148'],
      ['1100-148', '1100-148'],
    ],
    invalid: ['0100-148', '1100-14', '1100'],
  },
  RO: { valid: [['010011', '010011']], invalid: ['01001', '0100111'] },
  SK: {
    valid: [
      ['81101', '811 01'],
      ['040 01', '040 01'],
      ['SK-811 01', '811 01'],
    ],
    invalid: ['111 01', '8110'],
  },
  SI: {
    valid: [
      ['1000', '1000'],
      ['SI-1000', '1000'],
    ],
    invalid: ['0100', '10000'],
  },
  ES: {
    valid: [
      ['28013', '28013'],
      ['01001', '01001'],
      ['52001', '52001'],
    ],
    invalid: ['53001', '00100', '2801'],
  },
  SE: {
    valid: [
      ['11122', '111 22'],
      ['SE-111 22', '111 22'],
    ],
    invalid: ['011 22', '1112'],
  },
};

describe('validateAddress: postcodes', () => {
  it('covers every country with postcodes', () => {
    expect(Object.keys(POSTCODES).sort()).toEqual(ADDRESS_COUNTRIES.filter((c) => c !== 'AE' && c !== 'QA'));
  });

  describe.each(Object.entries(POSTCODES) as [AddressCountry, (typeof POSTCODES)['GB']][])(
    '%s',
    (country, cases) => {
      it.each(cases.valid)('accepts %j as %j', (input, canonical) => {
        expect(postcodeOf(country, input)).toEqual({ value: canonical });
        // The canonical form is stable.
        expect(postcodeOf(country, canonical)).toEqual({ value: canonical });
      });

      it.each(cases.invalid)('refuses %j', (input) => {
        expect(postcodeOf(country, input)).toEqual({ error: 'postcode_invalid' });
      });
    },
  );

  it('required everywhere except Ireland and Saudi Arabia (optional) and the UAE and Qatar (none)', () => {
    for (const country of ADDRESS_COUNTRIES) {
      const expected =
        country === 'IE' || country === 'SA' || country === 'AE' || country === 'QA'
          ? { value: null }
          : { error: 'required' };
      expect(postcodeOf(country, undefined), country).toEqual(expected);
      expect(postcodeOf(country, '  '), country).toEqual(expected);
      expect(postcodeOf(country, null), country).toEqual(expected);
    }
  });

  it('the UAE and Qatar have no postcodes: whatever is sent is dropped, never an error', () => {
    for (const postcode of ['00000', 'P.O. Box 1234', '12345', 'x\u0000']) {
      expect(postcodeOf('AE', postcode)).toEqual({ value: null });
      expect(postcodeOf('QA', postcode)).toEqual({ value: null });
    }
  });

  it('reads Arabic-Indic, Persian and full-width digits', () => {
    expect(postcodeOf('SA', '١١٥٦٤')).toEqual({ value: '11564' });
    expect(postcodeOf('SA', '۱۱۵۶۴')).toEqual({ value: '11564' });
    expect(postcodeOf('IL', '６１０００００')).toEqual({ value: '6100000' });
  });

  it('control characters inside a postcode make it invalid', () => {
    expect(postcodeOf('GB', 'SW1A\t1AA')).toEqual({ error: 'postcode_invalid' });
    expect(postcodeOf('IE', 'A65\u0000F4E2')).toEqual({ error: 'postcode_invalid' });
  });
});

describe('validateAddress: regions', () => {
  it('US: required, a state or DC by code or name, stored as the code', () => {
    expect(regionOf('US', 'CA')).toEqual({ value: 'CA' });
    expect(regionOf('US', 'ny')).toEqual({ value: 'NY' });
    expect(regionOf('US', 'california')).toEqual({ value: 'CA' });
    expect(regionOf('US', ' NEW  YORK ')).toEqual({ value: 'NY' });
    expect(regionOf('US', 'Washington, D.C.')).toEqual({ value: 'DC' });
    expect(regionOf('US', 'Washington')).toEqual({ value: 'WA' });
    expect(regionOf('US', 'US-TX')).toEqual({ value: 'TX' });
    expect(regionOf('US', undefined)).toEqual({ error: 'region_required' });
    expect(regionOf('US', '  ')).toEqual({ error: 'region_required' });
    expect(regionOf('US', 'PR')).toEqual({ error: 'region_invalid' });
    expect(regionOf('US', 'Calif')).toEqual({ error: 'region_invalid' });
    expect(regionOf('US', 'CA-ON')).toEqual({ error: 'region_invalid' });
  });

  it('CA: required, a province or territory in English or French, with or without accents', () => {
    expect(regionOf('CA', 'QC')).toEqual({ value: 'QC' });
    expect(regionOf('CA', 'Québec')).toEqual({ value: 'QC' });
    expect(regionOf('CA', 'quebec')).toEqual({ value: 'QC' });
    expect(regionOf('CA', 'colombie-britannique')).toEqual({ value: 'BC' });
    expect(regionOf('CA', 'Ile du Prince Edouard')).toEqual({ value: 'PE' });
    expect(regionOf('CA', 'PEI')).toEqual({ value: 'PE' });
    expect(regionOf('CA', 'Newfoundland')).toEqual({ value: 'NL' });
    expect(regionOf('CA', '')).toEqual({ error: 'region_required' });
    expect(regionOf('CA', 'NY')).toEqual({ error: 'region_invalid' });
  });

  it('AU: required, a state or territory', () => {
    expect(regionOf('AU', 'nsw')).toEqual({ value: 'NSW' });
    expect(regionOf('AU', 'Victoria')).toEqual({ value: 'VIC' });
    expect(regionOf('AU', 'western australia')).toEqual({ value: 'WA' });
    expect(regionOf('AU', null)).toEqual({ error: 'region_required' });
    expect(regionOf('AU', 'Auckland')).toEqual({ error: 'region_invalid' });
  });

  it('AE: required, an emirate in English or Arabic, however the Arabic is spelled', () => {
    expect(regionOf('AE', 'Dubai')).toEqual({ value: 'DU' });
    expect(regionOf('AE', 'DUBAI')).toEqual({ value: 'DU' });
    expect(regionOf('AE', 'DU')).toEqual({ value: 'DU' });
    expect(regionOf('AE', 'AE-SH')).toEqual({ value: 'SH' });
    expect(regionOf('AE', 'دبي')).toEqual({ value: 'DU' });
    expect(regionOf('AE', 'أبو ظبي')).toEqual({ value: 'AZ' });
    expect(regionOf('AE', 'ابوظبي')).toEqual({ value: 'AZ' });
    expect(regionOf('AE', 'الفجيره')).toEqual({ value: 'FU' });
    expect(regionOf('AE', 'Ras Al-Khaimah')).toEqual({ value: 'RK' });
    expect(regionOf('AE', 'rak')).toEqual({ value: 'RK' });
    expect(regionOf('AE', 'Umm al-Qaiwain')).toEqual({ value: 'UQ' });
    expect(regionOf('AE', undefined)).toEqual({ error: 'region_required' });
    expect(regionOf('AE', 'Doha')).toEqual({ error: 'region_invalid' });
  });

  it('elsewhere: optional free text (a county), trimmed, at most 60 characters', () => {
    expect(regionOf('GB', ' Greater  London ')).toEqual({ value: 'Greater London' });
    expect(regionOf('IE', 'Co. Dublin')).toEqual({ value: 'Co. Dublin' });
    expect(regionOf('QA', undefined)).toEqual({ value: null });
    expect(regionOf('SA', '')).toEqual({ value: null });
    expect(regionOf('FR', 'a'.repeat(60))).toEqual({ value: 'a'.repeat(60) });
    expect(regionOf('FR', 'a'.repeat(61))).toEqual({ error: 'too_long' });
    expect(regionOf('DE', 'Bay\nern')).toEqual({ error: 'invalid_characters' });
  });
});

describe('validateAddress: phone', () => {
  it.each([
    ['+44 20 7946 0018', '+442079460018'],
    ['+44 (0)20 7946 0018', '+442079460018'],
    ['+44 ( 0 ) 20 7946 0018', '+442079460018'],
    ['(+44) 20 7946 0018', '+442079460018'],
    ['(020) 7946-0018', '02079460018'],
    ['212-555-0123', '2125550123'],
    ['01.23.45.67.89', '0123456789'],
    [' +971 50 123 4567 ', '+971501234567'],
    ['+1\u00A0212\u00A0555\u00A00123', '+12125550123'],
    ['٠٥٠١٢٣٤٥٦٧', '0501234567'],
    ['1234567', '1234567'],
    ['123456789012345', '123456789012345'],
  ])('accepts %j as %j', (input, normalised) => {
    expect(phoneOf(input)).toEqual({ value: normalised });
  });

  it.each([
    ['too few digits', '123456'],
    ['too many digits', '1234567890123456'],
    ['letters', '020 7946 OO18'],
    ['an extension', '020 7946 0018 ext 2'],
    ['two plus signs', '+44 +20 7946 0018'],
    ['a plus after digits', '44+20 7946 0018'],
    ['a country code starting 0', '+0 20 7946 0018'],
    ['a tab', '020\t7946 0018'],
    ['only formatting', '+() --'],
  ])('refuses %s', (_label, input) => {
    expect(phoneOf(input)).toEqual({ error: 'phone_invalid' });
  });

  it('is required', () => {
    expect(phoneOf('')).toEqual({ error: 'required' });
    expect(phoneOf('   ')).toEqual({ error: 'required' });
  });
});

describe('validateAddress: whole input', () => {
  it('reports every field at once, each with one code', () => {
    expect(
      validateAddress({
        firstName: '',
        lastName: 'x'.repeat(51),
        line1: 'a\u0000b',
        city: ' ',
        region: 'Nowhere',
        postcode: '1234',
        countryCode: 'us',
        phone: '12',
      }),
    ).toEqual({
      ok: false,
      errors: {
        firstName: 'required',
        lastName: 'too_long',
        line1: 'invalid_characters',
        city: 'required',
        region: 'region_invalid',
        postcode: 'postcode_invalid',
        phone: 'phone_invalid',
      },
    });
  });

  it('never throws on input outside its type, and calls every field missing', () => {
    for (const input of [null, undefined, 42, 'address', [], {}]) {
      const result = validateAddress(input as never);
      expect(result).toEqual({
        ok: false,
        errors: {
          firstName: 'required',
          lastName: 'required',
          line1: 'required',
          city: 'required',
          countryCode: 'required',
          phone: 'required',
        },
      });
    }
    const numbers = { ...GB_ADDRESS, firstName: 1, postcode: 12345, region: {} } as unknown as AddressInput;
    expect(errorsOf(numbers)).toEqual({ firstName: 'required', postcode: 'required' });
  });

  it('every error code is produced by some input', () => {
    const seen = new Set<string>();
    const inputs: [AddressInput, { store?: 'en-GB' }?][] = [
      [{ ...GB_ADDRESS, firstName: '', lastName: 'x'.repeat(51), line1: 'a\u0000' }],
      [{ ...GB_ADDRESS, postcode: 'nope', phone: '1' }],
      [withCountry('US', { region: '' })],
      [withCountry('US', { region: 'Nowhere' })],
      [{ ...GB_ADDRESS, countryCode: 'XX' }],
      [withCountry('DE', { postcode: '10115' }), { store: 'en-GB' }],
    ];
    for (const [input, options] of inputs) {
      const result = validateAddress(input, options);
      if (!result.ok) for (const code of Object.values(result.errors)) seen.add(code);
    }
    expect([...seen].sort()).toEqual([...ADDRESS_ERROR_CODES].sort());
  });
});

// Fields drawn from everything a string can hold, including lone surrogates and controls.
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom('', ' ', '\u00A0', '\t\n', '+', '-', '(0)'),
);
const anyCountry = fc.oneof(fc.constantFrom(...ADDRESS_COUNTRIES), fc.string({ maxLength: 4 }));
const optionalText = fc.option(anyText, { nil: undefined });

const arbitraryInput: fc.Arbitrary<AddressInput> = fc.record({
  firstName: anyText,
  lastName: anyText,
  line1: anyText,
  line2: optionalText,
  city: anyText,
  region: optionalText,
  postcode: optionalText,
  countryCode: anyCountry,
  phone: anyText,
});

// Well-formed but untidy input: extra spaces, any case, decomposed accents, any script.
const pad = fc.constantFrom('', ' ', '  ', '\u00A0', '\t', '\n ');
const letter = fc.constantFrom(
  ...'abcxyzABCXYZéøßçİ',
  'e\u0301',
  ...'محمدفاطمة',
  ...'Дмитрий',
  ...'李王',
  '😀',
  "'",
  '-',
  ' ',
  '  ',
  '\u00A0',
);
const word = (maxLength: number) =>
  fc
    .tuple(pad, fc.constantFrom('A', 'ب', 'Ж', '李'), fc.array(letter, { maxLength }), pad)
    .map(([before, first, rest, after]) => `${before}${first}${rest.join('')}${after}`);

const VALID_POSTCODES = Object.fromEntries(
  Object.entries(POSTCODES).map(([country, cases]) => [country, cases.valid.map(([input]) => input)]),
) as Partial<Record<AddressCountry, string[]>>;

const untidyCase = (value: string) =>
  fc.constantFrom(value, value.toLowerCase(), value.toUpperCase(), ` ${value} `, value.replace(/ /g, ''));

const validPhone = fc
  .tuple(
    fc.boolean(),
    fc.integer({ min: 1, max: 9 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 14 }),
    fc.constantFrom(' ', '-', '.', ''),
  )
  .map(([plus, first, rest, separator]) => {
    const digits = [first, ...rest].join('');
    const grouped = digits.match(/.{1,3}/g)!.join(separator);
    return plus ? `+${grouped}` : `(${grouped.slice(0, 3)})${grouped.slice(3)}`;
  });

const validInput: fc.Arbitrary<AddressInput> = fc.constantFrom(...ADDRESS_COUNTRIES).chain((country) => {
  const list = regionsFor(country);
  const region = list
    ? fc
        .constantFrom(...list)
        .chain((r) =>
          fc.constantFrom(r.code, r.name, r.name.toLowerCase(), r.nameFr ?? r.code, r.nameAr ?? r.name),
        )
    : fc.option(word(20), { nil: undefined });
  const postcodes = VALID_POSTCODES[country];
  const postcode = postcodes ? fc.constantFrom(...postcodes).chain(untidyCase) : fc.constant(undefined);
  return fc.record({
    firstName: word(20),
    lastName: word(20),
    line1: word(40),
    line2: fc.option(word(40), { nil: undefined }),
    city: word(25),
    region,
    postcode,
    countryCode: fc.constantFrom(country, country.toLowerCase(), ` ${country} `),
    phone: validPhone,
  });
});

describe('validateAddress: properties', () => {
  it('never throws, and a refusal always names at least one field with a known code', () => {
    fc.assert(
      fc.property(arbitraryInput, (input) => {
        const result = validateAddress(input);
        if (!result.ok) {
          const entries = Object.entries(result.errors);
          expect(entries.length).toBeGreaterThan(0);
          for (const [field, code] of entries) {
            expect(Object.keys(input)).toContain(field);
            expect(ADDRESS_ERROR_CODES).toContain(code);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('whatever it accepts, its normalised output validates again to itself (idempotence)', () => {
    fc.assert(
      fc.property(fc.oneof(arbitraryInput, validInput), (input) => {
        const result = validateAddress(input);
        if (result.ok) expect(validateAddress(result.value)).toEqual(result);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts untidy but well-formed addresses in every country, and normalises them idempotently', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const result = validateAddress(input);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(validateAddress(result.value)).toEqual(result);
        for (const text of [result.value.firstName, result.value.line1, result.value.city]) {
          expect(text).toBe(text.trim());
          expect(text).not.toMatch(/\s{2}|[\t\n\u00A0]/);
          expect(text).toBe(text.normalize('NFC'));
        }
      }),
      { numRuns: 500 },
    );
  });
});
