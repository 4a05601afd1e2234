import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { idempotencyKeys } from './schema.ts';

/** How long a placement's key answers a retry with the first answer. A client retries within
 * seconds or minutes; by then the bag the key was for is long gone. */
export const IDEMPOTENCY_KEY_DAYS = 30;

/** Issue 31 item 6, the daily clean-up job: placement keys older than IDEMPOTENCY_KEY_DAYS.
 * Returns the rows removed. */
export async function deleteOldIdempotencyKeys(db: Executor, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 86_400_000);
  const removed = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
  return removed.rowCount ?? 0;
}
