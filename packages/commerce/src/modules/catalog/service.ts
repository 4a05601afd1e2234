import type { Language, LocaleConfig } from '@vitrine/config';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, productImages, products, productVariants, stockLevels, localised } from './schema.ts';

export interface MenuCategory {
  path: string;
  name: string;
  children: { path: string; name: string }[];
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
      const [product] = await db
        .select({ id: products.id, sku: products.sku, sizeKind: products.sizeKind })
        .from(products)
        .where(eq(products.sku, sku))
        .limit(1);
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
