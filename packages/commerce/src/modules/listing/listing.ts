// Category listings (§3.3): one page of a category's products with the shopper's filters, sort and
// price range applied, the facet counts of the filter panel and the price range of the slider.
//
// What is listed: products linked to the category (product_categories) that are live
// (date_enabled <= now), priced in the store's currency and in stock, in at least one size, in the
// store's stock region. Sold-out products are hidden rather than shown greyed out: a listing of
// things that cannot be bought wastes the shopper's first screen, and size filters only ever
// match sizes in stock anyway, so showing sold-out products unfiltered but hiding them under any
// size filter would be inconsistent.
//
// Two SQL statements per listing. The first computes the matching set once (a CTE with the
// effective price and the in-stock sizes of every candidate product), then in one pass over it
// the counts of every facet (GROUPING SETS, one grouping set per facet, with one count per
// selected facet that leaves that facet's own selection out, so the counts are disjunctive), the
// total, the price range, and the ids of the requested page. The second reads the product cards of
// that page (product-cards.ts productCards, the same cards as the home page widgets). A URL selecting
// only values no product of the listing has costs one more run of the first (listingCoreFromSql).
//
// Every value from the request is a bound parameter; attribute names are bound too and come only
// from the fixed lists of listing-filters.ts, never from the request.
//
// What a listing lists is its source (ListingSource): the products of a category here, the
// products matching a query with their relevance in site search (modules/search). Everything
// after that, the store's rules, facets, sorts, price range and pagination, is shared.
//
// listProducts answers from the in-process listing index when it is ready (decision 0007,
// listing-index*.ts: the same answers in a few milliseconds instead of hundreds at 100,000
// products) and from the SQL statement here otherwise: before the index's first build, while its
// change notifications cannot be trusted, or with LISTING_INDEX=off. The index also holds the
// cards' fields (listing-index-cards.ts), so such a page runs no statement for its cards. The SQL
// statements stay the reference the index is tested against (listing-index.int.test.ts).

import { LISTING_PAGE_SIZE, MAX_LISTING_PAGE, type LocaleConfig, type SortOption } from '@vitrine/config';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  ATTRIBUTE_FACETS,
  COLOUR_FACET,
  FACET_PARAMS,
  isSizeFacet,
  parseFilters,
  priceBoundsMinor,
  SIZE_FACETS,
  sortFacetValues,
  toMajor,
  type AttributeFacet,
  type SizeFacet,
} from './listing-filters.ts';
import {
  categories,
  productCategories,
  productPrices,
  products,
  productVariants,
  stockLevels,
} from '../catalog/schema.ts';
import { listingIndexFor, type ListingIndexState } from './listing-index.ts';
import { cardsOf } from './listing-index-cards.ts';
import { knownSelection, queryIndex, type IndexSource, type ListingCore } from './listing-index-query.ts';
import { sourceRows } from './listing-index-sources.ts';
import type { TextMatch } from './listing-index-text.ts';
import { productCards, type ProductCard } from './product-cards.ts';

export type { SortOption } from '@vitrine/config';
export { FACET_PARAMS };

export interface ListingRequest extends ListingQuery {
  /** Category URL path without `.html`, e.g. 'clothing/dresses'. */
  categoryPath: string;
}

/** What the shopper asks of any listing: sort, page, filters and price range. */
export interface ListingQuery {
  sort: SortOption;
  /** 1-based, clamped by the caller to 1..MAX_LISTING_PAGE (clamped here again). */
  page: number;
  /** URL parameter name -> selected values: OR within a facet, AND across facets. */
  filters: Record<string, string[]>;
  /** Store currency, major units (20 = £20), inclusive, on the effective price. */
  price?: { min?: number; max?: number };
  /** Default LISTING_PAGE_SIZE; at most MAX_PAGE_SIZE. */
  pageSize?: number;
}

export interface FacetValue {
  value: string;
  count: number;
  selected: boolean;
}

export interface Facet {
  /** The URL parameter name. */
  name: string;
  values: FacetValue[];
}

