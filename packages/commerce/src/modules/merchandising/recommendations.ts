import type { LocaleConfig } from '@vitrine/config';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mostSpecificCategoryFirst, pageService, toLab, type Rgb } from '../catalog/index.ts';
import {
  cardsOf,
  listingIndexFor,
  productCards,
  searchService,
  topProducts,
  type ProductCard,
} from '../listing/index.ts';

/**
 * What goes with what (§7.8 upsell?url=): a dress pairs with shoes, bags and jewellery; shoes
 * with bags and jewellery; accessories with dresses; beauty with beauty.
 */
const PAIRS_WITH: Record<string, string[]> = {
  clothing: ['shoes', 'accessories/bags', 'accessories/jewellery'],
  shoes: ['accessories/bags', 'accessories/jewellery'],
  accessories: ['clothing/dresses', 'shoes'],
  beauty: ['beauty'],
};

/** Candidates a card of a recommendation row, tried first and then if those held too few styles. */
const SHORT_WINDOW = 4;
const LONG_WINDOW = 40;

/** Where a recommendation row's products come from. */
interface RowFrom {
  categoryIds: number[];
  /** Closest first (listing-index-top.ts TopQuery.near). */
  near?: { colourGroup: string | null; style: string | null };
  /** The anchor's own style: never recommended with itself. */
  exceptStyleGroup?: string;
  /** The index orders the candidates exactly as the row's SQL does: then no SQL is needed. */
  indexOrderIsSql: boolean;
}

const pairTargets = new WeakMap<Database, Map<string, { ids: number[]; until: number }>>();

