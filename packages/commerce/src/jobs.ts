import type { Logger } from 'pino';
import type { Database } from './db/client.ts';
import { listenForAll, type ChannelSubscriber } from './db/listen.ts';
import type { Env } from './env.ts';
import { deleteExpiredSignIns } from './modules/auth/index.ts';
import { deleteOldIdempotencyKeys } from './modules/checkout/index.ts';
import {
  announceBookedContent,
  bookedContentTimes,
  CONTENT_CHANNEL,
  isBookedChange,
} from './modules/content/index.ts';
import { deleteExpiredDeletionCodes } from './modules/customer/index.ts';
import { markDeliveredCards } from './modules/giftcard/index.ts';
import { startJobRunner, type JobDefinitions, type JobRunner } from './modules/jobs/index.ts';
import {
  flushQueryCounts,
  pruneRareSearches,
  queryCountBatch,
  queryCountsOfBatch,
  sendQueryCountsTo,
  writeQueryCounts,
  type QueryCountBatch,
} from './modules/listing/index.ts';
import { MAIL_QUEUED_CHANNEL, mailDeliveryJob } from './modules/mail/index.ts';
import { paymentProviderFor, paymentServiceFor, reconcilePaymentAttempts } from './modules/payment/index.ts';
import { settleReferrals } from './modules/referral/index.ts';
import { deleteExpiredLimits } from './modules/security/index.ts';
import { dueReminders, remindOfRenewal, renewDueSubscriptions } from './modules/subscription/index.ts';

// Every scheduled and deferred task of the shop, as jobs of the one runner (issue 31 item 6,
// decision 0064; what runs when is docs/operations/jobs.md). Written down here, above the
// modules, like the order hooks: each module offers the work, this file says when it runs.

/** The queues; `jobs:list` shows these names. */
export const JOB = {
  mail: 'mail-deliver',
  renewals: 'subscriptions-renew',
  reminders: 'subscriptions-remind',
  reminder: 'subscription-reminder',
  referrals: 'referrals-settle',
  giftCards: 'gift-cards-deliver',
  booked: 'content-booked',
  cleanUp: 'clean-up',
  searchCounts: 'search-counts',
  paymentsReconcile: 'payments-reconcile',
} as const;

/** RAF_SETTLE_INTERVAL_MINUTES as a cron line: every N minutes below an hour, else every N/60 hours. */
export function everyMinutesCron(minutes: number): string {
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.max(1, Math.round(minutes / 60));
  return hours >= 24 ? '0 3 * * *' : `0 */${hours} * * *`;
}

interface TaskDeps {
  db: Database;
  log: Logger;
  env: Env;
  /** The runner itself, for a task that plans later jobs (booked content). */
  runner: () => JobRunner;
}

/** How far ahead booked content is planned; the plan is redone every 10 minutes. */
const BOOKING_HORIZON_MS = 24 * 3_600_000;

