import type { LocaleConfig } from '@vitrine/config';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * URLs per product sitemap file. The protocol allows 50,000 URLs and 50 MB a file; with its twelve
 * hreflang alternates a product's entry is long enough that a file of 50,000 would pass 50 MB and
 * search engines would refuse it. 10,000 keeps even long addresses well inside the limit (apps/web
 * sitemap-xml.test.ts measures it).
 */
export const SITEMAP_PRODUCTS_PER_FILE = 10_000;

/** What a store's sitemap lists: its categories and the products it sells (live, priced in its currency). */
export function sitemapService(db: Database) {
  return {
    async categoryPaths(): Promise<string[]> {
      const { rows } = await db.execute<{ path: string }>(
        sql`select path from categories order by position, id`,
      );
      return rows.map((r) => r.path);
    },

    async productCount(store: LocaleConfig, now = new Date()): Promise<number> {
      const { rows } = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from products p
        where p.date_enabled <= ${now}
          and exists (select 1 from product_prices pr where pr.product_id = p.id and pr.currency = ${store.currency})`);
      return rows[0]?.n ?? 0;
    },

    /** One file's worth of product URL keys (file 1 is the first), with their last change. */
    async productPage(
      store: LocaleConfig,
      file: number,
      now = new Date(),
    ): Promise<{ urlKey: string; modified: Date }[]> {
      const { rows } = await db.execute<{ url_key: string; modified: string }>(sql`
        select p.url_key, greatest(p.created_at, p.date_enabled) as modified from products p
        where p.date_enabled <= ${now}
          and exists (select 1 from product_prices pr where pr.product_id = p.id and pr.currency = ${store.currency})
        order by p.id
        limit ${SITEMAP_PRODUCTS_PER_FILE} offset ${(file - 1) * SITEMAP_PRODUCTS_PER_FILE}`);
      return rows.map((r) => ({ urlKey: r.url_key, modified: new Date(r.modified) }));
    },
  };
}
