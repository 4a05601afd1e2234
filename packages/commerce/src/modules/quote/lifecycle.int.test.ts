import { localeFromHeader } from '@vitrine/config';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { jsonRequest, registerAndLogin } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { createProduct, type FixtureProduct } from '../../testing/products.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, method, `/api/v1${path}`, body, headers);

const generalData = { deviceType: 'desktop', siteViewMode: 'desktop' };

async function createBag(sku: string, qty = 1, headers: Record<string, string> = {}) {
  // §3.7: the store's own id, that of the store the locale header names (en-GB without one).
  const storeId = localeFromHeader(headers.locale ?? 'en_GB')!.storeId;
  const res = await call('POST', '/quote', { product: { sku, qty }, generalData, storeId }, headers);
  expect(res.status).toBe(200);
  return (await res.json()) as { token: string; quoteId: number; errors: { code: string; reason: string }[] };
}

let dress: FixtureProduct;
beforeAll(async () => {
  dress = await createProduct(db, { stock: { '8': 5, '10': 2, '12': 0 } });
});

describe('§4.2 quote lifecycle over HTTP', () => {
  it('creates a bag with the product, adds to it with the token and prices it', async () => {
    const created = await createBag(dress.sizes['8']!.sku);
    expect(created.errors).toEqual([]);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.quoteId).toBeGreaterThan(0);

    const quote = { Quote: created.token, locale: 'en_GB' };
    const added = await call('POST', '/quote/product', { sku: dress.sizes['8']!.sku, qty: 2 }, quote);
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ quoteId: created.quoteId, errors: [] });
    // qty defaults to 1 (decision 0012).
    await call('POST', '/quote/product', { sku: dress.sizes['10']!.sku }, quote);

    const bag = await (await call('GET', '/quote', undefined, quote)).json();
    expect(bag.quoteId).toBe(created.quoteId);
    expect(bag.currency).toBe('GBP');
    expect(bag.lines).toHaveLength(2);
    const [first, second] = bag.lines;
    expect(first).toMatchObject({
      sku: dress.sizes['8']!.sku,
      productSku: dress.sku,
      urlKey: dress.urlKey,
      name: expect.stringContaining('Linen dress'),
      size: '8',
      sizeLabel: 'UK 8',
      colour: 'sage',
      image: { path: `products/${dress.sku}-front`, width: 800, height: 1067 },
      quantity: 3,
      unitPrice: { amountMinor: 4999, currency: 'GBP' },
      wasPrice: null,
      lineTotal: { amountMinor: 14997, currency: 'GBP' },
      priceChanged: false,
      stockAvailable: 5,
      outOfStock: false,
    });
    expect(first).not.toHaveProperty('variantId');
    expect(bag).not.toHaveProperty('customerId');
    expect(second.quantity).toBe(1);
    expect(bag.itemCount).toBe(4);
    expect(bag.subtotal).toEqual({ amountMinor: 4 * 4999, currency: 'GBP' });
    expect(bag.total).toEqual(bag.subtotal);
    expect(bag.changes).toEqual([]);
  });

  it('unknown token: 404, so the client clears its markers and creates again (§4.2 step 3)', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token']) {
      const res = await call('POST', '/quote/product', { sku: dress.sizes['8']!.sku }, { Quote: token });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('QUOTE_NOT_FOUND');
    }
    // The placeholder means "no quote": nothing to add to either.
    const none = await call('POST', '/quote/product', { sku: dress.sizes['8']!.sku }, { Quote: 'pltqt' });
    expect(none.status).toBe(404);
    const recreated = await createBag(dress.sizes['8']!.sku);
    expect(recreated.errors).toEqual([]);
  });

  it('another customer’s bag: 401; a guest using a customer’s bag token: 401', async () => {
    const owner = await registerAndLogin(api);
    const other = await registerAndLogin(api);
    const created = await createBag(dress.sizes['8']!.sku, 1, owner.bearer);
    expect(created.errors).toEqual([]);
    const asOther = await call(
      'POST',
      '/quote/product',
      { sku: dress.sizes['8']!.sku },
      { ...other.bearer, Quote: created.token },
    );
    expect(asOther.status).toBe(401);
    expect((await asOther.json()).error.code).toBe('QUOTE_NOT_YOURS');
    const asGuest = await call('GET', '/quote', undefined, { Quote: created.token });
    expect(asGuest.status).toBe(401);
    // The owner finds the bag by the account, token or not.
    const mine = await (await call('GET', '/quote', undefined, owner.bearer)).json();
    expect(mine.quoteId).toBe(created.quoteId);
  });

  it('a signed-in customer creating twice gets one bag (one active bag per customer and store)', async () => {
    const shopper = await registerAndLogin(api);
    const a = await createBag(dress.sizes['8']!.sku, 1, shopper.bearer);
    const b = await createBag(dress.sizes['8']!.sku, 1, shopper.bearer);
    expect(b.quoteId).toBe(a.quoteId);
    expect(b.token).not.toBe(a.token);
    const bag = await (await call('GET', '/quote', undefined, { ...shopper.bearer, Quote: b.token })).json();
    expect(bag.lines[0].quantity).toBe(2);
  });

  it('a merged guest bag answers 401 to a guest (the guest token stops working)', async () => {
    const guest = await createBag(dress.sizes['8']!.sku);
    const shopper = await registerAndLogin(api);
    const merged = await call('POST', '/quote/merge', undefined, { ...shopper.bearer, Quote: guest.token });
    expect(merged.status).toBe(200);
    const res = await call('POST', '/quote/product', { sku: dress.sizes['8']!.sku }, { Quote: guest.token });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('QUOTE_MERGED');
    // Another customer sending it: 401 as well.
    const stranger = await registerAndLogin(api);
    const stolen = await call('GET', '/quote', undefined, { ...stranger.bearer, Quote: guest.token });
    expect(stolen.status).toBe(401);
    // Its new owner is not locked out by a cookie that lags behind the merge.
    const own = await call('GET', '/quote', undefined, { ...shopper.bearer, Quote: guest.token });
    expect(own.status).toBe(200);
  });

  it('a closed (ordered) bag counts as gone: 404, and the next add starts a new bag', async () => {
    const created = await createBag(dress.sizes['8']!.sku);
    await db.$client.query(`update quotes set status = 'ordered' where id = $1`, [created.quoteId]);
    const res = await call(
      'POST',
      '/quote/product',
      { sku: dress.sizes['8']!.sku },
      { Quote: created.token },
    );
    expect(res.status).toBe(404);
  });
});

