import type { Language, LocaleConfig } from '@vitrine/config';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bestSelling } from '../order/sales.ts';
import { mostViewed } from './signals.ts';
import { listingIndexFor } from './listing-index.ts';
import {
  homeWidgetFromIndex,
  TRENDING_FALLBACK_DAYS,
  WIDGET_CANDIDATES_PER_CARD,
} from './listing-index-widgets.ts';
import { effectivePrice, type EffectivePrice } from './pricing.ts';
import {
  categories,
  productCategories,
  productImages,
  productPrices,
  products,
  productVariants,
  stockLevels,
  localised,
} from './schema.ts';

/** What a product grid shows of one product. */
export interface ProductCard extends EffectivePrice {
  sku: string;
  urlKey: string;
  name: string;
  colour: string;
  sticker: string | null;
  colourCount: number;
  inStock: boolean;
  images: { path: string; width: number; height: number; view: string }[];
}

export interface MenuCategory {
  path: string;
  name: string;
  children: { path: string; name: string }[];
}

export type HomeWidget = 'newArrivals' | 'trending' | 'bestsellers';

/** Product ids of style SKUs, in the order given. */
async function productIdsOf(db: Database, skus: string[]): Promise<number[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, skus));
  const ids = new Map(rows.map((r) => [r.sku, r.id]));
  return skus.flatMap((sku) => (ids.has(sku) ? [ids.get(sku)!] : []));
}

/**
 * The id of the category the new-arrivals widget draws from: the store's new-in category homepage
 * (§3.2 `categoryHomepages.newIn`, a path like `/new-in.html`). Null when the catalogue has no such
 * category: the widget then shows nothing rather than the whole catalogue.
 */
async function newArrivalsCategory(db: Database, store: LocaleConfig): Promise<number | null> {
  const path = store.categoryHomepages.newIn?.replace(/^\//, '').replace(/\.html$/, '');
  if (!path) return null;
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.path, path));
  return row?.id ?? null;
}

