import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { jsonRequest, registerAndLogin } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { createProduct } from '../../testing/products.ts';
import { MAX_WISHLIST_ITEMS } from './schema.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, method, `/api/v1${path}`, body, headers);

async function ok<T = Record<string, unknown>>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return JSON.parse(text) as T;
}

interface Added {
  id: number;
  sku: string;
  count: number;
  token: string | null;
}

describe('§7.3 wishlist lifecycle', () => {
  it('a customer adds styles (idempotently), reads them as cards of the store, counts and removes them', async () => {
    const dress = await createProduct(db, { stock: { '8': 3, '10': 0, '12': 1 } });
    const other = await createProduct(db);
    const shopper = await registerAndLogin(api);
    const h = { ...shopper.bearer, locale: 'en_GB' };

    expect(await ok(call('GET', '/wishlist', undefined, h))).toEqual({ items: [], count: 0, max: 200 });
    const first = await ok<Added>(call('POST', '/wishlist', { sku: dress.sku }, h));
    expect(first).toMatchObject({ sku: dress.sku, count: 1, token: null });
    const again = await ok<Added>(call('POST', '/wishlist', { sku: dress.sku }, h));
    expect(again.id).toBe(first.id);
    expect(again.count).toBe(1);
    // A size SKU adds its style, remembering the size.
    const second = await ok<Added>(call('POST', '/wishlist', { sku: other.sizes['10']!.sku }, h));
    expect(second).toMatchObject({ sku: other.sku, count: 2 });

    const list = await ok<{ items: Record<string, unknown>[] }>(call('GET', '/wishlist', undefined, h));
    expect(list.items.map((i) => i.sku)).toEqual([other.sku, dress.sku]);
    expect(list.items[1]).toMatchObject({
      id: first.id,
      name: expect.stringContaining('Linen dress'),
      urlKey: dress.urlKey,
      image: { path: `products/${dress.sku}-front`, width: 800, height: 1067 },
      price: { amountMinor: 4999, currency: 'GBP' },
      wasPrice: null,
      inStock: true,
      oneSize: false,
      size: null,
      sizes: [
        { sku: dress.sizes['8']!.sku, size: '8', label: 'UK 8', stock: 3, inStock: true, notify: false },
        { sku: dress.sizes['10']!.sku, size: '10', label: 'UK 10', stock: 0, inStock: false, notify: false },
        { sku: dress.sizes['12']!.sku, size: '12', label: 'UK 12', stock: 1, inStock: true, notify: false },
      ],
    });
    expect(list.items[0]!.size).toBe(other.sizes['10']!.sku);

    // In another store: its currency, language and size format.
    const fr = await ok<{ items: Record<string, unknown>[] }>(
      call('GET', '/wishlist', undefined, { ...shopper.bearer, locale: 'fr_FR' }),
    );
    expect(fr.items[1]).toMatchObject({ price: { amountMinor: 5999, currency: 'EUR' } });
    expect(String(fr.items[1]!.name)).toContain('Robe en lin');

    expect(await ok(call('GET', '/wishlistskus', undefined, h))).toEqual({
      items: [
        { id: second.id, sku: other.sku },
        { id: first.id, sku: dress.sku },
      ],
    });
    expect(await ok(call('GET', '/wishlist/count', undefined, h))).toEqual({ count: 2 });
    expect(await ok(call('DELETE', `/wishlist/${first.id}`, undefined, h))).toEqual({ count: 1 });
    const gone = await call('DELETE', `/wishlist/${first.id}`, undefined, h);
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.code).toBe('WISHLIST_ITEM_NOT_FOUND');
  });

  it('refuses bad input clearly and in the store’s language; bodies are strict', async () => {
    const shopper = await registerAndLogin(api);
    const fr = { ...shopper.bearer, locale: 'fr_FR' };
    const unknown = await call('POST', '/wishlist', { sku: 'NOPE000000' }, fr);
    expect(unknown.status).toBe(404);
    const body = await unknown.json();
    expect(body.error.code).toBe('PRODUCT_NOT_FOUND');
    expect(body.error.message).toContain('introuvable');
    expect((await call('POST', '/wishlist', { sku: 'bad sku!' }, fr)).status).toBe(400);
    expect((await call('POST', '/wishlist', {}, fr)).status).toBe(400);
    const dress = await createProduct(db);
    expect((await call('POST', '/wishlist', { sku: dress.sku, price: 1 }, fr)).status).toBe(400);
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999'])
      expect((await call('DELETE', `/wishlist/${id}`, undefined, fr)).status, id).toBe(400);
    expect((await call('DELETE', '/wishlist/987654321', undefined, fr)).status).toBe(404);
  });

  it('another shopper’s item is 404 to delete, move or notify, and stays where it is', async () => {
    const dress = await createProduct(db, { stock: { '8': 0, '10': 5, '12': 5 } });
    const owner = await registerAndLogin(api);
    const thief = await registerAndLogin(api);
    const item = await ok<Added>(call('POST', '/wishlist', { sku: dress.sku }, owner.bearer));
    await ok(call('POST', '/wishlist', { sku: dress.sku }, thief.bearer));
    expect((await call('DELETE', `/wishlist/${item.id}`, undefined, thief.bearer)).status).toBe(404);
    const move = await call(
      'POST',
      '/wishlist/move-to-quote',
      { id: item.id, sku: dress.sizes['10']!.sku },
      thief.bearer,
    );
    expect(move.status).toBe(404);
    const notify = await call(
      'PATCH',
      `/wishlist/${item.id}/notify`,
      { sku: dress.sizes['8']!.sku, notify: true },
      thief.bearer,
    );
    expect(notify.status).toBe(404);
    // A guest with no wishlist has no items either.
    expect((await call('DELETE', `/wishlist/${item.id}`)).status).toBe(404);
    expect(await ok(call('GET', '/wishlist/count', undefined, owner.bearer))).toEqual({ count: 1 });
  });

  it(`holds at most ${MAX_WISHLIST_ITEMS} items, even when hearts race`, async () => {
    const shopper = await registerAndLogin(api);
    const dress = await createProduct(db);
    const item = await ok<Added>(call('POST', '/wishlist', { sku: dress.sku }, shopper.bearer));
    // Fill up to the limit directly: 199 more styles of the catalogue.
    await db.$client.query(
      `insert into wishlist_items (wishlist_id, product_id)
       select w.wishlist_id, p.id from (select wishlist_id from wishlist_items where id = $1) w,
         (select id from products where id <> $2 order by id limit $3) p`,
      [item.id, dress.productId, MAX_WISHLIST_ITEMS - 2],
    );
    const racers = await Promise.all([createProduct(db), createProduct(db), createProduct(db)]);
    const answers = await Promise.all(
      racers.map((p) => call('POST', '/wishlist', { sku: p.sku }, shopper.bearer)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const refused = await answers.find((a) => a.status === 409)!.json();
    expect(refused.error).toMatchObject({ code: 'WISHLIST_FULL' });
    expect(refused.error.message).toContain('200');
    expect(await ok(call('GET', '/wishlist/count', undefined, shopper.bearer))).toEqual({
      count: MAX_WISHLIST_ITEMS,
    });
    // Adding a style already there is still fine at the limit.
    expect((await call('POST', '/wishlist', { sku: dress.sku }, shopper.bearer)).status).toBe(200);
  });
});

describe('guest wishlists and the merge at login', () => {
  it('a guest’s first heart makes a wishlist with a token; at login it joins the account without duplicates', async () => {
    const [a, b, c] = await Promise.all([createProduct(db), createProduct(db), createProduct(db)]);
    expect(await ok(call('GET', '/wishlist'))).toEqual({ items: [], count: 0, max: 200 });
    expect(await ok(call('GET', '/wishlistskus'))).toEqual({ items: [] });
    const first = await ok<Added>(call('POST', '/wishlist', { sku: a.sku }));
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const guest = { wishlist: first.token! };
    const more = await ok<Added>(call('POST', '/wishlist', { sku: b.sizes['12']!.sku }, guest));
    expect(more.token).toBeNull();
    expect(await ok(call('GET', '/wishlist/count', undefined, guest))).toEqual({ count: 2 });
    // Only the hash is stored.
    const { rows } = await db.$client.query('select 1 from wishlists where token_hash = $1', [first.token]);
    expect(rows).toHaveLength(0);

    const shopper = await registerAndLogin(api);
    await ok(call('POST', '/wishlist', { sku: b.sku }, shopper.bearer));
    await ok(call('POST', '/wishlist', { sku: c.sku }, shopper.bearer));
    const merged = await ok<{ items: { sku: string; size: string | null }[] }>(
      call('GET', '/wishlist', undefined, { ...shopper.bearer, ...guest }),
    );
    expect(merged.items.map((i) => i.sku).sort()).toEqual([a.sku, b.sku, c.sku].sort());
    // The guest token stops working; using it again beside the session changes nothing.
    const dead = await call('GET', '/wishlist', undefined, guest);
    expect(dead.status).toBe(401);
    expect((await dead.json()).error.code).toBe('WISHLIST_MERGED');
    expect((await call('POST', '/wishlist', { sku: c.sku }, guest)).status).toBe(401);
    expect(await ok(call('GET', '/wishlist/count', undefined, { ...shopper.bearer, ...guest }))).toEqual({
      count: 3,
    });
  });

  it('an unknown guest token is 404 (the client drops its markers); the placeholder means none', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token']) {
      const res = await call('GET', '/wishlist/count', undefined, { wishlist: token });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('WISHLIST_NOT_FOUND');
    }
    expect(await ok(call('GET', '/wishlist/count', undefined, { wishlist: 'pltwl' }))).toEqual({ count: 0 });
  });

  it('two logins merging one guest wishlist at once add its items once', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([createProduct(db), createProduct(db)]);
      const guest = await ok<Added>(call('POST', '/wishlist', { sku: a.sku }));
      await ok(call('POST', '/wishlist', { sku: b.sku }, { wishlist: guest.token! }));
      const shopper = await registerAndLogin(api);
      const answers = await Promise.all(
        [0, 1].map(() =>
          call('GET', '/wishlist/count', undefined, { ...shopper.bearer, wishlist: guest.token! }),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(await ok(call('GET', '/wishlist/count', undefined, shopper.bearer))).toEqual({ count: 2 });
    }
  });
});

