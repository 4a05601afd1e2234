import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** Bestsellers count this many days of orders (§9 homepage widget; issue 3 §6: real signals). */
export const BESTSELLER_DAYS = 30;

/**
 * Style SKUs by units sold in the last BESTSELLER_DAYS days, most sold first. Cancelled orders do
 * not count; returned ones do (the shopper chose it; a return says little about the style).
 */
export async function bestSelling(db: Database, limit: number, now = new Date()): Promise<string[]> {
  const since = new Date(now.getTime() - BESTSELLER_DAYS * 86_400_000);
  const { rows } = await db.execute<{ product_sku: string }>(sql`
    select l.product_sku from order_lines l join orders o on o.id = l.order_id
    where o.placed_at > ${since} and o.placed_at <= ${now} and o.status <> 'cancelled'
    group by l.product_sku order by sum(l.quantity) desc, l.product_sku limit ${limit}`);
  return rows.map((r) => r.product_sku);
}
