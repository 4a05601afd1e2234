import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { payments } from './schema.ts';

/** Where a payment stands, as other modules decide by it (a capture at dispatch, a referral). */
export interface PaymentState {
  status: (typeof payments.$inferSelect)['status'];
  refundedMinor: number;
}

/**
 * A payment's status and what has been refunded of it. With `lock`, the row is held FOR SHARE
 * until the transaction ends, so a refund waits for the reader's decision (referral settlement).
 */
export async function paymentStateOf(
  ex: Executor,
  paymentId: string,
  options: { lock?: boolean } = {},
): Promise<PaymentState | undefined> {
  const byId = ex
    .select({ status: payments.status, refundedMinor: payments.refundedMinor })
    .from(payments)
    .where(eq(payments.id, paymentId));
  const [payment] = options.lock ? await byId.for('share') : await byId;
  return payment;
}
