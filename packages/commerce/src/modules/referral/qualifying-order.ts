import type { Executor } from '../../db/executor.ts';
import { deliveredAtOf, orderHeadOf, productLinesTotalOf } from '../order/index.ts';
import { paymentStateOf } from '../payment/index.ts';
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
  const order = await orderHeadOf(db, orderId, options);
  if (!order) return null;

  // Goods: the product lines less the friend's discount, which only ever applies to them
  // (quote/priced-bag.ts); gift cards and the delivery subscription are lines of other kinds.
  const merchandiseMinor = await productLinesTotalOf(db, orderId);
  const deliveredAt = await deliveredAtOf(db, orderId);

  let paid = order.paymentId === null && order.totalMinor === 0;
  let refundedMinor = 0;
  if (order.paymentId) {
    const payment = await paymentStateOf(db, order.paymentId, options);
    paid = payment?.status === 'captured' || payment?.status === 'refunded';
    refundedMinor = payment?.refundedMinor ?? 0;
  }
  return {
    storeLocale: order.storeLocale,
    status: order.status,
    goodsMinor: merchandiseMinor - order.discountMinor,
    deliveredAt,
    paid,
    refundedMinor,
  };
}
