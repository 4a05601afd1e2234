import { eq } from 'drizzle-orm';
import { anyUuid } from '../../db/any-uuid.ts';
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

/** The states of these payments, by id (a job choosing what to decide: unlocked, it re-reads under locks). */
export async function paymentStatesOf(
  ex: Executor,
  paymentIds: readonly string[],
): Promise<Map<string, PaymentState>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await ex
    .select({ id: payments.id, status: payments.status, refundedMinor: payments.refundedMinor })
    .from(payments)
    .where(anyUuid(payments.id, paymentIds));
  return new Map(rows.map(({ id, ...state }) => [id, state]));
}
