import { getLocale } from '@vitrine/config';
import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from './api.ts';
import { createDatabase, DEFAULT_TIMEOUTS } from './db/client.ts';
import { loadEnv } from './env.ts';
import { JOB, jobDefinitions, listenForBackground, startBackground } from './jobs.ts';
import { CONTENT_CHANNEL } from './modules/content/changes.ts';
import {
  publishBanner,
  publishEntry,
  saveBannerDraft,
  saveDraft,
  unpublishBanner,
} from './modules/content/service.ts';
import { findJob, startJobRunner, type JobRunner } from './modules/jobs/index.ts';
import { queryCountBatch, searchService } from './modules/listing/index.ts';
import { queueMail } from './modules/mail/index.ts';
import { registerAndLogin } from './testing/accounts.ts';
import { apiCaller, saveCard } from './testing/checkout.ts';
import { until } from './testing/until.ts';
import { testDatabase, testDatabaseUrl } from './testing/database.ts';

// Issue 31 acceptance, the tasks on the runner: mail leaves without a poll, a booked publication
// and a banner's window (§3.5) are announced at their times with no request, a renewal raced by
// two workers charges once, and the popular-search counts travel as jobs.

const log = pino({ level: 'silent' });
const env = loadEnv({ APP_ENV: 'test' });
const db = testDatabase();
afterAll(() => db.$client.end());

/** The subscription notices queued to an address: reminder, renewed, expired. */
async function notices(to: string): Promise<string[]> {
  const { rows } = await db.$client.query<{ notice: string }>(
    `select meta->>'notice' as notice from mail_outbox where template = 'subscription-notice' and to_address = $1 order by id`,
    [to],
  );
  return rows.map((r) => r.notice);
}

async function subscribed(customerId: string, endsAt: Date): Promise<string> {
  const { rows } = await db.$client.query<{ id: string }>(
    `insert into subscriptions (customer_id, store_locale, sku, status, price_minor, currency, starts_at, ends_at)
     values ($1, 'en-GB', 'SUB-NDD-1Y', 'active', 999, 'GBP', $2, $3) returning id`,
    [customerId, new Date(endsAt.getTime() - 365 * 86_400_000), endsAt],
  );
  return rows[0]!.id;
}

/**
 * A worker process's jobs and listener, started, and another instance's LISTEN connection: what
 * that instance hears on the content channel drops its cached pages (content/changes.ts).
 */
async function workerHearingContent() {
  const background = startBackground({ db, databaseUrl: testDatabaseUrl(), log, env, name: 'test' });
  const listener = listenForBackground(db, background, log);
  const instance = new pg.Client({ connectionString: testDatabaseUrl() });
  await instance.connect();
  const heard: { what: string; at: number }[] = [];
  instance.on('notification', (n) => {
    if (n.channel === CONTENT_CHANNEL) heard.push({ what: n.payload ?? '', at: Date.now() });
  });
  await instance.query(`listen ${CONTENT_CHANNEL}`);
  const stop = async () => {
    await instance.end();
    await listener.stop();
    await background.stop(1_000);
  };
  if ((await background.started) === null) {
    await stop();
    throw new Error('the job worker did not start');
  }
  await until(() => listener.listening);
  return { heard, stop };
}

/** How often English shoppers have searched `query` (the popular searches, §7.8). */
async function searchCount(query: string): Promise<number> {
  const { rows } = await db.$client.query<{ count: number }>(
    `select count from search_queries where language = 'en' and key = search_normalize($1)`,
    [query],
  );
  return rows[0]?.count ?? 0;
}

/** The search-count jobs queued since `since`, oldest first, with their state and batch. */
async function searchCountJobs(since: Date) {
  const { rows } = await db.$client.query<{ id: string; state: string; data: unknown }>(
    `select id, state, data from pgboss.job where name = $1 and created_on >= $2 order by created_on`,
    [JOB.searchCounts, since],
  );
  return rows;
}

const GB = getLocale('en-GB');

