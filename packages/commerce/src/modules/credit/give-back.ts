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

/**
 * A received return (issue 34 item 6, decision 0071): what gift cards and store credit paid for
 * its units goes to the account balance (§7.6 refund-type: a gift card's money cannot go to a
 * card). One ledger entry of kind refund per return, its reference the return's reference.
 */
export async function giveBackReturnAsCredit(received: {
  tx: Transaction;
  order: { customerId: string | null; currency: string };
  reference: string;
  refund: { giftCardMinor: number; creditMinor: number };
}): Promise<void> {
  const amountMinor = received.refund.giftCardMinor + received.refund.creditMinor;
  if (amountMinor <= 0) return;
  // Returns are started by signed-in owners; an account deleted since has no balance to credit.
  if (!received.order.customerId)
    throw new Error(`Return ${received.reference}: the order has no account to credit`);
  await addCredit(received.tx, {
    customerId: received.order.customerId,
    currency: received.order.currency.trim(),
    amountMinor,
    kind: 'refund',
    reference: received.reference,
    note: `Return ${received.reference}`,
  });
}
