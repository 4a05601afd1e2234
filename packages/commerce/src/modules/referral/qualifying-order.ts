import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { orderEvents, orderLines, orders } from '../order/schema.ts';
import { payments } from '../payment/schema.ts';
import type { QualifyingOrder } from './rules.ts';

/**
 * The facts of a friend's first order that decide its referral (rules.ts rewardVerdict). With
 * `lock`, the order and its payment rows are held FOR SHARE until the transaction ends: a move
 * (a return) or a refund waits for the settlement that read them, and happens after it, never
 * between its reading and its paying. Orders moves lock the order before its payment, and so
 * does this.
 */
export async function qualifyingOrder(
  db: Executor,
  orderId: string,
  options: { lock?: boolean } = {},
): Promise<QualifyingOrder | null> {
  const byId = db
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
  if (!order) return null;

  // Goods: the product lines less the friend's discount, which only ever applies to them
  // (quote/priced-bag.ts); gift cards and the delivery subscription are lines of other kinds.
  const [lines] = await db
    .select({ merchandiseMinor: sql<number>`coalesce(sum(${orderLines.lineTotalMinor}), 0)`.mapWith(Number) })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.kind, 'product')));
  const [delivered] = await db
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'delivered')))
    .orderBy(desc(orderEvents.at))
    .limit(1);

  let paid = order.paymentId === null && order.totalMinor === 0;
  let refundedMinor = 0;
  if (order.paymentId) {
    const byPayment = db
      .select({ status: payments.status, refundedMinor: payments.refundedMinor })
      .from(payments)
      .where(eq(payments.id, order.paymentId));
    const [payment] = options.lock ? await byPayment.for('share') : await byPayment;
    paid = payment?.status === 'captured' || payment?.status === 'refunded';
    refundedMinor = payment?.refundedMinor ?? 0;
  }
  return {
    storeLocale: order.storeLocale,
    status: order.status,
    goodsMinor: (lines?.merchandiseMinor ?? 0) - order.discountMinor,
    deliveredAt: delivered?.at ?? null,
    paid,
    refundedMinor,
  };
}
