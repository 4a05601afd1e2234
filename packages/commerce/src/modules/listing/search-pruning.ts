import { and, lt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { searchQueries } from './schema.ts';

/** A query typed this few times and not since this many days says nothing about what shoppers
 * look for: it only makes the popular-search suggestions slower to read. */
export const RARE_QUERY_COUNT = 2;
export const RARE_QUERY_DAYS = 90;

/** Issue 31 item 6, the daily clean-up job: forgets rare, old searches. Returns the rows removed. */
export async function pruneRareSearches(db: Executor, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - RARE_QUERY_DAYS * 86_400_000);
  const removed = await db
    .delete(searchQueries)
    .where(and(lte(searchQueries.count, RARE_QUERY_COUNT), lt(searchQueries.lastAt, before)));
  return removed.rowCount ?? 0;
}
