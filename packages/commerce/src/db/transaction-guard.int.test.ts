import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase, testDatabaseUrl } from '../testing/database.ts';
import { createDatabase } from './client.ts';
import { SecondConnectionInTransactionError } from './transaction-guard.ts';

// Issue 35 item 2: inside a transaction every statement goes through its `tx`; asking a pool for
// another connection there is refused in tests, whichever pool and however it is asked.

const db = testDatabase();
const other = createDatabase(testDatabaseUrl(), 2);
afterAll(() => Promise.all([db.$client.end(), other.$client.end()]));

describe('no second connection inside a transaction', () => {
  it('refuses a query on the pool, a raw pool query, a nested transaction and another pool', async () => {
    const attempts = {
      drizzle: () => db.execute(sql`select 1`),
      raw: () => db.$client.query('select 1'),
      connect: () => db.$client.connect().then((client) => client.release()),
      nested: () => db.transaction(async (tx) => tx.execute(sql`select 1`)),
      otherPool: () => other.$client.query('select 1'),
    };
    for (const [name, attempt] of Object.entries(attempts)) {
      const outcome = await db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await attempt();
          return 'ran';
        })
        .catch((err: unknown) => err);
      // Drizzle wraps what the driver threw in its own query error.
      const cause = (outcome as { cause?: unknown }).cause;
      expect(cause instanceof SecondConnectionInTransactionError ? cause : outcome, name).toBeInstanceOf(
        SecondConnectionInTransactionError,
      );
    }
  });

  it('lets the transaction’s own statements, savepoints and work after the commit use connections', async () => {
    let later: Promise<unknown> | undefined;
    const inside = await db.transaction(async (tx) => {
      await tx.transaction(async (savepoint) => savepoint.execute(sql`select 1`));
      // Started inside, run after the commit (an email sent once the order is in): allowed then.
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.$client.query('select 2 as n'));
      const { rows } = await tx.execute<{ n: number }>(sql`select 1 as n`);
      return rows[0]!.n;
    });
    expect(inside).toBe(1);
    await expect(later).resolves.toMatchObject({ rows: [{ n: 2 }] });
    expect((await db.$client.query('select 3 as n')).rows[0].n).toBe(3);
  });

  it('bounds a lock wait: a row held by another transaction is a lock-timeout error, not a wait for ever', async () => {
    const quick = createDatabase(testDatabaseUrl(), 2, 0, {
      lockTimeoutMs: 200,
      statementTimeoutMs: 5_000,
      idleInTransactionMs: 5_000,
    });
    try {
      const holder = await quick.$client.connect();
      const waiter = await quick.$client.connect();
      try {
        await holder.query('begin');
        await holder.query(`select pg_advisory_xact_lock(4242)`);
        const started = Date.now();
        const error = await waiter.query('select pg_advisory_xact_lock(4242)').catch((err: unknown) => err);
        expect((error as { code?: string }).code).toBe('55P03');
        expect(Date.now() - started).toBeLessThan(3_000);
      } finally {
        await holder.query('rollback');
        holder.release();
        waiter.release();
      }
    } finally {
      await quick.$client.end();
    }
  });
});
