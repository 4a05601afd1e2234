import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_FACETS } from './listing-filters.ts';
import { ListingStore, type ProductRecord } from './listing-index-store.ts';
import { record } from '../../testing/listing-records.ts';
import { topProducts } from './listing-index-top.ts';

const STYLE = ATTRIBUTE_FACETS.indexOf('style');
const DRESSES = 10;
const SHOES = 20;
const inGb = ['10', 'GB'];
const query = { currency: 'GBP', region: 'GB', now: new Date(5_000), limit: 10 };

function store() {
  const s = new ListingStore();
  const add = (id: number, over: Partial<ProductRecord>) =>
    s.upsert(record({ id, categories: [DRESSES, id], inStock: inGb, ...over }));
  add(1, { colourGroup: 'red', popularity: 5, attributeFacets: [STYLE], attributeValues: ['wrap'] });
  add(2, { colourGroup: 'red', popularity: 9 });
  add(3, { colourGroup: 'black', popularity: 50, attributeFacets: [STYLE], attributeValues: ['wrap'] });
  add(4, { colourGroup: 'black', popularity: 99 });
  add(5, { colourGroup: 'red', popularity: 1, attributeFacets: [STYLE], attributeValues: ['wrap'] });
  // Not offered in this store now: out of stock here, not live yet, no GBP price, removed.
  add(6, { colourGroup: 'red', popularity: 1000, inStock: ['10', 'US'] });
  add(7, { colourGroup: 'red', popularity: 1000, dateUs: 10_000_000_000 });
  add(8, { colourGroup: 'red', popularity: 1000, priceCurrencies: ['USD'] });
  add(9, { colourGroup: 'red', popularity: 1000 });
  s.remove(9);
  s.upsert(record({ id: 10, categories: [SHOES, 1], inStock: inGb, colourGroup: 'red', popularity: 7 }));
  s.upsert(record({ id: 11, categories: [SHOES, 1, DRESSES, 50], inStock: inGb, popularity: 3 }));
  return s;
}

describe('recommendation candidates from the listing index', () => {
  it('orders a category by same colour, then same style, then popularity, ties to the lower id', () => {
    const ids = topProducts(store(), {
      ...query,
      categoryIds: [DRESSES],
      near: { colourGroup: 'red', style: 'wrap' },
    });
    // Red and wrap (1, 5) by popularity, red (2), then wrap (3), then the rest by popularity.
    expect(ids).toEqual([1, 5, 2, 3, 4, 11]);
  });

  it('leaves out what the store cannot sell now: out of stock here, not live, unpriced, removed', () => {
    const ids = topProducts(store(), { ...query, categoryIds: [DRESSES] });
    for (const id of [6, 7, 8, 9]) expect(ids).not.toContain(id);
    // Without a product to be near, popularity alone.
    expect(ids).toEqual([4, 3, 2, 1, 11, 5]);
  });

  it('spans several categories without repeating a product in two of them, and stops at the limit', () => {
    const ids = topProducts(store(), { ...query, categoryIds: [SHOES, DRESSES], limit: 3 });
    expect(ids).toEqual([4, 3, 2]);
    const shoes = topProducts(store(), {
      ...query,
      categoryIds: [SHOES, DRESSES],
      near: { colourGroup: 'red', style: null },
    });
    expect(shoes.slice(0, 4)).toEqual([2, 10, 1, 5]);
    expect(new Set(shoes).size).toBe(shoes.length);
  });

  it('answers nothing for a currency or region the index has never seen, or an unknown category', () => {
    expect(topProducts(store(), { ...query, categoryIds: [DRESSES], currency: 'JPY' })).toEqual([]);
    expect(topProducts(store(), { ...query, categoryIds: [DRESSES], region: 'ZZ' })).toEqual([]);
    expect(topProducts(store(), { ...query, categoryIds: [999] })).toEqual([]);
  });
});

describe('recommendation candidates from a large category (selection instead of a full sort)', () => {
  /** 3,000 products in two overlapping categories; few popularity values, so many ties. */
  function big() {
    const s = new ListingStore();
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let id = 1; id <= 3_000; id++) {
      s.upsert(
        record({
          id,
          categories: id % 3 === 0 ? [DRESSES, id, SHOES, id] : [id % 2 === 0 ? DRESSES : SHOES, id],
          inStock: next() % 5 === 0 ? ['10', 'US'] : inGb,
          colourGroup: ['red', 'black', 'blue'][next() % 3]!,
          popularity: next() % 40,
          ...(next() % 4 === 0 ? { attributeFacets: [STYLE], attributeValues: ['wrap'] } : {}),
        }),
      );
    }
    return s;
  }

  /** Every product of the categories once, sorted whole (a limit above the count sorts them all). */
  function reference(s: ListingStore, categoryIds: number[], near?: { colourGroup: string; style: string }) {
    return topProducts(s, { ...query, categoryIds, limit: 1_000_000, ...(near ? { near } : {}) });
  }

  it('gives the first N of the whole order, ties to the lower id, for any N', () => {
    const s = big();
    for (const categoryIds of [[DRESSES], [DRESSES, SHOES]]) {
      for (const near of [undefined, { colourGroup: 'red', style: 'wrap' }]) {
        const whole = reference(s, categoryIds, near);
        expect(new Set(whole).size).toBe(whole.length);
        for (const limit of [1, 6, 24, 240, 1_000]) {
          const ids = topProducts(s, { ...query, categoryIds, limit, ...(near ? { near } : {}) });
          expect(ids).toEqual(whole.slice(0, limit));
        }
      }
    }
  });

  it('ranks the whole list by closeness, then popularity, then id', () => {
    const s = big();
    const whole = reference(s, [DRESSES]);
    const pop = (id: number) => s.popularity[s.slotOf(id)]!;
    for (let i = 1; i < whole.length; i++) {
      const [a, b] = [whole[i - 1]!, whole[i]!];
      expect(pop(a) > pop(b) || (pop(a) === pop(b) && a < b)).toBe(true);
    }
  });
});
