import { and, asc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { bannerChange, bookedChange, entryChange, notifyContentChange } from './changes.ts';
import { contentBanners, contentEntries } from './schema.ts';
import { scheduleInstants, type Schedule } from './time.ts';

// Issue 31 item 6: a publication booked for later switches at read time (service.ts visibleOf),
// and so does a published banner at the start and end of its Schedule windows (§3.5, §4.3, §7.7),
// but the pages cached before that time would go on showing the old content. A job at each such
// time announces it on the content channel, so every instance drops its cached content then,
// with no request needed (the `content-booked` job of the composition root's jobs.ts).

/** The published banners with a Schedule: few (a region's file), read whole. */
async function scheduledBanners(db: Executor) {
  return db
    .select({
      region: contentBanners.region,
      type: contentBanners.type,
      bannerId: contentBanners.bannerId,
      schedule: sql<Schedule | null>`${contentBanners.published} -> 'Schedule'`,
    })
    .from(contentBanners)
    .where(sql`jsonb_typeof(${contentBanners.published} -> 'Schedule') = 'object'`);
}

/**
 * The distinct times after `after` at which published content changes by itself, earliest first,
 * at most `limit`: booked publications, and the starts and ends of published banners' windows.
 */
export async function bookedContentTimes(db: Executor, after: Date, limit = 50): Promise<Date[]> {
  const entries = await db
    .selectDistinct({ at: contentEntries.scheduledAt })
    .from(contentEntries)
    .where(and(isNotNull(contentEntries.scheduled), gt(contentEntries.scheduledAt, after)))
    .orderBy(asc(contentEntries.scheduledAt))
    .limit(limit);
  const times = new Set(entries.map((r) => r.at!.getTime()));
  for (const banner of await scheduledBanners(db)) {
    for (const at of scheduleInstants(banner.schedule)) if (at > after.getTime()) times.add(at);
  }
  return [...times]
    .sort((a, b) => a - b)
    .slice(0, limit)
    .map((at) => new Date(at));
}

/**
 * Announces everything booked for `at` that is now due: one notification per entry published and
 * per banner whose window opens or closes then, sent in one transaction. A booking moved or
 * withdrawn since has another time or none and is left to its own job. Returns how many were
 * announced.
 */
export async function announceBookedContent(db: Executor, at: Date, now = new Date()): Promise<number> {
  if (at > now) return 0;
  return db.transaction(async (tx) => {
    const entries = await tx
      .select({ kind: contentEntries.kind, key: contentEntries.key, locale: contentEntries.locale })
      .from(contentEntries)
      .where(
        and(
          isNotNull(contentEntries.scheduled),
          eq(contentEntries.scheduledAt, at),
          lte(contentEntries.scheduledAt, now),
        ),
      );
    const banners = (await scheduledBanners(tx)).filter((b) =>
      scheduleInstants(b.schedule).includes(at.getTime()),
    );
    for (const row of entries) await notifyContentChange(tx, bookedChange(entryChange(row)));
    for (const row of banners) await notifyContentChange(tx, bookedChange(bannerChange(row)));
    return entries.length + banners.length;
  });
}
