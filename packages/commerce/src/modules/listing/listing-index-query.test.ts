import type { SortOption } from '@vitrine/config';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_FACETS, COLOUR_FACET, FACET_PARAMS, SIZE_FACETS } from './listing-filters.ts';
import {
  knownSelection,
  queryIndex,
  smallestFirst,
  type IndexQuery,
  type ListingCore,
} from './listing-index-query.ts';
import { ListingStore, type ProductRecord } from './listing-index-store.ts';

// The index against a brute-force reading of the SQL listing's rules (listing.ts): every product
// looked at for every facet, nothing clever. The integration tests compare with SQL itself.

const SIZE_FACET_OF_KIND = new Map<string, string>(
  Object.entries(SIZE_FACETS).map(([facet, kind]) => [kind, facet]),
);

function effectivePrice(p: ProductRecord, currency: string, nowUs: number): number | undefined {
  const i = p.priceCurrencies.indexOf(currency);
  if (i < 0) return undefined;
  const [amount, special, from, to] = p.priceValues.slice(4 * i, 4 * i + 4) as [
    number,
    number,
    number,
    number,
  ];
  return special !== 0 && special < amount && from <= nowUs && to > nowUs ? special : amount;
}

/** A product's values of a facet in the store's region (attribute repeats kept, as SQL counts them). */
function valuesOf(p: ProductRecord, facet: string, region: string): string[] {
  if (facet === COLOUR_FACET) return [p.colourGroup];
  if (SIZE_FACET_OF_KIND.get(p.sizeKind) === facet) {
    const sizes = new Set<string>();
    for (let i = 0; i < p.inStock.length; i += 2) if (p.inStock[i + 1] === region) sizes.add(p.inStock[i]!);
    return [...sizes];
  }
  const a = (ATTRIBUTE_FACETS as readonly string[]).indexOf(facet);
  return a < 0 ? [] : p.attributeValues.filter((_, i) => p.attributeFacets[i] === a);
}

function reference(products: ProductRecord[], q: IndexQuery): ListingCore {
  const nowUs = q.now.getTime() * 1000;
  const source =
    'categoryId' in q.source
      ? products.flatMap((p) => {
          const i = p.categories.findIndex(
            (c, k) => k % 2 === 0 && c === (q.source as { categoryId: number }).categoryId,
          );
          return i < 0 ? [] : [{ p, position: p.categories[i + 1]! as number | null }];
        })
      : Array.from(q.source.ids, (id, i) => ({
          p: products.find((p) => p.id === id),
          position: (q.source as { positions: ArrayLike<number | null> }).positions[i] ?? null,
        })).filter((s): s is { p: ProductRecord; position: number | null } => s.p !== undefined);
  const base = source
    .filter(({ p }) => p.dateUs <= nowUs && effectivePrice(p, q.currency, nowUs) !== undefined)
    .filter(({ p }) => p.inStock.some((v, i) => i % 2 === 1 && v === q.region))
    .map((s) => ({ ...s, price: effectivePrice(s.p, q.currency, nowUs)! }));

  const { selection } = knownSelection(q.selection, (facet, value) =>
    base.some(({ p }) => valuesOf(p, FACET_PARAMS[facet]!, q.region).includes(value)),
  );
  const matches = (p: ProductRecord, facet: string) =>
    valuesOf(p, facet, q.region).some((v) => selection.get(facet)!.includes(v));
  const priceOk = (price: number) =>
    (q.price.min === null || price >= q.price.min) && (q.price.max === null || price <= q.price.max);

  const counts = new Map<string, Map<string, number>>();
  for (const facet of FACET_PARAMS) {
    for (const { p, price } of base) {
      const others = [...selection.keys()].filter((f) => f !== facet);
      if (!priceOk(price) || !others.every((f) => matches(p, f))) continue;
      for (const v of valuesOf(p, facet, q.region)) {
        let values = counts.get(facet);
        if (!values) counts.set(facet, (values = new Map()));
        values.set(v, (values.get(v) ?? 0) + 1);
      }
    }
  }
  const matching = base.filter(({ p }) => [...selection.keys()].every((f) => matches(p, f)));
  const hits = matching.filter(({ price }) => priceOk(price));
  const desc = (a: number | null, b: number | null) =>
    a === b ? 0 : a === null ? -1 : b === null ? 1 : b - a;
  const order: Record<SortOption, (a: (typeof hits)[0], b: (typeof hits)[0]) => number> = {
    default: (a, b) =>
      desc(a.position, b.position) ||
      ('categoryId' in q.source || !q.source.popularityTiebreak ? 0 : b.p.popularity - a.p.popularity) ||
      a.p.id - b.p.id,
    numberofdays: (a, b) => b.p.dateUs - a.p.dateUs || b.p.id - a.p.id,
    price_asc: (a, b) => a.price - b.price || a.p.id - b.p.id,
    price_desc: (a, b) => b.price - a.price || a.p.id - b.p.id,
  };
  const prices = matching.map((m) => m.price);
  return {
    total: hits.length,
    selection,
    counts,
    priceMin: prices.length ? Math.min(...prices) : null,
    priceMax: prices.length ? Math.max(...prices) : null,
    ids: hits
      .sort(order[q.sort])
      .slice(q.offset, q.offset + q.limit)
      .map((h) => h.p.id),
  };
}

