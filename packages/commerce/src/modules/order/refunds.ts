import type { OrderStatus } from './schema.ts';

/**
 * §7.6 order/refund-type. Money goes back the way it came: what the card paid (the order total,
 * which is after gift cards and store credit) goes back to the card; what gift cards and store
 * credit paid goes back as store credit on the account balance (issue 6), because a gift card's
 * money cannot be paid out to a card it never came from.
 */
export type RefundType = 'card' | 'store-credit' | 'mixed' | 'none';

/** Returns are accepted for 28 days after delivery (docs/operations/orders.md). */
export const RETURN_WINDOW_DAYS = 28;
const DAY_MS = 86_400_000;

export interface RefundSplit {
  type: RefundType;
  cardMinor: number;
  storeCreditMinor: number;
  /** cardMinor + storeCreditMinor: everything the shopper paid. */
  totalMinor: number;
}

export function refundSplit(order: {
  totalMinor: number;
  giftCardMinor: number;
  creditMinor: number;
}): RefundSplit {
  const cardMinor = order.totalMinor;
  const storeCreditMinor = order.giftCardMinor + order.creditMinor;
  const type: RefundType =
    cardMinor > 0 && storeCreditMinor > 0
      ? 'mixed'
      : cardMinor > 0
        ? 'card'
        : storeCreditMinor > 0
          ? 'store-credit'
          : 'none';
  return { type, cardMinor, storeCreditMinor, totalMinor: cardMinor + storeCreditMinor };
}

/** The last moment a delivered order may be sent back: delivery plus the window, to the millisecond. */
export function returnableUntil(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/**
 * Whether a return can still be started: the order was delivered (not yet returned) and the
 * window has not closed. Before delivery there is nothing to return yet (it can be cancelled
 * while placed or processing instead).
 */
export function isReturnable(status: OrderStatus, deliveredAt: Date | null, now: Date): boolean {
  return status === 'delivered' && deliveredAt !== null && now < returnableUntil(deliveredAt);
}
