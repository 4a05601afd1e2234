import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { paymentProviderFor } from './runtime.ts';
import { paymentService, type PaymentService } from './service.ts';
import { paymentStateOf, type PaymentState } from './state.ts';

// What an order's move does to its card payment (order-move hooks, listed in order-hooks.ts):
// capture at dispatch, release at cancel. Each runs in the move's transaction.

interface PaymentMove {
  tx: Transaction;
  db?: Database | undefined;
  order: { paymentId: string | null };
  to: string;
}

/**
 * The order's payment and the payment service on the move's transaction (its row lock and update
 * join the move), when the move is `to` and the order has a card payment; else undefined.
 */
async function paymentOfMove(
  move: PaymentMove,
  to: string,
): Promise<{ id: string; state: PaymentState | undefined; service: PaymentService } | undefined> {
  if (move.to !== to || !move.order.paymentId || !move.db) return undefined;
  return {
    id: move.order.paymentId,
    state: await paymentStateOf(move.tx, move.order.paymentId),
    service: paymentService(move.tx as unknown as Database, paymentProviderFor(move.db)),
  };
}

/**
 * The card is authorised at checkout and captured when the order is dispatched (decision 0014:
 * "paid" for refer-a-friend), here, in the dispatch's transaction: a capture the provider refuses
 * refuses the dispatch. Only an authorisation still open is captured, so a dispatch replayed after
 * a capture does nothing twice.
 */
export async function capturePaymentAtDispatch(move: PaymentMove): Promise<void> {
  const payment = await paymentOfMove(move, 'dispatched');
  if (payment?.state?.status === 'authorised') await payment.service.capturePayment(payment.id);
}

/**
 * A cancelled order's card authorisation is released (issue 34 item 5): the shopper's bank lets go
 * of the money at once instead of when the hold lapses. Last of the order-move hooks, so whatever
 * else the cancel does has already been written when the provider is asked; a payment already
 * voided or declined is left as it is.
 */
export async function voidPaymentOfCancelledOrder(move: PaymentMove): Promise<void> {
  const payment = await paymentOfMove(move, 'cancelled');
  const status = payment?.state?.status;
  if (status === 'authorised' || status === 'requires_action')
    await payment!.service.voidPayment(payment!.id);
}

/**
 * A received return's card share goes back to the card (issue 34 item 6, decision 0071): a partial
 * refund of the captured payment, several adding up, never beyond what was captured (the payment
 * row's lock and refundPayment's check). Last of the return hooks: a provider's refund cannot be
 * rolled back.
 */
export async function refundCardOfReturn(received: {
  tx: Transaction;
  db?: Database | undefined;
  order: { paymentId: string | null };
  refund: { cardMinor: number };
}): Promise<void> {
  if (received.refund.cardMinor <= 0) return;
  if (!received.order.paymentId || !received.db)
    throw new Error('A card refund needs the order’s card payment');
  const service = paymentService(received.tx as unknown as Database, paymentProviderFor(received.db));
  await service.refundPayment(received.order.paymentId, received.refund.cardMinor);
}
