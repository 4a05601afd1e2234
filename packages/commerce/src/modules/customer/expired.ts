import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { deletionCodes } from './schema.ts';

/** Issue 31 item 6, the daily clean-up job: account-deletion codes past their expiry (a code
 * asked for and never used). Returns the rows removed. */
export async function deleteExpiredDeletionCodes(db: Executor, now = new Date()): Promise<number> {
  const removed = await db.delete(deletionCodes).where(lt(deletionCodes.expiresAt, now));
  return removed.rowCount ?? 0;
}