describe('wishlist/move-to-quote', () => {
  it('puts the size in the customer’s bag and takes the item off, in one go', async () => {
    const dress = await createProduct(db, { stock: 5 });
    const shopper = await registerAndLogin(api);
    const item = await ok<Added>(call('POST', '/wishlist', { sku: dress.sku }, shopper.bearer));
    const moved = await ok<{ quoteId: number; quoteToken: string; errors: unknown[]; count: number }>(
      call('POST', '/wishlist/move-to-quote', { id: item.id, sku: dress.sizes['10']!.sku }, shopper.bearer),
    );
    expect(moved.errors).toEqual([]);
    expect(moved.count).toBe(0);
    expect(moved.quoteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const bag = await ok<{ quoteId: number; lines: { sku: string; quantity: number }[] }>(
      call('GET', '/quote', undefined, shopper.bearer),
    );
    expect(bag.quoteId).toBe(moved.quoteId);
    expect(bag.lines.map((l) => [l.sku, l.quantity])).toEqual([[dress.sizes['10']!.sku, 1]]);
  });

  it('a guest’s move adds to their bag (or starts one) with the token', async () => {
    const dress = await createProduct(db, { stock: 5 });
    const item = await ok<Added>(call('POST', '/wishlist', { sku: dress.sku }));
    const guest = { wishlist: item.token! };
    const started = await ok<{ quoteId: number; quoteToken: string; errors: unknown[] }>(
      call('POST', '/wishlist/move-to-quote', { id: item.id, sku: dress.sizes['8']!.sku }, guest),
    );
    expect(started.errors).toEqual([]);
    const again = await ok<Added>(call('POST', '/wishlist', { sku: dress.sku }, guest));
    const added = await ok<{ quoteId: number; quoteToken: string | null }>(
      call(
        'POST',
        '/wishlist/move-to-quote',
        { id: again.id, sku: dress.sizes['12']!.sku },
        { ...guest, quote: started.quoteToken },
      ),
    );
    expect(added).toMatchObject({ quoteId: started.quoteId, quoteToken: null });
    const bag = await ok<{ lines: unknown[] }>(
      call('GET', '/quote', undefined, { quote: started.quoteToken }),
    );
    expect(bag.lines).toHaveLength(2);
  });

  it('a refusal (sold out, above the per-size limit) is answered like the quote’s, and the item stays', async () => {
    const dress = await createProduct(db, { stock: { '8': 0, '10': 20, '12': 20 } });
    const shopper = await registerAndLogin(api);
    const h = { ...shopper.bearer, locale: 'fr_FR' };
    const item = await ok<Added>(call('POST', '/wishlist', { sku: dress.sku }, h));
    const soldOut = await ok<{ errors: { code: string; reason: string }[]; count: number }>(
      call('POST', '/wishlist/move-to-quote', { id: item.id, sku: dress.sizes['8']!.sku }, h),
    );
    expect(soldOut.errors[0]).toMatchObject({
      code: 'OUT_OF_STOCK',
      reason: expect.stringContaining('rupture'),
    });
    expect(soldOut.count).toBe(1);
    // Ten of a size already in the bag: the eleventh is refused.
    await ok(call('POST', '/quote', { product: { sku: dress.sizes['10']!.sku, qty: 10 } }, h));
    const limit = await ok<{ errors: { code: string }[]; count: number }>(
      call('POST', '/wishlist/move-to-quote', { id: item.id, sku: dress.sizes['10']!.sku }, h),
    );
    expect(limit.errors[0]!.code).toBe('QUANTITY_LIMIT');
    expect(limit.count).toBe(1);
    // A size of another style is a 400; an unknown size a 404.
    const other = await createProduct(db);
    const mismatch = await call(
      'POST',
      '/wishlist/move-to-quote',
      { id: item.id, sku: other.sizes['8']!.sku },
      h,
    );
    expect(mismatch.status).toBe(400);
    expect((await mismatch.json()).error.code).toBe('WISHLIST_SIZE_MISMATCH');
    expect(
      (await call('POST', '/wishlist/move-to-quote', { id: item.id, sku: `${dress.sku}-99` }, h)).status,
    ).toBe(404);
    expect((await call('POST', '/wishlist/move-to-quote', { id: item.id }, h)).status).toBe(400);
  });
});

describe('PATCH wishlist/{id}/notify and the restock email', () => {
  it('customers only, sold-out sizes of the item only; false takes it back', async () => {
    const dress = await createProduct(db, { stock: { '8': 0, '10': 4, '12': 0 } });
    const guestItem = await ok<Added>(call('POST', '/wishlist', { sku: dress.sku }));
    const asGuest = await call(
      'PATCH',
      `/wishlist/${guestItem.id}/notify`,
      { sku: dress.sizes['8']!.sku, notify: true },
      { wishlist: guestItem.token! },
    );
    expect(asGuest.status).toBe(401);

    const shopper = await registerAndLogin(api);
    const item = await ok<Added>(call('POST', '/wishlist', { sku: dress.sku }, shopper.bearer));
    const notify = (sku: string, on: boolean) =>
      call('PATCH', `/wishlist/${item.id}/notify`, { sku, notify: on }, shopper.bearer);
    expect(await ok(notify(dress.sizes['8']!.sku, true))).toEqual({
      id: item.id,
      sku: dress.sizes['8']!.sku,
      notify: true,
    });
    const inStock = await notify(dress.sizes['10']!.sku, true);
    expect(inStock.status).toBe(409);
    expect((await inStock.json()).error.code).toBe('WISHLIST_SIZE_IN_STOCK');
    expect((await notify('bad sku!', true)).status).toBe(400);
    const list = await ok<{ items: { sizes: { notify: boolean }[]; size: string }[] }>(
      call('GET', '/wishlist', undefined, shopper.bearer),
    );
    expect(list.items[0]!.sizes.map((s) => s.notify)).toEqual([true, false, false]);
    expect(list.items[0]!.size).toBe(dress.sizes['8']!.sku);
    expect(await ok(notify(dress.sizes['8']!.sku, false))).toMatchObject({ notify: false });
    const after = await ok<{ items: { sizes: { notify: boolean }[] }[] }>(
      call('GET', '/wishlist', undefined, shopper.bearer),
    );
    expect(after.items[0]!.sizes.map((s) => s.notify)).toEqual([false, false, false]);
  });
});
