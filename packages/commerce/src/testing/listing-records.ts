import type { ProductRecord } from '../modules/listing/listing-index-store.ts';

/** A listing-index product record with defaults, for the index's unit tests. */
export function record(over: Partial<ProductRecord> & { id: number }): ProductRecord {
  return {
    dateUs: 1_000_000,
    popularity: 0,
    colourGroup: 'black',
    sizeKind: 'clothes',
    attributeFacets: [],
    attributeValues: [],
    categories: [],
    inStock: [],
    priceCurrencies: ['GBP'],
    priceValues: [1000, 0, -Infinity, Infinity],
    ...over,
  };
}
