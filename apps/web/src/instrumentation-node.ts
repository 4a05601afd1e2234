import { startBackground, startListingIndex } from '@/lib/data/background';
import { createLogger, env } from '@/lib/data/runtime';
import { startChangeListener } from '@/lib/catalogue/listen';
import { whenStopping } from '@/lib/data/runtime';

// On globalThis: the dev server may evaluate this module again, and one worker per process is
// the rule (several processes are fine: each job runs once).
const holder = globalThis as unknown as { __vitrineBackground?: true };

/** Starts the job worker of this process, once (issue 31 item 7: with WORKER=off a runner that
 * only queues jobs, decision 0065). Jobs queued by any instance run on whichever worker claims
 * them first (DESIGN principle 3: jobs live in PostgreSQL). */
export function startBackgroundWork(): void {
  if (holder.__vitrineBackground) return;
  holder.__vitrineBackground = true;
  const config = env();
  const log = createLogger(config.LOG_LEVEL);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    // `next start` run by hand, without scripts/start.ts to provide the database.
    log.warn('DATABASE_URL is not set: the job worker is not started');
    return;
  }
  const background = startBackground({ databaseUrl, log, env: config, name: 'web' });
  // Running jobs get most of the stop's time to finish; the rest are retried elsewhere.
  whenStopping(() => background.stop(2_500));
  // One LISTEN connection (issue 30): issue 5, a publish on any instance drops this one's cached
  // content at once; issue 29 item 9, a product's stock or price changed by anyone drops its
  // cached pages at once; the listing index's changes; and issue 31, queued mail and booked
  // publications wake this process's jobs. Before the index starts, so that it hears them there
  // rather than on a connection of its own.
  startChangeListener(background.subscribers);
  // Issue 3: the listing index builds now, not when the first shopper asks for a listing.
  startListingIndex();
}
