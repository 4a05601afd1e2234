// The listing index's memory (decision 0007): what a category or search listing needs of every
// product, in typed arrays indexed by a dense slot, so a listing of 60,000 products is counted in
// a few milliseconds without a row object per product.
//
// Slots are handed out in product id order and never reused, so "ties by id" in the §3.3 sorts
// are ties by slot, and a sort key can carry the slot in its low bits (listing-index-query.ts). A
// product arriving with an id below the highest one seen breaks that order: upsert refuses it and
// the caller rebuilds.
//
// Variable-length parts (facet value codes of attributes, in-stock sizes per region, category
// memberships) live in pools with a start and a count per slot. A refresh that grows a product's
// part appends it to the pool and leaves the old range as garbage; compaction copies the live
// ranges once garbage outweighs them, and every full rebuild starts clean.
//
// What a product card shows is kept beside, in listing-index-cards.ts.
//
// No I/O here: listing-index-build.ts reads PostgreSQL into ProductRecords.

import {
  ATTRIBUTE_FACETS,
  COLOUR_FACET,
  type AttributeFacet,
  FACET_PARAMS,
  SIZE_FACETS,
  type SizeFacet,
} from './listing-filters.ts';
import { CardColumns, type CardFields } from './listing-index-cards.ts';

/**
 * Everything the index knows of one product, as read from PostgreSQL. Lists are flat (pairs and
 * quadruples in one array): a build reads a million stock and price rows, and an object per row
 * would cost more than the reading.
 */
export interface ProductRecord {
  id: number;
  /** products.date_enabled in microseconds since the epoch (PostgreSQL's own precision). */
  dateUs: number;
  popularity: number;
  colourGroup: string;
  sizeKind: string;
  /**
   * String values of the attribute facets: attributeFacets[i] (an index into ATTRIBUTE_FACETS) has
   * attributeValues[i]; a list gives one entry per string element, duplicates kept (the SQL
   * listing counts a repeated element twice).
   */
  attributeFacets: number[];
  attributeValues: string[];
  /** (category id, position) pairs, one per product_categories row. */
  categories: number[];
  /** (size, region) pairs, one per variant and region with stock above zero (repeats allowed). */
  inStock: string[];
  /** One currency per price, with (amount, special or 0, special from, special to) in priceValues. */
  priceCurrencies: string[];
  /** Minor units; window bounds in microseconds since the epoch, -Infinity/Infinity when open. */
  priceValues: number[];
  /** What the product's card shows; without it (unit tests) its listings read cards from SQL. */
  card?: CardFields;
}

/** Columns of one currency's price list, by slot. */
export interface PriceColumns {
  /** 0: the product has no price in this currency (amounts are positive, a check constraint). */
  amount: Int32Array;
  /** 0: no special price. */
  special: Int32Array;
  /** -Infinity / +Infinity for open bounds. */
  fromUs: Float64Array;
  toUs: Float64Array;
}

/** Slots fit in 21 bits so a 31-bit price and a slot share one exact float64 sort key. */
export const MAX_SLOTS = 1 << 21;

/** Region bits are 32-bit masks. */
export const MAX_REGIONS = 32;

const FACET_INDEX: ReadonlyMap<string, number> = new Map(FACET_PARAMS.map((name, i) => [name, i]));
const COLOUR_FACET_INDEX = FACET_INDEX.get(COLOUR_FACET)!;
const ATTRIBUTE_FACET_INDEX = ATTRIBUTE_FACETS.map((name) => FACET_INDEX.get(name)!);
const SIZE_FACET_INDEX_BY_KIND: ReadonlyMap<string, number> = new Map(
  (Object.entries(SIZE_FACETS) as [SizeFacet, string][]).map(([facet, kind]) => [
    kind,
    FACET_INDEX.get(facet)!,
  ]),
);

