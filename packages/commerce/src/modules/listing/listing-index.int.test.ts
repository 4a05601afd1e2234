import { LOCALES, MAX_LISTING_PAGE, SORT_OPTIONS, type LocaleConfig, type SortOption } from '@vitrine/config';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SEED_NOW } from '../../testing/global-setup.ts';
import { createDatabase } from '../../db/client.ts';
import { testDatabase, testDatabaseUrl } from '../../testing/database.ts';
import { statementsWith } from '../../testing/statements.ts';
import { searchService } from './search.ts';
import { disableListingIndex, listingIndexFor } from './listing-index.ts';
import { notificationsInstalled } from './listing-index-build.ts';
import { LISTING_INDEX_CHANNEL } from './listing-index-refresh.ts';
import { SearchDocuments } from './listing-index-text.ts';
import {
  categorySource,
  listingService,
  listProducts,
  listProductsSql,
  type ListingRequest,
} from './listing.ts';
import { marketplaceService } from '../merchandising/marketplace.ts';
import { takeStock } from '../catalog/stock.ts';

// The listing index (decision 0007) against the SQL listing it replaces: the same answers for
// every kind of request, and changes reaching it within the time docs/operations/performance.md
// promises. `db` serves listings from the index, `sqlDb` from SQL only.

const db = testDatabase();
const sqlDb = testDatabase();
const index = listingIndexFor(db, { log: { info: () => {}, warn: () => {} } })!;
const now = new Date(TEST_SEED_NOW.getTime() + 60_000);

/** The longest a committed change may take to reach the index here (performance.md says more). */
const FRESH_WITHIN_MS = 1_000;

let categoryPaths: string[] = [];
/** `now` values on and around every special-price window bound, and well outside them. */
let instants: Date[] = [];

beforeAll(async () => {
  await disableListingIndex(sqlDb);
  expect(await index.ready()).toBe(true);
  expect(index.state).toBe('ready');
  // Searches rank in memory from here on (decision 0023), so the comparisons below cover it.
  await index.text.ready();
  expect(index.text.get('en')?.products).toBeGreaterThan(0);
  const categories = await db.$client.query<{ path: string }>('select path from categories order by path');
  categoryPaths = categories.rows.map((r) => r.path);
  const bounds = await db.$client.query<{ at: Date }>(
    `select distinct special_from as at from product_prices where special_from is not null
     union select distinct special_to from product_prices where special_to is not null`,
  );
  const picked = bounds.rows.map((r) => r.at.getTime()).filter((_, i) => i % 7 === 0);
  instants = [
    now,
    new Date(TEST_SEED_NOW.getTime() - 400 * 86_400_000),
    new Date(TEST_SEED_NOW.getTime() + 400 * 86_400_000),
    ...picked.flatMap((t) => [new Date(t - 1), new Date(t), new Date(t + 1)]),
  ];
  expect(picked.length).toBeGreaterThan(3);
});

afterAll(async () => {
  await index.stop();
  await Promise.all([db.$client.end(), sqlDb.$client.end()]);
});

/** Facet values of a listing as the SQL path shows them, to filter on values that exist. */
async function valuesOf(store: LocaleConfig, categoryPath: string): Promise<Map<string, string[]>> {
  const result = await listingService(sqlDb).list(store, request({ categoryPath }), now);
  return new Map(result.facets.map((f) => [f.name, f.values.map((v) => v.value)]));
}

const request = (over: Partial<ListingRequest> = {}): ListingRequest => ({
  categoryPath: 'clothing',
  sort: 'default',
  page: 1,
  filters: {},
  ...over,
});

const valuesCache = new Map<string, Promise<Map<string, string[]>>>();
const knownValues = (store: LocaleConfig, path: string) => {
  const key = `${store.localeISOCode}|${path}`;
  if (!valuesCache.has(key)) valuesCache.set(key, valuesOf(store, path));
  return valuesCache.get(key)!;
};

/** Filters drawn from a listing's real values, with the odd unknown name or value. */
const filtersArb = (values: Map<string, string[]>) => {
  const facets = [...values.keys(), 'colour_group', 'bogus'];
  return fc
    .uniqueArray(
      fc.constantFrom(...facets).chain((name) =>
        fc.tuple(
          fc.constant(name),
          fc.uniqueArray(fc.constantFrom(...(values.get(name) ?? []), 'no-such-value'), {
            minLength: 1,
            maxLength: 3,
          }),
        ),
      ),
      { selector: ([name]) => name, maxLength: 3 },
    )
    .map((entries) => Object.fromEntries(entries) as Record<string, string[]>);
};

const listingQueryArb = (values: Map<string, string[]>) =>
  fc.record({
    sort: fc.constantFrom<SortOption>(...SORT_OPTIONS),
    page: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constantFrom(MAX_LISTING_PAGE, 0, -3, 1.5)),
    pageSize: fc.option(fc.constantFrom(1, 5, 48, 120, 500), { nil: undefined }),
    filters: fc.oneof(fc.constant({}), filtersArb(values)),
    price: fc.option(
      fc.record({
        min: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
        max: fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
      }),
      { nil: undefined },
    ),
  });

/** Run one property over many generated cases; a failure prints its case. */
async function assertProperty<T>(arb: fc.Arbitrary<T>, check: (value: T) => Promise<void>, numRuns: number) {
  await fc.assert(fc.asyncProperty(arb, check), { numRuns, endOnFailure: true });
}

