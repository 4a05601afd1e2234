import { ALLOWED_QUERY_PARAMS, LISTING_ATTRIBUTES } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import {
  FACET_PARAMS,
  isFacetParam,
  MAX_FILTER_VALUE_LENGTH,
  MAX_FILTER_VALUES,
  parseFilters,
  priceBoundsMinor,
  sortFacetValues,
  toMajor,
} from './listing-filters.ts';

describe('FACET_PARAMS', () => {
  it('are all kept by the §2.3 query allow-list, once each', () => {
    for (const name of FACET_PARAMS) expect(ALLOWED_QUERY_PARAMS.has(name), name).toBe(true);
    expect(new Set(FACET_PARAMS).size).toBe(FACET_PARAMS.length);
  });

  it('are colour_group, brand (§2.3 shell parameters) and §3.3 attribute names', () => {
    for (const name of FACET_PARAMS) {
      if (name !== 'colour_group' && name !== 'brand') expect(LISTING_ATTRIBUTES, name).toContain(name);
    }
    for (const name of [
      'colour_group',
      'brand',
      'clothes_size',
      'shoesize',
      'belt_size',
      'accessory_size',
      'fit',
    ]) {
      expect(isFacetParam(name)).toBe(true);
    }
    expect(isFacetParam('colour_en')).toBe(false);
  });
});

describe('parseFilters', () => {
  it('keeps known names only, in FACET_PARAMS order', () => {
    const parsed = parseFilters({ fit: ['slim'], bogus: ['x'], colour_group: ['red'], sort: ['price_asc'] });
    expect([...parsed.keys()]).toEqual(['colour_group', 'fit']);
  });

  it('trims, removes duplicates and empty or over-long values, and drops empty facets', () => {
    const long = 'x'.repeat(MAX_FILTER_VALUE_LENGTH + 1);
    const parsed = parseFilters({ colour_group: [' red ', 'red', '', '   ', long, 'blue'], fit: ['', ' '] });
    expect(parsed.get('colour_group')).toEqual(['red', 'blue']);
    expect(parsed.has('fit')).toBe(false);
  });

  it('caps the number of values per facet', () => {
    const values = Array.from({ length: MAX_FILTER_VALUES + 10 }, (_, i) => `v${i}`);
    expect(parseFilters({ style: values }).get('style')).toHaveLength(MAX_FILTER_VALUES);
  });

  it('ignores values that are not lists of strings and inherited names', () => {
    const filters = JSON.parse(
      '{"__proto__": {"colour_group": ["red"]}, "fit": "slim", "style": [1, "shift"]}',
    );
    const parsed = parseFilters(filters);
    expect([...parsed]).toEqual([['style', ['shift']]]);
    expect(parseFilters(Object.create({ colour_group: ['red'] })).size).toBe(0);
  });

  it('keeps a value that looks like SQL as plain text', () => {
    const value = "'; drop table products; --";
    expect(parseFilters({ colour_group: [value] }).get('colour_group')).toEqual([value]);
  });
});

describe('priceBoundsMinor', () => {
  it('turns major units into minor units, inclusive', () => {
    expect(priceBoundsMinor({ min: 20, max: 50 }, 'GBP')).toEqual({ min: 2000, max: 5000 });
    expect(priceBoundsMinor({ min: 19.99, max: 19.99 }, 'EUR')).toEqual({ min: 1999, max: 1999 });
    expect(priceBoundsMinor({ min: 0.1, max: 0.29 }, 'USD')).toEqual({ min: 10, max: 29 });
  });

  it('rounds a lower bound up and an upper bound down between two minor units', () => {
    expect(priceBoundsMinor({ min: 19.995, max: 19.995 }, 'GBP')).toEqual({ min: 2000, max: 1999 });
  });

  it('ignores a missing, negative or non-finite bound', () => {
    expect(priceBoundsMinor(undefined, 'GBP')).toEqual({ min: null, max: null });
    expect(priceBoundsMinor({ min: -1, max: Number.NaN }, 'GBP')).toEqual({ min: null, max: null });
    expect(priceBoundsMinor({ max: Infinity }, 'GBP')).toEqual({ min: null, max: null });
    expect(priceBoundsMinor({ max: 30 }, 'GBP')).toEqual({ min: null, max: 3000 });
  });

  it('keeps a huge bound a valid integer parameter', () => {
    expect(priceBoundsMinor({ min: 1e12 }, 'GBP').min).toBe(2_147_483_647);
  });
});

describe('toMajor', () => {
  it('gives major units with the currency digits', () => {
    expect(toMajor(1999, 'GBP')).toBe(19.99);
    expect(toMajor(2000, 'AED')).toBe(20);
  });
});

describe('sortFacetValues', () => {
  const values = (...names: string[]) => names.map((value, i) => ({ value, count: i + 1 }));
  const names = (list: { value: string }[]) => list.map((v) => v.value);

  it('puts clothes, shoe and belt sizes in size order, not by count or text', () => {
    expect(names(sortFacetValues('clothes_size', values('10', '8', '28', '4', '16')))).toEqual([
      '4',
      '8',
      '10',
      '16',
      '28',
    ]);
    expect(names(sortFacetValues('shoesize', values('9', '5.5', '3', '5')))).toEqual(['3', '5', '5.5', '9']);
    expect(names(sortFacetValues('belt_size', values('L', 'S', 'M')))).toEqual(['S', 'M', 'L']);
    expect(names(sortFacetValues('accessory_size', values('large', 'mini', 'statement', 'medium')))).toEqual([
      'mini',
      'medium',
      'large',
      'statement',
    ]);
  });

  it('puts sizes off the scale after the known ones, by name', () => {
    expect(names(sortFacetValues('clothes_size', values('XL', '10', 'ONE SIZE', '8')))).toEqual([
      '8',
      '10',
      'ONE SIZE',
      'XL',
    ]);
  });

  it('orders other facets by count, most first, then by name', () => {
    const sorted = sortFacetValues('colour_group', [
      { value: 'red', count: 3 },
      { value: 'blue', count: 7 },
      { value: 'black', count: 3 },
    ]);
    expect(names(sorted)).toEqual(['blue', 'black', 'red']);
  });

  it('does not change its input', () => {
    const input = values('10', '8');
    sortFacetValues('clothes_size', input);
    expect(names(input)).toEqual(['10', '8']);
  });
});
