import { formatSize, type LocaleConfig, type SizeKind, type TaxClass } from '@vitrine/config';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { effectivePrice, type EffectivePrice } from './pricing.ts';
import {
  localised,
  productImages,
  productPrices,
  products,
  productVariants,
  stockLevels,
  type LocalisedText,
} from './schema.ts';

/** What a store offers of one size: the catalogue facts a bag line or a saved item is priced and checked with. */
export interface Offer {
  sku: string;
  variantId: number;
  productId: number;
  productSku: string;
  name: string;
  urlKey: string;
  size: string;
  sizeLabel: string;
  colour: string;
  image: { path: string; width: number; height: number } | null;
  /** Null when the product has no price in the store's currency: not sold in that store. */
  price: EffectivePrice | null;
  /** Units in the store's warehouse region. */
  stock: number;
  /** What the product is for tax (issue 31). */
  taxClass: TaxClass;
}

export type OfferStore = Pick<LocaleConfig, 'currency' | 'stockRegion' | 'language' | 'sizeFormat'>;

interface OfferRow extends Record<string, unknown> {
  sku: string;
  variant_id: number;
  product_id: number;
  product_sku: string;
  names: LocalisedText;
  url_key: string;
  size: string;
  size_kind: string;
  tax_class: TaxClass;
  colour: string;
  image: { path: string; width: number; height: number } | null;
  currency: string | null;
  amount_minor: number | null;
  special_minor: number | null;
  special_from: string | Date | null;
  special_to: string | Date | null;
  stock: number;
}

/**
 * One query for every size a bag names: product, price in the store currency, stock in the
 * store's region and the first image. SKUs that do not exist (any more) are absent from the map.
 */
export async function offersForSkus(
  ex: Executor,
  skus: readonly string[],
  store: OfferStore,
  now: Date,
): Promise<Map<string, Offer>> {
  if (skus.length === 0) return new Map();
  const { rows } = await ex.execute<OfferRow>(sql`
    select v.sku, v.id as variant_id, p.id as product_id, p.sku as product_sku, p.names, p.url_key,
      v.size, p.size_kind, p.tax_class, p.colour,
      (select json_build_object('path', i.path, 'width', i.width, 'height', i.height)
         from ${productImages} i where i.product_id = p.id order by i.position limit 1) as image,
      pr.currency, pr.amount_minor, pr.special_minor, pr.special_from, pr.special_to,
      coalesce(s.quantity, 0)::int as stock
    from ${productVariants} v
    join ${products} p on p.id = v.product_id
    left join ${productPrices} pr on pr.product_id = p.id and pr.currency = ${store.currency}
    left join ${stockLevels} s on s.variant_id = v.id and s.region = ${store.stockRegion}
    where v.sku in ${[...new Set(skus)]}
  `);
  return new Map(rows.map((row) => [row.sku, toOffer(row, store, now)]));
}

const toDate = (value: string | Date | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

function toOffer(row: OfferRow, store: OfferStore, now: Date): Offer {
  return {
    sku: row.sku,
    variantId: row.variant_id,
    productId: row.product_id,
    productSku: row.product_sku,
    name: localised(row.names, store.language),
    urlKey: row.url_key,
    size: row.size,
    sizeLabel: formatSize(row.size, row.size_kind as SizeKind, store.sizeFormat),
    colour: row.colour,
    image: row.image,
    price:
      row.currency === null || row.amount_minor === null
        ? null
        : effectivePrice(
            {
              currency: row.currency.trim(),
              amountMinor: row.amount_minor,
              specialMinor: row.special_minor,
              specialFrom: toDate(row.special_from),
              specialTo: toDate(row.special_to),
            },
            now,
          ),
    stock: row.stock,
    taxClass: row.tax_class,
  };
}