export interface ListingResult {
  total: number;
  page: number;
  /** Capped at MAX_LISTING_PAGE. */
  pageCount: number;
  /** This page, in the store's currency and language. */
  products: ProductCard[];
  /** Facets with at least one value, in FACET_PARAMS order. */
  facets: Facet[];
  /** Major units: effective prices of the products matching everything but the price filter. */
  priceRange: { min: number; max: number } | null;
}

/** Largest page a caller may ask for: a grid of cards is one query, it must stay bounded. */
export const MAX_PAGE_SIZE = 120;

const SIZE_FACET_BY_KIND: ReadonlyMap<string, SizeFacet> = new Map(
  (Object.entries(SIZE_FACETS) as [SizeFacet, string][]).map(([facet, kind]) => [kind, facet]),
);

/** A row of the facet query; which grouping set it belongs to is in `g` (see GROUPING_COLUMNS). */
interface FacetRow {
  g: number;
  colour_group: string | null;
  size_kind: string | null;
  sizes: string[] | null;
  /** `a0`...: attributes[ATTRIBUTE_FACETS[i]], a string or a list of strings. */
  [attribute: `a${number}`]: unknown;
  /** Count with no filter: which values exist in the listing at all. */
  c_any: number;
  /** Count with every filter. */
  c_all: number;
  /** `x0`...: count with every filter but the i-th selected facet. */
  [except: `x${number}`]: number;
  /** Effective prices with every facet filter but not the price filter. */
  price_min: number | null;
  price_max: number | null;
}

/**
 * The columns GROUPING() reports on, in order: colour_group, size_kind (standing for the
 * (size_kind, sizes) grouping set), then one per attribute facet. A row's bit for a column is 0
 * when the row groups by it.
 */
const GROUPING_COLUMNS = 2 + ATTRIBUTE_FACETS.length;

/**
 * The products a listing holds, before the store's rules (live, priced in the store's currency,
 * in stock in its region), and their order under the default sort.
 */
export interface ListingSource {
  /**
   * A SELECT of rows `(product_id, position)`, at most one per product. The default sort shows
   * the highest position first: a category's merchandising position, a search's relevance.
   */
  rows: SQL;
  /** Ties of position under the default sort go to the more popular product (else the lower id). */
  popularityTiebreak?: boolean;
  /**
   * Set when `rows` are exactly a category's product_categories rows: the listing index then reads
   * the category from memory instead of running `rows`.
   */
  categoryId?: number;
  /**
   * Set when `rows` read product_search alone (a search's matches): the listing index may keep
   * them until product_search changes (listing-index-sources.ts).
   */
  searchIndexOnly?: boolean;
  /**
   * What `rows` match, when the listing index can compute them from the search documents in
   * memory instead (listing-index-text.ts): the same rows, or none of this is used.
   */
  text?: TextMatch;
  /**
   * Set when `rows` are exactly the products with a (string) value of this attribute other than
   * `except`, positioned by popularity: the listing index finds them in memory (the marketplace).
   */
  attributeOtherThan?: { facet: AttributeFacet; except: string };
  /**
   * Set when `rows` are exactly the products reduced at `now` in `currency` (specialInForce),
   * positioned by popularity: the listing index finds them in memory (the sale listing, sale.ts).
   */
  reducedIn?: { currency: string; now: Date };
}

interface Plan {
  store: LocaleConfig;
  source: ListingSource;
  sort: SortOption;
  page: number;
  pageSize: number;
  selection: Map<string, string[]>;
  price: { min: number | null; max: number | null };
  now: Date;
}

export function listingService(db: Database) {
  return {
    async list(store: LocaleConfig, req: ListingRequest, now = new Date()): Promise<ListingResult> {
      // Looked up on its own so the planner sees the category's real size: a few hundred products
      // are best read by index look-ups, tens of thousands by hashing whole price lists.
      const [category] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.path, req.categoryPath));
      if (!category) return emptyListing(clampPage(req.page));
      return listProducts(db, store, categorySource(category.id), req, now);
    },
  };
}

