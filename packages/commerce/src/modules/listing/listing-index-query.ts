// A listing answered from the listing index (listing-index-store.ts) instead of SQL: the same
// ListingCore the SQL statement of listing.ts yields, with the same rules (§3.3, decision 0007):
//   - listed: live at `now`, priced in the store's currency, in stock in its region in at least
//     one size;
//   - a selected value no listed product has is ignored, and a facet left with none is dropped;
//   - counts are disjunctive: a facet's values are counted with every other selection and the
//     price range applied, but not its own;
//   - the price range of the slider: effective prices with every facet selection but no price
//     filter;
//   - the four sorts with the SQL's tie-breaks (default: position desc, [popularity desc], id;
//     numberofdays: date desc, id desc; price: price, id asc).
// Prices and liveness are evaluated at `now` on every query, so a special price window opening
// or closing, or a product going live, needs no refresh.
//
// Two passes over the source: the first keeps the listed products (and notes which selected
// values exist), the second matches and counts. Both are plain loops over typed arrays; nothing
// here allocates per product.
//
// A category's counts are kept (CountCache) for the next page or sort of the same filters: both
// passes are most of a query's time on 19,000 dresses, and only the page differs between those
// views. So are a search's, when its matches are kept (IndexSource key): a shopper paging or
// re-sorting "dress" (20,000 matches) repeats the same two passes otherwise. A kept count is
// dropped when the store changes, and when the first moment passes at which one of its products
// goes live or a special price starts or ends.

import type { SortOption } from '@vitrine/config';
import { LRUCache } from 'lru-cache';
import { FACET_PARAMS } from './listing-filters.ts';
import { MAX_SLOTS, type ListingStore } from './listing-index-store.ts';

/** What a listing lists, in the index's terms. */
export type IndexSource =
  /** A category's products; the default sort is the category's merchandising position. */
  | { categoryId: number }
  /**
   * Products given by id with a position each (a search's relevance); the default sort shows the
   * highest position first, ties to the more popular product when popularityTiebreak, then the
   * lower id. A null position sorts first, as PostgreSQL's `desc` puts NULLs first.
   */
  | {
      ids: ArrayLike<number>;
      positions: ArrayLike<number | null>;
      popularityTiebreak: boolean;
      /**
       * Names these ids for as long as they stay the same (a search's kept matches,
       * listing-index-sources.ts): the counts of its views are then kept under it, as a
       * category's are. Without one, every view counts afresh.
       */
      key?: string;
    };

export interface IndexQuery {
  source: IndexSource;
  currency: string;
  region: string;
  now: Date;
  /** Parsed filters (listing-filters.ts parseFilters): facet parameter -> values. */
  selection: Map<string, string[]>;
  /** Minor units, inclusive; null for an open bound. */
  price: { min: number | null; max: number | null };
  sort: SortOption;
  offset: number;
  limit: number;
}

/** A listing before its product cards are read: what both the SQL statement and the index answer. */
export interface ListingCore {
  total: number;
  /** The selection applied, after values no listed product has were dropped (see knownSelection). */
  selection: Map<string, string[]>;
  /** Facet parameter -> value -> count, only values with a count above zero. */
  counts: Map<string, Map<string, number>>;
  /** Effective prices (minor units) of the products matching every facet selection. */
  priceMin: number | null;
  priceMax: number | null;
  /** Product ids of the requested page, in order. */
  ids: number[];
}

const FACET_INDEX: ReadonlyMap<string, number> = new Map(FACET_PARAMS.map((name, i) => [name, i]));
const PRICE_SPAN = 2 ** 31;
const SLOT_SPAN = MAX_SLOTS;

/**
 * Scratch arrays reused between queries (a query runs to its end synchronously): no garbage per
 * listing. base*: the listed products in ascending slot order; hit*: the hits, the same way.
 */
let baseSlots = new Int32Array(4096);
let basePrices = new Int32Array(4096);
let hitSlots = new Int32Array(4096);
let hitPrices = new Int32Array(4096);
/** By slot: a search's relevance, and "in the source" / "a hit" marks. */
let positionOf = new Float64Array(4096);
let marks = new Uint8Array(4096);

function reserve(sourceLength: number, slots: number): void {
  if (sourceLength > baseSlots.length) {
    const size = Math.max(sourceLength, baseSlots.length * 2);
    baseSlots = new Int32Array(size);
    basePrices = new Int32Array(size);
    hitSlots = new Int32Array(size);
    hitPrices = new Int32Array(size);
  }
  if (slots > marks.length) {
    const size = Math.max(slots, marks.length * 2);
    positionOf = new Float64Array(size);
    marks = new Uint8Array(size);
  }
}