describe('listing index: the same answers as SQL', () => {
  it('category listings: any category, store, filter, sort, page, price range and instant', async () => {
    const listing = listingService(db);
    const reference = listingService(sqlDb);
    // Values are read per (store, category) first, then queries drawn from them.
    const cases = fc.sample(
      fc.record({
        store: fc.constantFrom(...LOCALES),
        categoryPath: fc.constantFrom(...categoryPaths, 'no/such-category'),
        at: fc.constantFrom(...instants),
      }),
      60,
    );
    for (const c of cases) {
      const values = await knownValues(c.store, c.categoryPath);
      await assertProperty(
        listingQueryArb(values),
        async (q) => {
          const req = request({ categoryPath: c.categoryPath, ...q });
          expect(index.state).toBe('ready');
          const [fromIndex, fromSql] = await Promise.all([
            listing.list(c.store, req, c.at),
            reference.list(c.store, req, c.at),
          ]);
          expect(fromIndex, JSON.stringify({ store: c.store.localeISOCode, at: c.at, req })).toEqual(fromSql);
        },
        8,
      );
    }
  }, 300_000);

  it('search listings: relevance, filters, sorts and pages over SQL full-text matches', async () => {
    const search = searchService(db);
    const reference = searchService(sqlDb);
    const words = [
      'dress',
      'robe',
      'satin midi',
      'drss',
      'black',
      'top',
      'fluffy',
      'vestido',
      'فستان',
      'jupe',
      // A phrase and a negation: ranked by PostgreSQL, not in memory.
      '"midi dress"',
      'dress -black',
      // Stage 3, words never together: any of them, and the documents like the whole query.
      'sattin midii dresss',
      'dress black satin midi long short silk lace floral',
    ];
    await assertProperty(
      fc.record({
        store: fc.constantFrom(...LOCALES),
        q: fc.constantFrom(...words),
        at: fc.constantFrom(...instants),
        sort: fc.constantFrom<SortOption>(...SORT_OPTIONS),
        page: fc.integer({ min: 1, max: 3 }),
        pageSize: fc.option(fc.constantFrom(3, 48), { nil: undefined }),
        colour: fc.option(fc.constantFrom<string[]>(['black'], ['red', 'blue'], ['nope']), {
          nil: undefined,
        }),
        price: fc.option(fc.record({ min: fc.constant(10), max: fc.constant(60) }), { nil: undefined }),
      }),
      async ({ store, q, at, colour, ...rest }) => {
        const req = { q, record: false, ...rest, ...(colour ? { filters: { colour_group: colour } } : {}) };
        const [fromIndex, fromSql] = await Promise.all([
          search.search(store, req, at),
          reference.search(store, req, at),
        ]);
        expect(fromIndex, JSON.stringify({ store: store.localeISOCode, at, req })).toEqual(fromSql);
      },
      150,
    );
  }, 300_000);

  it('search documents in memory: the matches and relevance PostgreSQL gives, for every document', async () => {
    const queries: [language: string, config: string, text: string][] = [
      ['en', 'english', 'dress'],
      ['en', 'english', 'black dress'],
      ['en', 'english', 'satin midi'],
      ['en', 'english', '(black | red) & (dress | top)'],
      ['en', 'english', 'midi | maxi | mini'],
      ['fr', 'french', 'robe noire'],
      ['fr', 'french', 'Robé | jupe'],
      ['ar', 'simple', 'فستان'],
      ['ar', 'simple', 'فستان | أسود'],
    ];
    let compared = 0;
    for (const [language, config, text] of queries) {
      const { rows } = await db.$client.query<{ tsquery: string; trigrams: string[] }>(
        `select (case when $2 ~ '[|&]' then to_tsquery($1::regconfig, search_normalize($2))
                      else websearch_to_tsquery($1::regconfig, search_normalize($2)) end)::text as tsquery,
                show_trgm(search_normalize($2)) as trigrams`,
        [config, text],
      );
      const { tsquery, trigrams } = rows[0]!;
      const fromSql = await db.$client.query<{ id: number; relevance: number }>(
        `select product_id as id,
                ts_rank(document, $2::tsquery, 32) + 0.5::float8 * similarity(name, search_normalize($3)) as relevance
           from product_search where language = $1 and document @@ $2::tsquery`,
        [language, tsquery, text],
      );
      const inMemory = await index.text.rows(
        { language, tsquery, queryTrigrams: trigrams, nameWeight: 0.5 },
        true,
      );
      const byId = new Map(Array.from(inMemory!.ids, (id, i) => [id, inMemory!.positions![i]]));
      expect(byId.size, text).toBe(fromSql.rows.length);
      expect(fromSql.rows.length, text).toBeGreaterThan(0);
      for (const row of fromSql.rows)
        expect(byId.get(row.id), `${text}: product ${row.id}`).toBe(row.relevance);
      compared += fromSql.rows.length;
    }
    expect(compared).toBeGreaterThan(300);
    // What it cannot rank is left to PostgreSQL.
    const phrase = { language: 'en', tsquery: `'midi' <-> 'dress'`, queryTrigrams: [], nameWeight: 0.5 };
    expect(await index.text.rows(phrase, true)).toBeUndefined();
  });

  it('stage 3 in memory: any of the words and the documents like the whole query, ranked as PostgreSQL ranks them', async () => {
    // Three products' names, of dresses, tops and anything else.
    const { rows: named } = await db.$client.query<{ name: string }>(
      `select distinct on (kind) name from (
         select name, case when name ~ 'dress' then 1 when name ~ 'top' then 2 else 3 end as kind, product_id
         from product_search where language = 'en') n
       order by kind, product_id`,
    );
    expect(named.length).toBe(3);
    const queries = [
      ...named.flatMap(({ name }) => [
        // Misspelt past correcting (each word's last letter doubled): documents like the name
        // that have none of its words.
        name
          .split(' ')
          .map((word) => word + word.slice(-1))
          .join(' '),
        // The whole name and a word no product has: every word matches somewhere, and the
        // product's own text is like the whole query.
        `${name} zebra`,
      ]),
      'dress black satin midi long short silk lace floral',
    ];
    let similarOnly = 0;
    let similarAndMatching = 0;
    for (const text of queries) {
      // Stage 3's tsquery: any of the words (search.ts match).
      const { rows } = await db.$client.query<{ tsquery: string; trigrams: string[] }>(
        `select replace(plainto_tsquery('english', search_normalize($1))::text, '&', '|') as tsquery,
                show_trgm(search_normalize($1)) as trigrams`,
        [text],
      );
      const { tsquery, trigrams } = rows[0]!;
      // search.ts partialMatches, then the name's share as matchSource adds it.
      const fromSql = await db.$client.query<{
        id: number;
        relevance: number;
        is_similar: boolean;
        is_matching: boolean;
      }>(
        `with similar_text as (
           select product_id, word_similarity(search_normalize($3), text) as similarity
           from product_search where language = $1 and text %> search_normalize($3)
         ), matched as (
           select ps.product_id, ps.name, ts_rank(ps.document, $2::tsquery, 32) + coalesce(s.similarity, 0) as rank,
                  s.product_id is not null as is_similar, true as is_matching
           from product_search ps left join similar_text s using (product_id)
           where ps.language = $1 and ps.document @@ $2::tsquery
           union all
           select ps.product_id, ps.name, ts_rank(ps.document, $2::tsquery, 32) + s.similarity, true, false
           from similar_text s join product_search ps using (product_id)
           where ps.language = $1 and not (ps.document @@ $2::tsquery)
         )
         select product_id as id, rank + 0.5::float8 * similarity(name, search_normalize($3)) as relevance,
                is_similar, is_matching
         from matched`,
        ['en', tsquery, text],
      );
      const inMemory = await index.text.rows(
        { language: 'en', tsquery, queryTrigrams: trigrams, nameWeight: 0.5, similarTo: text },
        true,
      );
      const byId = new Map(Array.from(inMemory!.ids, (id, i) => [id, inMemory!.positions![i]]));
      expect(byId.size, text).toBe(fromSql.rows.length);
      for (const row of fromSql.rows) {
        expect(byId.get(row.id), `${text}: product ${row.id}`).toBe(row.relevance);
        if (row.is_similar && !row.is_matching) similarOnly++;
        if (row.is_similar && row.is_matching) similarAndMatching++;
      }
      // Without relevance (another sort): the same products.
      const ids = await index.text.rows(
        { language: 'en', tsquery, queryTrigrams: trigrams, nameWeight: 0.5, similarTo: text },
        false,
      );
      expect(new Set(Array.from(ids!.ids))).toEqual(new Set(byId.keys()));
    }
    // Both of the similar documents' cases were compared (a misspelt name may find nothing).
    expect(similarOnly).toBeGreaterThan(0);
    expect(similarAndMatching).toBeGreaterThan(0);
  });

  it('a refined search reuses the matches of the query (kept until product_search changes)', async () => {
    const GB = LOCALES.find((l) => l.localeISOCode === 'en-GB')!;
    index.sources.clear();
    const search = searchService(db);
    const first = await search.search(GB, { q: 'dress', record: false }, now);
    expect(index.sources.size).toBe(1);
    const refined = { q: 'dress', record: false, page: 2, filters: { colour_group: ['black'] } };
    expect(await search.search(GB, refined, now)).toEqual(
      await searchService(sqlDb).search(GB, refined, now),
    );
    expect(index.sources.size).toBe(1);
    // Their counts are kept too (listing-index-query.ts): other pages and sorts of the same
    // filters, between views of other searches, answer as SQL does.
    for (const sort of SORT_OPTIONS) {
      for (const q of ['dress', 'robe', 'dress']) {
        const view = { q, sort, page: 3, record: false, filters: { colour_group: ['black'] } };
        expect(await search.search(GB, view, now), `${q} ${sort}`).toEqual(
          await searchService(sqlDb).search(GB, view, now),
        );
      }
    }
    index.sources.clear();
    await search.search(GB, { q: 'dress', record: false }, now);
    // Another sort reads the same matches without their relevance.
    await search.search(GB, { q: 'robe', sort: 'price_asc', record: false }, now);
    expect(index.sources.size).toBe(2);
    expect(first.total).toBeGreaterThan(0);
  });

  it('marketplace listings (partner brands, found in memory): any store, brand, sort and page', async () => {
    const market = marketplaceService(db);
    const reference = marketplaceService(sqlDb);
    const brands = (await reference.list(LOCALES[0]!, request(), now)).facets
      .find((f) => f.name === 'brand')!
      .values.map((v) => v.value);
    expect(brands.length).toBeGreaterThan(1);
    for (const store of LOCALES) {
      for (const sort of SORT_OPTIONS) {
        for (const req of [
          request({ sort }),
          request({ sort, page: 2 }),
          request({ sort, filters: { brand: [brands[0]!] } }),
          request({ sort, filters: { brand: brands.slice(0, 2), colour_group: ['black'] } }),
        ]) {
          const context = JSON.stringify({ store: store.localeISOCode, req });
          expect(await market.list(store, req, now), context).toEqual(await reference.list(store, req, now));
        }
      }
    }
  });

  it('a source the index finds in memory does not run its SQL', async () => {
    const GB = LOCALES.find((l) => l.localeISOCode === 'en-GB')!;
    // Rows that fail if read: only the in-memory answer can list anything.
    const source = {
      rows: sql`select 1 / 0 as product_id, 0 as position`,
      attributeOtherThan: { facet: 'brand' as const, except: 'Vitrine' },
    };
    const listed = await listProducts(db, GB, source, request(), now);
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.products.length).toBeGreaterThan(0);
    // The same source through SQL does run it.
    await expect(listProducts(sqlDb, GB, source, request(), now)).rejects.toThrow();
  });

  it('a page from the index reads its cards from memory, not from PostgreSQL', async () => {
    const GB = LOCALES.find((l) => l.localeISOCode === 'en-GB')!;
    // The cards statement is the only one reading product_images (product-cards.ts productCards).
    for (const [d, expected] of [
      [db, 0],
      [sqlDb, 1],
    ] as const) {
      let listed = 0;
      const reads = await statementsWith(d, 'product_images', async () => {
        const page = await listingService(d).list(GB, request({ page: 2 }), now);
        const found = await searchService(d).search(GB, { q: 'dress', record: false }, now);
        listed = page.products.length + found.products.length;
      });
      expect(listed).toBeGreaterThan(0);
      // A listing page and a search page: one cards statement each from SQL.
      expect(reads).toBe(2 * expected);
    }
  });

  it('answers from SQL until the index is built, and when it is off', async () => {
    const cold = testDatabase();
    try {
      const coldIndex = listingIndexFor(cold, { log: { info: () => {}, warn: () => {} } })!;
      expect(coldIndex.state).toBe('idle');
      const first = await listingService(cold).list(LOCALES[0]!, request(), now);
      expect(first).toEqual(await listingService(sqlDb).list(LOCALES[0]!, request(), now));
      expect(await coldIndex.ready()).toBe(true);
      await coldIndex.stop();
      expect(coldIndex.state).toBe('stopped');
      expect(coldIndex.current()).toBeUndefined();
    } finally {
      await cold.$client.end();
    }
  });
});

