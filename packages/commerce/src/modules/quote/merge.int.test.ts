import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { jsonRequest, registerAndLogin } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { createProduct } from '../../testing/products.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, method, `/api/v1${path}`, body, headers);

async function create(product: { sku: string; qty: number }, headers: Record<string, string> = {}) {
  const created = await (await call('POST', '/quote', { product, generalData: {} }, headers)).json();
  expect(created.errors).toEqual([]);
  return created as { token: string; quoteId: number };
}

const quantities = (bag: { lines: { sku: string; quantity: number }[] }) =>
  Object.fromEntries(bag.lines.map((l) => [l.sku, l.quantity]));

describe('quote/merge at login (§7.5, decision 0012)', () => {
  it('guest lines join the customer’s bag, summed and capped by stock and the per-size limit', async () => {
    const dress = await createProduct(db, { stock: { '8': 4, '10': 20, '12': 20 } });
    const [s8, s10, s12] = [dress.sizes['8']!.sku, dress.sizes['10']!.sku, dress.sizes['12']!.sku];
    const shopper = await registerAndLogin(api);
    const mine = await create({ sku: s8, qty: 3 }, shopper.bearer);
    await call('POST', '/quote/product', { sku: s10, qty: 7 }, shopper.bearer);

    const guest = await create({ sku: s8, qty: 2 });
    await call('POST', '/quote/product', { sku: s10, qty: 6 }, { Quote: guest.token });
    await call('POST', '/quote/product', { sku: s12, qty: 1 }, { Quote: guest.token });

    const res = await call('POST', '/quote/merge', undefined, { ...shopper.bearer, Quote: guest.token });
    expect(res.status).toBe(200);
    const merged = await res.json();
    expect(merged.quoteId).toBe(mine.quoteId);
    expect(merged.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(quantities(merged)).toEqual({ [s8]: 4, [s10]: 10, [s12]: 1 });
    expect(merged.changes).toEqual([
      { type: 'quantity_reduced', sku: s8, from: 5, to: 4 },
      { type: 'quantity_reduced', sku: s10, from: 13, to: 10 },
    ]);

    // The guest token stops working; the fresh token works for the customer.
    expect((await call('GET', '/quote', undefined, { Quote: guest.token })).status).toBe(401);
    const again = await (
      await call('GET', '/quote', undefined, { ...shopper.bearer, Quote: merged.token })
    ).json();
    expect(quantities(again)).toEqual({ [s8]: 4, [s10]: 10, [s12]: 1 });
    // Merging again changes nothing.
    const twice = await (
      await call('POST', '/quote/merge', undefined, { ...shopper.bearer, Quote: guest.token })
    ).json();
    expect(quantities(twice)).toEqual({ [s8]: 4, [s10]: 10, [s12]: 1 });
  });

  it('a customer without a bag gets the guest’s lines in a new bag, with its promotion code', async () => {
    const dress = await createProduct(db);
    const shopper = await registerAndLogin(api);
    const guest = await create({ sku: dress.sizes['8']!.sku, qty: 2 });
    await call('POST', '/quote/promotion', { code: 'qtwelcome' }, { Quote: guest.token });
    await db.$client.query(
      `insert into promotions (code, percent_off) values ('QTWELCOME', 10) on conflict do nothing`,
    );
    await call('POST', '/quote/promotion', { code: 'qtwelcome' }, { Quote: guest.token });
    const merged = await (
      await call('POST', '/quote/merge', undefined, { ...shopper.bearer, Quote: guest.token })
    ).json();
    expect(merged.quoteId).not.toBe(guest.quoteId);
    expect(quantities(merged)).toEqual({ [dress.sizes['8']!.sku]: 2 });
    expect(merged.promotion).toMatchObject({ code: 'QTWELCOME', applied: true });
  });

  it('a signed-in customer sending a guest token merges it on any call', async () => {
    const dress = await createProduct(db);
    const shopper = await registerAndLogin(api);
    const guest = await create({ sku: dress.sizes['8']!.sku, qty: 1 });
    const added = await (
      await call(
        'POST',
        '/quote/product',
        { sku: dress.sizes['10']!.sku, qty: 1 },
        { ...shopper.bearer, Quote: guest.token },
      )
    ).json();
    expect(added.errors).toEqual([]);
    const bag = await (await call('GET', '/quote', undefined, shopper.bearer)).json();
    expect(bag.quoteId).toBe(added.quoteId);
    expect(quantities(bag)).toEqual({ [dress.sizes['8']!.sku]: 1, [dress.sizes['10']!.sku]: 1 });
    expect((await call('GET', '/quote', undefined, { Quote: guest.token })).status).toBe(401);
  });

  it('merge needs a signed-in customer; an unknown guest token is 404, another customer’s bag 401', async () => {
    const dress = await createProduct(db);
    const guest = await create({ sku: dress.sizes['8']!.sku, qty: 1 });
    expect((await call('POST', '/quote/merge', undefined, { Quote: guest.token })).status).toBe(401);
    const shopper = await registerAndLogin(api);
    expect(
      (await call('POST', '/quote/merge', undefined, { ...shopper.bearer, Quote: 'B'.repeat(43) })).status,
    ).toBe(404);
    const other = await registerAndLogin(api);
    const theirs = await create({ sku: dress.sizes['8']!.sku, qty: 1 }, other.bearer);
    expect(
      (await call('POST', '/quote/merge', undefined, { ...shopper.bearer, Quote: theirs.token })).status,
    ).toBe(401);
  });

  it('two concurrent merges of one guest bag add its lines once', async () => {
    const dress = await createProduct(db, { stock: 20 });
    const [s8, s10] = [dress.sizes['8']!.sku, dress.sizes['10']!.sku];
    for (let round = 0; round < 5; round++) {
      const shopper = await registerAndLogin(api);
      await create({ sku: s8, qty: 1 }, shopper.bearer);
      const guest = await create({ sku: s8, qty: 2 });
      await call('POST', '/quote/product', { sku: s10, qty: 3 }, { Quote: guest.token });
      const answers = await Promise.all(
        [0, 1].map(() => call('POST', '/quote/merge', undefined, { ...shopper.bearer, Quote: guest.token })),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const bag = await (await call('GET', '/quote', undefined, shopper.bearer)).json();
      expect(quantities(bag)).toEqual({ [s8]: 3, [s10]: 3 });
    }
  });
});