/** Catalogue reads and stock look-ups (module `catalog`: categories, products, listings, inventory). */
export function catalogService(db: Database) {
  return {
    /** Top-level categories with their children, for the header navigation until content menus land. */
    async menu(language: Language): Promise<MenuCategory[]> {
      const rows = await db
        .select({
          id: categories.id,
          parentId: categories.parentId,
          path: categories.path,
          names: categories.names,
        })
        .from(categories)
        .where(eq(categories.inMenu, true))
        .orderBy(asc(categories.position), asc(categories.id));
      const top = rows.filter((r) => r.parentId === null);
      return top.map((parent) => ({
        path: parent.path,
        name: localised(parent.names, language),
        children: rows
          .filter((r) => r.parentId === parent.id)
          .map((child) => ({ path: child.path, name: localised(child.names, language) })),
      }));
    },

    /**
     * §9 homepage recommendation widgets: new arrivals (category: the store's new-in category
     * homepage, §3.2 `categoryHomepages.newIn`, so a product merchandisers take out of New In
     * leaves the widget too), trending and bestsellers (global); each shows products sold in the
     * store's currency and in stock there.
     */
    async homeWidget(
      widget: HomeWidget,
      store: LocaleConfig,
      limit: number,
      now = new Date(),
    ): Promise<ProductCard[]> {
      // Real signals first (issue 3 §6): trending follows this week's product page views,
      // bestsellers the units sold in the last month's orders.
      const signal =
        widget === 'trending'
          ? await mostViewed(db, limit * WIDGET_CANDIDATES_PER_CARD, now)
          : widget === 'bestsellers'
            ? await productIdsOf(db, await bestSelling(db, limit * WIDGET_CANDIDATES_PER_CARD, now))
            : [];
      const newIn = widget === 'newArrivals' ? await newArrivalsCategory(db, store) : undefined;
      if (newIn === null) return [];
      // The same cards from the listing index when it is ready, without the card statements.
      const index = listingIndexFor(db)?.current();
      const fromIndex = index && homeWidgetFromIndex(index, widget, store, limit, now, signal, newIn);
      if (fromIndex) return fromIndex;

      const live = sql`p.date_enabled <= ${now}`;
      const spec =
        newIn !== undefined
          ? {
              where: sql`${live} and p.id in (select pc.product_id from ${productCategories} pc where pc.category_id = ${newIn})`,
              order: sql`p.date_enabled desc, p.id desc`,
            }
          : widget === 'trending'
            ? // Without views yet (a new store): the most popular of what went live lately.
              {
                where: sql`${live} and p.date_enabled > ${now}::timestamptz - make_interval(secs => ${TRENDING_FALLBACK_DAYS * 86_400})`,
                order: sql`p.popularity desc, p.id`,
              }
            : // Bestsellers without orders yet: the catalogue's popularity.
              { where: live, order: sql`p.popularity desc, p.id` };
      const query = { ...spec, limit, inStockOnly: true, distinctStyle: true };
      const byViews =
        signal.length > 0
          ? await productCards(db, store, now, {
              where: sql`${live} and p.id in ${signal}`,
              order: sql`array_position(ARRAY[${sql.join(
                signal.map((id) => sql`${id}`),
                sql`, `,
              )}]::int[], p.id)`,
              limit,
              inStockOnly: true,
              distinctStyle: true,
            })
          : [];
      if (byViews.length >= limit) return byViews;
      // Rank a bounded list through an index first, so the cost does not grow with the catalogue;
      // only if that list holds too few different in-stock styles, rank everything.
      const fill = async (n: number) => {
        const cards = await productCards(db, store, now, {
          ...query,
          limit: n + byViews.length,
          candidates: limit * WIDGET_CANDIDATES_PER_CARD,
        });
        return cards.length >= n
          ? cards
          : productCards(db, store, now, { ...query, limit: n + byViews.length });
      };
      if (byViews.length === 0) return fill(limit).then((cards) => cards.slice(0, limit));
      const shown = new Set(byViews.map((c) => c.sku));
      const rest = (await fill(limit)).filter((c) => !shown.has(c.sku));
      return [...byViews, ...rest].slice(0, limit);
    },

    /** §7.6 `stock?skus=[list]`: stock of sizes (variant SKUs) in the store's warehouse region. */
    async stockForSkus(skus: string[], store: LocaleConfig) {
      if (skus.length === 0) return [];
      const rows = await db
        .select({ sku: productVariants.sku, quantity: sql<number>`coalesce(${stockLevels.quantity}, 0)` })
        .from(productVariants)
        .leftJoin(
          stockLevels,
          and(eq(stockLevels.variantId, productVariants.id), eq(stockLevels.region, store.stockRegion)),
        )
        .where(inArray(productVariants.sku, skus));
      const bySku = new Map(rows.map((r) => [r.sku, Number(r.quantity)]));
      // Answer in the order asked; SKUs that do not exist are left out rather than reported as 0.
      return skus
        .filter((s) => bySku.has(s))
        .map((sku) => ({ sku, quantity: bySku.get(sku)!, inStock: bySku.get(sku)! > 0 }));
    },

    /** §7.6 v2 `product/{sku}/inventory`: every size of a product with its stock in the store's region. */
    async productInventory(sku: string, store: LocaleConfig) {
      const product = await db.query.products.findFirst({
        where: eq(products.sku, sku),
        columns: { id: true, sku: true, sizeKind: true },
      });
      if (!product) return undefined;
      const sizes = await db
        .select({
          sku: productVariants.sku,
          size: productVariants.size,
          quantity: sql<number>`coalesce(${stockLevels.quantity}, 0)`,
        })
        .from(productVariants)
        .leftJoin(
          stockLevels,
          and(eq(stockLevels.variantId, productVariants.id), eq(stockLevels.region, store.stockRegion)),
        )
        .where(eq(productVariants.productId, product.id))
        .orderBy(asc(productVariants.position));
      return {
        sku: product.sku,
        sizeKind: product.sizeKind,
        region: store.stockRegion,
        sizes: sizes.map((s) => ({ ...s, quantity: Number(s.quantity), inStock: Number(s.quantity) > 0 })),
      };
    },

    /** Whether a product image of the catalogue has this path (`products/<key>`, no width). */
    async hasImage(path: string): Promise<boolean> {
      const [row] = await db
        .select({ path: productImages.path })
        .from(productImages)
        .where(eq(productImages.path, path))
        .limit(1);
      return row !== undefined;
    },

    async productCount(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
      return row?.n ?? 0;
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;

export interface CardQuery {
  where: ReturnType<typeof sql>;
  order: ReturnType<typeof sql>;
  limit: number;
  /** Rank only the first N products by `order` (an index scan) before the per-product checks. */
  candidates?: number;
  inStockOnly: boolean;
  distinctStyle: boolean;
  /**
   * Which colour stands for a style when distinctStyle: its most popular (default), or the first
   * by `order`. With the latter the answer depends only on each style's first product in `order`,
   * so any candidate list long enough to hold `limit` styles gives the same cards.
   */
  styleFirstByOrder?: boolean;
}

/**
 * One query for a grid: product, its price in the store currency, first two images, colours, stock.
 * Shared by the home page widgets and the category listings (listing.ts).
 */
export async function productCards(
  db: Database,
  store: LocaleConfig,
  now: Date,
  q: CardQuery,
): Promise<ProductCard[]> {
  const region = store.stockRegion;
  const inStock = sql`exists (select 1 from ${productVariants} v join ${stockLevels} s on s.variant_id = v.id
      where v.product_id = p.id and s.region = ${region} and s.quantity > 0)`;
  const result = await db.execute<{
    sku: string;
    url_key: string;
    names: { en: string; fr?: string; ar?: string };
    colour: string;
    sticker: string | null;
    colour_count: number;
    in_stock: boolean;
    currency: string;
    amount_minor: number;
    special_minor: number | null;
    special_from: string | null;
    special_to: string | null;
    images: { path: string; width: number; height: number; view: string }[] | null;
  }>(sql`
    with ranked as (
      select p.* from ${products} p
      where ${q.where}
      ${q.candidates ? sql`order by ${q.order} limit ${q.candidates}` : sql``}
    ),
    candidates as (
      select ${q.distinctStyle ? sql`distinct on (p.style_group)` : sql``} p.*
      from ranked p
      where true ${q.inStockOnly ? sql`and ${inStock}` : sql``}
        and exists (select 1 from ${productPrices} pr where pr.product_id = p.id and pr.currency = ${store.currency})
      ${q.distinctStyle ? sql`order by p.style_group, ${q.styleFirstByOrder ? q.order : sql`p.popularity desc, p.id`}` : sql``}
    )
    select p.sku, p.url_key, p.names, p.colour, p.sticker,
      (select count(*)::int from ${products} s where s.style_group = p.style_group) as colour_count,
      ${inStock} as in_stock,
      pr.currency, pr.amount_minor, pr.special_minor, pr.special_from, pr.special_to,
      (select json_agg(json_build_object('path', i.path, 'width', i.width, 'height', i.height, 'view', i.view) order by i.position)
         from ${productImages} i where i.product_id = p.id and i.position < 2) as images
    from candidates p
    join ${productPrices} pr on pr.product_id = p.id and pr.currency = ${store.currency}
    order by ${q.order}
    limit ${q.limit}
  `);
  return result.rows.map((r) => ({
    sku: r.sku,
    urlKey: r.url_key,
    name: localised(r.names, store.language),
    colour: r.colour,
    sticker: r.sticker,
    colourCount: r.colour_count,
    inStock: r.in_stock,
    images: r.images ?? [],
    ...effectivePrice(
      {
        currency: r.currency.trim(),
        amountMinor: r.amount_minor,
        specialMinor: r.special_minor,
        specialFrom: r.special_from ? new Date(r.special_from) : null,
        specialTo: r.special_to ? new Date(r.special_to) : null,
      },
      now,
    ),
  }));
}
export type { EffectivePrice, Money } from './pricing.ts';
