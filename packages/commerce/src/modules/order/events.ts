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
