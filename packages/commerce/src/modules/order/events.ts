import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import type { OrderStatus } from './schema.ts';

// What the order module tells other modules when an order moves (issue 6): they act inside the
// move's transaction, so a cancellation and what it gives back commit together or not at all.

export interface OrderMove {
  tx: Transaction;
  /** The app database the move runs on (the payment provider is found by it). */
  db?: Database;
  order: {
    id: string;
    number: string;
    customerId: string | null;
    storeLocale: string;
    currency: string;
    giftCardMinor: number;
    creditMinor: number;
    paymentId: string | null;
  };
  from: OrderStatus;
  to: OrderStatus;
}

/** One module's part in an order's move. */
export type OrderMoveHook = (move: OrderMove) => Promise<void>;

/**
 * A return was received (issue 34 item 6, decision 0071): in the receipt's transaction, the units
 * go back on the shelf and `refund` goes back to the tenders, as the order module shared it out
 * (refunds.ts: card, then gift cards, then store credit; gift-card and credit money as store credit).
 */
export interface ReturnReceived {
  tx: Transaction;
  db?: Database;
  order: OrderMove['order'];
  /** The return's id (a once-key for what it gives back) and its reference, R-VT100001-1. */
  returnId: string;
  reference: string;
  /** The sizes received and how many of each. */
  units: { sku: string; quantity: number }[];
  refund: { cardMinor: number; giftCardMinor: number; creditMinor: number };
}

/** One module's part in receiving a return. */
export type ReturnReceivedHook = (received: ReturnReceived) => Promise<void>;