export function jobDefinitions({ db, log, env, runner }: TaskDeps): JobDefinitions {
  const deliverMail = mailDeliveryJob({ log, env });
  return {
    // Queued when mail is queued (MAIL_QUEUED_CHANNEL) and every minute for the outbox's own
    // retries and mail booked for later. `short`: a burst of mail makes one waiting job.
    [JOB.mail]: {
      policy: 'short',
      cron: '* * * * *',
      pollingIntervalSeconds: 1,
      run: async () => void (await deliverMail(db)),
    },
    // Each subscription is renewed under its row lock, once a period (subscription/renew.ts).
    [JOB.renewals]: {
      cron: '7 * * * *',
      batchSize: 1,
      run: async () => {
        const results = await renewDueSubscriptions(db, paymentServiceFor(db), { log });
        const failed = results.filter((r) => r.outcome === 'failed').length;
        // Failed rows stay due: the job fails too, so it is retried with backoff and shows.
        if (failed > 0) throw new Error(`${failed} subscription renewal(s) failed; see the log`);
      },
    },
    // Reminders before a year renews (REMINDER_DAYS_BEFORE): each hour finds the years ending
    // within the window and queues one job per subscription and year, made once by its id.
    [JOB.reminders]: {
      cron: '37 * * * *',
      run: async () => {
        for (const due of await dueReminders(db)) {
          const onceKey = `${JOB.reminder}:${due.subscriptionId}:${due.endsAt.toISOString()}`;
          await runner().enqueue(JOB.reminder, { ...due, endsAt: due.endsAt.toISOString() }, { onceKey });
        }
      },
    },
    [JOB.reminder]: {
      run: async (data: { subscriptionId: string; endsAt: string }) => {
        await remindOfRenewal(db, { subscriptionId: data.subscriptionId, endsAt: new Date(data.endsAt) });
      },
    },
    [JOB.referrals]: {
      cron: everyMinutesCron(env.RAF_SETTLE_INTERVAL_MINUTES),
      batchSize: 1,
      run: async () => {
        const { rewarded, voided } = await settleReferrals(db);
        if (rewarded.length || voided.length)
          log.info({ rewarded: rewarded.length, voided: voided.length }, 'referrals settled');
      },
    },
    // The email goes at the card's instant through the outbox; this records the card as delivered.
    [JOB.giftCards]: {
      cron: '*/5 * * * *',
      run: async () => void (await markDeliveredCards(db)),
    },
    // With `at`: announce the publications booked for then and the banner windows opening or
    // closing then. Without: plan the next ones (every 10 minutes, at start, and when content
    // changes). `short` with the time as key: one job a time.
    [JOB.booked]: {
      policy: 'short',
      cron: '*/10 * * * *',
      pollingIntervalSeconds: 1,
      run: async (data: { at?: string }) => {
        if (data.at) {
          const count = await announceBookedContent(db, new Date(data.at));
          if (count) log.info({ at: data.at, count }, 'booked content announced');
          return;
        }
        const now = new Date();
        for (const at of await bookedContentTimes(db, now)) {
          if (at.getTime() - now.getTime() > BOOKING_HORIZON_MS) break;
          const iso = at.toISOString();
          await runner().enqueue(JOB.booked, { at: iso }, { startAfter: at, singletonKey: iso });
        }
      },
    },
    // A process's batch of popular-search counts (listing/query-count-writes.ts), sent every few
    // seconds by whichever process counted them: one statement, retried with backoff if it fails.
    [JOB.searchCounts]: {
      run: async (data: QueryCountBatch) => writeQueryCounts(db, queryCountsOfBatch(data)),
    },
    // Issue 34 item 9: card money held for a checkout that never became an order (a crash, a
    // kill) is released within minutes (payment/attempts.ts, docs/operations/payments.md).
    [JOB.paymentsReconcile]: {
      cron: '* * * * *',
      batchSize: 1,
      run: async () => {
        const settled = await reconcilePaymentAttempts(db, paymentProviderFor(db));
        if (settled.completed || settled.released) log.info({ ...settled }, 'payment attempts settled');
        // The provider did not answer for some: the job fails, so it shows and is retried.
        if (settled.failed > 0)
          throw new Error(`${settled.failed} payment attempt(s) not settled; see the log`);
      },
    },
    [JOB.cleanUp]: {
      cron: '23 3 * * *',
      batchSize: 1,
      run: async () => {
        const removed = {
          signIns: await deleteExpiredSignIns(db),
          deletionCodes: await deleteExpiredDeletionCodes(db),
          rateLimits: await deleteExpiredLimits(db),
          idempotencyKeys: await deleteOldIdempotencyKeys(db),
          rareSearches: await pruneRareSearches(db),
        };
        log.info(removed, 'clean-up done');
      },
    },
  };
}

export interface Background {
  /** For the process's one LISTEN connection (decision 0060), to be added at once: queued mail
   * and content changes wake the jobs that act on them. Empty with WORKER=off. */
  subscribers: ChannelSubscriber[];
  /** The runner once started (with WORKER=off one that only queues jobs); null when it could
   * not start (logged). */
  started: Promise<JobRunner | null>;
  /** Sends the process's last search counts, then stops. Graceful: running jobs have `graceMs`
   * to finish, the rest are retried by another worker. */
  stop(graceMs?: number): Promise<void>;
}

