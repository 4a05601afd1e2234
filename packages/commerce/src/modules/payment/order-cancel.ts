import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { paymentProviderFor } from './runtime.ts';
import { paymentService } from './service.ts';
import { paymentStateOf } from './state.ts';

/**
 * A cancelled order's card authorisation is released (issue 34 item 5): the shopper's bank lets go
 * of the money at once instead of when the hold lapses. Runs in the cancel's transaction, last of
 * the order-move hooks (order-hooks.ts), so whatever else the cancel does has already been
 * written when the provider is asked; a payment already voided or declined is left as it is.
 */
export async function voidPaymentOfCancelledOrder(move: {
  tx: Transaction;
  db?: Database | undefined;
  order: { paymentId: string | null };
  to: string;
}): Promise<void> {
  if (move.to !== 'cancelled' || !move.order.paymentId || !move.db) return;
  const row = await paymentStateOf(move.tx, move.order.paymentId);
  if (row?.status !== 'authorised' && row?.status !== 'requires_action') return;
  // The payment service on the move's transaction: its row lock and update join the cancel.
  await paymentService(move.tx as unknown as Database, paymentProviderFor(move.db)).voidPayment(
    move.order.paymentId,
  );
}
