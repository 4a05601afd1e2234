import type { Transaction } from '../../db/executor.ts';
import { addCredit } from './ledger.ts';

// Issue 6 item 3: one of the order-move hooks (packages/commerce/src/order-hooks.ts), run in the
// transaction of every order move.

/** A cancelled order gives back the credit it spent, once (the ledger's once-key: order id). */
export async function giveBackCredit(move: {
  tx: Transaction;
  order: { id: string; customerId: string | null; currency: string; creditMinor: number };
  to: string;
}): Promise<void> {
  const { order } = move;
  if (move.to !== 'cancelled' || !order.customerId || order.creditMinor <= 0) return;
  await addCredit(move.tx, {
    customerId: order.customerId,
    currency: order.currency.trim(),
    amountMinor: order.creditMinor,
    kind: 'order_cancelled',
    reference: order.id,
  });
}
