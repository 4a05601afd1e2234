import { and, asc, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { notifyContentChange } from './changes.ts';
import { contentEntries } from './schema.ts';

// Issue 31 item 6: a publication booked for later switches at read time (service.ts visibleOf),
// but the pages cached before that time would go on showing the old content. A job at the booked
// time announces it on the content channel, so every instance drops its cached content then,
// with no request needed (the `content-booked` job of the composition root's jobs.ts).

/** The distinct booked times after `after`, earliest first, at most `limit`. */
export async function bookedPublicationTimes(db: Executor, after: Date, limit = 50): Promise<Date[]> {
  const rows = await db
    .selectDistinct({ at: contentEntries.scheduledAt })
    .from(contentEntries)
    .where(and(isNotNull(contentEntries.scheduled), gt(contentEntries.scheduledAt, after)))
    .orderBy(asc(contentEntries.scheduledAt))
    .limit(limit);
  return rows.map((r) => r.at!);
}

/**
 * Announces every publication booked for `at` that is now due: one notification per entry, sent
 * in one transaction. A booking moved or withdrawn since has another time or none and is left to
 * its own job. Returns how many were announced.
 */
export async function announceBookedPublications(db: Executor, at: Date, now = new Date()): Promise<number> {
  if (at > now) return 0;
  const due = await db
    .select({ kind: contentEntries.kind, key: contentEntries.key, locale: contentEntries.locale })
    .from(contentEntries)
    .where(
      and(
        isNotNull(contentEntries.scheduled),
        eq(contentEntries.scheduledAt, at),
        lte(contentEntries.scheduledAt, now),
      ),
    );
  for (const row of due) await notifyContentChange(db, `booked entry ${row.kind}/${row.key} ${row.locale}`);
  return due.length;
}