/** What a listing's source, filters and price range select, before its sort and page. */
interface Counted {
  total: number;
  selection: Map<string, string[]>;
  counts: Map<string, Map<string, number>>;
  priceMin: number | null;
  priceMax: number | null;
  /** The hits, ascending by slot, with their effective price at the time counted. */
  hitSlots: Int32Array;
  hitPrices: Int32Array;
  /**
   * When it was counted (µs), and the first moment after that at which one of the source's
   * products goes live or a special price starts or ends: it holds in between.
   */
  countedUs: number;
  validUntilUs: number;
}

/** Hits kept over all of a store's kept counts (8 bytes each: slot and price). */
const COUNT_CACHE_HITS = 1_000_000;

/** A store's kept counts, by view (counts of one store version only). */
class CountCache {
  version = -1;
  readonly entries = new LRUCache<string, Counted>({
    maxSize: COUNT_CACHE_HITS,
    sizeCalculation: (c) => c.total + 1,
  });
}
const countCaches = new WeakMap<ListingStore, CountCache>();

/** The key of the views sharing a count: everything but the sort and the page. */
function countKey(source: string, q: IndexQuery): string {
  const selection = [...q.selection]
    .map(([name, values]) => `${name}=${[...values].sort().join('\u0000')}`)
    .sort()
    .join('\u0001');
  return `${source}|${q.currency}|${q.region}|${q.price.min}|${q.price.max}|${selection}`;
}

export function queryIndex(store: ListingStore, q: IndexQuery): ListingCore {
  const source = q.source;
  const nowUs = q.now.getTime() * 1000;
  const cache = keptCounts(store, source);
  const viewKey = cache ? countKey(cache.source, q) : '';
  let counted = cache?.entries.get(viewKey);
  // Counted at an earlier `now`: still true until a product goes live or a special price turns.
  if (counted && (nowUs < counted.countedUs || nowUs >= counted.validUntilUs)) counted = undefined;
  if (!counted) {
    counted = countSource(store, q, nowUs, cache !== undefined);
    cache?.entries.set(viewKey, counted);
  } else if ('ids' in source && q.sort === 'default') {
    // A kept search count: pageOf reads this view's relevance by slot, which countSource would
    // have set.
    reserve(source.ids.length, store.size);
    for (let i = 0; i < source.ids.length; i++) {
      const slot = store.slotOf(source.ids[i]!);
      if (slot >= 0) positionOf[slot] = source.positions[i] ?? Infinity;
    }
  }
  return {
    total: counted.total,
    selection: counted.selection,
    counts: counted.counts,
    priceMin: counted.priceMin,
    priceMax: counted.priceMax,
    ids: pageOf(store, q, counted, source),
  };
}

/** The store's kept counts and the source's name in them, for a category or a keyed source. */
function keptCounts(
  store: ListingStore,
  source: IndexSource,
): { entries: CountCache['entries']; source: string } | undefined {
  const name = 'categoryId' in source ? `c${source.categoryId}` : source.key && `s${source.key}`;
  if (!name) return undefined;
  let cache = countCaches.get(store);
  if (!cache) countCaches.set(store, (cache = new CountCache()));
  // A product changed (a refresh's upsert or removal): every kept count may be wrong.
  if (cache.version !== store.version) {
    cache.entries.clear();
    cache.version = store.version;
  }
  return { entries: cache.entries, source: name };
}

/** Counts the source's products; `keep`: for a count kept past this query. */
function countSource(store: ListingStore, q: IndexQuery, nowUs: number, keep: boolean): Counted {
  const source = q.source;
  if ('categoryId' in source) {
    const list = store.category(source.categoryId);
    reserve(list.length, store.size);
    return count(store, q, list.bySlot, list.length, nowUs, keep);
  }
  reserve(source.ids.length, store.size);
  // A bucket pass rather than a sort: mark each candidate's slot, then read the marks in order.
  marks.fill(0, 0, store.size);
  for (let i = 0; i < source.ids.length; i++) {
    const slot = store.slotOf(source.ids[i]!);
    if (slot < 0) continue;
    marks[slot] = 1;
    // PostgreSQL's `desc` puts NULL first: above every number.
    positionOf[slot] = source.positions[i] ?? Infinity;
  }
  const sourceSlots = new Int32Array(source.ids.length);
  let sourceLength = 0;
  for (let slot = 0; slot < store.size; slot++) if (marks[slot] === 1) sourceSlots[sourceLength++] = slot;
  return count(store, q, sourceSlots, sourceLength, nowUs, keep);
}