/** Facet value dictionary: a code per (facet, value), the facet and value of each code. */
export class FacetDictionary {
  private readonly byFacet = FACET_PARAMS.map(() => new Map<string, number>());
  /** Facet index (into FACET_PARAMS) of each code. */
  facetOf = new Int8Array(256);
  readonly values: string[] = [];

  get size(): number {
    return this.values.length;
  }

  code(facet: number, value: string): number {
    const known = this.byFacet[facet]!.get(value);
    if (known !== undefined) return known;
    const code = this.values.length;
    this.values.push(value);
    if (code >= this.facetOf.length) this.facetOf = grow(this.facetOf, code + 1);
    this.facetOf[code] = facet;
    this.byFacet[facet]!.set(value, code);
    return code;
  }

  /** The code of a value, or -1 when no product ever had it. */
  find(facet: number, value: string): number {
    return this.byFacet[facet]!.get(value) ?? -1;
  }
}

/** A growable Int32 pool of per-slot ranges. */
class Pool {
  data = new Int32Array(1024);
  length = 0;
  garbage = 0;

  /** Writes `values` for a slot whose range was [start, start+count): in place if it fits. */
  write(start: number, count: number, values: ArrayLike<number>, n: number): number {
    if (n <= count && start >= 0) {
      for (let i = 0; i < n; i++) this.data[start + i] = values[i]!;
      this.garbage += count - n;
      return start;
    }
    if (start >= 0) this.garbage += count;
    if (this.length + n > this.data.length) this.data = grow(this.data, this.length + n);
    const at = this.length;
    for (let i = 0; i < n; i++) this.data[at + i] = values[i]!;
    this.length += n;
    return at;
  }
}

/** One category's products, in two orders. */
interface CategoryList {
  /** Default order: position highest first, then lowest id (slot); `sorted` false after a change. */
  ordered: Int32Array;
  positions: Int32Array;
  /**
   * Ascending slots: the order a query scans in. Pools are laid out by slot, so this reads memory
   * forward; the default order would jump around it, which is slower.
   */
  bySlot: Int32Array;
  length: number;
  sorted: boolean;
}

const EMPTY = new Int32Array(0);

export class ListingStore {
  /** Slots in use (alive or removed). */
  size = 0;
  private capacity = 0;
  ids = new Int32Array(0);
  alive = new Uint8Array(0);
  dateUs = new Float64Array(0);
  popularity = new Int32Array(0);
  colourCode = new Int32Array(0);
  /** OR of the region bits of the product's in-stock sizes: "in stock somewhere in region r". */
  inStockRegions = new Uint32Array(0);
  /** Attribute facet value codes, in `attributes`. */
  attrStart = new Int32Array(0);
  attrCount = new Int32Array(0);
  /**
   * Distinct sizes as pairs in `sizes`: (facet value code or -1 for a size kind without a size
   * facet, region bits where some variant of that size has stock). Count is in pairs.
   */
  sizeStart = new Int32Array(0);
  sizeCount = new Int32Array(0);
  /** Category memberships as pairs (category id, position) in `memberships`. */
  catStart = new Int32Array(0);
  catCount = new Int32Array(0);

  readonly attributes = new Pool();
  readonly sizes = new Pool();
  readonly memberships = new Pool();
  readonly dictionary = new FacetDictionary();
  readonly prices = new Map<string, PriceColumns>();
  /** What each product's card shows (listing-index-cards.ts). */
  readonly cards = new CardColumns();
  private readonly regions = new Map<string, number>();
  private readonly categories = new Map<number, CategoryList>();

  /** Product id -> slot + 1 (0: unknown). */
  private slotOfId = new Int32Array(0);
  maxId = 0;
  alives = 0;
  /** Bumped by every upsert and removal: what was computed from an older version may be wrong. */
  version = 0;

  /** Slots by (date_enabled desc, id desc), and each slot's rank in it; rebuilt when stale. */
  private dateOrder: Int32Array = EMPTY;
  private dateRankOf: Int32Array = EMPTY;
  private dateOrderStale = true;

