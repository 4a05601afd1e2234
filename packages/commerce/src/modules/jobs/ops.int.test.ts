import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../testing/database.ts';
import { ops } from '../../testing/ops.ts';
import { until } from '../../testing/until.ts';
import { findJob } from './operators.ts';
import { startJobRunner } from './runner.ts';

// Issue 31 item 8: operators see dead jobs with their error and retry one from the command line.

const admin = new pg.Pool({ connectionString: testDatabaseUrl(), max: 1 });
afterAll(() => admin.end());

describe('npm run ops -- jobs:*', () => {
  it('lists a dead job, shows its error, retries it once; bad input is a usage error', async () => {
    const runner = await startJobRunner(
      {
        'test-ops-dead': {
          retryLimit: 0,
          pollingIntervalSeconds: 0.5,
          run: async () => {
            throw new Error('label printer offline');
          },
        },
      },
      { connectionString: testDatabaseUrl(), log: pino({ level: 'silent' }), work: true, name: 'ops-test' },
    );
    let id: string;
    try {
      id = (await runner.enqueue('test-ops-dead', { order: 'VT100042' }))!;
      await until(async () => (await findJob(admin, id))?.state === 'dead');
    } finally {
      await runner.stop(1_000);
    }

    const list = await ops('jobs:list', '--state', 'dead');
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`${id}\\s+dead\\s+test-ops-dead`));

    const show = await ops('jobs:show', id);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain('{"order":"VT100042"}');
    expect(show.stdout).toContain('Error: label printer offline');

    const retry = await ops('jobs:retry', id);
    expect(retry).toMatchObject({ code: 0 });
    expect(retry.stdout).toContain('queued again');
    expect((await findJob(admin, id))?.state).toBe('failed'); // waiting for its retry, no worker here

    const again = await ops('jobs:retry', id);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is not dead');

    const bad = await ops('jobs:list', '--state', 'stuck');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('“stuck” is not a job state');
    expect((await ops('jobs:show', 'VT100001')).code).toBe(2);
  }, 60_000);
});
