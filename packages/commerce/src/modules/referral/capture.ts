import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { paymentProviderFor, paymentService, paymentStateOf } from '../payment/index.ts';

/**
 * "Paid" for refer-a-friend (issue 6 item 4): the card is authorised at checkout and captured when
 * the order is dispatched, here, in the dispatch's transaction (the payments row moves with the
 * order: a capture the provider refuses refuses the dispatch). An order that needed no card (gift
 * cards and credit paid it all) has nothing to capture. Only an authorisation still open is
 * captured, so a dispatch replayed after a capture does nothing twice.
 */
export async function capturePaymentAtDispatch(move: {
  tx: Transaction;
  db?: Database | undefined;
  order: { paymentId: string | null };
  to: string;
}): Promise<void> {
  if (move.to !== 'dispatched' || !move.order.paymentId || !move.db) return;
  const row = await paymentStateOf(move.tx, move.order.paymentId);
  if (row?.status !== 'authorised') return;
  // The payment service on the move's transaction: its row lock and update join the dispatch.
  await paymentService(move.tx as unknown as Database, paymentProviderFor(move.db)).capturePayment(
    move.order.paymentId,
  );
}