export interface BackgroundOptions {
  db: Database;
  databaseUrl: string;
  log: Logger;
  env: Env;
  /** web, api, worker: shown in pg_stat_activity and the pg-boss instance list. */
  name: string;
}

/**
 * Starts this process's job worker (issue 31 item 7, decision 0065), or with WORKER=off a runner
 * that only queues jobs (this process's search counts) for a worker elsewhere. Returns at once,
 * so the caller can start its LISTEN connection with `subscribers` without waiting; the runner
 * starts behind it (pg-boss installs or upgrades its schema on the way).
 */
export function startBackground(options: BackgroundOptions): Background {
  const { db, env, log } = options;
  const work = env.WORKER;
  if (!work) log.info('WORKER=off: this process runs no background jobs, it only queues them');
  let runner: JobRunner | null = null;
  const definitions = jobDefinitions({ ...options, runner: () => runner! });
  // A wake-up for later carries its time as key: `short` keeps one waiting job per key, and one
  // booked for next week must not swallow the wake-ups of mail queued now. Before the runner is
  // up a wake-up is not needed: it wakes both queues once started.
  const wake = (name: string, startAfter?: Date) =>
    void runner
      ?.enqueue(name, {}, startAfter ? { startAfter, singletonKey: startAfter.toISOString() } : {})
      .catch((err: unknown) => log.warn({ err, job: name }, 'job could not be queued'));
  const started = startJobRunner(definitions, {
    connectionString: options.databaseUrl,
    log,
    work,
    name: options.name,
    // Queuing alone needs few connections.
    ...(work ? {} : { poolSize: 2 }),
  }).then(
    (r) => {
      runner = r;
      if (work) {
        wake(JOB.mail);
        wake(JOB.booked);
      }
      return r;
    },
    (err: unknown) => {
      log.error(
        { err },
        work
          ? 'the job worker could not start: background jobs do not run in this process'
          : 'the job runner could not start: this process writes its search counts itself',
      );
      return null;
    },
  );
  // Issue 31 item 6: this process's popular-search counts go as one job per batch, which any
  // worker writes (and retries); written here only if the runner could not start.
  sendQueryCountsTo(db, async (counts) => {
    const r = await started;
    if (!r) return writeQueryCounts(db, counts);
    await r.enqueue(JOB.searchCounts, queryCountBatch(counts)).then(
      () => {},
      (err: unknown) => {
        log.warn({ err, job: JOB.searchCounts }, 'search counts could not be queued: dropped');
        throw err;
      },
    );
  });
  const subscribers: ChannelSubscriber[] = !work
    ? []
    : [
        {
          channel: MAIL_QUEUED_CHANNEL,
          onNotification: (notBefore) => wake(JOB.mail, notBefore ? new Date(notBefore) : undefined),
          // Mail queued while the connection was down waits at most for the minute's run.
          onListening: (resumed) => {
            if (resumed) wake(JOB.mail);
          },
        },
        {
          channel: CONTENT_CHANNEL,
          // A booking made or moved, a banner's window published: plan again (the announcements
          // themselves come here too).
          onNotification: (what) => {
            if (!isBookedChange(what)) wake(JOB.booked);
          },
        },
      ];
  return {
    subscribers,
    started,
    stop: async (graceMs) => {
      // The last batch goes as a job while the runner can still queue it; later ones are written.
      await flushQueryCounts(db);
      sendQueryCountsTo(db, null);
      await (await started)?.stop(graceMs);
    },
  };
}

/** The LISTEN connection of a process that has none of its own (`npm run worker`, `npm run api`):
 * queued mail and content changes wake its jobs. Nothing with WORKER=off. */
export function listenForBackground(
  db: Database,
  background: Background,
  log: Logger,
): { stop(): Promise<void>; readonly listening: boolean } {
  if (background.subscribers.length === 0) return { stop: async () => {}, listening: false };
  return listenForAll(db, background.subscribers, { log });
}
