import { describe, expect, it } from 'vitest';
import type { CardFields } from '../listing/listing-index-cards.ts';
import { ListingStore, type ProductRecord } from '../listing/listing-index-store.ts';
import { record } from '../../testing/listing-records.ts';
import { homeWidgetFromIndex, TRENDING_FALLBACK_DAYS } from './home-widgets-index.ts';

const GB = { language: 'en', currency: 'GBP', stockRegion: 'gb' } as const;
const now = new Date('2026-06-01T12:00:00Z');
const nowUs = now.getTime() * 1000;
const DAY_US = 86_400_000_000;

const card = (id: number, styleGroup: string): CardFields => ({
  sku: `VT${id}`,
  urlKey: `p-${id}`,
  styleGroup,
  colour: 'Black',
  sticker: null,
  names: { en: `Product ${id}` },
  images: [],
});

/**
 * Styles A (1, 2, 3), B (4, 5), C (6), D (7) and E (8); 9 not live yet, 10 out of stock here,
 * 11 without a GBP price, 12 removed.
 */
function catalogue(
  extra: (add: (id: number, style: string, over: Partial<ProductRecord>) => void) => void = () => {},
) {
  const s = new ListingStore();
  const add = (id: number, style: string, over: Partial<ProductRecord>) =>
    s.upsert(
      record({ id, inStock: ['10', 'gb'], dateUs: nowUs - 10 * DAY_US, card: card(id, style), ...over }),
    );
  add(1, 'A', { popularity: 50, dateUs: nowUs - 3 * DAY_US });
  add(2, 'A', { popularity: 90, dateUs: nowUs - 2 * DAY_US });
  add(3, 'A', { popularity: 10, dateUs: nowUs - 1 * DAY_US });
  add(4, 'B', { popularity: 80 });
  add(5, 'B', { popularity: 80 });
  add(6, 'C', { popularity: 70, dateUs: nowUs - 100 * DAY_US });
  add(7, 'D', { popularity: 60, dateUs: nowUs - 5 * DAY_US });
  add(8, 'E', { popularity: 20, dateUs: nowUs - 5 * DAY_US });
  add(9, 'F', { popularity: 1000, dateUs: nowUs + DAY_US });
  add(10, 'G', { popularity: 1000, inStock: ['10', 'us'] });
  add(11, 'H', { popularity: 1000, priceCurrencies: ['USD'] });
  add(12, 'I', { popularity: 1000 });
  s.remove(12);
  extra(add);
  return s;
}

const skus = (cards: { sku: string }[] | undefined) => cards?.map((c) => c.sku);

describe('the §9 home widgets from the listing index (as homeWidget’s SQL ranks them)', () => {
  it('bestsellers without orders: the most popular styles the store can sell, each in its most popular colour', () => {
    const cards = homeWidgetFromIndex(catalogue(), 'bestsellers', GB, 4, now, []);
    // A in 2 (90), B in 4 (80, ties to the lower id), C, D; never 9-12.
    expect(skus(cards)).toEqual(['VT2', 'VT4', 'VT6', 'VT7']);
    expect(cards![0]!.colourCount).toBe(3);
  });

  it('trending without views: only what went live in the last 60 days', () => {
    expect(TRENDING_FALLBACK_DAYS).toBe(60);
    const cards = homeWidgetFromIndex(catalogue(), 'trending', GB, 6, now, []);
    // C went live 100 days ago.
    expect(skus(cards)).toEqual(['VT2', 'VT4', 'VT7', 'VT8']);
  });

  it('new arrivals: newest first, each style in its most popular colour, placed by that colour’s date', () => {
    const cards = homeWidgetFromIndex(catalogue(), 'newArrivals', GB, 6, now, []);
    // A stands in 2, its most popular colour, placed by 2's date (two days ago; 3 is newer but
    // less popular). Then E and D (five days, the higher id first), B in 4 (ties to the lower
    // id), C.
    expect(skus(cards)).toEqual(['VT2', 'VT8', 'VT7', 'VT4', 'VT6']);
  });

  it('new arrivals from a category: only its members, in the same order (§9 "new arrivals (category)")', () => {
    const NEW_IN = 50;
    const inNewIn = { categories: [NEW_IN, 0] };
    const store = catalogue((add) => {
      add(1, 'A', { popularity: 50, dateUs: nowUs - 3 * DAY_US, ...inNewIn });
      add(7, 'D', { popularity: 60, dateUs: nowUs - 5 * DAY_US, ...inNewIn });
      add(6, 'C', { popularity: 70, dateUs: nowUs - 100 * DAY_US, ...inNewIn });
    });
    // A stands in 1, the only one of its colours in the category; E (as new as D) is not in it.
    expect(skus(homeWidgetFromIndex(store, 'newArrivals', GB, 6, now, [], NEW_IN))).toEqual([
      'VT1',
      'VT7',
      'VT6',
    ]);
    expect(homeWidgetFromIndex(store, 'newArrivals', GB, 6, now, [], 999)).toEqual([]);
  });

  it('puts the signal first, in its order, then fills from popularity without repeating a product', () => {
    // Sold: 8 most, then 3 (A's least popular colour), then 10 (not sellable here).
    const cards = homeWidgetFromIndex(catalogue(), 'bestsellers', GB, 4, now, [8, 3, 10]);
    // The fill may show another colour of a style the signal showed (as SQL does): A in 2.
    expect(skus(cards)).toEqual(['VT8', 'VT3', 'VT2', 'VT4']);
    // Two of A's colours sold: the more popular one stands for A.
    expect(skus(homeWidgetFromIndex(catalogue(), 'bestsellers', GB, 2, now, [3, 1]))).toEqual(['VT1', 'VT2']);
  });

  it('ranks every product when the first candidates hold too few styles in stock', () => {
    // 300 more popular products of one style, out of stock but one: the first 40 a card are
    // all style Z, so the answer needs the whole ranking.
    const crowded = catalogue((add) => {
      for (let id = 100; id < 400; id++) {
        add(id, 'Z', { popularity: 5000 - id, inStock: id === 399 ? ['10', 'gb'] : ['10', 'us'] });
      }
    });
    expect(skus(homeWidgetFromIndex(crowded, 'bestsellers', GB, 3, now, []))).toEqual([
      'VT399',
      'VT2',
      'VT4',
    ]);
  });

  it('gives up when a product lacks its card: the caller asks SQL', () => {
    const s = catalogue();
    s.upsert(record({ id: 20, popularity: 10_000, inStock: ['10', 'gb'] }));
    expect(homeWidgetFromIndex(s, 'bestsellers', GB, 4, now, [])).toBeUndefined();
  });
});