/** The products of a category, in their merchandising position (product_categories.position). */
/**
 * Starts the listing index of `db` (decision 0007) at once. A server calls it at start, so the
 * index builds before its first shopper rather than on the first listing, whose answers would
 * come from SQL meanwhile (seconds for a broad search at 100,000 products).
 */
export function startListingIndex(db: Database): void {
  listingIndexFor(db)?.start();
}

/** What the listing index of `db` is doing (the health check reports it); 'off' with LISTING_INDEX=off. */
export function listingIndexState(db: Database): ListingIndexState | 'off' {
  return listingIndexFor(db)?.state ?? 'off';
}

/** What the listing index's search documents are doing (decision 0023), for the health check. */
export function searchDocumentsState(db: Database): 'idle' | 'reading' | 'ready' | 'off' {
  return listingIndexFor(db)?.text.state ?? 'off';
}

export function categorySource(categoryId: number): ListingSource {
  return {
    rows: sql`select pc.product_id, pc.position from ${productCategories} pc where pc.category_id = ${categoryId}`,
    categoryId,
  };
}

/** 1-based page clamped to 1..MAX_LISTING_PAGE; anything but a whole number is page 1. */
export function clampPage(page: number): number {
  return Number.isInteger(page) ? Math.min(Math.max(page, 1), MAX_LISTING_PAGE) : 1;
}

/** A listing with nothing in it. */
export function emptyListing(page: number): ListingResult {
  return { total: 0, page, pageCount: 0, products: [], facets: [], priceRange: null };
}

/**
 * One page of a listing of any source with the shopper's filters, sort and price range applied,
 * the facet counts and the price range: the category listings above, and site search. From the
 * listing index when it is ready, else from SQL (see the top of this file).
 */
export async function listProducts(
  db: Database,
  store: LocaleConfig,
  source: ListingSource,
  req: ListingQuery,
  now = new Date(),
): Promise<ListingResult> {
  const plan = planOf(store, source, req, now);
  const core = (await listingCoreFromIndex(db, plan)) ?? (await listingCoreFromSql(db, plan));
  return finishListing(db, plan, core);
}

/** listProducts from SQL alone: the reference implementation of the listing index. */
export async function listProductsSql(
  db: Database,
  store: LocaleConfig,
  source: ListingSource,
  req: ListingQuery,
  now = new Date(),
): Promise<ListingResult> {
  const plan = planOf(store, source, req, now);
  return finishListing(db, plan, await listingCoreFromSql(db, plan));
}

function planOf(store: LocaleConfig, source: ListingSource, req: ListingQuery, now: Date): Plan {
  const pageSize =
    Number.isInteger(req.pageSize) && req.pageSize! > 0
      ? Math.min(req.pageSize!, MAX_PAGE_SIZE)
      : LISTING_PAGE_SIZE;
  return {
    store,
    source,
    sort: req.sort,
    page: clampPage(req.page),
    pageSize,
    selection: parseFilters(req.filters ?? {}),
    price: priceBoundsMinor(req.price, store.currency),
    now,
  };
}

/**
 * The listing from the in-process index, or undefined when it is not ready (not built yet, or its
 * change notifications cannot be trusted): the caller then asks SQL. A search's matching products
 * and their relevance come from the search documents in memory once they are read, else from SQL
 * (listing-index-sources.ts).
 */
