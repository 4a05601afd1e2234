import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { createApi } from '../../api.ts';
import { registerAndLogin } from '../../testing/accounts.ts';
import { apiCaller, cardToken, guestBag, placeLondonOrder } from '../../testing/checkout.ts';
import { testDatabaseUrl } from '../../testing/database.ts';
import { createProduct } from '../../testing/products.ts';

// Issue 35 item 2: one customer's burst of "place order" (a double-click, a retry, a script) must
// neither stall the store nor answer 500. The pool is the size a server runs with (10), so the
// burst is larger than the pool, as it was when a second connection taken inside the checkout
// transaction waited for a pool the burst held.

const db = createDatabase(testDatabaseUrl(), 10);
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
const call = apiCaller(api);
afterAll(() => db.$client.end());

describe('place order: a burst for one bag', () => {
  it('24 concurrent place-orders of one bag: 1 order, 23 clean 4xx, and another shopper’s add-to-bag stays quick', async () => {
    const dress = await createProduct(db, { stock: 30 });
    const sku = dress.sizes['10']!.sku;
    const ava = await registerAndLogin(api);
    expect((await call('POST', '/quote', { product: { sku, qty: 1 } }, ava.bearer)).status).toBe(200);
    const card = await cardToken();
    // The store has taken an order and a bag before: what is timed is an add during the burst,
    // not the first run of code in this process.
    const earlier = await guestBag(call, sku);
    const earlierCard = await cardToken();
    const warmUp = await placeLondonOrder(
      call,
      { email: 'mia.guest@example.com', payment: { cardToken: earlierCard } },
      { Quote: earlier },
    );
    expect(warmUp.status).toBe(201);

    let settled = false;
    const burst = Promise.all(
      Array.from({ length: 24 }, () => placeLondonOrder(call, { payment: { cardToken: card } }, ava.bearer)),
    ).finally(() => (settled = true));
    // Other shoppers keep adding to their bags for as long as the burst lasts, from the moment it
    // holds every connection of the pool and more requests queue for one.
    while (db.$client.waitingCount === 0 && !settled) await new Promise((resolve) => setImmediate(resolve));
    const adds: { status: number; ms: number }[] = [];
    do {
      const started = performance.now();
      const res = await call('POST', '/quote', { product: { sku, qty: 1 } });
      adds.push({ status: res.status, ms: performance.now() - started });
    } while (!settled);
    const answers = await burst;

    expect(adds.every((a) => a.status === 200)).toBe(true);
    // Stalled, they waited for the pool's 5 s connect timeout and failed. How quick they stay is a
    // figure for bench/checkout.ts (its burst row), not for a timed test on a shared machine.
    expect(Math.max(...adds.map((a) => a.ms))).toBeLessThan(1_000);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refusals = answers.filter((a) => a.status !== 201);
    expect(refusals.every((a) => a.status >= 400 && a.status < 500)).toBe(true);
    for (const body of await Promise.all(refusals.map((a) => a.json()))) {
      const { error } = body as { error: { code: string; message: string } };
      expect(['CHECKOUT_IN_PROGRESS', 'QUOTE_NOT_FOUND']).toContain(error.code);
      expect(error.message.length).toBeGreaterThan(10);
    }
    const { rows } = await db.$client.query<{ n: number }>(
      'select count(*)::int as n from orders where customer_id = $1',
      [ava.customerId],
    );
    expect(rows[0]!.n).toBe(1);
  });
});
