import type { LocaleConfig } from '@vitrine/config';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { effectivePrice, type EffectivePrice } from '../catalog/index.ts';
import {
  localised,
  productImages,
  productPrices,
  products,
  productVariants,
  stockLevels,
} from '../catalog/schema.ts';

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
export type { EffectivePrice, Money } from '../catalog/index.ts';