  slotOf(id: number): number {
    return id > 0 && id < this.slotOfId.length ? this.slotOfId[id]! - 1 : -1;
  }

  /** The bit of a stock region, or 0 when no stock row ever named it. */
  regionBit(region: string): number {
    const i = this.regions.get(region);
    return i === undefined ? 0 : (1 << i) >>> 0;
  }

  priceColumns(currency: string): PriceColumns | undefined {
    return this.prices.get(currency);
  }

  /**
   * Adds or replaces a product. False when a new product's id is below the highest id seen (slot
   * order would no longer be id order): the caller must rebuild.
   */
  upsert(record: ProductRecord): boolean {
    this.version++;
    let slot = this.slotOf(record.id);
    if (slot < 0) {
      if (record.id <= this.maxId) return false;
      if (this.size >= MAX_SLOTS) throw new Error(`listing index holds at most ${MAX_SLOTS} products`);
      slot = this.size++;
      this.ensureCapacity(this.size);
      this.ids[slot] = record.id;
      this.attrStart[slot] = this.sizeStart[slot] = this.catStart[slot] = -1;
      this.attrCount[slot] = this.sizeCount[slot] = this.catCount[slot] = 0;
      this.maxId = record.id;
      if (record.id >= this.slotOfId.length) this.slotOfId = grow(this.slotOfId, record.id + 1);
      this.slotOfId[record.id] = slot + 1;
      this.dateOrderStale = true;
    }
    if (!this.alive[slot]) {
      this.alive[slot] = 1;
      this.alives++;
      this.dateOrderStale = true;
    }
    if (this.dateUs[slot] !== record.dateUs) this.dateOrderStale = true;
    this.dateUs[slot] = record.dateUs;
    this.popularity[slot] = record.popularity;
    this.colourCode[slot] = this.dictionary.code(COLOUR_FACET_INDEX, record.colourGroup);
    this.writeAttributes(slot, record);
    this.writeSizes(slot, record);
    this.writePrices(slot, record);
    this.writeMemberships(slot, record.categories);
    this.cards.write(slot, record.card);
    this.compactIfWasteful();
    return true;
  }

  /** Forgets a product (deleted, or gone from a refresh's read). */
  remove(id: number): void {
    const slot = this.slotOf(id);
    if (slot < 0 || !this.alive[slot]) return;
    this.version++;
    this.alive[slot] = 0;
    this.alives--;
    this.inStockRegions[slot] = 0;
    this.writeMemberships(slot, []);
    for (const columns of this.prices.values()) columns.amount[slot] = 0;
    this.cards.write(slot, undefined);
    this.dateOrderStale = true;
  }

  /** A category's members by slot and in default order (sorted on first use after a change). */
  category(categoryId: number): { bySlot: Int32Array; ordered: Int32Array; length: number } {
    const list = this.categories.get(categoryId);
    if (!list) return { bySlot: EMPTY, ordered: EMPTY, length: 0 };
    if (!list.sorted) {
      const order = Array.from({ length: list.length }, (_, i) => i);
      const { ordered, positions } = list;
      order.sort((a, b) => positions[b]! - positions[a]! || ordered[a]! - ordered[b]!);
      list.ordered = Int32Array.from(order, (i) => ordered[i]!);
      list.positions = Int32Array.from(order, (i) => positions[i]!);
      list.sorted = true;
    }
    return list;
  }

  /** Puts every category list in default order. */
  sortCategories(): void {
    for (const id of this.categories.keys()) this.category(id);
  }