/**
 * Both passes over the source's slots (ascending). `keep`: the hits are copied out of the scratch
 * arrays, for a count kept past this query.
 */
function count(
  store: ListingStore,
  q: IndexQuery,
  sourceSlots: Int32Array,
  sourceLength: number,
  nowUs: number,
  keep: boolean,
): Counted {
  let validUntilUs = Infinity;
  const empty = () => ({
    total: 0,
    selection: knownSelection(q.selection, () => false).selection,
    counts: new Map(),
    priceMin: null,
    priceMax: null,
    hitSlots: EMPTY_HITS,
    hitPrices: EMPTY_HITS,
    countedUs: nowUs,
    validUntilUs,
  });
  const prices = store.priceColumns(q.currency);
  const region = store.regionBit(q.region);
  // No product was ever priced in the currency or stocked in the region: only a change to the
  // store (a new version) can list one.
  if (!prices || region === 0) return empty();

  // Pass 1: the listed products, their effective price at `now`, and which selected values exist.
  const { alive, dateUs, inStockRegions } = store;
  const { amount, special, fromUs, toUs } = prices;
  let n = 0;
  for (let i = 0; i < sourceLength; i++) {
    const slot = sourceSlots[i]!;
    if (alive[slot] === 0) continue;
    const date = dateUs[slot]!;
    if (date > nowUs) {
      if (date < validUntilUs) validUntilUs = date;
      continue;
    }
    const regular = amount[slot]!;
    if (regular === 0 || (inStockRegions[slot]! & region) === 0) continue;
    // pricing.ts isSpecialActive: below the regular price and `now` in [from, to).
    const sp = special[slot]!;
    let price = regular;
    if (sp !== 0 && sp < regular) {
      const from = fromUs[slot]!;
      const to = toUs[slot]!;
      if (from > nowUs) {
        if (from < validUntilUs) validUntilUs = from;
      } else if (to > nowUs) {
        price = sp;
        if (to < validUntilUs) validUntilUs = to;
      }
    }
    baseSlots[n] = slot;
    basePrices[n] = price;
    n++;
  }
  if (n === 0) return empty();
  const counted = countListed(store, q, n, region);
  return {
    ...counted,
    hitSlots: keep ? hitSlots.slice(0, counted.total) : hitSlots,
    hitPrices: keep ? hitPrices.slice(0, counted.total) : hitPrices,
    countedUs: nowUs,
    validUntilUs,
  };
}

const EMPTY_HITS = new Int32Array(0);

