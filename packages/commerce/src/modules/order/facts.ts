import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { orderEvents, orderLines, orders } from './schema.ts';

// What other modules read of one order to decide something of their own (a referral's reward):
// the order module owns the tables, so the queries live here and others ask through index.ts.

/** An order's store, state, payment and money. With `lock`, held FOR SHARE until the transaction ends. */
export async function orderHeadOf(ex: Executor, orderId: string, options: { lock?: boolean } = {}) {
  const byId = ex
    .select({
      storeLocale: orders.storeLocale,
      status: orders.status,
      paymentId: orders.paymentId,
      totalMinor: orders.totalMinor,
      discountMinor: orders.discountMinor,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [order] = options.lock ? await byId.for('share') : await byId;
  return order;
}

/** What an order's product lines came to: gift cards and the delivery subscription are other kinds. */
export async function productLinesTotalOf(ex: Executor, orderId: string): Promise<number> {
  const [lines] = await ex
    .select({ merchandiseMinor: sql<number>`coalesce(sum(${orderLines.lineTotalMinor}), 0)`.mapWith(Number) })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'product')));
  return lines?.merchandiseMinor ?? 0;
}

/** When the order was last marked delivered, or null. */
export async function deliveredAtOf(ex: Executor, orderId: string): Promise<Date | null> {
  const [delivered] = await ex
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'delivered')))
    .orderBy(desc(orderEvents.at))
    .limit(1);
  return delivered?.at ?? null;
}
