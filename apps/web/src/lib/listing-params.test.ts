import { describe, expect, it } from 'vitest';
import { listingHref, parseListingParams } from './listing-params';

const parse = (query: string) =>
  parseListingParams(new URLSearchParams(query), ['colour_group', 'clothes_size']);

describe('listing query, read leniently (issue #3 bad input)', () => {
  it('reads page, sort, multi-select filters and a price range', () => {
    expect(
      parse('page=3&sort=price_asc&colour_group=red&colour_group=blue&clothes_size=10&price=20&price=60'),
    ).toEqual({
      page: 3,
      sort: 'price_asc',
      filters: { colour_group: ['red', 'blue'], clothes_size: ['10'] },
      price: { min: 20, max: 60 },
    });
  });

  it.each([
    ['page=-2', 1],
    ['page=abc', 1],
    ['page=2.5', 1],
    ['page=0', 1],
    ['page=100000', 209],
  ])('clamps %s to page %i (§9: 209 pages at most)', (query, page) => {
    expect(parse(query).page).toBe(page);
  });

  it('ignores an unknown sort and unknown filters', () => {
    expect(parse('sort=cheapest&fit=slim')).toEqual({ page: 1, sort: 'default', filters: {} });
  });

  it('turns a price range given the wrong way round, and accepts one open end', () => {
    expect(parse('price=80&price=20').price).toEqual({ min: 20, max: 80 });
    expect(parse('price=&price=50').price).toEqual({ max: 50 });
    expect(parse('price=x&price=-5').price).toBeUndefined();
  });

  it('bounds silly values', () => {
    const long = 'x'.repeat(10_000);
    expect(parse(`colour_group=${long}`).filters).toEqual({});
    const many = Array.from({ length: 100 }, (_, i) => `colour_group=c${i}`).join('&');
    expect(parse(many).filters.colour_group).toHaveLength(30);
  });
});

describe('listing links', () => {
  it('apply one change, drop defaults', () => {
    const current = new URLSearchParams('colour_group=red&page=3');
    expect(listingHref('/clothing/dresses.html', current, (q) => q.set('page', '1'))).toBe(
      '/clothing/dresses.html?colour_group=red',
    );
    expect(listingHref('/x.html', current, (q) => q.append('colour_group', 'blue'))).toBe(
      '/x.html?colour_group=red&page=3&colour_group=blue',
    );
  });
});