// A small world, so that ties, shared values and empty facets are common.
const COLOURS = ['black', 'red', 'blue'];
const SIZES = ['8', '10', '12', '14'];
const VALUES = ['a', 'b', 'c'];
const KINDS = ['clothes', 'shoes', 'beauty'];
const REGIONS = ['gb', 'us'];
const NOW = 1_000;

const productArb = (id: number) =>
  fc
    .record({
      dateUs: fc.integer({ min: 0, max: 4 }).map((d) => d * 250_000),
      popularity: fc.integer({ min: 0, max: 3 }),
      colourGroup: fc.constantFrom(...COLOURS),
      sizeKind: fc.constantFrom(...KINDS),
      attributes: fc.array(fc.tuple(fc.constantFrom(0, 2, 8), fc.constantFrom(...VALUES)), { maxLength: 4 }),
      categories: fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 3 })), {
        selector: ([c]) => c,
        maxLength: 3,
      }),
      inStock: fc.array(fc.tuple(fc.constantFrom(...SIZES), fc.constantFrom(...REGIONS)), {
        minLength: 1,
        maxLength: 5,
      }),
      prices: fc.uniqueArray(
        fc.record({
          currency: fc.constantFrom('GBP', 'EUR'),
          amount: fc.integer({ min: 2, max: 6 }),
          special: fc.option(fc.integer({ min: 1, max: 6 })),
          // On the millisecond grid of `now`, so a query often falls exactly on a window's bound.
          from: fc.option(fc.integer({ min: 0, max: 20 }).map((t) => t * 100_000)),
          to: fc.option(fc.integer({ min: 0, max: 20 }).map((t) => t * 100_000)),
        }),
        { selector: (p) => p.currency, minLength: 1, maxLength: 2 },
      ),
    })
    .map((r): ProductRecord => ({
      id,
      dateUs: r.dateUs,
      popularity: r.popularity,
      colourGroup: r.colourGroup,
      sizeKind: r.sizeKind,
      attributeFacets: r.attributes.map(([f]) => f),
      attributeValues: r.attributes.map(([, v]) => v),
      categories: r.categories.sort((a, b) => a[0] - b[0]).flat(),
      inStock: r.inStock.flat(),
      priceCurrencies: r.prices.map((p) => p.currency),
      priceValues: r.prices.flatMap((p) => [
        p.amount,
        p.special !== null && p.special < p.amount ? p.special : 0,
        p.from ?? -Infinity,
        p.to ?? Infinity,
      ]),
    }));

const catalogueArb = fc
  .array(fc.integer({ min: 1, max: 3 }), { minLength: 15, maxLength: 60 })
  .chain((gaps) => {
    let id = 0;
    const ids = gaps.map((g) => (id += g));
    return fc.tuple(...ids.map((i) => productArb(i)));
  });

const anySelectionArb = fc
  .uniqueArray(
    fc.tuple(
      fc.constantFrom('clothes_size', 'shoesize', 'colour_group', 'brand', 'style', 'occasion_wear', 'fit'),
      fc.uniqueArray(fc.constantFrom(...COLOURS, ...SIZES, ...VALUES, 'nope'), {
        minLength: 1,
        maxLength: 3,
      }),
    ),
    { selector: ([f]) => f, maxLength: 3 },
  )
  .map((entries) => new Map(FACET_PARAMS.flatMap((f) => entries.filter(([e]) => e === f))));

