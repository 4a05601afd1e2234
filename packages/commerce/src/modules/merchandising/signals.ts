import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Trending looks at this many days of product page views (issue 3 §6: real signals). */
export const TRENDING_DAYS = 7;

/**
 * Counts one view of a product page (by style or size SKU) for today, in UTC days. Unknown SKUs
 * count nothing. One statement, so concurrent views never lose a count.
 */
export async function recordView(db: Database, sku: string, now = new Date()): Promise<boolean> {
  const result = await db.execute(sql`
    insert into product_views (product_id, day, views)
    select p.id, ${now.toISOString().slice(0, 10)}::date, 1 from products p
    where p.sku = ${sku} or p.id = (select v.product_id from product_variants v where v.sku = ${sku})
    limit 1
    on conflict (product_id, day) do update set views = product_views.views + 1`);
  return (result.rowCount ?? 0) > 0;
}

/** The most viewed products of the last TRENDING_DAYS days, most viewed first (ids only). */
export async function mostViewed(db: Database, limit: number, now = new Date()): Promise<number[]> {
  const since = new Date(now.getTime() - TRENDING_DAYS * 86_400_000).toISOString().slice(0, 10);
  const today = now.toISOString().slice(0, 10);
  const { rows } = await db.execute<{ product_id: number }>(sql`
    select product_id from product_views where day > ${since}::date and day <= ${today}::date
    group by product_id order by sum(views) desc, product_id limit ${limit}`);
  return rows.map((r) => Number(r.product_id));
}
