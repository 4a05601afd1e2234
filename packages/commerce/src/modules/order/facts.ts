import { and, desc, eq, sql } from 'drizzle-orm';
import { anyUuid } from '../../db/any-uuid.ts';
import type { Executor } from '../../db/executor.ts';
import { orderEvents, orderLines, orders, type OrderStatus } from './schema.ts';

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

/** The sizes an order's product lines took from stock and how many of each (what a cancel puts back). */
export async function productUnitsOf(
  ex: Executor,
  orderId: string,
): Promise<{ sku: string; quantity: number }[]> {
  return ex
    .select({ sku: orderLines.sku, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'product')));
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

/** The store and currency of these orders, by id (a referral page names the friend's order store). */
export async function orderStoresOf(
  ex: Executor,
  orderIds: readonly string[],
): Promise<Map<string, { storeLocale: string; currency: string }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await ex
    .select({ id: orders.id, storeLocale: orders.storeLocale, currency: orders.currency })
    .from(orders)
    .where(anyUuid(orders.id, orderIds));
  return new Map(rows.map(({ id, ...store }) => [id, store]));
}

/** Where an order ended up, as a job picking orders to decide by reads it. */
export interface OrderOutcome {
  status: OrderStatus;
  paymentId: string | null;
  /** Marked delivered at or before the date asked about (compared in the database, to the microsecond). */
  deliveredBy: boolean;
}

/**
 * The state and payment of these orders, by id, and whether each was marked delivered by
 * `deliveredBy`. Unlocked: a job's selection, which it reads again under locks before acting.
 */
export async function orderOutcomesOf(
  ex: Executor,
  orderIds: readonly string[],
  deliveredBy: Date,
): Promise<Map<string, OrderOutcome>> {
  if (orderIds.length === 0) return new Map();
  const rows = await ex
    .select({
      id: orders.id,
      status: orders.status,
      paymentId: orders.paymentId,
      // orders.id spelt out: a column object in a select list renders unqualified ("id"), which the
      // subquery would read as order_events.id.
      deliveredBy: sql<boolean>`exists (
        select 1 from order_events e
        where e.order_id = orders.id and e.status = 'delivered' and e.at <= ${deliveredBy.toISOString()})`,
    })
    .from(orders)
    .where(anyUuid(orders.id, orderIds));
  return new Map(rows.map(({ id, ...outcome }) => [id, outcome]));
}
