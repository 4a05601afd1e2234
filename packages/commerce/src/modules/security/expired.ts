import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { rateLimits } from './schema.ts';

/** Issue 31 item 6, the daily clean-up job: attempt counters whose window has ended (`expire`,
 * in epoch milliseconds as rate-limiter-flexible writes it); the limiter starts a new one when it
 * next sees the key. Returns the rows removed. */
export async function deleteExpiredLimits(db: Executor, now = new Date()): Promise<number> {
  const removed = await db.delete(rateLimits).where(lt(rateLimits.expire, now.getTime()));
  return removed.rowCount ?? 0;
}