describe('§5 errors: a non-empty list is a failure whose first reason is the message', () => {
  it.each([
    ['en_GB', 'Sorry, this size is out of stock.'],
    ['fr_FR', 'Désolé, cette taille est en rupture de stock.'],
    ['ar_AE', 'عذرًا، هذا المقاس غير متوفر حاليًا.'],
  ])('OUT_OF_STOCK in %s, and nothing is created', async (locale, reason) => {
    const res = await call(
      'POST',
      '/quote',
      { product: { sku: dress.sizes['12']!.sku, qty: 1 }, generalData },
      { locale },
    );
    expect(await res.json()).toEqual({
      token: null,
      quoteId: null,
      errors: [{ code: 'OUT_OF_STOCK', reason, sku: dress.sizes['12']!.sku }],
    });
  });

  it('QUANTITY_ABOVE_STOCK says how many are left, counting what is in the bag', async () => {
    const created = await createBag(dress.sizes['10']!.sku);
    const res = await call(
      'POST',
      '/quote/product',
      { sku: dress.sizes['10']!.sku, qty: 2 },
      { Quote: created.token },
    );
    const body = await res.json();
    expect(body.errors).toEqual([
      {
        code: 'QUANTITY_ABOVE_STOCK',
        reason: 'Sorry, only 2 of this size are left.',
        sku: dress.sizes['10']!.sku,
      },
    ]);
    const bag = await (await call('GET', '/quote', undefined, { Quote: created.token })).json();
    expect(bag.lines[0].quantity).toBe(1);
  });

  it('UNKNOWN_SKU, NOT_SOLD_IN_STORE', async () => {
    const created = await createBag(dress.sizes['8']!.sku);
    const unknown = await (
      await call('POST', '/quote/product', { sku: 'NOPE000-10' }, { Quote: created.token })
    ).json();
    expect(unknown.errors[0]).toMatchObject({
      code: 'UNKNOWN_SKU',
      reason: expect.stringContaining('NOPE000-10'),
    });
    // The fixture has no AUD price: not sold in the Australian store.
    const au = await (
      await call(
        'POST',
        '/quote',
        { product: { sku: dress.sizes['8']!.sku, qty: 1 }, generalData, storeId: 6 },
        { locale: 'en_AU' },
      )
    ).json();
    expect(au.errors[0]).toEqual({
      code: 'NOT_SOLD_IN_STORE',
      reason: 'Sorry, this item is not sold in this store.',
      sku: dress.sizes['8']!.sku,
    });
  });

  it('QUANTITY_LIMIT past 10 of one size; BAG_FULL past 50 lines', async () => {
    const big = await createProduct(db, { stock: 50, sizes: Array.from({ length: 51 }, (_, i) => `S${i}`) });
    const sizes = Object.values(big.sizes).map((s) => s.sku);
    const created = await createBag(sizes[0]!, 9);
    const limit = await (
      await call('POST', '/quote/product', { sku: sizes[0], qty: 2 }, { Quote: created.token })
    ).json();
    expect(limit.errors[0]).toMatchObject({
      code: 'QUANTITY_LIMIT',
      reason: 'You can buy up to 10 of each size.',
    });
    for (const sku of sizes.slice(1, 50)) {
      const ok = await (await call('POST', '/quote/product', { sku }, { Quote: created.token })).json();
      expect(ok.errors).toEqual([]);
    }
    const full = await (
      await call('POST', '/quote/product', { sku: sizes[50] }, { Quote: created.token })
    ).json();
    expect(full.errors[0]).toMatchObject({ code: 'BAG_FULL', reason: expect.stringContaining('50') });
    // A size already in a full bag still takes more.
    const more = await (
      await call('POST', '/quote/product', { sku: sizes[1] }, { Quote: created.token })
    ).json();
    expect(more.errors).toEqual([]);
  });
});

