import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../testing/database.ts';
import { until } from '../../testing/until.ts';
import { findJob, listJobs } from './operators.ts';
import { startJobRunner, type JobDefinitions, type JobRunner } from './runner.ts';

// Issue 31 acceptance (items 6 and 7, "Bad input and faults"): two workers share the queues, a
// lost worker's job is retried by the other, a failing job backs off and ends dead with its error.

const log = pino({ level: 'silent' });
const url = testDatabaseUrl();
const admin = new pg.Pool({ connectionString: url, max: 2 });
const runners: JobRunner[] = [];
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop(1_000)));
  await admin.end();
});

async function worker(name: string, definitions: JobDefinitions, superviseIntervalSeconds = 60) {
  const runner = await startJobRunner(definitions, {
    connectionString: url,
    log,
    work: true,
    name,
    superviseIntervalSeconds,
  });
  runners.push(runner);
  return runner;
}

describe('the job runner', () => {
  it('runs each of 100 jobs exactly once across two workers', async () => {
    const runs = new Map<number, string[]>();
    const definitions = (who: string): JobDefinitions => ({
      'test-count': {
        concurrency: 4,
        pollingIntervalSeconds: 0.5,
        run: async (data: { n: number }) => {
          runs.set(data.n, [...(runs.get(data.n) ?? []), who]);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      },
    });
    const a = await worker('a', definitions('a'));
    await worker('b', definitions('b'));
    await Promise.all(Array.from({ length: 100 }, (_, n) => a.enqueue('test-count', { n })));

    await until(() => runs.size === 100);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const twice = [...runs].filter(([, who]) => who.length !== 1);
    expect(twice).toEqual([]);
    const workers = new Set([...runs.values()].flat());
    expect(workers).toEqual(new Set(['a', 'b']));
  });

  it('retries a job whose worker died mid-job on the other worker', async () => {
    const ran: string[] = [];
    let started!: () => void;
    const hasStarted = new Promise<void>((resolve) => (started = resolve));
    const first = await worker(
      'doomed',
      {
        'test-lost': {
          expireInSeconds: 1,
          retryDelaySeconds: 1,
          run: async () => {
            ran.push('doomed');
            started();
            await new Promise(() => {}); // dies before it finishes
          },
        },
      },
      1,
    );
    const id = await first.enqueue('test-lost', {});
    await hasStarted;
    // The process is gone: its connections end without a word and its job is never completed.
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'vitrine-jobs-doomed'`,
    );
    await worker(
      'survivor',
      {
        'test-lost': { expireInSeconds: 1, retryDelaySeconds: 1, run: async () => void ran.push('survivor') },
      },
      1,
    );
    await until(async () => (await findJob(admin, id!))?.state === 'done', 20_000);
    expect(ran).toEqual(['doomed', 'survivor']);
  }, 30_000);

  it('retries a throwing job with growing delays, then keeps it dead with its error; an operator retries it', async () => {
    const tries: number[] = [];
    let fail = true;
    const runner = await worker('failing', {
      'test-throws': {
        retryLimit: 2,
        retryDelaySeconds: 1,
        pollingIntervalSeconds: 0.5,
        run: async () => {
          tries.push(Date.now());
          if (fail) throw new Error('the carrier answered 503');
        },
      },
    });
    const id = (await runner.enqueue('test-throws', { order: 'VT100001' }))!;
    await until(async () => (await findJob(admin, id))?.state === 'dead', 20_000);

    expect(tries).toHaveLength(3);
    // retryBackoff: the second wait is longer than the first.
    expect(tries[2]! - tries[1]!).toBeGreaterThan(tries[1]! - tries[0]!);
    const dead = await findJob(admin, id);
    expect(dead).toMatchObject({
      name: 'test-throws',
      state: 'dead',
      retryCount: 2,
      data: { order: 'VT100001' },
    });
    expect(dead!.error).toContain('the carrier answered 503');
    expect((await listJobs(admin, { state: 'dead' })).map((j) => j.id)).toContain(id);

    fail = false;
    expect(await runner.retry(id)).toBe('retried');
    await until(async () => (await findJob(admin, id))?.state === 'done', 20_000);
    expect(await runner.retry(id)).toBe('not-dead');
    expect(await runner.retry('00000000-0000-4000-8000-000000000000')).toBe('unknown');
  }, 40_000);
});