  /** Every product by date_enabled desc then id desc, with each slot's place in that order. */
  dateRanks(): { order: Int32Array; rankOf: Int32Array } {
    if (this.dateOrderStale) {
      const slots: number[] = [];
      for (let s = 0; s < this.size; s++) if (this.alive[s]) slots.push(s);
      const date = this.dateUs;
      slots.sort((a, b) => date[b]! - date[a]! || b - a);
      this.dateOrder = Int32Array.from(slots);
      this.dateRankOf = new Int32Array(this.size).fill(-1);
      for (let r = 0; r < slots.length; r++) this.dateRankOf[slots[r]!] = r;
      this.dateOrderStale = false;
    }
    return { order: this.dateOrder, rankOf: this.dateRankOf };
  }

  /**
   * The products with a value of an attribute facet other than `except`, in id order, each with
   * its popularity: the marketplace's partner products (ListingSource.attributeOtherThan), found
   * here instead of by reading every product's attributes in SQL on every view.
   */
  withAttributeOtherThan(facet: AttributeFacet, except: string): { ids: number[]; positions: number[] } {
    const wanted = FACET_INDEX.get(facet)!;
    const { facetOf } = this.dictionary;
    const excluded = this.dictionary.find(wanted, except);
    const codes = this.attributes.data;
    const ids: number[] = [];
    const positions: number[] = [];
    for (let slot = 0; slot < this.size; slot++) {
      if (!this.alive[slot]) continue;
      for (let i = this.attrStart[slot]!, end = i + this.attrCount[slot]!; i < end; i++) {
        const code = codes[i]!;
        if (facetOf[code] === wanted && code !== excluded) {
          ids.push(this.ids[slot]!);
          positions.push(this.popularity[slot]!);
          break;
        }
      }
    }
    return { ids, positions };
  }

  /**
   * The products whose special price in `currency` is in force at `now` (pricing.ts
   * isSpecialActive: below the regular price, `now` in [from, to)), each positioned by its
   * popularity: the sale listing (ListingSource.reducedIn).
   */
  reducedIn(currency: string, now: Date): { ids: number[]; positions: number[] } {
    const ids: number[] = [];
    const positions: number[] = [];
    const columns = this.prices.get(currency);
    if (!columns) return { ids, positions };
    const { amount, special, fromUs, toUs } = columns;
    const nowUs = now.getTime() * 1000;
    for (let slot = 0; slot < this.size; slot++) {
      const sp = special[slot]!;
      if (!this.alive[slot] || sp === 0 || sp >= amount[slot]!) continue;
      if (fromUs[slot]! > nowUs || toUs[slot]! <= nowUs) continue;
      ids.push(this.ids[slot]!);
      positions.push(this.popularity[slot]!);
    }
    return { ids, positions };
  }

  /** Bytes held by the typed arrays (not the dictionary strings or Maps): the memory budget. */
  bytes(): number {
    let n =
      this.ids.byteLength +
      this.alive.byteLength +
      this.dateUs.byteLength +
      this.popularity.byteLength +
      this.colourCode.byteLength +
      this.inStockRegions.byteLength +
      6 * this.attrStart.byteLength +
      this.attributes.data.byteLength +
      this.sizes.data.byteLength +
      this.memberships.data.byteLength +
      this.slotOfId.byteLength +
      this.dateOrder.byteLength +
      this.dateRankOf.byteLength;
    for (const c of this.prices.values()) {
      n += c.amount.byteLength + c.special.byteLength + c.fromUs.byteLength + c.toUs.byteLength;
    }
    for (const list of this.categories.values()) {
      n += list.ordered.byteLength + list.positions.byteLength + list.bySlot.byteLength;
    }
    return n;
  }

  /** Room for n products up front (a build knows its count; doubling would waste a third). */
  reserve(n: number): void {
    this.ensureCapacity(n);
  }

