import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './db/embedded.ts';
import { JOB } from './jobs.ts';
import { findJob, startJobRunner, type JobRunner } from './modules/jobs/index.ts';
import { testDatabaseUrl } from './testing/database.ts';
import { startProcess, type StartedProcess } from './testing/processes.ts';
import { until } from './testing/until.ts';

// Issue 31 item 7 (decision 0065): `npm run worker` works jobs, and `npm run api` does unless
// WORKER=off, each started as an operator starts it and read from the database: a job queued
// from elsewhere is done by it, or left waiting with WORKER=off. No other worker runs meanwhile
// (integration files run one at a time; this one only queues). The web process (`npm start`)
// runs the same startBackground with its configuration: the e2e server, which runs no other
// worker, delivers the mail its specs read (tax.spec.ts checks it is sent).

const admin = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
let queue: JobRunner;
/** Jobs this file made, removed after it so that no later worker writes them. */
const made: string[] = [];
beforeAll(async () => {
  queue = await startJobRunner(
    {},
    { connectionString: testDatabaseUrl(), log: pino({ level: 'silent' }), work: false },
  );
});
afterAll(async () => {
  await admin.query('delete from pgboss.job where id = any($1::uuid[])', [made]);
  await queue.stop(1_000);
  await admin.end();
});

/** Queues an empty batch of search counts: a job any worker finishes at once, writing nothing. */
async function aJob(): Promise<string> {
  const id = (await queue.enqueue(JOB.searchCounts, { counts: [] }))!;
  made.push(id);
  return id;
}

const stateOf = async (id: string) => (await findJob(admin, id))?.state;

/** Once `started` logs `ready`, a job queued from here is done (by it: no other worker runs);
 * then it stops on SIGTERM and exits 0. */
async function worksAJob(started: StartedProcess, ready: string): Promise<void> {
  try {
    await started.logged(ready);
    const id = await aJob();
    await until(async () => (await stateOf(id)) === 'done');
  } finally {
    expect(await started.stop()).toBe(0);
  }
}

describe('npm run api', () => {
  it('runs a job worker by default', async () => {
    const api = startProcess('packages/commerce/src/server.ts', { PORT: String(await freePort()) });
    await worksAJob(api, 'job worker started');
  }, 60_000);

  it('with WORKER=off runs no job, and queues its search counts for a worker elsewhere as it stops', async () => {
    const since = new Date();
    const port = await freePort();
    const api = startProcess('packages/commerce/src/server.ts', { PORT: String(port), WORKER: 'off' });
    try {
      await api.logged('API listening');
      // Its job runner is up (pg-boss lists each process that started one).
      await until(
        async () =>
          (
            await admin.query(
              `select 1 from pgboss.instance where name = 'api' and started_on >= $1 and stopped_on is null`,
              [since],
            )
          ).rowCount === 1,
      );
      const id = await aJob();
      const found = await fetch(`http://127.0.0.1:${port}/api/v1/page/search?q=dress`);
      expect(found.status).toBe(200);
      expect(((await found.json()) as { total: number }).total).toBeGreaterThan(0);
      // A worker is woken at once by a new job and polls every 2 s: this one had its chance.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await stateOf(id)).toBe('queued');
    } finally {
      expect(await api.stop()).toBe(0);
    }
    const { rows } = await admin.query<{ id: string; state: string; data: unknown }>(
      `select id, state, data from pgboss.job where name = $1 and created_on >= $2`,
      [JOB.searchCounts, since],
    );
    made.push(...rows.map((r) => r.id));
    const counted = rows.filter((r) => JSON.stringify(r.data).includes('"dress"'));
    expect(counted.map((r) => r.state)).toEqual(['created']);
  }, 60_000);
});

describe('npm run worker', () => {
  it('works queued jobs, WORKER=off or not, and stops on SIGTERM', async () => {
    // WORKER=off is for the web processes beside it: the worker ignores it.
    await worksAJob(startProcess('scripts/worker.ts', { WORKER: 'off' }), 'job worker running');
  }, 60_000);
});