async function listingCoreFromIndex(db: Database, plan: Plan): Promise<ListingAnswer | undefined> {
  const index = listingIndexFor(db);
  const store = index?.current();
  if (!index || !store) return undefined;
  let source: IndexSource;
  if (plan.source.categoryId !== undefined) {
    source = { categoryId: plan.source.categoryId };
  } else if (plan.source.attributeOtherThan) {
    const { facet, except } = plan.source.attributeOtherThan;
    source = { ...store.withAttributeOtherThan(facet, except), popularityTiebreak: false };
  } else if (plan.source.reducedIn) {
    const { currency, now } = plan.source.reducedIn;
    source = { ...store.reducedIn(currency, now), popularityTiebreak: false };
  } else {
    const withPositions = plan.sort === 'default';
    const rows = await sourceRows(db, plan.source, withPositions, index.sources, index.text);
    source = {
      ids: rows.ids,
      positions: rows.positions ?? [],
      popularityTiebreak: plan.source.popularityTiebreak ?? false,
      ...(rows.keptAs === undefined ? {} : { key: String(rows.keptAs) }),
    };
  }
  // Asked again: the index may have been swapped or distrusted while the rows were read.
  const current = index.current();
  if (!current) return undefined;
  try {
    const core = queryIndex(current, {
      source,
      currency: plan.store.currency,
      region: plan.store.stockRegion,
      now: plan.now,
      selection: plan.selection,
      price: plan.price,
      sort: plan.sort,
      offset: (plan.page - 1) * plan.pageSize,
      limit: plan.pageSize,
    });
    // From the same store, so the cards agree with the counts (and no statement is needed).
    const cards = cardsOf(current, core.ids, plan.store, plan.now);
    return cards ? { ...core, cards } : core;
  } catch (err) {
    // A defect in the index must cost speed, never the page.
    console.error('listing index query failed, answering from SQL', err);
    return undefined;
  }
}

/** A listing's core, with its page's cards when the listing index had them. */
type ListingAnswer = ListingCore & { cards?: ProductCard[] };

/** The listing from SQL: one statement, and one more for a URL selecting values nothing has. */
async function listingCoreFromSql(db: Database, plan: Plan): Promise<ListingCore> {
  let run = await runListingQuery(db, plan);
  // A selected value no product of the listing has (a stale link, a typo, a forged URL) is
  // ignored; a facet left with no such value is then not filtered on at all. Found from the
  // first run's unfiltered counts, so the second run happens only for such URLs.
  const known = knownSelectionOf(plan.selection, run.rows);
  if (known.changed) run = await runListingQuery(db, { ...plan, selection: known.selection });
  const { totals, counts } = tally(run.rows, [...known.selection.keys()]);
  return {
    total: totals?.c_all ?? 0,
    selection: known.selection,
    counts,
    priceMin: totals?.price_min ?? null,
    priceMax: totals?.price_max ?? null,
    ids: run.page,
  };
}

/** The facets in display order, the price range in major units and the page's product cards. */
async function finishListing(db: Database, plan: Plan, core: ListingAnswer): Promise<ListingResult> {
  const { store, now, page, pageSize } = plan;
  const facets: Facet[] = [];
  for (const name of FACET_PARAMS) {
    const values = core.counts.get(name);
    if (!values) continue;
    const selected = new Set(core.selection.get(name) ?? []);
    facets.push({
      name,
      values: sortFacetValues(
        name,
        [...values].map(([value, count]) => ({ value, count, selected: selected.has(value) })),
      ),
    });
  }

  const priceRange =
    core.priceMin !== null && core.priceMax !== null
      ? { min: toMajor(core.priceMin, store.currency), max: toMajor(core.priceMax, store.currency) }
      : null;

  const ids = core.ids;
  const cards =
    core.cards ??
    (ids.length === 0
      ? []
      : await productCards(db, store, now, {
          where: sql`p.id = any(${sql.param(ids)}::int[])`,
          order: sql`array_position(${sql.param(ids)}::int[], p.id)`,
          limit: ids.length,
          inStockOnly: false,
          distinctStyle: false,
        }));

  return {
    total: core.total,
    page,
    pageCount: Math.min(Math.ceil(core.total / pageSize), MAX_LISTING_PAGE),
    products: cards,
    facets,
    priceRange,
  };
}

/** The price columns of a product_prices row (alias pr), as the SQL price functions take them. */
const PRICE_ROW = sql`pr.amount_minor, pr.special_minor, pr.special_from, pr.special_to`;

/**
 * Whether the special price of a product_prices row (alias pr) is in force at `now`: the SQL
 * function of migration 0020, the rule of pricing.ts isSpecialActive (decision 0060).
 */