/** Pass 2 over the n listed products of pass 1 (the base arrays): match, count, range, hits. */
function countListed(
  store: ListingStore,
  q: IndexQuery,
  n: number,
  region: number,
): Pick<Counted, 'total' | 'selection' | 'counts' | 'priceMin' | 'priceMax'> {
  const dict = store.dictionary;
  const facetOf = dict.facetOf;
  const { colourCode, attrStart, attrCount, sizeStart, sizeCount } = store;
  const attrs = store.attributes.data;
  const sizes = store.sizes.data;
  // The loops below read a product's facet value codes in place (colour, in-stock sizes of the
  // region, attribute values) rather than through a callback: at 60,000 products a call per
  // value costs more than the counting.

  let selection = q.selection;
  if (selection.size > 0) {
    const wanted = new Uint8Array(dict.size);
    for (const [name, values] of selection) {
      const facet = FACET_INDEX.get(name);
      if (facet === undefined) continue;
      for (const v of values) {
        const code = dict.find(facet, v);
        if (code >= 0) wanted[code] = 1;
      }
    }
    const exists = new Uint8Array(dict.size);
    for (let i = 0; i < n; i++) {
      const slot = baseSlots[i]!;
      const colour = colourCode[slot]!;
      if (wanted[colour] === 1) exists[colour] = 1;
      for (let j = sizeStart[slot]!, end = j + 2 * sizeCount[slot]!; j < end; j += 2) {
        const code = sizes[j]!;
        if (code >= 0 && wanted[code] === 1 && (sizes[j + 1]! & region) !== 0) exists[code] = 1;
      }
      for (let j = attrStart[slot]!, end = j + attrCount[slot]!; j < end; j++) {
        const code = attrs[j]!;
        if (wanted[code] === 1) exists[code] = 1;
      }
    }
    selection = knownSelection(selection, (facet, value) => {
      const code = dict.find(facet, value);
      return code >= 0 && exists[code] === 1;
    }).selection;
  }

  // Pass 2: match (a bit per facet, facet index = bit), count, range, page candidates.
  const selected = new Uint8Array(dict.size);
  let full = 0;
  for (const [name, values] of selection) {
    const facet = FACET_INDEX.get(name)!;
    full |= 1 << facet;
    for (const v of values) {
      const code = dict.find(facet, v);
      if (code >= 0) selected[code] = 1;
    }
  }
  const counts = new Int32Array(dict.size);
  const minPrice = q.price.min ?? -Infinity;
  const maxPrice = q.price.max ?? Infinity;
  let total = 0;
  let priceMin = Infinity;
  let priceMax = -Infinity;
  for (let i = 0; i < n; i++) {
    const slot = baseSlots[i]!;
    const price = basePrices[i]!;
    const colour = colourCode[slot]!;
    const s0 = sizeStart[slot]!;
    const s1 = s0 + 2 * sizeCount[slot]!;
    const a0 = attrStart[slot]!;
    const a1 = a0 + attrCount[slot]!;
    let missing = 0;
    if (full !== 0) {
      let matched = 0;
      if (selected[colour] === 1) matched |= 1 << facetOf[colour]!;
      for (let j = s0; j < s1; j += 2) {
        const code = sizes[j]!;
        if (code >= 0 && selected[code] === 1 && (sizes[j + 1]! & region) !== 0)
          matched |= 1 << facetOf[code]!;
      }
      for (let j = a0; j < a1; j++) {
        const code = attrs[j]!;
        if (selected[code] === 1) matched |= 1 << facetOf[code]!;
      }
      missing = full & ~matched;
    }
    if (missing === 0) {
      if (price < priceMin) priceMin = price;
      if (price > priceMax) priceMax = price;
    }
    if (price < minPrice || price > maxPrice) continue;
    if (missing === 0) {
      hitSlots[total] = slot;
      hitPrices[total++] = price;
      counts[colour]!++;
      for (let j = s0; j < s1; j += 2) {
        const code = sizes[j]!;
        if (code >= 0 && (sizes[j + 1]! & region) !== 0) counts[code]!++;
      }
      for (let j = a0; j < a1; j++) counts[attrs[j]!]!++;
    } else if ((missing & (missing - 1)) === 0) {
      // Only the one facet this product misses counts it (disjunctive counts).
      if (1 << facetOf[colour]! === missing) counts[colour]!++;
      for (let j = s0; j < s1; j += 2) {
        const code = sizes[j]!;
        if (code >= 0 && (sizes[j + 1]! & region) !== 0 && 1 << facetOf[code]! === missing) counts[code]!++;
      }
      for (let j = a0; j < a1; j++) {
        const code = attrs[j]!;
        if (1 << facetOf[code]! === missing) counts[code]!++;
      }
    }
  }

  const byFacet = new Map<string, Map<string, number>>();
  for (let code = 0; code < counts.length; code++) {
    if (counts[code] === 0) continue;
    const name = FACET_PARAMS[facetOf[code]!]!;
    let values = byFacet.get(name);
    if (!values) byFacet.set(name, (values = new Map()));
    values.set(dict.values[code]!, counts[code]!);
  }

  return {
    total,
    selection,
    counts: byFacet,
    priceMin: priceMin === Infinity ? null : priceMin,
    priceMax: priceMax === -Infinity ? null : priceMax,
  };
}

