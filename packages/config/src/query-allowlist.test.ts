import { describe, expect, it } from 'vitest';
import { LISTING_ATTRIBUTES } from './listing-attributes.ts';
import { ALLOWED_QUERY_PARAMS, cleanQuery, SHELL_QUERY_PARAMS } from './query-allowlist.ts';

const SPEC_LIST = [
  'color',
  'currency',
  'q',
  'hash',
  'region',
  'locale',
  'slug',
  'page',
  'sort',
  'token',
  'Device',
  'Store',
  'DateTime',
  'confirmSuccess',
  'forgotPasswordEmail',
  'resetPassword',
  'sku',
  'faq',
  'headings',
  'hConversionEventId',
  'refresh',
  'price_slider',
  'clothes_size_mapped',
  'order',
  'categories',
  'colour_group',
  'brand',
  'brands',
  'colour',
  'price',
];

describe('§2.3 query allow-list', () => {
  it('allows every listed name and every listing attribute, nothing else', () => {
    expect(new Set(SHELL_QUERY_PARAMS)).toEqual(new Set(SPEC_LIST));
    for (const name of [...SPEC_LIST, ...LISTING_ATTRIBUTES])
      expect(ALLOWED_QUERY_PARAMS.has(name), name).toBe(true);
    expect(ALLOWED_QUERY_PARAMS.size).toBe(new Set([...SPEC_LIST, ...LISTING_ATTRIBUTES]).size);
  });

  it('keeps allowed parameters in order with repeated values, drops the others', () => {
    const input = new URLSearchParams(
      'utm_source=x&q=dress&colour=red&fbclid=1&colour=blue&special_price_set_b=1&utm_source=y&page=2',
    );
    const { kept, dropped } = cleanQuery(input);
    expect(kept.toString()).toBe('q=dress&colour=red&colour=blue&special_price_set_b=1&page=2');
    expect(dropped).toEqual(['utm_source', 'fbclid']);
    // The input is left as it was.
    expect(input.getAll('utm_source')).toEqual(['x', 'y']);
  });

  it('names are case-sensitive (Device, Store, DateTime keep their capitals)', () => {
    const { kept, dropped } = cleanQuery(
      new URLSearchParams('Device=mobile&device=x&Store=UK&DateTime=2024-01-01T10:00&Q=a'),
    );
    expect([...kept.keys()]).toEqual(['Device', 'Store', 'DateTime']);
    expect(dropped).toEqual(['device', 'Q']);
  });

  it('keeps empty values and the conversion-event id', () => {
    const { kept, dropped } = cleanQuery(new URLSearchParams('q=&hConversionEventId=abc'));
    expect(kept.toString()).toBe('q=&hConversionEventId=abc');
    expect(dropped).toEqual([]);
  });

  it('an empty query stays empty', () => {
    const { kept, dropped } = cleanQuery(new URLSearchParams());
    expect(kept.toString()).toBe('');
    expect(dropped).toEqual([]);
  });
});