/** Mostly no filter or one, so that most pages have products to order. */
const selectionArb = fc.oneof(
  { arbitrary: fc.constant(new Map<string, string[]>()), weight: 2 },
  { arbitrary: anySelectionArb.filter((m) => m.size <= 1), weight: 2 },
  { arbitrary: anySelectionArb, weight: 1 },
);

const queryArb = (ids: number[]) =>
  fc.record({
    source: fc.oneof(
      fc.record({ categoryId: fc.integer({ min: 1, max: 4 }) }),
      fc.shuffledSubarray([...ids, 999]).chain((chosen) =>
        fc.record({
          ids: fc.constant(chosen),
          positions: fc.array(fc.option(fc.constantFrom(0.5, 0.25, 1, 0)), {
            minLength: chosen.length,
            maxLength: chosen.length,
          }),
          popularityTiebreak: fc.boolean(),
        }),
      ),
    ),
    currency: fc.oneof(
      { arbitrary: fc.constantFrom('GBP', 'EUR'), weight: 9 },
      { arbitrary: fc.constant('USD'), weight: 1 },
    ),
    region: fc.oneof(
      { arbitrary: fc.constantFrom(...REGIONS), weight: 9 },
      { arbitrary: fc.constant('au'), weight: 1 },
    ),
    now: fc.integer({ min: 0, max: 20 }).map((t) => new Date(t * 100)),
    selection: selectionArb,
    price: fc.oneof(
      { arbitrary: fc.constant({ min: null, max: null }), weight: 3 },
      {
        arbitrary: fc.record({
          min: fc.option(fc.integer({ min: 1, max: 6 })),
          max: fc.option(fc.integer({ min: 1, max: 6 })),
        }),
        weight: 1,
      },
    ),
    sort: fc.constantFrom<SortOption>('default', 'numberofdays', 'price_asc', 'price_desc'),
    offset: fc.oneof(
      { arbitrary: fc.constant(0), weight: 2 },
      { arbitrary: fc.integer({ min: 1, max: 12 }), weight: 1 },
    ),
    limit: fc.integer({ min: 1, max: 8 }),
  });