/** The ids of the requested page of the hits, in the sort's order. */
function pageOf(store: ListingStore, q: IndexQuery, counted: Counted, source: IndexSource): number[] {
  const { total, hitSlots: slots, hitPrices: prices } = counted;
  const from = q.offset;
  const to = Math.min(total, q.offset + q.limit);
  if (from >= to) return [];
  const ids = store.ids;
  const page: number[] = [];

  if (q.sort === 'price_asc' || q.sort === 'price_desc') {
    // Price in the high bits, slot (= id order) in the low ones: one exact float64 per product,
    // sorted natively.
    const keys = new Float64Array(total);
    const desc = q.sort === 'price_desc';
    for (let h = 0; h < total; h++) {
      const price = prices[h]!;
      keys[h] = (desc ? PRICE_SPAN - price : price) * SLOT_SPAN + slots[h]!;
    }
    smallestFirst(keys, to);
    for (let h = from; h < to; h++) page.push(ids[keys[h]! % SLOT_SPAN]!);
    return page;
  }

  if (q.sort === 'numberofdays') {
    const { order, rankOf } = store.dateRanks();
    const ranks = new Int32Array(total);
    for (let h = 0; h < total; h++) ranks[h] = rankOf[slots[h]!]!;
    smallestFirst(ranks, to);
    for (let h = from; h < to; h++) page.push(ids[order[ranks[h]!]!]!);
    return page;
  }

  if ('categoryId' in source) {
    // Walk the category in default order, keeping the hits, until the page is full.
    marks.fill(0, 0, store.size);
    for (let h = 0; h < total; h++) marks[slots[h]!] = 1;
    const { ordered, length } = store.category(source.categoryId);
    for (let i = 0, seen = 0; i < length && seen < to; i++) {
      const slot = ordered[i]!;
      if (marks[slot] !== 1) continue;
      if (seen >= from) page.push(ids[slot]!);
      seen++;
    }
    return page;
  }

  // Relevance: only the hits down to the page's last position need ordering by the full key.
  // The position of the to-th best hit bounds them.
  const positions = new Float64Array(total);
  for (let h = 0; h < total; h++) positions[h] = -positionOf[slots[h]!]!;
  smallestFirst(positions, to);
  const bound = -positions[to - 1]!;
  const top: number[] = [];
  for (let h = 0; h < total; h++) {
    const slot = slots[h]!;
    if (positionOf[slot]! >= bound) top.push(slot);
  }
  const popularity = store.popularity;
  top.sort((a, b) => {
    const pa = positionOf[a]!;
    const pb = positionOf[b]!;
    if (pa !== pb) return pb > pa ? 1 : -1;
    if (source.popularityTiebreak && popularity[a] !== popularity[b]) return popularity[b]! - popularity[a]!;
    return a - b;
  });
  for (let h = from; h < to; h++) page.push(ids[top[h]!]!);
  return page;
}

/**
 * Puts the k smallest values of `a` first, in ascending order (the rest after them, unordered):
 * a page near the start of a long listing costs a linear selection instead of a full sort.
 */
export function smallestFirst(a: Float64Array | Int32Array, k: number): void {
  if (k <= 0) return;
  if (k < a.length) {
    // Quickselect (Hoare partition, middle pivot) until [0, k) holds the k smallest.
    let lo = 0;
    let hi = a.length - 1;
    while (lo < hi) {
      const pivot = a[(lo + hi) >>> 1]!;
      let i = lo;
      let j = hi;
      while (i <= j) {
        while (a[i]! < pivot) i++;
        while (a[j]! > pivot) j--;
        if (i <= j) {
          const t = a[i]!;
          a[i] = a[j]!;
          a[j] = t;
          i++;
          j--;
        }
      }
      if (k - 1 <= j) hi = j;
      else if (k - 1 >= i) lo = i;
      else break;
    }
  }
  a.subarray(0, k).sort();
}

/** Scratch for highestFirst (a call runs to its end synchronously). */
let negatedKeys = new Float64Array(4096);

/**
 * The indexes of the `count` highest of keys[0, n), highest first, equal keys ordered by `tie`:
 * a selection finds the count-th key (no full sort of a 100,000-product catalogue), then only the
 * keys at or above it are sorted.
 */
export function highestFirst(
  keys: Float64Array,
  n: number,
  count: number,
  tie: (a: number, b: number) => number,
): number[] {
  let bound = -Infinity;
  if (n > count) {
    if (n > negatedKeys.length) negatedKeys = new Float64Array(Math.max(n, negatedKeys.length * 2));
    const negated = negatedKeys.subarray(0, n);
    for (let i = 0; i < n; i++) negated[i] = -keys[i]!;
    smallestFirst(negated, count);
    bound = -negated[count - 1]!;
  }
  const best: number[] = [];
  for (let i = 0; i < n; i++) if (keys[i]! >= bound) best.push(i);
  best.sort((a, b) => keys[b]! - keys[a]! || tie(a, b));
  return best.slice(0, count);
}

/**
 * The selection without values no listed product has: a facet keeping at least one value filters
 * the same with or without the others, so the selection is only rewritten when some facet keeps
 * none (then that facet is not filtered on at all). `exists` takes a FACET_PARAMS index.
 */
export function knownSelection(
  selection: Map<string, string[]>,
  exists: (facet: number, value: string) => boolean,
): { selection: Map<string, string[]>; changed: boolean } {
  if (selection.size === 0) return { selection, changed: false };
  const known = new Map<string, string[]>();
  let changed = false;
  for (const [name, values] of selection) {
    const facet = FACET_INDEX.get(name);
    const kept = facet === undefined ? [] : values.filter((v) => exists(facet, v));
    if (kept.length > 0) known.set(name, kept);
    else changed = true;
  }
  return { selection: changed ? known : selection, changed };
}