export function specialInForce(now: Date): SQL {
  return sql`special_price_in_force(${PRICE_ROW}, ${now})`;
}

/** What a product_prices row (alias pr) asks at `now`: effective_price_minor (migration 0020). */
function effectivePriceAt(now: Date): SQL {
  return sql`effective_price_minor(${PRICE_ROW}, ${now})`;
}

/** How a row of the base set (alias b) matches a facet's selected values. */
function matchSql(name: string, values: string[]): SQL {
  const list = sql`${sql.param(values)}::text[]`;
  if (name === COLOUR_FACET) return sql`b.colour_group = any(${list})`;
  if (isSizeFacet(name)) return sql`(b.size_kind = ${SIZE_FACETS[name]} and b.sizes && ${list})`;
  const i = (ATTRIBUTE_FACETS as readonly string[]).indexOf(name);
  if (i < 0) throw new Error(`not a listing facet: ${name}`);
  // jsonb ?| : a string attribute equal to one of the values, or a list holding one of them.
  return sql`coalesce(b.${sql.identifier(`a${i}`)} ?| ${list}, false)`;
}

const and = (parts: SQL[]): SQL => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

/** The one statement of a listing: facet counts, total, price range and the page's product ids. */
async function runListingQuery(db: Database, plan: Plan): Promise<{ rows: FacetRow[]; page: number[] }> {
  const { store, now } = plan;
  const matches = [...plan.selection].map(([name, values]) => matchSql(name, values));
  const priceOk = [
    ...(plan.price.min === null ? [] : [sql`b.price >= ${plan.price.min}`]),
    ...(plan.price.max === null ? [] : [sql`b.price <= ${plan.price.max}`]),
  ];
  const allOk = and([...matches, ...priceOk]);
  // Disjunctive counts: the i-th selected facet counted with every filter but its own.
  const exceptCounts = matches.map((_, i) => {
    const others = and([...matches.filter((_, j) => j !== i), ...priceOk]);
    return sql`count(*) filter (where ${others})::int as ${sql.identifier(`x${i}`)},`;
  });

  const effective = effectivePriceAt(now);
  const attributeNames = ATTRIBUTE_FACETS.map((_, i) => sql`${sql.identifier(`a${i}`)}`);
  const order =
    plan.sort === 'numberofdays'
      ? sql`b.date_enabled desc, b.id desc`
      : plan.sort === 'price_asc'
        ? sql`b.price asc, b.id asc`
        : plan.sort === 'price_desc'
          ? sql`b.price desc, b.id asc`
          : plan.source.popularityTiebreak
            ? sql`b.position desc, b.popularity desc, b.id asc`
            : sql`b.position desc, b.id asc`;

  const query = sql`
    with base as materialized (
      select p.id, src.position, p.popularity, p.date_enabled, p.colour_group, p.size_kind, st.sizes,
        ${effective} as price,
        ${sql.join(
          ATTRIBUTE_FACETS.map((name, i) => sql`p.attributes -> ${name} as ${attributeNames[i]}`),
          sql`, `,
        )}
      from (${plan.source.rows}) src (product_id, position)
      join ${products} p on p.id = src.product_id
      join ${productPrices} pr on pr.product_id = src.product_id and pr.currency = ${store.currency}
      -- The product's sizes, then which of them are in stock in the region, in one index scan for
      -- all of them (= any) rather than one look-up per size: their stock rows are neighbours in
      -- the index. Products with none in stock are left out.
      cross join lateral (
        select array_agg(v.id) as ids, array_agg(v.size) as sizes
        from ${productVariants} v where v.product_id = src.product_id
      ) pv
      cross join lateral (
        select array_agg(pv.sizes[array_position(pv.ids, s.variant_id)]) as sizes
        from ${stockLevels} s
        where s.variant_id = any(pv.ids) and s.region = ${store.stockRegion} and s.quantity > 0
      ) st
      where p.date_enabled <= ${now}
        and st.sizes is not null
    ),
    facets as (
      select grouping(colour_group, size_kind, ${sql.join(attributeNames, sql`, `)}) as g,
        colour_group, size_kind, sizes, ${sql.join(attributeNames, sql`, `)},
        count(*)::int as c_any,
        count(*) filter (where ${allOk})::int as c_all,
        ${sql.join(exceptCounts, sql` `)}
        min(price) filter (where ${and(matches)}) as price_min,
        max(price) filter (where ${and(matches)}) as price_max
      from base b
      group by grouping sets ((), (colour_group), (size_kind, sizes), ${sql.join(
        attributeNames.map((a) => sql`(${a})`),
        sql`, `,
      )})
    )
    select
      (select coalesce(json_agg(f), '[]') from facets f) as facets,
      (select coalesce(json_agg(b.id order by ${order}), '[]') from (
        select b.id, b.position, b.popularity, b.date_enabled, b.price from base b
        where ${allOk}
        order by ${order}
        limit ${plan.pageSize} offset ${(plan.page - 1) * plan.pageSize}
      ) b) as page
  `;
  const result = await db.execute<{ facets: FacetRow[]; page: number[] }>(query);
  return { rows: result.rows[0]?.facets ?? [], page: result.rows[0]?.page ?? [] };
}