  private ensureCapacity(n: number): void {
    if (n <= this.capacity) return;
    const capacity = Math.max(1024, this.capacity * 2, n);
    this.ids = grow(this.ids, capacity);
    this.alive = grow(this.alive, capacity);
    this.dateUs = grow(this.dateUs, capacity);
    this.popularity = grow(this.popularity, capacity);
    this.colourCode = grow(this.colourCode, capacity);
    this.inStockRegions = grow(this.inStockRegions, capacity);
    this.attrStart = grow(this.attrStart, capacity);
    this.attrCount = grow(this.attrCount, capacity);
    this.sizeStart = grow(this.sizeStart, capacity);
    this.sizeCount = grow(this.sizeCount, capacity);
    this.catStart = grow(this.catStart, capacity);
    this.catCount = grow(this.catCount, capacity);
    for (const c of this.prices.values()) growPrices(c, capacity);
    this.capacity = capacity;
  }

  private scratch = new Int32Array(64);

  private scratchOf(n: number): Int32Array {
    if (n > this.scratch.length) this.scratch = new Int32Array(Math.max(n, this.scratch.length * 2));
    return this.scratch;
  }

  private writeAttributes(slot: number, record: ProductRecord): void {
    const n = record.attributeFacets.length;
    const codes = this.scratchOf(n);
    for (let i = 0; i < n; i++) {
      codes[i] = this.dictionary.code(
        ATTRIBUTE_FACET_INDEX[record.attributeFacets[i]!]!,
        record.attributeValues[i]!,
      );
    }
    this.attrStart[slot] = this.attributes.write(this.attrStart[slot]!, this.attrCount[slot]!, codes, n);
    this.attrCount[slot] = n;
  }

  private writeSizes(slot: number, record: ProductRecord): void {
    const facet = SIZE_FACET_INDEX_BY_KIND.get(record.sizeKind);
    // Distinct sizes in first-seen order, each with the regions any of its variants has stock in.
    const bits = new Map<string, number>();
    const stock = record.inStock;
    for (let i = 0; i < stock.length; i += 2) {
      bits.set(stock[i]!, (bits.get(stock[i]!) ?? 0) | this.addRegion(stock[i + 1]!));
    }
    const pairs = this.scratchOf(bits.size * 2);
    let i = 0;
    let any = 0;
    for (const [size, regionBits] of bits) {
      pairs[i++] = facet === undefined ? -1 : this.dictionary.code(facet, size);
      pairs[i++] = regionBits | 0;
      any |= regionBits;
    }
    this.sizeStart[slot] = this.sizes.write(this.sizeStart[slot]!, this.sizeCount[slot]! * 2, pairs, i);
    this.sizeCount[slot] = bits.size;
    this.inStockRegions[slot] = any >>> 0;
  }

  private addRegion(region: string): number {
    let i = this.regions.get(region);
    if (i === undefined) {
      i = this.regions.size;
      if (i >= MAX_REGIONS) throw new Error(`listing index holds at most ${MAX_REGIONS} stock regions`);
      this.regions.set(region, i);
    }
    return (1 << i) >>> 0;
  }

  private writePrices(slot: number, record: ProductRecord): void {
    for (const columns of this.prices.values()) columns.amount[slot] = 0;
    const values = record.priceValues;
    for (let i = 0; i < record.priceCurrencies.length; i++) {
      const currency = record.priceCurrencies[i]!;
      let columns = this.prices.get(currency);
      if (!columns) {
        columns = {
          amount: new Int32Array(this.capacity),
          special: new Int32Array(this.capacity),
          fromUs: new Float64Array(this.capacity),
          toUs: new Float64Array(this.capacity),
        };
        this.prices.set(currency, columns);
      }
      columns.amount[slot] = values[4 * i]!;
      columns.special[slot] = values[4 * i + 1]!;
      columns.fromUs[slot] = values[4 * i + 2]!;
      columns.toUs[slot] = values[4 * i + 3]!;
    }
  }

