import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { products, productVariants } from './schema.ts';

// What a SKU names, and the SKUs of product and variant ids, for the modules that keep ids of the
// catalogue's styles and sizes (the wishlist, decision 0013): the catalogue owns these tables, so
// the queries live here and others ask through index.ts.

/** A style, with the size the SKU named (null when it named the style itself). */
export interface StyleOfSku {
  productId: number;
  styleSku: string;
  variantId: number | null;
}

/** What a SKU names: a style, or one of its sizes (then its style, with that size); undefined for neither. */
export async function styleOfSku(ex: Executor, sku: string): Promise<StyleOfSku | undefined> {
  const [row] = await ex
    .select({
      productId: products.id,
      styleSku: products.sku,
      variantId: productVariants.id,
      sizeSku: productVariants.sku,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(or(eq(products.sku, sku), eq(productVariants.sku, sku)))
    .orderBy(sql`${productVariants.sku} = ${sku} desc`)
    .limit(1);
  if (!row) return undefined;
  return {
    productId: row.productId,
    styleSku: row.styleSku,
    variantId: row.sizeSku === sku ? row.variantId : null,
  };
}

/** The size a SKU names, with its style's id; undefined when no size has it. */
export async function sizeOfSku(
  ex: Executor,
  sku: string,
): Promise<{ id: number; productId: number } | undefined> {
  const [row] = await ex
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.sku, sku));
  return row;
}

/** The style SKUs of these product ids (an id with no product is left out). */
export async function styleSkusOf(ex: Executor, productIds: readonly number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await ex
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((r) => [r.id, r.sku]));
}

/** The sizes of these styles, style by style in their shelf order (position, then id). */
export async function sizesOfStyles(
  ex: Executor,
  productIds: readonly number[],
): Promise<{ id: number; sku: string; productId: number }[]> {
  if (productIds.length === 0) return [];
  return ex
    .select({ id: productVariants.id, sku: productVariants.sku, productId: productVariants.productId })
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
}

/** The size SKUs of these variant ids (an id with no size is left out). */
export async function sizeSkusOf(ex: Executor, variantIds: readonly number[]): Promise<Map<number, string>> {
  if (variantIds.length === 0) return new Map();
  const rows = await ex
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(inArray(productVariants.id, [...variantIds]));
  return new Map(rows.map((r) => [r.id, r.sku]));
}