/** Recommendation widgets of §7.8 (item, category, upsell); global widgets are the home page's. */
export function recommendationService(db: Database) {
  /** The product's id, style group and its most specific category, for the queries below. */
  async function anchor(sku: string) {
    const { rows } = await db.execute<{
      id: number;
      style_group: string;
      colour_group: string;
      style: string | null;
      path: string | null;
      category_id: number | null;
    }>(sql`
      select p.id, p.style_group, p.colour_group, p.attributes->>'style' as style, c.path, c.id as category_id
      from products p
      left join lateral (
        select c.id, c.path from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id
        order by ${mostSpecificCategoryFirst(sql.raw('c.path'))} limit 1
      ) c on true
      where p.sku = ${sku}`);
    return rows[0];
  }

  async function categoryIds(paths: readonly string[]): Promise<number[]> {
    const { rows } = await db.execute<{ id: number }>(sql`select id from categories where path in ${paths}`);
    return rows.map((r) => r.id);
  }

  /**
   * The ids of what a department pairs with (PAIRS_WITH, a handful of fixed lists), kept a minute
   * per process: every product page asks, and it saves the page a round trip before its cards.
   */
  async function pairTargetIds(top: string, targets: readonly string[]): Promise<number[]> {
    let known = pairTargets.get(db);
    if (!known) pairTargets.set(db, (known = new Map()));
    const kept = known.get(top);
    if (kept && kept.until > Date.now()) return kept.ids;
    const ids = await categoryIds(targets);
    known.set(top, { ids, until: Date.now() + 60_000 });
    return ids;
  }

  /**
   * The best candidates of some categories from the listing index (listing-index-top.ts), or
   * undefined when it is not ready: the caller then orders the categories in SQL. One
   * difference: for a product without a style the index prefers no style, where SQL's
   * `is not distinct from` prefers the other products without one; such a row takes its
   * candidates from here and its order and cards from SQL (rowOf).
   */
  function fromIndex(
    store: LocaleConfig,
    now: Date,
    ids: number[],
    near: { colourGroup: string | null; style: string | null } | undefined,
    count: number,
  ): number[] | undefined {
    const current = listingIndexFor(db)?.current();
    if (!current) return undefined;
    return topProducts(current, {
      categoryIds: ids,
      currency: store.currency,
      region: store.stockRegion,
      now,
      ...(near ? { near } : {}),
      limit: count,
    });
  }

  /**
   * A row wholly from the listing index: its candidates in the row's order (topProducts), each
   * style once, in its first colour by that order, and their cards (listing-index-cards.ts), with
   * no statement. Undefined when the index is not ready or lacks a card: the caller asks SQL.
   */
  function rowFromIndex(
    store: LocaleConfig,
    now: Date,
    limit: number,
    from: RowFrom,
  ): ProductCard[] | undefined {
    const current = listingIndexFor(db)?.current();
    const candidates = fromIndex(store, now, from.categoryIds, from.near, limit * LONG_WINDOW);
    if (!current || !candidates) return undefined;
    const picked: number[] = [];
    const styles = new Set<string>();
    for (const id of candidates) {
      if (picked.length === limit) break;
      const styleGroup = current.cards.styleGroup(current.slotOf(id));
      if (styleGroup === undefined) return undefined;
      if (styleGroup === from.exceptStyleGroup || styles.has(styleGroup)) continue;
      styles.add(styleGroup);
      picked.push(id);
    }
    return cardsOf(current, picked, store, now);
  }

  type Anchor = NonNullable<Awaited<ReturnType<typeof anchor>>>;

  /** The SQL ranking's condition for products of some categories (when the index is not ready). */
  const inCategoryPaths = (paths: readonly string[]) =>
    sql`p.id in (select pc.product_id from product_categories pc join categories c on c.id = pc.category_id
        where c.path in ${paths})`;

  /**
   * The cards of a recommendation row: the first `limit` in-stock styles of some categories, in
   * `order`, each shown in its first colour by `order` (so the same cards come from any candidate
   * list that holds `limit` styles). Wholly from the listing index when its order is the row's
   * (rowFromIndex). Else, from the listing index, a short list of candidates is tried first: a
   * style has a few colours, so four candidates a card nearly always hold enough, and checking 24
   * products costs PostgreSQL a fraction of what 240 cost. Without the index, SQL ranks the
   * categories itself.
   */
  async function rowOf(
    store: LocaleConfig,
    now: Date,
    limit: number,
    from: RowFrom,
    sqlOnly: {
      where: ReturnType<typeof sql>;
      inCategories: ReturnType<typeof sql>;
      order: ReturnType<typeof sql>;
    },
  ): Promise<ProductCard[]> {
    const cards = (where: ReturnType<typeof sql>, candidates?: number) =>
      productCards(db, store, now, {
        where,
        order: sqlOnly.order,
        limit,
        ...(candidates ? { candidates } : {}),
        inStockOnly: true,
        distinctStyle: true,
        styleFirstByOrder: true,
      });
    const idsWhere = (ids: number[]) => sql`p.id = any(${sql.param(ids)}::int[]) and ${sqlOnly.where}`;
    const kept = from.indexOrderIsSql ? rowFromIndex(store, now, limit, from) : undefined;
    if (kept) return kept;
    const short = fromIndex(store, now, from.categoryIds, from.near, limit * SHORT_WINDOW);
    if (!short) return cards(sql`${sqlOnly.where} and ${sqlOnly.inCategories}`, limit * LONG_WINDOW);
    const first = await cards(idsWhere(short));
    if (first.length >= limit || short.length < limit * SHORT_WINDOW) return first;
    return cards(idsWhere(fromIndex(store, now, from.categoryIds, from.near, limit * LONG_WINDOW) ?? short));
  }

  /** "You may also like": other styles of the anchor's category, closest first, then popular. */
  async function similarTo(store: LocaleConfig, a: Anchor, limit: number, now: Date): Promise<ProductCard[]> {
    if (!a.path || a.category_id === null) return [];
    return rowOf(
      store,
      now,
      limit,
      {
        categoryIds: [a.category_id],
        near: { colourGroup: a.colour_group, style: a.style },
        exceptStyleGroup: a.style_group,
        // SQL's `is not distinct from` prefers the products without a style for one without.
        indexOrderIsSql: a.style !== null,
      },
      {
        where: sql`p.date_enabled <= ${now} and p.style_group <> ${a.style_group}`,
        inCategories: inCategoryPaths([a.path]),
        order: sql`(p.colour_group = ${a.colour_group}) desc, (p.attributes->>'style' is not distinct from ${a.style}) desc, p.popularity desc, p.id`,
      },
    );
  }

  /** "Complete the look": what the anchor's department pairs with, colour-matched, then what sells. */
  async function pairsWith(store: LocaleConfig, a: Anchor, limit: number, now: Date): Promise<ProductCard[]> {
    const top = a.path?.split('/')[0] ?? '';
    const targets = PAIRS_WITH[top] ?? [];
    if (targets.length === 0) return [];
    return rowOf(
      store,
      now,
      limit,
      {
        categoryIds: await pairTargetIds(top, targets),
        near: { colourGroup: a.colour_group, style: null },
        exceptStyleGroup: a.style_group,
        indexOrderIsSql: true,
      },
      {
        where: sql`p.date_enabled <= ${now} and p.style_group <> ${a.style_group}`,
        inCategories: inCategoryPaths(targets),
        // Colour-matched first, then what sells.
        order: sql`(p.colour_group = ${a.colour_group}) desc, p.popularity desc, p.id`,
      },
    );
  }

  return {
    /**
     * Item recommendations ("you may also like"): other styles from the same category, in stock in
     * the store's region, closest first (same colour group, then same style), then popular.
     */
    async similar(store: LocaleConfig, sku: string, limit = 6, now = new Date()): Promise<ProductCard[]> {
      const a = await anchor(sku);
      return a ? similarTo(store, a, limit, now) : [];
    },

    /** §7.8 upsell?url=: products to pair with the product at a storefront URL. */
    async upsell(
      store: LocaleConfig,
      url: string,
      limit = 6,
      now = new Date(),
    ): Promise<ProductCard[] | undefined> {
      const page = await pageService(db).resolve(url, store.language);
      if (page.type !== 'product') return undefined;
      const a = await anchor(page.sku);
      return a ? pairsWith(store, a, limit, now) : [];
    },

    /**
     * Both rows of a product page ("you may also like", "complete the look") from one read of the
     * product: the page has already resolved its URL, so neither row resolves it again. Each row
     * fails on its own (§8: a failing widget leaves the page standing).
     */
    async forProduct(
      store: LocaleConfig,
      sku: string,
      limit = 6,
      now = new Date(),
    ): Promise<{ similar: ProductCard[]; pairs: ProductCard[] }> {
      const a = await anchor(sku).catch(() => undefined);
      if (!a) return { similar: [], pairs: [] };
      const [similar, pairs] = await Promise.all([
        similarTo(store, a, limit, now).catch(() => []),
        pairsWith(store, a, limit, now).catch(() => []),
      ]);
      return { similar, pairs };
    },

    /**
     * Category widget (§7.8): the most popular of one or more categories, by path or by a
     * merchandising id (§9: the bag's widgets use 3008, WIDGET_CATEGORIES in packages/config).
     */
    async category(
      store: LocaleConfig,
      paths: string | readonly string[],
      limit = 6,
      now = new Date(),
    ): Promise<ProductCard[]> {
      const list = typeof paths === 'string' ? [paths] : [...paths];
      if (list.length === 0) return [];
      // Ordered by popularity, so each style's first colour by the order is its most popular.
      return rowOf(
        store,
        now,
        limit,
        { categoryIds: await categoryIds(list), indexOrderIsSql: true },
        {
          where: sql`p.date_enabled <= ${now}`,
          inCategories: inCategoryPaths(list),
          order: sql`p.popularity desc, p.id`,
        },
      );
    },

    /**
     * Visual search (§7.8): products whose packshot is closest in colour to a shopper's photo
     * (its subject colour, palette.ts), optionally within a category and its children. The
     * nearest image colours are found first (a few hundred rows), then the products wearing them.
     */
    async visual(
      store: LocaleConfig,
      colour: Rgb,
      options: { category?: string; limit?: number } = {},
      now = new Date(),
    ): Promise<ProductCard[]> {
      const limit = options.limit ?? 12;
      const { l, a, b } = toLab(colour);
      const distance = (alias: string) =>
        sql`(${sql.raw(alias)}.l - ${l})^2 + (${sql.raw(alias)}.a - ${a})^2 + (${sql.raw(alias)}.b - ${b})^2`;
      const inCategory = options.category
        ? sql`and p.id in (select pc.product_id from product_categories pc join categories c on c.id = pc.category_id
            where c.path = ${options.category} or c.path like ${`${options.category}/%`})`
        : sql``;
      return productCards(db, store, now, {
        where: sql`p.date_enabled <= ${now} ${inCategory} and p.id in (
          select pi.product_id from product_images pi
          where pi.position = 0 and pi.path in (select ip.path from image_palettes ip order by ${distance('ip')} limit 24))`,
        order: sql`(select ${distance('ip')} from product_images pi join image_palettes ip on ip.path = pi.path
          where pi.product_id = p.id and pi.position = 0), p.popularity desc, p.id`,
        limit,
        candidates: limit * 40,
        inStockOnly: true,
        distinctStyle: true,
      });
    },

    /**
     * Keyword widget (§7.8): the most relevant in-stock products for a word or phrase, through
     * site search, without counting it as a shopper's search (popular queries stay honest).
     */
    async keyword(store: LocaleConfig, q: string, limit = 6, now = new Date()): Promise<ProductCard[]> {
      const result = await searchService(db).search(store, { q, pageSize: limit, record: false }, now);
      return result.products;
    },
  };
}
