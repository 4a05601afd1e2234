import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './db/client.ts';
import { freePort } from './db/embedded.ts';
import { paymentProviderFor, reconcilePaymentAttempts } from './modules/payment/index.ts';
import { LONDON_ADDRESS, cardToken, type ApiCall } from './testing/checkout.ts';
import { testDatabaseUrl } from './testing/database.ts';
import { startProcess } from './testing/processes.ts';
import { createProduct } from './testing/products.ts';
import { until } from './testing/until.ts';

// Issue 34 item 9: no money held without an order. Twenty shoppers check out against `npm run
// api`; each checkout is held after its card was authorised and before its order commits (the
// test locks the orders table against inserts), and the process is killed with SIGKILL there, as
// a crash or an out-of-memory kill ends it. The acquirer then holds twenty authorisations for no
// order; once the payments-reconcile job has run, it holds none. Without the attempts recorded
// before the card is asked (payment/attempts.ts), the job cannot find them and the test fails.

const SHOPPERS = 20;
const admin = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
const db = createDatabase(testDatabaseUrl(), 4);
afterAll(async () => {
  await admin.end();
  await db.$client.end();
});

const httpCaller =
  (port: number): ApiCall =>
  (method, path, body, headers = {}) =>
    fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

/** The sandbox acquirer's authorisations since `since`, by state: only this file's checkouts
 * make any then (integration files run one at a time). */
async function authorisationsSince(since: Date): Promise<Record<string, number>> {
  const { rows } = await admin.query<{ state: string; n: number }>(
    `select state, count(*)::int as n from sandbox_authorisations
      where created_at >= $1 group by state`,
    [since],
  );
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

describe('a store killed mid-checkout', () => {
  it('leaves no card authorisation without an order once the payments-reconcile job has run', async () => {
    // A dress each: one shopper's hold on a size's stock row would queue the others behind it.
    const skus: string[] = [];
    for (let i = 0; i < SHOPPERS; i++) skus.push((await createProduct(db, { stock: 2 })).sizes['10']!.sku);
    const port = await freePort();
    // Connections enough for every checkout to be held at once, and patient locks: the checkouts
    // wait at the orders table for as long as the test holds it.
    const api = startProcess('packages/commerce/src/server.ts', {
      PORT: String(port),
      WORKER: 'off',
      DATABASE_POOL_SIZE: String(SHOPPERS + 5),
      DATABASE_LOCK_TIMEOUT_MS: '60000',
      DATABASE_STATEMENT_TIMEOUT_MS: '60000',
    });
    const blocker = await admin.connect();
    try {
      await api.logged('API listening');
      const call = httpCaller(port);
      const bags = await Promise.all(
        skus.map(async (sku) => {
          const res = await call('POST', '/quote', { product: { sku, qty: 1 } });
          expect(res.status).toBe(200);
          return ((await res.json()) as { token: string }).token;
        }),
      );
      const token = await cardToken();
      const since = new Date();
      const run = since.getTime().toString(36);

      // Orders cannot be written until this transaction ends: every checkout stops after its
      // authorisation, at the insert of its order.
      await blocker.query('begin');
      await blocker.query('lock table orders in share mode');
      const checkouts = bags.map((bag, i) =>
        call(
          'POST',
          '/checkout/place-order',
          {
            email: `crash.${run}.${i}@example.com`,
            shippingAddress: LONDON_ADDRESS,
            deliveryMethod: 'standard',
            payment: { cardToken: token },
          },
          { Quote: bag },
        ).catch(() => undefined),
      );
      await until(async () => (await authorisationsSince(since)).authorised === SHOPPERS, 30_000);
      await api.kill();
      await blocker.query('rollback');
      await Promise.all(checkouts);

      // What the crash left: money held at the acquirer for orders that do not exist.
      const { rows: orders } = await admin.query(`select 1 from orders where email like $1`, [
        `crash.${run}.%`,
      ]);
      expect(orders).toHaveLength(0);
      expect(await authorisationsSince(since)).toEqual({ authorised: SHOPPERS });

      // The job, as a worker runs it once the attempts are past their grace.
      const settled = await reconcilePaymentAttempts(db, paymentProviderFor(db), {
        now: new Date(Date.now() + 10 * 60_000),
      });
      expect(settled.released).toBeGreaterThanOrEqual(SHOPPERS);
      expect(settled.failed).toBe(0);
      expect(await authorisationsSince(since)).toEqual({ voided: SHOPPERS });
    } finally {
      await blocker.query('rollback').catch(() => {});
      blocker.release();
      await api.kill();
    }
  }, 90_000);
});
