import { orderStore } from '@vitrine/config';
import { putBackStock } from './modules/catalog/index.ts';
import type { OrderPlacedHook } from './modules/checkout/index.ts';
import { giveBackCredit, giveBackReturnAsCredit } from './modules/credit/index.ts';
import { afterGiftCardOrderMoved, issueGiftCards } from './modules/giftcard/index.ts';
import {
  orderMoves,
  productUnitsOf,
  type OrderMove,
  type OrderMoveHook,
  type ReturnHooks,
  type ReturnReceived,
  type ReturnReceivedHook,
} from './modules/order/index.ts';
import {
  capturePaymentAtDispatch,
  refundCardOfReturn,
  voidPaymentOfCancelledOrder,
  type PaymentEventHook,
  type PaymentHeard,
} from './modules/payment/index.ts';
import { markReferralOrdered, voidReferralOfEndedOrder } from './modules/referral/index.ts';
import { endSubscriptionOfCancelledOrder, startFromOrder } from './modules/subscription/index.ts';
import { STOCK_RESTOCKED_HOOKS } from './stock-hooks.ts';

// What each module does when an order is placed or moves (issue 6), written down in one place
// above the modules: the checkout and the order module call hooks they are handed and know none
// of the modules behind them. Each hook runs in the order's own transaction, in this order.

/** When an order is placed: the delivery subscription it bought, its referral, its gift cards. */
export const ORDER_PLACED_HOOKS: readonly OrderPlacedHook[] = [
  startFromOrder, // §9 delivery subscription (issue 6 item 5)
  markReferralOrdered, // the friend's first order used their referral discount (decision 0037)
  issueGiftCards, // gift cards bought, scheduled for their delivery day (issue 6 item 2)
];

/**
 * A cancelled order's sizes go back on the shelf of its store's warehouse region (issue 34 item 5),
 * with the back-in-stock alerts of a size that had run out (stock-hooks.ts).
 */
async function putBackStockOfCancelledOrder({ tx, order, to }: OrderMove): Promise<void> {
  if (to !== 'cancelled') return;
  const units = await productUnitsOf(tx, order.id);
  await putBackStock(tx, STOCK_RESTOCKED_HOOKS, orderStore(order.storeLocale).stockRegion, units);
}

/** When an order moves: what a cancellation gives back, what a dispatch captures. */
export const ORDER_MOVE_HOOKS: readonly OrderMoveHook[] = [
  putBackStockOfCancelledOrder, // issue 34 item 5
  giveBackCredit, // store credit spent on a cancelled order (issue 6 item 3)
  capturePaymentAtDispatch,
  voidReferralOfEndedOrder, // cancelled or returned: no reward (decision 0037)
  endSubscriptionOfCancelledOrder, // §9 subscription (issue 6 item 5)
  afterGiftCardOrderMoved, // gift cards: give back, cancel undelivered (issue 6 item 2)
  // Last: it asks the provider, which a rollback cannot undo (issue 34 item 5).
  voidPaymentOfCancelledOrder,
];

/** A received return's units go back on the shelf of its store's warehouse region (issue 34 item 6). */
async function putBackStockOfReturn({ tx, order, units }: ReturnReceived): Promise<void> {
  await putBackStock(tx, STOCK_RESTOCKED_HOOKS, orderStore(order.storeLocale).stockRegion, units);
}

/**
 * When a return is received (issue 34 item 6, decision 0071): the stock, then the money, in the
 * documented order of tenders. The order module shares the amount out (card first, then gift
 * cards, then store credit); gift-card and credit money goes to the account balance (§7.6).
 */
export const RETURN_RECEIVED_HOOKS: readonly ReturnReceivedHook[] = [
  putBackStockOfReturn,
  giveBackReturnAsCredit,
  // Last: it asks the provider, which a rollback cannot undo.
  refundCardOfReturn,
];

/** Everything a return's receipt runs: its own hooks, and the order's move when it is the last unit. */
export const RETURN_HOOKS: ReturnHooks = {
  moveHooks: ORDER_MOVE_HOOKS,
  receivedHooks: RETURN_RECEIVED_HOOKS,
};

/**
 * An order whose card authorisation the provider released on its own (a `payment.voided` webhook:
 * the hold lapsed, or it was voided in the provider's console) is cancelled, with everything a
 * cancel gives back (issue 34 item 4, docs/operations/payments.md "Webhooks").
 */
async function cancelOrderOfReleasedPayment({ db, orderId, status }: PaymentHeard): Promise<void> {
  if (status !== 'voided' || !orderId) return;
  await orderMoves(db, ORDER_MOVE_HOOKS).cancelOfReleasedPayment(orderId);
}

/** When a provider's event about one of our payments is in (webhooks). */
export const PAYMENT_EVENT_HOOKS: readonly PaymentEventHook[] = [cancelOrderOfReleasedPayment];
