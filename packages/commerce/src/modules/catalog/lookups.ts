import { eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { categories, productCategories, products } from './schema.ts';

// What other modules look up of the catalogue by its keys (the §9 home widgets: a category by its
// path, products by their style SKUs). The catalogue owns the tables, so the queries live here.

/** Product ids of style SKUs, in the order given; SKUs that are no product are left out. */
export async function productIdsOfSkus(ex: Executor, skus: string[]): Promise<number[]> {
  if (skus.length === 0) return [];
  const rows = await ex
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, skus));
  const ids = new Map(rows.map((r) => [r.sku, r.id]));
  return skus.flatMap((sku) => (ids.has(sku) ? [ids.get(sku)!] : []));
}

/** The id of the category at a catalogue path (`new-in`, no slash or `.html`), or null. */
export async function categoryIdAt(ex: Executor, path: string): Promise<number | null> {
  const [row] = await ex.select({ id: categories.id }).from(categories).where(eq(categories.path, path));
  return row?.id ?? null;
}

/**
 * The condition "the product is linked to the category", for a statement that ranks products (the
 * card queries): it stays inside that one statement rather than a list of ids read beforehand,
 * however many products the category holds.
 */
export const productInCategory = (productId: SQL | AnyColumn, categoryId: number): SQL =>
  sql`${productId} in (select pc.product_id from ${productCategories} pc where pc.category_id = ${categoryId})`;