describe('the background jobs of a worker process', () => {
  it('delivers queued mail within a second or two and announces a booked publication at its time', async () => {
    const { heard, stop } = await workerHearingContent();
    try {
      const id = await queueMail(db, {
        to: 'jobs@example.com',
        locale: 'en-GB',
        message: { template: 'welcome', data: { firstName: 'Jo', accountUrl: 'https://shop.example/a' } },
      });
      const queuedAt = Date.now();
      const status = async () =>
        (await db.$client.query<{ status: string }>('select status from mail_outbox where id = $1', [id]))
          .rows[0]!.status;
      await until(async () => (await status()) === 'sent', 5_000);
      expect(Date.now() - queuedAt).toBeLessThan(2_500);

      const slug = `booked-${Date.now()}`;
      await saveDraft(
        db,
        { kind: 'page', key: slug, locale: 'fr-FR' },
        { title: 'Soldes', slug, body: '<p>x</p>' },
        null,
      );
      const at = new Date(Date.now() + 3_000);
      await publishEntry(db, { kind: 'page', key: slug, locale: 'fr-FR' }, null, { at });
      const announced = `booked entry page/${slug} fr-FR`;
      await until(() => heard.some((h) => h.what === announced), 10_000);
      const when = heard.find((h) => h.what === announced)!.at;
      // At its time, not before, and within a few seconds after (no shopper asked for a page).
      expect(when).toBeGreaterThanOrEqual(at.getTime());
      expect(when - at.getTime()).toBeLessThan(3_000);
    } finally {
      await stop();
    }
  }, 30_000);

  it('announces a published banner when its window opens and when it closes, not a draft or a withdrawn one', async () => {
    const { heard, stop } = await workerHearingContent();
    try {
      // Whole seconds, as editors write them; a window of two seconds starting in three.
      const start = Math.ceil((Date.now() + 3_000) / 1000) * 1000;
      const end = start + 2_000;
      const window = { StartDate: new Date(start).toISOString(), EndDate: new Date(end).toISOString() };
      const banner = (bannerId: string) => ({ region: 'IE', type: 'listing' as const, bannerId });
      const data = {
        Title: 'Flash',
        Link: '/new-in.html',
        Schedule: { desktop: [window], mobile: [window] },
      };
      const id = `window-${Date.now()}`;
      await saveBannerDraft(db, banner(id), data, null);
      await publishBanner(db, banner(id), null);
      // A draft's window shows nobody anything; a banner taken off the site before its time neither.
      await saveBannerDraft(db, banner(`${id}-draft`), data, null);
      await saveBannerDraft(db, banner(`${id}-withdrawn`), data, null);
      await publishBanner(db, banner(`${id}-withdrawn`), null);
      await unpublishBanner(db, banner(`${id}-withdrawn`), null);

      const announced = `booked banner IE/listing/${id}`;
      const times = () => heard.filter((h) => h.what === announced).map((h) => h.at);
      await until(() => times().length === 2, 10_000);
      const [opened, closed] = times() as [number, number];
      // At each time, not before, and within a few seconds after (no shopper asked for a page).
      expect(opened).toBeGreaterThanOrEqual(start);
      expect(opened - start).toBeLessThan(3_000);
      expect(closed).toBeGreaterThanOrEqual(end);
      expect(closed - end).toBeLessThan(3_000);
      expect(heard.filter((h) => h.what.startsWith(`booked banner IE/listing/${id}-`))).toEqual([]);
    } finally {
      await stop();
    }
  }, 30_000);

  it('a renewal raced by two workers is charged once', async () => {
    // Two workers: each its own pool, as two processes would have.
    const poolA = createDatabase(testDatabaseUrl(), 2);
    const poolB = createDatabase(testDatabaseUrl(), 2);
    try {
      const api = createApi({ db, log, version: 'test' });
      const customer = await registerAndLogin(api);
      await saveCard(apiCaller(api), customer.bearer);
      const endsAt = new Date(Date.now() - 3_600_000);
      const sub = await subscribed(customer.customerId, endsAt);
      const runner = (): JobRunner => {
        throw new Error('not used by renewals');
      };
      const renewOn = (pool: typeof db) => jobDefinitions({ db: pool, log, env, runner })[JOB.renewals]!.run;
      await Promise.allSettled([
        renewOn(poolA)({} as never, { id: 'a', retryCount: 0, signal: new AbortController().signal }),
        renewOn(poolB)({} as never, { id: 'b', retryCount: 0, signal: new AbortController().signal }),
      ]);

      const { rows: charges } = await db.$client.query<{ state: string; amount_minor: number }>(
        `select a.state, a.amount_minor from sandbox_authorisations a
         join saved_cards c on c.provider_token = a.card_token where c.customer_id = $1`,
        [customer.customerId],
      );
      expect(charges).toEqual([{ state: 'captured', amount_minor: 999 }]);
      const { rows } = await db.$client.query<{ ends_at: Date }>(
        'select ends_at from subscriptions where id = $1',
        [sub],
      );
      expect(rows[0]!.ends_at.getTime()).toBeGreaterThan(Date.now());
      // And one email says so, queued with the renewal.
      expect(await notices(customer.email)).toEqual(['renewed']);
    } finally {
      await poolA.$client.end();
      await poolB.$client.end();
    }
  });

  it('reminds a customer once before their year renews, however often the hour comes round', async () => {
    const background = startBackground({ db, databaseUrl: testDatabaseUrl(), log, env, name: 'test' });
    try {
      const runner = (await background.started)!;
      const api = createApi({ db, log, version: 'test' });
      const customer = await registerAndLogin(api);
      await subscribed(customer.customerId, new Date(Date.now() + 3 * 86_400_000));
      const later = await registerAndLogin(api);
      await subscribed(later.customerId, new Date(Date.now() + 30 * 86_400_000));

      const plan = jobDefinitions({ db, log, env, runner: () => runner })[JOB.reminders]!.run;
      const context = { id: 'plan', retryCount: 0, signal: new AbortController().signal };
      await plan({} as never, context);
      await until(async () => (await notices(customer.email)).length > 0);
      await plan({} as never, context);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await notices(customer.email)).toEqual(['reminder']);
      expect(await notices(later.email)).toEqual([]);
    } finally {
      await background.stop(1_000);
    }
  }, 20_000);

  it('writes a process’s search counts through a job; with WORKER=off it queues them, the last batch as it stops', async () => {
    const since = new Date();
    const before = await searchCount('dress');
    // A web process with WORKER=off, on its own pool: it counts, and only queues.
    const web = createDatabase(testDatabaseUrl(), 2);
    const off = startBackground({
      db: web,
      databaseUrl: testDatabaseUrl(),
      log,
      env: { ...env, WORKER: false },
      name: 'test-off',
    });
    const worker = startBackground({ db, databaseUrl: testDatabaseUrl(), log, env, name: 'test' });
    try {
      expect(await off.started).not.toBeNull();
      const shop = searchService(web);
      await shop.search(GB, { q: 'dress' });
      await shop.search(GB, { q: 'Dress' });
      await shop.flushQueryCounts();
      await shop.search(GB, { q: 'dress' });
      // Stopping sends what it still holds: no count is left behind in the process.
      await off.stop(1_000);
      const queued = await searchCountJobs(since);
      expect(queued.map((j) => j.data)).toEqual([
        { counts: [{ language: 'en', query: 'dress', count: 2, lastAt: expect.any(String) }] },
        { counts: [{ language: 'en', query: 'dress', count: 1, lastAt: expect.any(String) }] },
      ]);
      // The worker (another process) writes both batches.
      expect(await worker.started).not.toBeNull();
      await until(async () => (await searchCountJobs(since)).every((j) => j.state === 'completed'));
      expect(await searchCount('dress')).toBe(before + 3);
    } finally {
      await off.stop(1_000);
      await worker.stop(1_000);
      await web.$client.end();
    }
  }, 20_000);

  it('retries a batch of search counts whose write failed, and counts it once', async () => {
    // The worker's writes give up soon when a lock is not granted: the table is locked below.
    const impatient = createDatabase(testDatabaseUrl(), 2, 0, { ...DEFAULT_TIMEOUTS, lockTimeoutMs: 300 });
    const definition = jobDefinitions({ db: impatient, log, env, runner: () => runner })[JOB.searchCounts]!;
    // The queue's own retry policy, with a one-second wait so the test need not wait 30 s.
    const runner: JobRunner = await startJobRunner(
      { [JOB.searchCounts]: { ...definition, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5 } },
      { connectionString: testDatabaseUrl(), log, work: true, name: 'test-counts' },
    );
    const blocker = new pg.Client({ connectionString: testDatabaseUrl() });
    await blocker.connect();
    try {
      const before = await searchCount('skirt');
      await blocker.query('begin');
      await blocker.query('lock table search_queries in exclusive mode');
      const id = (await runner.enqueue(
        JOB.searchCounts,
        queryCountBatch([{ language: 'en', query: 'skirt', count: 4, lastAt: new Date() }]),
      ))!;
      await until(async () => (await findJob(db.$client, id))?.state === 'failed');
      expect((await findJob(db.$client, id))!.error).toContain('lock timeout');
      await blocker.query('commit');
      await until(async () => (await findJob(db.$client, id))?.state === 'done');
      expect(await searchCount('skirt')).toBe(before + 4);
    } finally {
      await blocker.query('rollback').catch(() => {});
      await blocker.end();
      await runner.stop(1_000);
      await impatient.$client.end();
    }
  }, 20_000);
});
