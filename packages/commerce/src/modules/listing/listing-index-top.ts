// Recommendation candidates from the listing index (decision 0007): the products of some
// categories that are live, priced and in stock in a store, closest to a product first (same
// colour group, then same style), then the most popular. The SQL it replaces read every product
// of the category to order it (19,947 rows for dresses at 100,000 products);
// here it is a pass over the category's slots in memory. The caller (recommendations.ts) takes
// each style once and the cards from the index too (listing-index-cards.ts), or, where its SQL
// orders differently, reads the cards of the few hundred ids returned from SQL.

import { COLOUR_FACET, FACET_PARAMS } from './listing-filters.ts';
import { highestFirst } from './listing-index-query.ts';
import type { ListingStore } from './listing-index-store.ts';

const STYLE_FACET = FACET_PARAMS.indexOf('style');
const COLOUR_FACET_INDEX = FACET_PARAMS.indexOf(COLOUR_FACET);

export interface TopQuery {
  categoryIds: readonly number[];
  currency: string;
  region: string;
  now: Date;
  /** Closest first: this colour group, then (within each colour) this style. */
  near?: { colourGroup: string | null; style: string | null };
  limit: number;
}

/** Scratch reused between calls (a call runs to its end synchronously): no garbage per page. */
let slots = new Int32Array(4096);
let keys = new Float64Array(4096);
let seen = new Uint8Array(4096);

/** Product ids, best first; ties to the lower id, as the SQL orders them. */
export function topProducts(store: ListingStore, q: TopQuery): number[] {
  const prices = store.priceColumns(q.currency);
  const region = store.regionBit(q.region);
  if (!prices || region === 0 || q.limit <= 0) return [];
  const nowUs = q.now.getTime() * 1000;
  const colour = q.near?.colourGroup ? store.dictionary.find(COLOUR_FACET_INDEX, q.near.colourGroup) : -1;
  const style = q.near?.style && STYLE_FACET >= 0 ? store.dictionary.find(STYLE_FACET, q.near.style) : -1;
  const { alive, dateUs, inStockRegions, popularity, colourCode, attrStart, attrCount } = store;
  const attrs = store.attributes.data;
  let capacity = 0;
  for (const categoryId of q.categoryIds) capacity += store.category(categoryId).length;
  if (capacity > slots.length) {
    slots = new Int32Array(Math.max(capacity, slots.length * 2));
    keys = new Float64Array(slots.length);
  }
  if (store.size > seen.length) seen = new Uint8Array(Math.max(store.size, seen.length * 2));
  // A product in two of the categories counts once.
  const several = q.categoryIds.length > 1;
  let n = 0;
  for (const categoryId of q.categoryIds) {
    const list = store.category(categoryId);
    for (let i = 0; i < list.length; i++) {
      const slot = list.bySlot[i]!;
      if (alive[slot] === 0 || dateUs[slot]! > nowUs || prices.amount[slot] === 0) continue;
      if ((inStockRegions[slot]! & region) === 0) continue;
      if (several) {
        if (seen[slot] === 1) continue;
        seen[slot] = 1;
      }
      let closeness = colour >= 0 && colourCode[slot] === colour ? 2 : 0;
      if (style >= 0) {
        for (let j = attrStart[slot]!, end = j + attrCount[slot]!; j < end; j++) {
          if (attrs[j] === style) {
            closeness += 1;
            break;
          }
        }
      }
      slots[n] = slot;
      // One exact number per product: closeness above any popularity (an int32), popularity below.
      keys[n] = closeness * 2 ** 33 + popularity[slot]!;
      n++;
    }
  }
  if (several) for (let i = 0; i < n; i++) seen[slots[i]!] = 0;

  // Slots are in id order, so the lower slot is the lower id.
  return highestFirst(keys, n, q.limit, (a, b) => slots[a]! - slots[b]!).map((i) => store.ids[slots[i]!]!);
}
