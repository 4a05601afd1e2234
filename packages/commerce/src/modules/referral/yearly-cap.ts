import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { capYearStart } from './rules.ts';
import { referrals } from './schema.ts';

/**
 * The rewards a referrer was paid in the twelve months before `now`: what RAF_REWARDS_PER_YEAR
 * caps (decision 0037). Settling counts them under the referrer's lock (settle.ts).
 */
export async function rewardsInLastYear(db: Executor, referrerId: string, now: Date): Promise<number> {
  const [year] = await db
    .select({ rewards: sql<number>`count(*)`.mapWith(Number) })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerId, referrerId),
        eq(referrals.status, 'rewarded'),
        gt(referrals.rewardedAt, capYearStart(now)),
      ),
    );
  return year?.rewards ?? 0;
}