  /** `pairs`: (category id, position) pairs, in category id order. */
  private writeMemberships(slot: number, pairs: number[]): void {
    const start = this.catStart[slot]!;
    const count = this.catCount[slot]!;
    const old = this.memberships.data;
    // Usually unchanged (a stock or price refresh): then no category list is touched.
    let same = count * 2 === pairs.length;
    for (let i = 0; same && i < pairs.length; i++) same = old[start + i] === pairs[i];
    if (same) return;
    for (let i = 0; i < count; i++) this.leaveCategory(old[start + 2 * i]!, slot);
    for (let i = 0; i < pairs.length; i += 2) this.joinCategory(pairs[i]!, slot, pairs[i + 1]!);
    this.catStart[slot] = this.memberships.write(start, count * 2, pairs, pairs.length);
    this.catCount[slot] = pairs.length / 2;
  }

  private joinCategory(categoryId: number, slot: number, position: number): void {
    let list = this.categories.get(categoryId);
    if (!list) {
      list = {
        ordered: new Int32Array(16),
        positions: new Int32Array(16),
        bySlot: new Int32Array(16),
        length: 0,
        sorted: true,
      };
      this.categories.set(categoryId, list);
    }
    // Each on its own: sorting replaces `ordered` and `positions` with arrays of the exact length.
    list.ordered = grow(list.ordered, list.length + 1);
    list.positions = grow(list.positions, list.length + 1);
    list.bySlot = grow(list.bySlot, list.length + 1);
    list.ordered[list.length] = slot;
    list.positions[list.length] = position;
    // New products have the highest slot: usually an append.
    const at = lowerBound(list.bySlot, list.length, slot);
    list.bySlot.copyWithin(at + 1, at, list.length);
    list.bySlot[at] = slot;
    list.length++;
    list.sorted = false;
  }

  private leaveCategory(categoryId: number, slot: number): void {
    const list = this.categories.get(categoryId);
    if (!list) return;
    const i = list.ordered.subarray(0, list.length).indexOf(slot);
    if (i < 0) return;
    // Shifting keeps both orders; no re-sort needed for a removal.
    list.ordered.copyWithin(i, i + 1, list.length);
    list.positions.copyWithin(i, i + 1, list.length);
    const at = lowerBound(list.bySlot, list.length, slot);
    list.bySlot.copyWithin(at, at + 1, list.length);
    list.length--;
  }

  private compactIfWasteful(): void {
    for (const [pool, start, count, width] of [
      [this.attributes, this.attrStart, this.attrCount, 1],
      [this.sizes, this.sizeStart, this.sizeCount, 2],
      [this.memberships, this.catStart, this.catCount, 2],
    ] as const) {
      if (pool.garbage < 4096 || pool.garbage < pool.length - pool.garbage) continue;
      const data = new Int32Array(Math.max(1024, pool.length - pool.garbage));
      let at = 0;
      for (let s = 0; s < this.size; s++) {
        const n = count[s]! * width;
        const from = start[s]!;
        if (from >= 0) data.set(pool.data.subarray(from, from + n), at);
        start[s] = from >= 0 ? at : -1;
        at += from >= 0 ? n : 0;
      }
      pool.data = data;
      pool.length = at;
      pool.garbage = 0;
    }
  }
}

function growPrices(c: PriceColumns, capacity: number): void {
  c.amount = grow(c.amount, capacity);
  c.special = grow(c.special, capacity);
  c.fromUs = grow(c.fromUs, capacity);
  c.toUs = grow(c.toUs, capacity);
}

/** The first index of the ascending `a[0..length)` holding a value >= `value`. */
function lowerBound(a: Int32Array, length: number, value: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

type Typed = Int8Array | Uint8Array | Int32Array | Uint32Array | Float64Array;

/** A copy of `a` with room for at least `n` elements (doubling, so appends stay amortised O(1)). */
export function grow<T extends Typed>(a: T, n: number): T {
  if (n <= a.length) return a;
  const next = new (a.constructor as new (length: number) => T)(Math.max(n, a.length * 2, 16));
  next.set(a as never);
  return next;
}
