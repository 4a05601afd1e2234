import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../testing/database.ts';
import { createApi } from '../api.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const get = (path: string, headers: Record<string, string> = {}) => api.request(path, { headers });

async function someVariants(limit: number) {
  const { rows } = await db.$client.query<{ sku: string; gb: number; us: number; product: string }>(
    `select v.sku, p.sku as product,
       coalesce((select quantity from stock_levels where variant_id = v.id and region = 'gb'), 0) as gb,
       coalesce((select quantity from stock_levels where variant_id = v.id and region = 'us'), 0) as us
     from product_variants v join products p on p.id = v.product_id order by v.id limit $1`,
    [limit],
  );
  return rows;
}

describe('API error model (one JSON shape, right status)', () => {
  it('answers an unknown route with 404 in the error shape and a request id', async () => {
    const res = await get('/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    const body = await res.json();
    expect(body.error.code).toBe('ROUTE_NOT_FOUND');
    expect(body.error.message).toMatch(/nothing at this address/);
  });

  it('refuses an oversized body with 413 before reading it', async () => {
    const res = await api.request('/api/v1/stock', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(300 * 1024) },
      body: JSON.stringify({ pad: 'x'.repeat(300 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('§7.1 locale header selects the store', () => {
  it('defaults to en-GB (§9) without the header', async () => {
    const body = await (await get('/api/v1/store')).json();
    expect(body).toMatchObject({ localeISOCode: 'en-GB', currency: 'GBP', storeId: 1 });
  });

  it('reads en_GB-style values', async () => {
    const fr = await (await get('/api/v1/store', { locale: 'fr_FR' })).json();
    expect(fr).toMatchObject({ localeISOCode: 'fr-FR', currency: 'EUR', language: 'fr' });
    const ar = await (await get('/api/v1/store', { locale: 'ar_AE' })).json();
    expect(ar).toMatchObject({ localeISOCode: 'ar-AE', direction: 'rtl', currency: 'AED' });
  });

  it('rejects an unknown store with 400, worded in the language asked for', async () => {
    const res = await get('/api/v1/store', { locale: 'fr_XX' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('INVALID_LOCALE');
    expect(body.error.message).toContain('Langue de boutique inconnue');
  });

  it('lists every store of §1 plus Arabic UAE', async () => {
    const { stores } = await (await get('/api/v1/stores')).json();
    expect(stores.map((s: { locale: string }) => s.locale)).toEqual([
      'en_GB',
      'en_IE',
      'en_EU',
      'en_US',
      'en_AU',
      'en_NZ',
      'en_CA',
      'fr_FR',
      'en_IL',
      'en_AE',
      'ar_AE',
      'en_QA',
      'en_SA',
    ]);
  });
});

describe('§7.6 stock?skus=[list]', () => {
  it('answers the stock of each known SKU in the store’s warehouse region, in the order asked', async () => {
    const variants = await someVariants(3);
    const skus = [variants[2]!.sku, 'VT-UNKNOWN-1', variants[0]!.sku];
    const gb = await (
      await get(`/api/v1/stock?skus=${encodeURIComponent(JSON.stringify(skus))}`, { locale: 'en_GB' })
    ).json();
    expect(gb.region).toBe('gb');
    expect(gb.stock).toEqual([
      { sku: variants[2]!.sku, quantity: variants[2]!.gb, inStock: variants[2]!.gb > 0 },
      { sku: variants[0]!.sku, quantity: variants[0]!.gb, inStock: variants[0]!.gb > 0 },
    ]);
    const us = await (await get(`/api/v1/stock?skus=${variants[0]!.sku}`, { locale: 'en_US' })).json();
    expect(us).toEqual({
      region: 'us',
      stock: [{ sku: variants[0]!.sku, quantity: variants[0]!.us, inStock: variants[0]!.us > 0 }],
    });
  });

  it.each([
    ['no list', '/api/v1/stock'],
    ['an empty list', '/api/v1/stock?skus=[]'],
    ['a broken JSON list', '/api/v1/stock?skus=%5B%22a%22'],
    ['a SKU with markup', `/api/v1/stock?skus=${encodeURIComponent('["<script>"]')}`],
    ['more than 100 SKUs', `/api/v1/stock?skus=${Array.from({ length: 101 }, (_, i) => `S${i}`).join(',')}`],
  ])('rejects %s with 400 naming the field', async (_, path) => {
    const res = await get(path);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toContain('skus');
  });
});

describe('§7.6 v2 product/{sku}/inventory', () => {
  it('lists every size with stock in the store’s region', async () => {
    const [variant] = await someVariants(1);
    const body = await (
      await get(`/api/v2/product/${variant!.product}/inventory`, { locale: 'en_US' })
    ).json();
    expect(body.sku).toBe(variant!.product);
    expect(body.region).toBe('us');
    expect(body.sizes.length).toBeGreaterThan(0);
    expect(body.sizes[0]).toEqual({
      sku: variant!.sku,
      size: expect.any(String),
      quantity: variant!.us,
      inStock: variant!.us > 0,
    });
  });

  it('answers an unknown product with a localised 404', async () => {
    const res = await get('/api/v2/product/VT9999999/inventory', { locale: 'ar_AE' });
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    expect(body.error.message).toContain('VT9999999');
    expect(body.error.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('is a v2 call only', async () => {
    const [variant] = await someVariants(1);
    expect((await get(`/api/v1/product/${variant!.product}/inventory`)).status).toBe(404);
  });
});

describe('OpenAPI document', () => {
  it('is generated from the routes at /api/v1/openapi.json', async () => {
    const res = await get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/stock', '/store', '/stores']));
    expect(doc.components.schemas.Error).toBeDefined();
  });
});

describe('§7.4 page (v1 and v2)', () => {
  it('resolves a category in the store language, on both versions', async () => {
    for (const version of ['v1', 'v2']) {
      const body = await (
        await get(`/api/${version}/page?url=${encodeURIComponent('/clothing/dresses.html')}`, {
          locale: 'fr_FR',
        })
      ).json();
      expect(body).toMatchObject({ type: 'category', path: 'clothing/dresses', name: 'Robes' });
    }
  });

  it('answers none for an unknown URL and 400 without one', async () => {
    expect(await (await get('/api/v1/page?url=/nothing-here.html')).json()).toEqual({ type: 'none' });
    const res = await get('/api/v1/page');
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain('url');
  });
});
