import type { LocaleConfig } from '@vitrine/config';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mostSpecificCategoryFirst } from './pages.ts';
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
  type ProductAttributes,
} from './schema.ts';

export interface ProductSize {
  sku: string;
  /** Canonical (UK) size; the page shows it in the store's size format. */
  size: string;
  quantity: number;
  inStock: boolean;
}

export interface ProductDetail extends EffectivePrice {
  sku: string;
  urlKey: string;
  name: string;
  description: string;
  colour: string;
  sizeKind: string;
  sticker: string | null;
  attributes: ProductAttributes;
  images: { path: string; width: number; height: number; view: string }[];
  sizes: ProductSize[];
  /** The same style in other colours (§3.3 colour siblings), this product included. */
  siblings: {
    sku: string;
    urlKey: string;
    colour: string;
    image: { path: string; width: number; height: number } | null;
  }[];
  /** The most specific category, for breadcrumbs and "more like this". */
  category: { path: string; name: string } | null;
}

/** The product page's read: one product in one store (its currency, language and stock region). */
export function productService(db: Database) {
  return {
    async bySku(sku: string, store: LocaleConfig, now = new Date()): Promise<ProductDetail | undefined> {
      // The product with its price in one round trip; the rest of the page's reads follow at once.
      const [row] = await db
        .select({ product: products, price: productPrices })
        .from(products)
        .leftJoin(
          productPrices,
          and(eq(productPrices.productId, products.id), eq(productPrices.currency, store.currency)),
        )
        .where(eq(products.sku, sku));
      const product = row?.product;
      if (!product || product.dateEnabled > now) return undefined;
      const price = row.price;
      // Not sold in this store's currency: not sold in this store.
      if (!price) return undefined;

      const [images, sizes, siblings, category] = await Promise.all([
        db
          .select({
            path: productImages.path,
            width: productImages.width,
            height: productImages.height,
            view: productImages.view,
          })
          .from(productImages)
          .where(eq(productImages.productId, product.id))
          .orderBy(asc(productImages.position)),
        db
          .select({
            sku: productVariants.sku,
            size: productVariants.size,
            quantity: sql<number>`coalesce(${stockLevels.quantity}, 0)::int`,
          })
          .from(productVariants)
          .leftJoin(
            stockLevels,
            and(eq(stockLevels.variantId, productVariants.id), eq(stockLevels.region, store.stockRegion)),
          )
          .where(eq(productVariants.productId, product.id))
          .orderBy(asc(productVariants.position)),
        db
          .select({
            sku: products.sku,
            urlKey: products.urlKey,
            colour: products.colour,
            image: sql<{ path: string; width: number; height: number } | null>`(
              select json_build_object('path', i.path, 'width', i.width, 'height', i.height)
              from ${productImages} i where i.product_id = ${products.id} order by i.position limit 1)`,
          })
          .from(products)
          .where(and(eq(products.styleGroup, product.styleGroup), sql`${products.dateEnabled} <= ${now}`))
          .orderBy(asc(products.id)),
        db
          .select({ path: categories.path, names: categories.names })
          .from(productCategories)
          .innerJoin(categories, eq(categories.id, productCategories.categoryId))
          .where(eq(productCategories.productId, product.id))
          .orderBy(mostSpecificCategoryFirst(categories.path))
          .limit(1),
      ]);

      return {
        sku: product.sku,
        urlKey: product.urlKey,
        name: localised(product.names, store.language),
        description: localised(product.descriptions, store.language),
        colour: product.colour,
        sizeKind: product.sizeKind,
        sticker: product.sticker,
        attributes: product.attributes,
        images,
        sizes: sizes.map((s) => ({ ...s, quantity: Number(s.quantity), inStock: Number(s.quantity) > 0 })),
        siblings,
        category: category[0]
          ? { path: category[0].path, name: localised(category[0].names, store.language) }
          : null,
        ...effectivePrice(
          {
            currency: price.currency.trim(),
            amountMinor: price.amountMinor,
            specialMinor: price.specialMinor,
            specialFrom: price.specialFrom,
            specialTo: price.specialTo,
          },
          now,
        ),
      };
    },
  };
}

/** Few enough left that the page says so (§3.3 available_stock); a shopper decides faster. */
export const LOW_STOCK_THRESHOLD = 3;