/** The SKUs on every page of a listing, through the index. */
async function listedSkus(store: LocaleConfig, req: ListingRequest): Promise<string[]> {
  const skus: string[] = [];
  for (let page = 1; ; page++) {
    const result = await listingService(db).list(store, { ...req, page, pageSize: 120 }, now);
    skus.push(...result.products.map((p) => p.sku));
    if (page >= result.pageCount) return skus;
  }
}

/** Polls until `done` holds, and answers how long that took from `since`. */
async function within(since: number, done: () => Promise<boolean>): Promise<number> {
  for (;;) {
    if (await done()) return performance.now() - since;
    if (performance.now() - since > 10_000) throw new Error('the change never reached the listing index');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** The listing from the index equals SQL's, for a request. */
const agrees = async (store: LocaleConfig, req: ListingRequest) => {
  const [a, b] = await Promise.all([
    listingService(db).list(store, req, now),
    listingService(sqlDb).list(store, req, now),
  ]);
  return JSON.stringify(a) === JSON.stringify(b);
};

describe('listing index: changes reach it within the documented time', () => {
  const GB = LOCALES.find((l) => l.localeISOCode === 'en-GB')!;
  /** A product of the GB clothing listing with every in-stock GB size, and what it held. */
  let product: { id: number; sku: string; sizes: { variantId: number; sku: string; quantity: number }[] };

  beforeAll(async () => {
    const { rows } = await db.$client.query<{ id: number; sku: string; sizes: typeof product.sizes }>(
      `select p.id, p.sku, json_agg(json_build_object('variantId', v.id, 'sku', v.sku, 'quantity', s.quantity)) as sizes
         from products p
         join product_categories pc on pc.product_id = p.id
         join categories c on c.id = pc.category_id and c.path = 'clothing'
         join product_variants v on v.product_id = p.id
         join stock_levels s on s.variant_id = v.id and s.region = 'gb' and s.quantity > 0
         where p.date_enabled <= $1
           and exists (select 1 from product_prices pr where pr.product_id = p.id and pr.currency = 'GBP')
         group by p.id order by p.id limit 1`,
      [now],
    );
    product = rows[0]!;
    expect(product).toBeDefined();
  });

  it('an order taking the last units of a product hides it from listings', async () => {
    const skus = () => listedSkus(GB, request({ sort: 'price_asc' }));
    expect(await skus()).toContain(product.sku);
    const started = performance.now();
    await db.transaction(async (tx) => {
      expect(await takeStock(tx, 'gb', product.sizes)).toBeUndefined();
    });
    const committed = performance.now();
    const took = await within(committed, async () => !(await skus()).includes(product.sku));
    expect(index.state).toBe('ready');
    expect(took).toBeLessThan(FRESH_WITHIN_MS);
    expect(await agrees(GB, request())).toBe(true);
    // Put the stock back: later test files share this database. Back in the listing too.
    for (const s of product.sizes) {
      await db.$client.query(
        `update stock_levels set quantity = $2 where variant_id = $1 and region = 'gb'`,
        [s.variantId, s.quantity],
      );
    }
    await within(performance.now(), async () => (await skus()).includes(product.sku));
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('a price change re-sorts and re-filters the listing', async () => {
    const { rows } = await db.$client.query<{ amount_minor: number; special_minor: number | null }>(
      `select amount_minor, special_minor from product_prices where product_id = $1 and currency = 'GBP'`,
      [product.id],
    );
    const before = rows[0]!;
    const cheapest = async () =>
      (await listingService(db).list(GB, request({ sort: 'price_asc' }), now)).products[0]?.sku;
    const committed = performance.now();
    await db.$client.query(
      `update product_prices set amount_minor = 1, special_minor = null where product_id = $1 and currency = 'GBP'`,
      [product.id],
    );
    const took = await within(committed, async () => (await cheapest()) === product.sku);
    expect(took).toBeLessThan(FRESH_WITHIN_MS);
    expect(await agrees(GB, request({ sort: 'price_asc', price: { max: 0.01 } }))).toBe(true);
    await db.$client.query(
      `update product_prices set amount_minor = $2, special_minor = $3 where product_id = $1 and currency = 'GBP'`,
      [product.id, before.amount_minor, before.special_minor],
    );
    await within(performance.now(), async () => (await cheapest()) !== product.sku);
  });

  it("a card follows its product's name, sticker, images and style group", async () => {
    const { rows } = await db.$client.query<{
      sku: string;
      names: object;
      sticker: string | null;
      path: string;
      colours: number;
    }>(
      `select sku, names, sticker, (select path from product_images where product_id = p.id and position = 0),
         (select count(*)::int from products s where s.style_group = p.style_group) as colours
         from products p where id = $1`,
      [product.id],
    );
    const before = rows[0]!;
    // A listing of this one product, through the index and through SQL.
    const source = { rows: sql`select ${product.id}::int as product_id, 0 as position` };
    const card = async () => (await listProducts(db, GB, source, request(), now)).products[0];
    const same = async () =>
      JSON.stringify(await listProducts(db, GB, source, request(), now)) ===
      JSON.stringify(await listProductsSql(db, GB, source, request(), now));
    expect((await card())?.colourCount).toBe(before.colours);
    const sibling = `${before.sku}X`;
    const committed = performance.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`update products set names = names || '{"en": "Renamed Card Dress"}', sticker = 'Card test'
        where id = ${product.id}`);
      await tx.execute(
        sql`update product_images set path = path || '-recut' where product_id = ${product.id} and position = 0`,
      );
      // Another colour of the same style: every card of the style counts one more.
      await tx.execute(sql`insert into products (sku, style_group, url_key, names, descriptions, colour, colour_group,
          size_kind, attributes, date_enabled, popularity)
        select ${sibling}, style_group, url_key || '-sibling', names, descriptions, 'teal', 'blue', size_kind,
          attributes, date_enabled, 0 from products where id = ${product.id}`);
    });
    try {
      const took = await within(committed, async () => {
        const c = await card();
        return (
          c?.name === 'Renamed Card Dress' &&
          c.sticker === 'Card test' &&
          c.images[0]?.path.endsWith('-recut') === true &&
          c.colourCount === before.colours + 1
        );
      });
      expect(took).toBeLessThan(FRESH_WITHIN_MS);
      expect(await same()).toBe(true);
      // Another language's name falls back to English as the SQL cards do.
      const FR = LOCALES.find((l) => l.localeISOCode === 'fr-FR')!;
      expect(await listProducts(db, FR, source, request(), now)).toEqual(
        await listProductsSql(db, FR, source, request(), now),
      );
    } finally {
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from products where sku = ${sibling}`);
        await tx.execute(sql`update products set names = ${JSON.stringify(before.names)}::jsonb,
          sticker = ${before.sticker} where id = ${product.id}`);
        await tx.execute(sql`update product_images set path = ${before.path}
          where product_id = ${product.id} and position = 0`);
      });
      await within(performance.now(), same);
    }
  });

  it('a new product appears in its category, in every instance', async () => {
    const other = testDatabase();
    const otherIndex = listingIndexFor(other, { log: { info: () => {}, warn: () => {} } })!;
    try {
      expect(await otherIndex.ready()).toBe(true);
      const sku = 'VTINDEX001';
      const newest = async (d: typeof db) =>
        (await listingService(d).list(GB, request({ sort: 'numberofdays' }), now)).products[0]?.sku;
      const client = await db.$client.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query<{ id: number }>(
          `insert into products (sku, style_group, url_key, names, descriptions, colour, colour_group, size_kind,
             attributes, date_enabled, popularity)
           values ($1, $1, 'listing-index-test-dress', '{"en": "Index Test Dress"}', '{"en": ""}', 'black', 'black',
             'clothes', '{"fit": "regular"}', $2, 0) returning id`,
          [sku, new Date(now.getTime() - 1_000)],
        );
        const id = rows[0]!.id;
        await client.query(
          `insert into product_categories (product_id, category_id, position)
           select $1, id, 0 from categories where path = 'clothing'`,
          [id],
        );
        const variant = await client.query<{ id: number }>(
          `insert into product_variants (product_id, sku, size, position) values ($1, $2, '10', 0) returning id`,
          [id, `${sku}-10`],
        );
        await client.query(`insert into stock_levels (variant_id, region, quantity) values ($1, 'gb', 3)`, [
          variant.rows[0]!.id,
        ]);
        await client.query(
          `insert into product_prices (product_id, currency, amount_minor) values ($1, 'GBP', 4200)`,
          [id],
        );
        await client.query('commit');
      } finally {
        client.release();
      }
      const committed = performance.now();
      const took = await within(committed, async () => (await newest(db)) === sku);
      expect(took).toBeLessThan(FRESH_WITHIN_MS);
      await within(committed, async () => (await newest(other)) === sku);
      expect(await agrees(GB, request({ filters: { fit: ['regular'] }, sort: 'numberofdays' }))).toBe(true);
      // Deleting it takes it out again (cascades notify too).
      await db.$client.query('delete from products where sku = $1', [sku]);
      await within(
        performance.now(),
        async () => (await newest(db)) !== sku && (await newest(other)) !== sku,
      );
    } finally {
      await otherIndex.stop();
      await other.$client.end();
    }
  });
});

describe('listing index notifications (migrations 0009, 0015)', () => {
  let listener: pg.Client;
  const payloads: string[] = [];
  beforeAll(async () => {
    listener = new pg.Client({ connectionString: testDatabaseUrl() });
    await listener.connect();
    listener.on('notification', (m) => payloads.push(m.payload ?? ''));
    await listener.query(`listen ${LISTING_INDEX_CHANNEL}`);
  });
  afterAll(() => listener.end());

  /** The payloads a statement sends on commit (none on rollback). */
  async function sent(statement: string, params: unknown[] = []): Promise<string[]> {
    payloads.length = 0;
    await db.$client.query(statement, params);
    await db.$client.query(`select pg_notify($1, 'marker')`, [LISTING_INDEX_CHANNEL]);
    for (let i = 0; i < 500 && !payloads.includes('marker'); i++) await new Promise((r) => setTimeout(r, 2));
    return payloads.filter((p) => p !== 'marker');
  }

  it('names the product of a stock row that crosses zero, and nothing for a sale that does not', async () => {
    const { rows } = await db.$client.query<{ variant_id: number; product_id: number; quantity: number }>(
      `select s.variant_id, v.product_id, s.quantity from stock_levels s join product_variants v on v.id = s.variant_id
        where s.region = 'us' and s.quantity > 2 order by s.variant_id limit 1`,
    );
    const row = rows[0]!;
    const set = (q: number) =>
      sent(`update stock_levels set quantity = $2 where variant_id = $1 and region = 'us'`, [
        row.variant_id,
        q,
      ]);
    expect(await set(row.quantity - 1)).toEqual([]);
    expect(await set(0)).toEqual([String(row.product_id)]);
    expect(await set(row.quantity)).toEqual([String(row.product_id)]);
  });

  it('names products whose listing columns, prices or categories change, not their names', async () => {
    const { rows } = await db.$client.query<{ id: number }>('select id from products order by id limit 2');
    const [a, b] = rows.map((r) => r.id) as [number, number];
    expect(await sent(`update products set names = names where id = $1`, [a])).toEqual([]);
    expect(await sent(`update products set popularity = popularity where id = any($1)`, [[a, b]])).toEqual(
      [],
    );
    expect(
      await sent(`update products set popularity = popularity + 1 where id = any($1)`, [[a, b]]),
    ).toEqual([`${a},${b}`]);
    await sent(`update products set popularity = popularity - 1 where id = any($1)`, [[a, b]]);
    expect(
      await sent(`update product_prices set amount_minor = amount_minor where product_id = $1`, [a]),
    ).toEqual([String(a)]);
    expect(
      await sent(`update product_categories set position = position where product_id = $1`, [b]),
    ).toEqual([String(b)]);
  });

  it('names products whose card fields or first images change (migration 0015)', async () => {
    const { rows } = await db.$client.query<{ id: number; path: string; sticker: string | null }>(
      `select i.product_id as id, i.path, p.sticker from product_images i join products p on p.id = i.product_id
        where i.position = 0 order by i.product_id limit 1`,
    );
    const { id, path, sticker } = rows[0]!;
    const renamed = await sent(`update products set names = names || '{"fr": "Robe test"}' where id = $1`, [
      id,
    ]);
    expect(renamed).toEqual([String(id)]);
    await sent(`update products set names = names - 'fr' where id = $1`, [id]);
    expect(await sent(`update products set sticker = 'Card test' where id = $1`, [id])).toEqual([String(id)]);
    await sent(`update products set sticker = $2 where id = $1`, [id, sticker]);
    expect(
      await sent(`update product_images set path = $2 where product_id = $1 and position = 0`, [
        id,
        `${path}-x`,
      ]),
    ).toEqual([String(id)]);
    await sent(`update product_images set path = $2 where product_id = $1 and position = 0`, [id, path]);
    expect(
      await sent(
        `insert into product_images (product_id, position, view, path, width, height) values ($1, 99, 'side', 'x', 1, 1)`,
        [id],
      ),
    ).toEqual([String(id)]);
    expect(await sent(`delete from product_images where product_id = $1 and position = 99`, [id])).toEqual([
      String(id),
    ]);
  });

  it('sends ids 500 to a notification, and one "*" past 5,000 products in a transaction', async () => {
    const { rows } = await db.$client.query<{ id: number }>('select id from products order by id limit 250');
    const ids = rows.map((r) => r.id);
    const chunks = await sent(`select listing_index_send($1::int[] || $1::int[] || $1::int[])`, [ids]);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]!.split(',')).toHaveLength(500);
    const big = Array.from({ length: 5001 }, (_, i) => i + 1);
    expect(await sent(`select listing_index_send($1::int[])`, [big])).toEqual(['*']);
    expect(
      await sent(
        `do $$ begin perform listing_index_send(array[1, 2]); perform listing_index_send(array(select generate_series(1, 5000)));
         perform listing_index_send(array[3]); end $$`,
      ),
    ).toEqual(['1,2', '*']);
  });

  it('a change to product_search forgets the searches kept by the index', async () => {
    const search = searchService(db);
    const GB = LOCALES.find((l) => l.localeISOCode === 'en-GB')!;
    await search.search(GB, { q: 'dress', record: false }, now);
    expect(index.sources.size).toBeGreaterThan(0);
    expect(await sent(`update product_search set name = name where product_id = 0`)).toEqual(['search']);
    await within(performance.now(), async () => index.sources.size === 0);
  });

  it('keeps how a search is matched until product_search changes, then decides it again', async () => {
    const GB = LOCALES.find((l) => l.localeISOCode === 'en-GB')!;
    const search = searchService(db);
    // Deciding a query's stage is the only statement with websearch_to_tsquery (search.ts).
    const decisions = (run: () => Promise<unknown>) => statementsWith(db, 'websearch_to_tsquery', run);
    const typo = { q: 'sattin drss', record: false };
    let first: Awaited<ReturnType<typeof search.search>> | undefined;
    // Stage 1 missed (the documents in memory say so, then PostgreSQL finds the words' closest
    // catalogue words); stage 2 (corrected words) found.
    await index.text.ready();
    expect(await decisions(async () => (first = await search.search(GB, typo, now)))).toBe(3);
    expect(first!.total).toBeGreaterThan(0);
    const views = [{ ...typo, page: 2 }, { ...typo, sort: 'price_asc' as const }, typo];
    for (const view of views) {
      let kept: unknown;
      expect(await decisions(async () => (kept = await search.search(GB, view, now)))).toBe(0);
      expect(kept).toEqual(await searchService(sqlDb).search(GB, view, now));
    }
    // Typed in other capitals: the same decision and matches, kept; the query shown as typed.
    let shouted: Awaited<ReturnType<typeof search.search>> | undefined;
    const loud = { ...typo, q: 'SATTIN Drss' };
    expect(await decisions(async () => (shouted = await search.search(GB, loud, now)))).toBe(0);
    expect(shouted!.query).toBe('SATTIN Drss');
    expect({ ...shouted!, query: typo.q }).toEqual(first);
    // product_search changes: what was decided may no longer hold.
    expect(await sent(`update product_search set name = name where product_id = 0`)).toEqual(['search']);
    await within(performance.now(), async () => index.sources.size === 0);
    await index.text.ready();
    let again: unknown;
    expect(await decisions(async () => (again = await search.search(GB, typo, now)))).toBe(3);
    expect(again).toEqual(first);
  });

  it('a query that matches as typed is decided from the documents in memory: PostgreSQL only parses it', async () => {
    const GB = LOCALES.find((l) => l.localeISOCode === 'en-GB')!;
    await index.text.ready();
    // Forgets what was decided and kept, so these searches are first views.
    index.sources.clear();
    for (const q of ['midi', 'black dress', 'top']) {
      const req = { q, record: false };
      let found: Awaited<ReturnType<ReturnType<typeof searchService>['search']>> | undefined;
      const reads = await statementsWith(db, 'product_search', async () => {
        found = await searchService(db).search(GB, req, now);
      });
      expect(found!.total, q).toBeGreaterThan(0);
      expect(reads, q).toBe(0);
      expect(found).toEqual(await searchService(sqlDb).search(GB, req, now));
    }
    // Without the documents in memory, deciding and matching read product_search.
    expect(
      await statementsWith(sqlDb, 'product_search', () =>
        searchService(sqlDb).search(GB, { q: 'midi', record: false }, now),
      ),
    ).toBeGreaterThan(0);
  });

  it('a failed read of the search documents is tried again soon, not at the next rebuild', async () => {
    const flaky = testDatabase();
    const connect = flaky.$client.connect.bind(flaky.$client);
    let attempts = 0;
    // The first connection fails, as while PostgreSQL restarts or the pool is exhausted.
    flaky.$client.connect = (async () => {
      if (attempts++ === 0) throw new Error('the database system is starting up');
      return connect();
    }) as unknown as typeof flaky.$client.connect;
    const warnings: unknown[] = [];
    const documents = new SearchDocuments(
      flaky,
      { info: () => {}, warn: (o: unknown) => warnings.push(o) },
      50,
    );
    try {
      await documents.ready();
      expect(documents.state).toBe('idle');
      expect(warnings).toEqual([expect.objectContaining({ err: 'the database system is starting up' })]);
      await within(performance.now(), async () => documents.state === 'ready');
      expect(documents.get('en')?.products).toBeGreaterThan(0);
      expect(attempts).toBe(2);
    } finally {
      documents.stop();
      await flaky.$client.end();
    }
  });

  it('a change to product_search reaches the search documents held in memory', async () => {
    const { rows } = await db.$client.query<{ id: number }>(
      `select product_id as id from product_search where language = 'en' order by product_id limit 1`,
    );
    const id = rows[0]!.id;
    const zzyzx = { language: 'en', tsquery: `'zzyzx'`, queryTrigrams: [], nameWeight: 0.5 };
    await index.text.ready();
    expect(Array.from((await index.text.rows(zzyzx, false))!.ids)).toEqual([]);
    const before = index.text.get('en');
    await db.$client.query(
      `update product_search set document = document || 'zzyzx:40A'::tsvector where product_id = $1 and language = 'en'`,
      [id],
    );
    try {
      // Forgotten on the notification (searches rank in SQL meanwhile), then read again.
      await within(performance.now(), async () => index.text.get('en') !== before);
      await index.text.ready();
      expect(Array.from((await index.text.rows(zzyzx, false))!.ids)).toEqual([id]);
    } finally {
      await db.$client.query(
        `update product_search set document = ts_delete(document, 'zzyzx') where product_id = $1 and language = 'en'`,
        [id],
      );
    }
    await within(performance.now(), async () => index.text.get('en') !== undefined);
  });

  it('are checked before the index is trusted', async () => {
    const client = await db.$client.connect();
    try {
      expect(await notificationsInstalled(client)).toBe(true);
      await client.query('begin');
      await client.query('alter table stock_levels disable trigger listing_index_update');
      expect(await notificationsInstalled(client)).toBe(false);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('a "*" makes every index rebuild', async () => {
    const builds = index.builds;
    await db.$client.query(`select pg_notify($1, '*')`, [LISTING_INDEX_CHANNEL]);
    await within(performance.now(), async () => index.builds > builds);
    await index.settled();
    expect(index.state).toBe('ready');
    expect(await agrees(LOCALES[0]!, request())).toBe(true);
  });
});

describe('listing index: sources given as rows', () => {
  it('a category given as its rows lists as the category does', async () => {
    const GB = LOCALES.find((l) => l.localeISOCode === 'en-GB')!;
    const { rows } = await db.$client.query<{ id: number }>(
      `select id from categories where path = 'clothing'`,
    );
    const asRows = { rows: categorySource(rows[0]!.id).rows };
    for (const sort of SORT_OPTIONS) {
      const req = request({ sort, filters: { colour_group: ['black', 'red'] } });
      const expected = await listingService(sqlDb).list(GB, req, now);
      expect(await listProducts(db, GB, asRows, req, now)).toEqual(expected);
      expect(await listProductsSql(db, GB, asRows, req, now)).toEqual(expected);
    }
  });
});

describe('listing index: its listening connection', () => {
  /** A pool of its own, named, so that the connections seen are this index's. */
  const namedDatabase = (name: string) => {
    const url = new URL(testDatabaseUrl());
    url.searchParams.set('application_name', name);
    return createDatabase(url.toString(), 5);
  };
  /** Its listening connections: their last statement is LISTEN, or the keepalive after it. */
  const listeners = async (name: string) =>
    (
      await db.$client.query<{ pid: number }>(
        `select pid from pg_stat_activity where application_name = $1 and query in ($2, 'select 1')`,
        [name, `listen ${LISTING_INDEX_CHANNEL}`],
      )
    ).rows.map((r) => r.pid);
  const silent = { info: () => {}, warn: () => {} };

  it('is not served while the connection is down, and serves again once rebuilt after it came back', async () => {
    const name = 'listing-index-lost-listener';
    const own = namedDatabase(name);
    const lost = listingIndexFor(own, { log: silent, keepaliveMs: 60_000, retryMs: 300 })!;
    try {
      expect(await lost.ready()).toBe(true);
      await within(performance.now(), async () => lost.state === 'ready');
      const builds = lost.builds;
      const [pid, ...more] = await listeners(name);
      expect(more).toEqual([]);
      await db.$client.query('select pg_terminate_backend($1)', [pid]);
      // Notifications sent while it is down are lost: listings answer from SQL.
      await within(performance.now(), async () => lost.state === 'stale');
      expect(lost.current()).toBeUndefined();
      // Back, and served again only with a rebuild made after it came back.
      await within(performance.now(), async () => lost.state === 'ready');
      expect(lost.builds).toBeGreaterThan(builds);
      expect(lost.current()).toBeDefined();
      // And it hears changes on the new connection.
      const refreshed = lost.lastRefreshAt;
      const { rows } = await db.$client.query<{ id: number }>('select id from products order by id limit 1');
      await db.$client.query(`select pg_notify($1, $2)`, [LISTING_INDEX_CHANNEL, String(rows[0]!.id)]);
      await within(performance.now(), async () => lost.lastRefreshAt > refreshed);
      // stop() closes the connection it opened.
      await lost.stop();
      await within(performance.now(), async () => (await listeners(name)).length === 0);
    } finally {
      await lost.stop();
      await own.$client.end();
    }
  });

  it('stops, closing its connection, once its pool has ended (a script or a test finished)', async () => {
    const name = 'listing-index-pool-ends';
    const own = namedDatabase(name);
    const ending = listingIndexFor(own, { log: silent, keepaliveMs: 50 })!;
    try {
      expect(await ending.ready()).toBe(true);
      expect(await listeners(name)).toHaveLength(1);
      await own.$client.end();
      await within(performance.now(), async () => ending.state === 'stopped');
      await within(performance.now(), async () => (await listeners(name)).length === 0);
    } finally {
      await ending.stop();
    }
  });
});