describe('bad input: 400 with the fields named, never a business answer', () => {
  it.each([
    ['zero', 0],
    ['negative', -1],
    ['fractional', 1.5],
    ['absurd', 1e9],
    ['eleven', 11],
    ['a string', '2'],
    ['null', null],
  ])('qty %s', async (_name, qty) => {
    const created = await createBag(dress.sizes['8']!.sku);
    for (const [method, path, body] of [
      ['POST', '/quote', { product: { sku: dress.sizes['8']!.sku, qty }, generalData }],
      ['POST', '/quote/product', { sku: dress.sizes['8']!.sku, qty }],
      ['PUT', '/quote/product', { sku: dress.sizes['8']!.sku, qty }],
    ] as const) {
      const res = await call(method, path, body, { Quote: created.token });
      expect(res.status, `${method} ${path}`).toBe(400);
      const error = (await res.json()).error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.fields.map((f: { field: string }) => f.field)).toContain(
        path === '/quote' ? 'product.qty' : 'qty',
      );
    }
  });

  it.each([
    [{ sku: 'X-1', qty: 1, price: 1 }],
    [{ sku: 'X-1', qty: 1, unitPrice: { amountMinor: 1, currency: 'GBP' } }],
    [{ sku: 'X-1', qty: 1, discount: 500 }],
    [{ sku: 'X-1', qty: 1, total: 0 }],
  ])('a price, discount or total in the body is refused: %j', async (product) => {
    const created = await createBag(dress.sizes['8']!.sku);
    expect((await call('POST', '/quote/product', product, { Quote: created.token })).status).toBe(400);
    expect((await call('POST', '/quote', { product, generalData })).status).toBe(400);
    expect((await call('POST', '/quote', { product: { sku: 'X-1' }, generalData, total: 1 })).status).toBe(
      400,
    );
    expect(
      (await call('POST', '/quote/promotion', { code: 'WELCOME10', discount: 100 }, { Quote: created.token }))
        .status,
    ).toBe(400);
  });

  it('siteViewMode is desktop or mobile; a malformed SKU is 400', async () => {
    const bad = await call('POST', '/quote', {
      product: { sku: dress.sizes['8']!.sku },
      generalData: { deviceType: 'tv', siteViewMode: 'tv' },
    });
    expect(bad.status).toBe(400);
    expect((await call('POST', '/quote', { product: { sku: '<script>' } })).status).toBe(400);
  });
});

