import type { Language } from '@vitrine/config';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
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
      // One round trip (every catalogue page render starts here): the category at the path with
      // its ancestors for the breadcrumbs, else the product with that URL key. A category wins.
      const parts = key.split('/');
      const ancestors = parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'));
      const { rows } = await db.execute<{
        kind: 'category' | 'ancestor' | 'product';
        path: string;
        sku: string | null;
        names: { en: string; fr?: string; ar?: string };
      }>(sql`
        select 'category' as kind, c.path, null as sku, c.names from ${categories} c where c.path = ${key}
        union all
        select 'ancestor', c.path, null, c.names from ${categories} c
          where c.path = any(${sql.param(ancestors)}::text[])
        union all
        select 'product', p.url_key, p.sku, p.names from ${products} p
          where p.url_key = ${key} and ${!key.includes('/')}
      `);
      const category = rows.find((r) => r.kind === 'category');
      if (category) {
        const names = new Map(
          rows.filter((r) => r.kind === 'ancestor').map((r) => [r.path, localised(r.names, language)]),
        );
        return {
          type: 'category',
          path: key,
          name: localised(category.names, language),
          // Root first (clothing → clothing/dresses).
          breadcrumbs: ancestors.filter((p) => names.has(p)).map((p) => ({ path: p, name: names.get(p)! })),
        };
      }
      const product = rows.find((r) => r.kind === 'product');
      if (product) {
        return {
          type: 'product',
          sku: product.sku!,
          urlKey: product.path,
          name: localised(product.names, language),
        };
      }
      return { type: 'none' };
    },
  };
}
