import { startListingIndex, startMailWorker, startReferralSettler } from '@/lib/data/background';
import { createLogger, env } from '@/lib/data/runtime';
import { startChangeListener } from '@/lib/catalogue/listen';

// On globalThis: the dev server may evaluate this module again, and one worker per process is
// the rule (several processes are fine: claims never overlap).
const holder = globalThis as unknown as { __vitrineMailWorker?: () => Promise<void> };

/** Starts the mail worker of this process, once. Mail queued by any instance is delivered by
 * whichever worker claims it first (DESIGN principle 3: jobs live in PostgreSQL). */
export function startBackgroundWork(): void {
  if (holder.__vitrineMailWorker) return;
  const config = env();
  const log = createLogger(config.LOG_LEVEL);
  if (!process.env.DATABASE_URL) {
    // `next start` run by hand, without scripts/start.ts to provide the database.
    log.warn('DATABASE_URL is not set: the mail worker is not started');
    return;
  }
  holder.__vitrineMailWorker = startMailWorker({ log, env: config });
  // Issue 6 item 4: referral rewards that became due (also `npm run ops -- referrals:settle`).
  startReferralSettler({ log });
  // One LISTEN connection (issue 30): issue 5, a publish on any instance drops this one's cached
  // content at once; issue 29 item 9, a product's stock or price changed by anyone drops its
  // cached pages at once; and the listing index's changes. Before the index starts, so that it
  // hears them there rather than on a connection of its own.
  startChangeListener();
  // Issue 3: the listing index builds now, not when the first shopper asks for a listing.
  startListingIndex();
}