describe('changing the bag', () => {
  it('PUT sets a quantity within stock; DELETE removes a line and is idempotent', async () => {
    const created = await createBag(dress.sizes['8']!.sku);
    const quote = { Quote: created.token };
    const set = await (
      await call('PUT', '/quote/product', { sku: dress.sizes['8']!.sku, qty: 4 }, quote)
    ).json();
    expect(set.errors).toEqual([]);
    expect(set.lines[0].quantity).toBe(4);
    const above = await (
      await call('PUT', '/quote/product', { sku: dress.sizes['8']!.sku, qty: 6 }, quote)
    ).json();
    expect(above.errors[0].code).toBe('QUANTITY_ABOVE_STOCK');
    expect(above.lines[0].quantity).toBe(4);
    const missing = await call('PUT', '/quote/product', { sku: dress.sizes['10']!.sku, qty: 1 }, quote);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('QUOTE_LINE_NOT_FOUND');
    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', `/quote?sku=${dress.sizes['8']!.sku}`, undefined, quote);
      expect(res.status).toBe(200);
      expect((await res.json()).lines).toEqual([]);
    }
  });

  it('a bag used with another store’s locale is re-priced in its currency, dropping what it does not sell', async () => {
    const euroOnly = await createProduct(db, { prices: { GBP: 3000, EUR: 3500 } });
    const created = await createBag(dress.sizes['8']!.sku);
    const quote = { Quote: created.token };
    await call('POST', '/quote/product', { sku: euroOnly.sizes['8']!.sku }, quote);
    const fr = await (await call('GET', '/quote', undefined, { ...quote, locale: 'fr_FR' })).json();
    expect(fr.currency).toBe('EUR');
    expect(fr.storeLocale).toBe('fr-FR');
    expect(fr.lines.map((l: { sku: string }) => l.sku)).toEqual([
      dress.sizes['8']!.sku,
      euroOnly.sizes['8']!.sku,
    ]);
    expect(fr.lines[0].unitPrice).toEqual({ amountMinor: 5999, currency: 'EUR' });
    expect(fr.lines[0].sizeLabel).toBe('FR 36');
    expect(fr.lines[0].name).toContain('Robe en lin');
    expect(fr.lines[0].priceChanged).toBe(false);
    expect(fr.changes).toEqual([{ type: 'store_changed', from: 'en-GB', to: 'fr-FR' }]);
    const us = await (await call('GET', '/quote', undefined, { ...quote, locale: 'en_US' })).json();
    expect(us.currency).toBe('USD');
    expect(us.lines.map((l: { sku: string }) => l.sku)).toEqual([dress.sizes['8']!.sku]);
    expect(us.changes).toEqual([
      { type: 'store_changed', from: 'fr-FR', to: 'en-US' },
      { type: 'removed_unavailable', sku: euroOnly.sizes['8']!.sku, quantity: 1 },
    ]);
    // Arabic and English faces of the UAE store share a bag as it is.
    const ae = await createBag(dress.sizes['8']!.sku, 1, { locale: 'en_AE' });
    const ar = await (await call('GET', '/quote', undefined, { Quote: ae.token, locale: 'ar_AE' })).json();
    expect(ar.quoteId).toBe(ae.quoteId);
    expect(ar.changes).toEqual([]);
    expect(ar.lines[0].name).toContain('فستان كتان');
    expect(ar.lines[0].unitPrice).toEqual({ amountMinor: 23500, currency: 'AED' });
  });
});
