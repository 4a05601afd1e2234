import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import type { OrderStatus } from './schema.ts';
import { giveBackCredit } from '../credit/give-back.ts';
import { endSubscriptionOfCancelledOrder } from '../subscription/service.ts';
import { capturePaymentAtDispatch, voidReferralOfEndedOrder } from '../referral/index.ts';
import { afterGiftCardOrderMoved } from '../giftcard/order-moves.ts';

// What other modules do when an order moves (issue 6), inside the transaction of the move: a
// cancellation gives back the gift-card and credit amounts the order took and voids its referral.

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

export async function afterOrderMoved(move: OrderMove): Promise<void> {
  void move;
  await giveBackCredit(move);
  await capturePaymentAtDispatch(move);
  await voidReferralOfEndedOrder(move); // cancelled or returned: no reward (decision 0037)
  await endSubscriptionOfCancelledOrder(move); // §9 subscription (issue 6 item 5)
  await afterGiftCardOrderMoved(move); // gift cards: give back, cancel undelivered (issue 6 item 2)
}