describe('queryIndex', () => {
  it('answers what a brute-force reading of the listing rules answers', () => {
    fc.assert(
      fc.property(
        catalogueArb.chain((products) =>
          fc.tuple(
            fc.constant(products),
            fc.array(queryArb(products.map((p) => p.id)), { minLength: 1, maxLength: 5 }),
          ),
        ),
        ([products, queries]) => {
          const store = new ListingStore();
          for (const p of products) expect(store.upsert(p)).toBe(true);
          for (const q of queries) expect(queryIndex(store, q)).toEqual(reference(products, q));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('still answers right after products change, leave and come back (refreshes)', () => {
    fc.assert(
      fc.property(
        catalogueArb.chain((products) =>
          fc.tuple(
            fc.constant(products),
            // Replacement records for some products, and some removals.
            fc.array(
              fc.tuple(
                fc.integer({ min: 0, max: Math.max(0, products.length - 1) }),
                fc.option(productArb(0), { freq: 3 }),
              ),
              { maxLength: 12 },
            ),
            fc.array(queryArb(products.map((p) => p.id)), { minLength: 1, maxLength: 4 }),
          ),
        ),
        ([products, changes, queries]) => {
          const store = new ListingStore();
          for (const p of products) store.upsert(p);
          // Query once first so that the lazily sorted category lists and date ranks exist.
          for (const q of queries) queryIndex(store, q);
          const current = new Map(products.map((p) => [p.id, p]));
          for (const [i, replacement] of changes) {
            const id = products[i]?.id;
            if (id === undefined) continue;
            if (replacement === null) {
              store.remove(id);
              current.delete(id);
            } else {
              const r = { ...replacement, id };
              store.upsert(r);
              current.set(id, r);
            }
          }
          const live = [...current.values()].sort((a, b) => a.id - b.id);
          for (const q of queries) expect(queryIndex(store, q)).toEqual(reference(live, q));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers a category view asked again later, after its products go live or its special prices turn', () => {
    // A category's counts are kept for its next page or sort (CountCache); `now` moving past a
    // product's date or a special price's window must count again, and so must `now` going back.
    fc.assert(
      fc.property(
        catalogueArb.chain((products) =>
          fc.tuple(
            fc.constant(products),
            queryArb(products.map((p) => p.id)).filter((q) => 'categoryId' in q.source),
            fc.array(
              fc.record({
                now: fc.integer({ min: 0, max: 20 }).map((t) => new Date(t * 100)),
                sort: fc.constantFrom<SortOption>('default', 'numberofdays', 'price_asc', 'price_desc'),
                offset: fc.integer({ min: 0, max: 6 }),
              }),
              { minLength: 2, maxLength: 12 },
            ),
          ),
        ),
        ([products, view, asks]) => {
          const store = new ListingStore();
          for (const p of products) store.upsert(p);
          for (const ask of asks) {
            const q = { ...view, ...ask };
            expect(queryIndex(store, q)).toEqual(reference(products, q));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers searches whose counts it keeps (keyed sources), asked in turn with other pages, sorts and times', () => {
    // A keyed source's counts are kept like a category's; its relevance is read by slot, so a view
    // of one search after another's must not rank with the other's positions.
    fc.assert(
      fc.property(
        catalogueArb.chain((products) => {
          const ids = products.map((p) => p.id);
          const searches = fc.array(
            queryArb(ids).filter((q) => 'ids' in q.source),
            { minLength: 2, maxLength: 3 },
          );
          const asks = fc.array(
            fc.record({
              search: fc.nat(),
              now: fc.integer({ min: 0, max: 20 }).map((t) => new Date(t * 100)),
              sort: fc.constantFrom<SortOption>('default', 'numberofdays', 'price_asc', 'price_desc'),
              offset: fc.integer({ min: 0, max: 6 }),
            }),
            { minLength: 3, maxLength: 12 },
          );
          return fc.tuple(fc.constant(products), searches, asks);
        }),
        ([products, searches, asks]) => {
          const store = new ListingStore();
          for (const p of products) store.upsert(p);
          const keyed = searches.map((q, i) => ({ ...q, source: { ...q.source, key: `search-${i}` } }));
          for (const { search, ...ask } of asks) {
            const q = { ...keyed[search % keyed.length]!, ...ask };
            expect(queryIndex(store, q)).toEqual(reference(products, q));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts disjunctively: a chosen colour keeps its siblings’ counts', () => {
    const store = new ListingStore();
    const p = (id: number, colourGroup: string, size: string): ProductRecord => ({
      id,
      dateUs: 0,
      popularity: 0,
      colourGroup,
      sizeKind: 'clothes',
      attributeFacets: [],
      attributeValues: [],
      categories: [1, 0],
      inStock: [size, 'gb'],
      priceCurrencies: ['GBP'],
      priceValues: [100 * id, 0, -Infinity, Infinity],
    });
    [p(1, 'black', '10'), p(2, 'black', '12'), p(3, 'red', '10')].forEach((r) => store.upsert(r));
    const result = queryIndex(store, {
      source: { categoryId: 1 },
      currency: 'GBP',
      region: 'gb',
      now: new Date(NOW),
      selection: new Map([['colour_group', ['black']]]),
      price: { min: null, max: null },
      sort: 'price_desc',
      offset: 0,
      limit: 48,
    });
    expect(result.counts.get('colour_group')).toEqual(
      new Map([
        ['black', 2],
        ['red', 1],
      ]),
    );
    expect(result.counts.get('clothes_size')).toEqual(
      new Map([
        ['10', 1],
        ['12', 1],
      ]),
    );
    expect(result.ids).toEqual([2, 1]);
    expect([result.priceMin, result.priceMax]).toEqual([100, 200]);
  });
});

describe('smallestFirst', () => {
  it('puts the k smallest first, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 })), fc.nat(40), (values, k) => {
        const a = Float64Array.from(values);
        const n = Math.min(k, a.length);
        smallestFirst(a, n);
        expect(Array.from(a.subarray(0, n))).toEqual([...values].sort((x, y) => x - y).slice(0, n));
        expect(Array.from(a).sort((x, y) => x - y)).toEqual([...values].sort((x, y) => x - y));
      }),
    );
  });
});
