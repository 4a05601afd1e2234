import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { jsonRequest, registerAndLogin } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { ops } from '../../testing/ops.ts';
import { restock as restockWith } from '../catalog/stock.ts';
import { STOCK_RESTOCKED_HOOKS } from '../../stock-hooks.ts';
import { createProduct, setStock } from '../../testing/products.ts';
import { notifyBackInStock } from './alerts.ts';

const db = testDatabase();
const restock = (database: typeof db, sku: string, region: 'gb' | 'us', quantity: number) =>
  restockWith(database, STOCK_RESTOCKED_HOOKS, sku, region, quantity);
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, method, `/api/v1${path}`, body, headers);

async function mailsTo(to: string) {
  const { rows } = await db.$client.query<{
    template: string;
    locale: string;
    subject: string;
    meta: Record<string, string>;
  }>(
    `select template, locale, subject, meta from mail_outbox where to_address = $1 and template = 'back-in-stock' order by id`,
    [to.toLowerCase()],
  );
  return rows;
}

/** A customer of the store who asked to hear when the size is back. */
async function subscriber(sku: string, size: string, locale = 'en_GB') {
  const shopper = await registerAndLogin(api, { locale });
  const h = { ...shopper.bearer, locale };
  const item = (await (await call('POST', '/wishlist', { sku }, h)).json()) as { id: number };
  const res = await call('PATCH', `/wishlist/${item.id}/notify`, { sku: size, notify: true }, h);
  expect(res.status, await res.clone().text()).toBe(200);
  return shopper;
}

describe('restock: back-in-stock emails (issue 6)', () => {
  it('npm run ops -- stock:set sets the stock and sends the emails; bad input is a usage error', async () => {
    const dress = await createProduct(db, { stock: { '8': 0, '10': 0, '12': 0 } });
    const size = dress.sizes['8']!.sku;
    const shopper = await subscriber(dress.sku, size);
    const done = await ops('stock:set', size, 'gb', '7');
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain(`${size} in gb: 0 → 7`);
    expect(done.stdout).toContain('Back-in-stock emails queued: 1.');
    const [mail] = await mailsTo(shopper.email);
    expect(mail!.meta.productUrl).toBe(`https://ops.example/${dress.urlKey}.html`);
    expect((await ops('stock:set', size, 'mars', '1')).code).toBe(2);
    expect((await ops('stock:set', size, 'gb', '-1')).code).toBe(2);
    const unknown = await ops('stock:set', 'NOPE-8', 'gb', '1');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('NOPE-8');
  });

  it('a size going from 0 to more emails each subscriber of a store of that region once, in their language', async () => {
    const dress = await createProduct(db, { stock: { '8': 0, '10': 0, '12': 5 } });
    const size = dress.sizes['8']!.sku;
    const gb = await subscriber(dress.sku, size, 'en_GB');
    const fr = await subscriber(dress.sku, size, 'fr_FR');
    const ar = await subscriber(dress.sku, size, 'ar_AE');
    const us = await subscriber(dress.sku, size, 'en_US');
    const otherSize = await subscriber(dress.sku, dress.sizes['10']!.sku, 'en_GB');

    const answer = await restock(db, size, 'gb', 4);
    expect(answer).toMatchObject({ from: 0, to: 4, notified: 3 });
    const [mail] = await mailsTo(gb.email);
    expect(mail).toMatchObject({ locale: 'en-GB', subject: expect.stringContaining('UK 8') });
    expect(mail!.meta.productUrl).toMatch(new RegExp(`/${dress.urlKey}\\.html$`));
    expect(mail!.meta.wishlistUrl).toMatch(/\/customer\/account\/wishlist$/);
    expect((await mailsTo(fr.email))[0]).toMatchObject({
      locale: 'fr-FR',
      subject: expect.stringContaining('Robe en lin'),
    });
    expect((await mailsTo(ar.email))[0]).toMatchObject({
      locale: 'ar-AE',
      subject: expect.stringContaining('فستان'),
    });
    // Another region's stock, another size: nothing yet.
    expect(await mailsTo(us.email)).toHaveLength(0);
    expect(await mailsTo(otherSize.email)).toHaveLength(0);

    // More stock, or sold out and back again without a new request: no second email.
    await restock(db, size, 'gb', 9);
    await restock(db, size, 'gb', 0);
    expect((await restock(db, size, 'gb', 2)).notified).toBe(0);
    expect(await mailsTo(gb.email)).toHaveLength(1);

    // The US region's return reaches the en-US subscriber; the page shows no pending request.
    await setStock(db, dress.sizes['8']!.variantId, 0, 'us');
    expect((await restock(db, size, 'us', 1)).notified).toBe(1);
    expect(await mailsTo(us.email)).toHaveLength(1);
    const list = await (await call('GET', '/wishlist', undefined, gb.bearer)).json();
    expect(list.items[0].sizes[0].notify).toBe(false);
  });

  it('an item removed from the wishlist, or a request taken back, is not emailed', async () => {
    const dress = await createProduct(db, { stock: { '8': 0, '10': 0, '12': 0 } });
    const size = dress.sizes['12']!.sku;
    const shopper = await subscriber(dress.sku, size);
    const list = await (await call('GET', '/wishlist', undefined, shopper.bearer)).json();
    await call('DELETE', `/wishlist/${list.items[0].id}`, undefined, shopper.bearer);
    expect((await restock(db, size, 'gb', 3)).notified).toBe(0);
    expect(await mailsTo(shopper.email)).toHaveLength(0);
  });

  it('refuses an unknown SKU and a negative quantity', async () => {
    await expect(restock(db, 'NOPE-8', 'gb', 1)).rejects.toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    const dress = await createProduct(db);
    await expect(restock(db, dress.sizes['8']!.sku, 'gb', -1)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('ten restocks racing send one email per subscriber', async () => {
    const dress = await createProduct(db, { stock: { '8': 0, '10': 0, '12': 0 } });
    const size = dress.sizes['10']!.sku;
    const subscribers = await Promise.all([0, 1, 2].map(() => subscriber(dress.sku, size)));
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => restock(db, size, 'gb', i + 1)));
    expect(answers.reduce((sum, a) => sum + a.notified, 0)).toBe(3);
    for (const s of subscribers) expect(await mailsTo(s.email)).toHaveLength(1);
  });

  it('ten workers claiming the same return at once send one email per subscriber (the notified_at guard)', async () => {
    const dress = await createProduct(db, { stock: { '8': 0, '10': 0, '12': 0 } });
    const size = dress.sizes['12']!;
    const subscribers = await Promise.all([0, 1, 2, 3].map(() => subscriber(dress.sku, size.sku)));
    // Each worker sees the same 0 -> 5 return (the stock row lock is not what protects here).
    const sent = await Promise.all(
      Array.from({ length: 10 }, () =>
        db.transaction(async (tx) => {
          // Hold the transaction open a moment so the claims really overlap.
          await tx.execute('select pg_sleep(0.05)');
          return notifyBackInStock(tx, { variantId: size.variantId, region: 'gb' });
        }),
      ),
    );
    expect(sent.reduce((a, b) => a + b, 0)).toBe(4);
    for (const s of subscribers) expect(await mailsTo(s.email)).toHaveLength(1);
  });
});