/** The grouping set of a facet row: an index into GROUPING_COLUMNS, undefined for the totals row. */
function groupedColumn(g: number): number | undefined {
  for (let i = 0; i < GROUPING_COLUMNS; i++) {
    if ((g & (1 << (GROUPING_COLUMNS - 1 - i))) === 0) return i;
  }
  return undefined;
}

/** An attribute value as facet values: a string, or the strings of a list; anything else none. */
function attributeValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/** Calls `visit` for every facet value of the facet rows; returns the totals row. */
function eachFacetValue(
  rows: FacetRow[],
  visit: (facet: string, value: string, row: FacetRow) => void,
): FacetRow | undefined {
  let totals: FacetRow | undefined;
  for (const r of rows) {
    const grouped = groupedColumn(r.g);
    if (grouped === undefined) totals = r;
    else if (grouped === 0) {
      if (r.colour_group !== null) visit(COLOUR_FACET, r.colour_group, r);
    } else if (grouped === 1) {
      const facet = r.size_kind === null ? undefined : SIZE_FACET_BY_KIND.get(r.size_kind);
      if (facet) for (const size of new Set(r.sizes ?? [])) visit(facet, size, r);
    } else {
      const i = grouped - 2;
      for (const value of attributeValues(r[`a${i}`])) visit(ATTRIBUTE_FACETS[i]!, value, r);
    }
  }
  return totals;
}

/** The selection without the values no product of the listing has (see c_any). */
function knownSelectionOf(
  selection: Map<string, string[]>,
  rows: FacetRow[],
): { selection: Map<string, string[]>; changed: boolean } {
  if (selection.size === 0) return { selection, changed: false };
  const existing = new Map<string, Set<string>>();
  eachFacetValue(rows, (facet, value, row) => {
    if (row.c_any <= 0 || !selection.has(facet)) return;
    let values = existing.get(facet);
    if (!values) existing.set(facet, (values = new Set()));
    values.add(value);
  });
  return knownSelection(selection, (facet, value) => existing.get(FACET_PARAMS[facet]!)?.has(value) ?? false);
}

/** Facet counts, disjunctive: a selected facet's values counted without its own selection. */
function tally(
  rows: FacetRow[],
  selected: string[],
): { totals: FacetRow | undefined; counts: Map<string, Map<string, number>> } {
  const counts = new Map<string, Map<string, number>>();
  const totals = eachFacetValue(rows, (facet, value, row) => {
    const i = selected.indexOf(facet);
    const n = i < 0 ? row.c_all : (row[`x${i}`] ?? 0);
    if (n <= 0) return;
    let values = counts.get(facet);
    if (!values) counts.set(facet, (values = new Map()));
    values.set(value, (values.get(value) ?? 0) + n);
  });
  return { totals, counts };
}

export type ListingService = ReturnType<typeof listingService>;
