import type { Language } from '@vitrine/config';
import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, localised, products } from './schema.ts';

/** What lives at a storefront URL (§7.4 `page`): the catch-all route renders by this. */
/**
 * Orders a product's categories most specific first: the deepest path (clothing/dresses over
 * clothing), the shop-by collections last. Breadcrumbs and recommendations use its first row.
 */
export const mostSpecificCategoryFirst = (path: SQL | AnyColumn) =>
  sql`${path} like 'shop-by/%', length(${path}) - length(replace(${path}, '/', '')) desc, ${path}`;

export type ResolvedPage =
  | { type: 'category'; path: string; name: string; breadcrumbs: { path: string; name: string }[] }
  | { type: 'product'; sku: string; urlKey: string; name: string }
  | { type: 'none' };

/** Normalises a storefront path to a catalogue key: `/clothing/dresses.html` → `clothing/dresses`. */
export function catalogueKey(url: string): string | undefined {
  let path: string;
  try {
    // A malformed escape (%E0%A4%A) is simply not a catalogue page.
    path = decodeURIComponent(new URL(url, 'http://x').pathname).replace(/\/+$/, '');
  } catch {
    return undefined;
  }
  // §2.1: category (and product) pages are the paths ending in .html.
  if (!path.endsWith('.html')) return undefined;
  const key = path.slice(1, -'.html'.length);
  return /^[a-z0-9][a-z0-9/-]{0,200}$/.test(key) && !key.includes('//') ? key : undefined;
}

export function pageService(db: Database) {
  return {
    async resolve(url: string, language: Language): Promise<ResolvedPage> {
      const key = catalogueKey(url);
      if (!key) return { type: 'none' };
      const category = await db.query.categories.findFirst({ where: eq(categories.path, key) });
      if (category) {
        // Breadcrumbs from the path's ancestors, root first (clothing → clothing/dresses).
        const parts = key.split('/');
        const ancestors = parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'));
        const rows = ancestors.length
          ? await db
              .select({ path: categories.path, names: categories.names })
              .from(categories)
              .where(sql`${categories.path} in ${ancestors}`)
          : [];
        const names = new Map(rows.map((r) => [r.path, localised(r.names, language)]));
        return {
          type: 'category',
          path: key,
          name: localised(category.names, language),
          breadcrumbs: ancestors.filter((p) => names.has(p)).map((p) => ({ path: p, name: names.get(p)! })),
        };
      }
      if (!key.includes('/')) {
        const product = await db.query.products.findFirst({
          where: eq(products.urlKey, key),
          columns: { sku: true, urlKey: true, names: true },
        });
        if (product)
          return {
            type: 'product',
            sku: product.sku,
            urlKey: product.urlKey,
            name: localised(product.names, language),
          };
      }
      return { type: 'none' };
    },
  };
}
