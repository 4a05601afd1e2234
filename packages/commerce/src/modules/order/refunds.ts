import type { OrderStatus } from './schema.ts';

/**
 * §7.6 order/refund-type. Money goes back the way it came (decision 0071): a return's paid price
 * goes first to the card, up to what the card paid and earlier returns have not had back; then to
 * what gift cards paid, then to what store credit paid. What gift cards and store credit paid goes
 * back as store credit on the account balance (issue 6), because a gift card's money cannot be
 * paid out to a card it never came from. The delivery charge is not given back by a return.
 */
export type RefundType = 'card' | 'store-credit' | 'mixed' | 'none';

/** What goes back to each tender (what it paid, what is left of it, what a return gives it). */
export interface TenderAmounts {
  cardMinor: number;
  giftCardMinor: number;
  creditMinor: number;
}

/** Returns are accepted for 28 days after delivery (docs/operations/orders.md). */
export const RETURN_WINDOW_DAYS = 28;
const DAY_MS = 86_400_000;

export interface RefundSplit {
  type: RefundType;
  cardMinor: number;
  /** giftCardMinor + creditMinor: what goes to the account balance. */
  storeCreditMinor: number;
  giftCardMinor: number;
  creditMinor: number;
  /** cardMinor + storeCreditMinor. */
  totalMinor: number;
}

/**
 * Shares `amountMinor` out over the tenders in the documented order (card, gift cards, store
 * credit), each up to what it has `left`. More than they have left together is a RangeError: a
 * return never gives back more than was paid.
 */
export function allocateRefund(amountMinor: number, left: TenderAmounts): TenderAmounts {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) throw new RangeError(`refund of ${amountMinor}`);
  let rest = amountMinor;
  const take = (available: number) => {
    const share = Math.min(rest, Math.max(0, available));
    rest -= share;
    return share;
  };
  const cardMinor = take(left.cardMinor);
  const giftCardMinor = take(left.giftCardMinor);
  const creditMinor = take(left.creditMinor);
  if (rest > 0) throw new RangeError(`refund of ${amountMinor} above what was paid`);
  return { cardMinor, giftCardMinor, creditMinor };
}

/** How an amount going back to the tenders is paid: to the card, as store credit, or both. */
export function refundSplit(back: TenderAmounts): RefundSplit {
  const { cardMinor, giftCardMinor, creditMinor } = back;
  const storeCreditMinor = giftCardMinor + creditMinor;
  const type: RefundType =
    cardMinor > 0 && storeCreditMinor > 0
      ? 'mixed'
      : cardMinor > 0
        ? 'card'
        : storeCreditMinor > 0
          ? 'store-credit'
          : 'none';
  return {
    type,
    cardMinor,
    storeCreditMinor,
    giftCardMinor,
    creditMinor,
    totalMinor: cardMinor + storeCreditMinor,
  };
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
