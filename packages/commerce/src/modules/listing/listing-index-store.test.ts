import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_FACETS } from './listing-filters.ts';
import { assemble } from './listing-index-build.ts';
import { ListingStore } from './listing-index-store.ts';
import { record } from '../../testing/listing-records.ts';

const category = (store: ListingStore, id: number) => {
  const list = store.category(id);
  const ids = (slots: Int32Array) => Array.from(slots.subarray(0, list.length), (s) => store.ids[s]);
  return { ordered: ids(list.ordered), bySlot: ids(list.bySlot) };
};

describe('ListingStore', () => {
  it('hands out slots in id order and refuses a new id below the highest', () => {
    const store = new ListingStore();
    expect(store.upsert(record({ id: 5 }))).toBe(true);
    expect(store.upsert(record({ id: 9 }))).toBe(true);
    expect(store.slotOf(5)).toBe(0);
    expect(store.slotOf(9)).toBe(1);
    expect(store.slotOf(7)).toBe(-1);
    expect(store.upsert(record({ id: 7 }))).toBe(false);
    // An existing id may change in place.
    expect(store.upsert(record({ id: 5, popularity: 3 }))).toBe(true);
    expect(store.popularity[0]).toBe(3);
    expect(store.size).toBe(2);
  });

  it('keeps category lists in default order (position desc, id asc) and by slot', () => {
    const store = new ListingStore();
    store.upsert(record({ id: 1, categories: [10, 5] }));
    store.upsert(record({ id: 2, categories: [10, 7, 11, 1] }));
    store.upsert(record({ id: 3, categories: [10, 5] }));
    store.upsert(record({ id: 4, categories: [11, 2] }));
    expect(category(store, 10)).toEqual({ ordered: [2, 1, 3], bySlot: [1, 2, 3] });
    expect(category(store, 11)).toEqual({ ordered: [4, 2], bySlot: [2, 4] });
    // Moving a product: out of one category, a new position in the other.
    store.upsert(record({ id: 2, categories: [11, 9] }));
    expect(category(store, 10)).toEqual({ ordered: [1, 3], bySlot: [1, 3] });
    expect(category(store, 11)).toEqual({ ordered: [2, 4], bySlot: [2, 4] });
    store.remove(4);
    expect(category(store, 11)).toEqual({ ordered: [2], bySlot: [2] });
    expect(category(store, 99)).toEqual({ ordered: [], bySlot: [] });
  });

  it('keeps growing a category list after it was sorted (sorting trims its arrays)', () => {
    const store = new ListingStore();
    for (let id = 1; id <= 40; id++) {
      store.upsert(record({ id, categories: [1, id % 3] }));
      if (id % 7 === 0) store.category(1);
    }
    const { ordered, bySlot } = category(store, 1);
    expect(bySlot).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(ordered.slice(0, 3)).toEqual([2, 5, 8]);
    expect(new Set(ordered).size).toBe(40);
  });

  it('finds the products with an attribute other than one value, with their popularity (marketplace)', () => {
    const store = new ListingStore();
    const brand = ATTRIBUTE_FACETS.indexOf('brand');
    const style = ATTRIBUTE_FACETS.indexOf('style');
    store.upsert(record({ id: 1, popularity: 4, attributeFacets: [brand], attributeValues: ['Vitrine'] }));
    store.upsert(
      record({ id: 2, popularity: 9, attributeFacets: [style, brand], attributeValues: ['a line', 'Nord'] }),
    );
    // No brand at all, and a style that happens to be spelled like a partner: neither is listed.
    store.upsert(record({ id: 3, attributeFacets: [style], attributeValues: ['Nord'] }));
    store.upsert(record({ id: 4, popularity: 1, attributeFacets: [brand], attributeValues: ['Lune'] }));
    store.upsert(record({ id: 5, attributeFacets: [brand], attributeValues: ['Lune'] }));
    store.remove(5);
    expect(store.withAttributeOtherThan('brand', 'Vitrine')).toEqual({ ids: [2, 4], positions: [9, 1] });
    // A house brand no product has: every branded product is someone else's.
    expect(store.withAttributeOtherThan('brand', 'Nobody').ids).toEqual([1, 2, 4]);
    // A product that turns into the house brand leaves the list.
    store.upsert(record({ id: 4, attributeFacets: [brand], attributeValues: ['Vitrine'] }));
    expect(store.withAttributeOtherThan('brand', 'Vitrine').ids).toEqual([2]);
  });

  it('merges sizes across variants and regions, and codes values per facet', () => {
    const store = new ListingStore();
    store.upsert(record({ id: 1, inStock: ['10', 'gb', '12', 'us', '10', 'us', '10', 'gb'] }));
    const gb = store.regionBit('gb');
    const us = store.regionBit('us');
    expect(gb).not.toBe(us);
    expect(store.regionBit('au')).toBe(0);
    expect(store.sizeCount[0]).toBe(2);
    const pairs = Array.from(store.sizes.data.subarray(store.sizeStart[0]!, store.sizeStart[0]! + 4));
    const ten = store.dictionary.find(0, '10');
    const twelve = store.dictionary.find(0, '12');
    expect(pairs).toEqual([ten, gb | us, twelve, us]);
    expect(store.inStockRegions[0]).toBe(gb | us);
    // Shoes' "10" is another facet's value; a size kind without a size facet gets no code.
    store.upsert(record({ id: 2, sizeKind: 'shoes', inStock: ['10', 'gb'] }));
    expect(store.dictionary.find(1, '10')).not.toBe(ten);
    store.upsert(record({ id: 3, sizeKind: 'beauty', inStock: ['ONE SIZE', 'gb'] }));
    expect(store.sizes.data[store.sizeStart[2]!]).toBe(-1);
    expect(store.inStockRegions[2]).toBe(gb);
  });

  it('writes prices per currency and clears the ones a product no longer has', () => {
    const store = new ListingStore();
    store.upsert(
      record({
        id: 1,
        priceCurrencies: ['GBP', 'EUR'],
        priceValues: [1000, 800, 5, 9, 1200, 0, -Infinity, Infinity],
      }),
    );
    const gbp = store.priceColumns('GBP')!;
    expect([gbp.amount[0], gbp.special[0], gbp.fromUs[0], gbp.toUs[0]]).toEqual([1000, 800, 5, 9]);
    expect(store.priceColumns('EUR')!.amount[0]).toBe(1200);
    store.upsert(record({ id: 1 }));
    expect(store.priceColumns('EUR')!.amount[0]).toBe(0);
    expect(store.priceColumns('USD')).toBeUndefined();
  });

  it('survives many refreshes that grow and shrink a product (pool compaction)', () => {
    const store = new ListingStore();
    for (let id = 1; id <= 50; id++) store.upsert(record({ id }));
    for (let round = 0; round < 400; round++) {
      const id = (round % 50) + 1;
      const n = (round * 7) % 13;
      store.upsert(
        record({
          id,
          attributeFacets: Array.from({ length: n }, () => 2),
          attributeValues: Array.from({ length: n }, (_, i) => `v${i}`),
          inStock: Array.from({ length: n }, (_, i) => [`${i}`, 'gb']).flat(),
          categories: [1, n],
        }),
      );
      const slot = store.slotOf(id);
      const attrs = Array.from(
        store.attributes.data.subarray(
          store.attrStart[slot]!,
          store.attrStart[slot]! + store.attrCount[slot]!,
        ),
        (c) => store.dictionary.values[c],
      );
      expect(attrs).toEqual(Array.from({ length: n }, (_, i) => `v${i}`));
      expect(store.sizeCount[slot]).toBe(n);
    }
    expect(store.attributes.length).toBeLessThan(50 * 13 * 3);
    expect(category(store, 1).bySlot).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('ranks products by date_enabled desc then id desc, following changes', () => {
    const store = new ListingStore();
    store.upsert(record({ id: 1, dateUs: 30 }));
    store.upsert(record({ id: 2, dateUs: 10 }));
    store.upsert(record({ id: 3, dateUs: 30 }));
    const order = () => Array.from(store.dateRanks().order, (s) => store.ids[s]);
    expect(order()).toEqual([3, 1, 2]);
    store.upsert(record({ id: 2, dateUs: 40 }));
    expect(order()).toEqual([2, 3, 1]);
    store.remove(3);
    expect(order()).toEqual([2, 1]);
    expect(store.dateRanks().rankOf[store.slotOf(3)]).toBe(-1);
  });
});

describe('assemble (the build statements’ text)', () => {
  const F = '\u001f';
  const R = '\u001e';
  /** NULL, as the products statement sends it. */
  const N = '\u0002';
  it('reads products, memberships, stock and prices into records', () => {
    const products = [
      [
        '2',
        '1700000000000001',
        '5',
        'red',
        'clothes',
        'VT2',
        'VT2',
        'red-dress',
        'Ruby',
        N,
        'Red Dress',
        'Robe rouge',
        N,
        '["vitrine", null, "bodycon", null, null, null, null, null, ["party", "work", 3], null, null, null, null]',
      ].join(F),
      [
        '1',
        '-5',
        '0',
        'black',
        'shoes',
        'VT2',
        'VT1',
        'black-heels',
        'Black',
        'Sale',
        '',
        N,
        N,
        '[null,null,null,null,null,null,null,null,null,null,"high",null,null]',
      ].join(F),
    ].join(R);
    const categories = [['2', '9', '4'].join(F), ['2', '3', '7'].join(F), ['1', '3', '1'].join(F)].join(R);
    const stock = [['2', '10', 'gb'].join(F), ['9', '8', 'gb'].join(F)].join(R);
    const prices = [
      ['2', 'GBP', '1000', '900', '', '1700000000000000'].join(F),
      ['1', 'EUR', '50', '', '', ''].join(F),
    ].join(R);
    // Positions out of order and below 2 only (the statement's filter); one for no product.
    const images = [
      ['2', '1', 'red-back', '800', '1000', 'back'].join(F),
      ['2', '0', 'red-front', '800', '1000', 'front'].join(F),
      ['7', '0', 'gone', '1', '1', 'front'].join(F),
    ].join(R);
    const records = assemble(products, categories, stock, prices, images);
    expect(records.map((r) => r.id)).toEqual([1, 2]);
    expect(records[1]).toEqual({
      id: 2,
      dateUs: 1700000000000001,
      popularity: 5,
      colourGroup: 'red',
      sizeKind: 'clothes',
      attributeFacets: [0, 2, 8, 8],
      attributeValues: ['vitrine', 'bodycon', 'party', 'work'],
      categories: [3, 7, 9, 4],
      inStock: ['10', 'gb'],
      priceCurrencies: ['GBP'],
      priceValues: [1000, 900, -Infinity, 1700000000000000],
      card: {
        styleGroup: 'VT2',
        sku: 'VT2',
        urlKey: 'red-dress',
        colour: 'Ruby',
        sticker: null,
        names: { en: 'Red Dress', fr: 'Robe rouge' },
        images: [
          { path: 'red-front', width: 800, height: 1000, view: 'front' },
          { path: 'red-back', width: 800, height: 1000, view: 'back' },
        ],
      },
    });
    expect(records[0]!.dateUs).toBe(-5);
    // An empty name is a name (localised() keeps it); only NULL is missing.
    expect(records[0]!.card).toEqual({
      styleGroup: 'VT2',
      sku: 'VT1',
      urlKey: 'black-heels',
      colour: 'Black',
      sticker: 'Sale',
      names: { en: '' },
      images: [],
    });
    expect(records[0]!.priceValues).toEqual([50, 0, -Infinity, Infinity]);
    expect(assemble('', '', '', '')).toEqual([]);
  });

  it('refuses a record whose fields do not line up (a separator inside a value)', () => {
    expect(() => assemble('', ['1', '3', `7${F}8`].join(F), '', '')).toThrow(/malformed/);
    expect(() => assemble('', ['1', 'x', '7'].join(F), '', '')).toThrow(/not an integer/);
  });
});
