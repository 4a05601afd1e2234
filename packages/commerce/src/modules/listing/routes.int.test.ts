import { LISTING_PAGE_SIZE } from '@vitrine/config';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { testDatabase } from '../../testing/database.ts';
import { MAX_HTTP_QUERY_LENGTH } from './routes.ts';
import { searchService } from './search.ts';
import { SUGGEST_CACHE_SECONDS } from './suggest-cache.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const get = (path: string, headers: Record<string, string> = {}) => api.request(path, { headers });

async function expectError(path: string, status: number, code: string, headers: Record<string, string> = {}) {
  const res = await get(path, headers);
  expect(res.status, path).toBe(status);
  const body = await res.json();
  // Validation errors also name the fields at fault (for forms); nothing else may appear.
  const fields = body.error.fields ? { fields: expect.any(Array) } : {};
  expect(body).toEqual({
    error: { code, message: expect.any(String), requestId: expect.any(String), ...fields },
  });
  return body as { error: { code: string; message: string } };
}

describe('GET /api/v1/page/search (§7.4 page/search)', () => {
  it('answers one page of results with facets and price range', async () => {
    const res = await get('/api/v1/page/search?q=dress');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(
      ['facets', 'page', 'pageCount', 'priceRange', 'products', 'query', 'total'].sort(),
    );
    expect(body.query).toBe('dress');
    expect(body.page).toBe(1);
    expect(body.total).toBeGreaterThan(0);
    expect(body.products.length).toBe(Math.min(body.total, LISTING_PAGE_SIZE));
    expect(body.products[0]).toMatchObject({ sku: expect.any(String), price: { currency: 'GBP' } });
    expect(body.facets.map((f: { name: string }) => f.name)).toContain('colour_group');
    expect(body.priceRange.min).toBeLessThanOrEqual(body.priceRange.max);
  });

  it('takes sort, page, repeated facet values and a price range', async () => {
    const all = await (await get('/api/v1/page/search?q=dress')).json();
    const colours = all.facets.find((f: { name: string }) => f.name === 'colour_group').values;
    const [a, b] = colours as { value: string; count: number }[];
    const path =
      `/api/v1/page/search?q=dress&sort=price_asc&colour_group=${encodeURIComponent(a!.value)}` +
      `&colour_group=${encodeURIComponent(b!.value)}`;
    const body = await (await get(path)).json();
    expect(body.total).toBe(a!.count + b!.count);
    const prices = body.products.map((p: { price: { amountMinor: number } }) => p.price.amountMinor);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));

    const capped = await (await get(`/api/v1/page/search?q=dress&sort=price_asc&price=&price=30`)).json();
    for (const p of capped.products) expect(p.price.amountMinor).toBeLessThanOrEqual(3000);
    // A range the wrong way round is turned.
    const turned = await (await get(`/api/v1/page/search?q=dress&price=30&price=0`)).json();
    expect(turned.total).toBe(capped.total);

    if (all.pageCount > 1) {
      const second = await (await get('/api/v1/page/search?q=dress&page=2')).json();
      expect(second.page).toBe(2);
      expect(second.products[0].sku).not.toBe(all.products[0].sku);
    }
  });

  it('answers in the store the locale header selects', async () => {
    const fr = await (await get('/api/v1/page/search?q=robe', { locale: 'fr_FR' })).json();
    expect(fr.total).toBeGreaterThan(0);
    expect(fr.products[0].price.currency).toBe('EUR');
    expect(fr.products[0].name).toMatch(/robe/i);
    await expectError('/api/v1/page/search?q=robe', 400, 'INVALID_LOCALE', { locale: 'xx_YY' });
  });

  it('answers an empty or missing query with an empty result', async () => {
    for (const path of ['/api/v1/page/search', '/api/v1/page/search?q=', '/api/v1/page/search?q=%20%20']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ query: '', total: 0, products: [], pageCount: 0 });
    }
  });

  it(`searches a long query cut to 100 characters, and refuses one over ${MAX_HTTP_QUERY_LENGTH}`, async () => {
    const long = await get(`/api/v1/page/search?q=${encodeURIComponent(`dress ${'x'.repeat(994)}`)}`);
    expect(long.status).toBe(200);
    expect((await long.json()).query).toHaveLength(100);
    const body = await expectError(`/api/v1/page/search?q=${'x'.repeat(10_000)}`, 400, 'VALIDATION_FAILED');
    expect(body.error.message).toMatch(/\bq\b/);
  });

  it('treats SQL in the query as text', async () => {
    const res = await get(`/api/v1/page/search?q=${encodeURIComponent("dress'; drop table products; --")}`);
    expect(res.status).toBe(200);
    expect((await get('/api/v1/page/search?q=dress')).status).toBe(200);
  });

  it('refuses invalid parameters with 400 in the error shape, in the store language', async () => {
    await expectError('/api/v1/page/search?q=dress&page=0', 400, 'VALIDATION_FAILED');
    await expectError('/api/v1/page/search?q=dress&page=210', 400, 'VALIDATION_FAILED');
    await expectError('/api/v1/page/search?q=dress&page=two', 400, 'VALIDATION_FAILED');
    await expectError('/api/v1/page/search?q=dress&sort=cheapest', 400, 'VALIDATION_FAILED');
    await expectError('/api/v1/page/search?q=dress&price=-5', 400, 'VALIDATION_FAILED');
    await expectError(
      `/api/v1/page/search?q=dress&colour_group=${'x'.repeat(101)}`,
      400,
      'VALIDATION_FAILED',
    );
    const fr = await expectError('/api/v1/page/search?q=robe&sort=cheapest', 400, 'VALIDATION_FAILED', {
      locale: 'fr_FR',
    });
    expect(fr.error.message).toMatch(/La requête n’est pas valide : sort/);
  });
});

describe('GET /api/v1/searchsuggest (§7.8)', () => {
  it('suggests products, categories and popular searches for a prefix', async () => {
    await get('/api/v1/page/search?q=midi%20dress');
    // Searches are counted in memory and written every few seconds (query-counts.ts).
    await searchService(db).flushQueryCounts();
    const res = await get('/api/v1/searchsuggest?q=mid');
    expect(res.status).toBe(200);
    // The same for every shopper of a store, so browsers may keep it while the server does.
    // No longer than what is left of the server's own copy (read just now: 29 or 30 s).
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(res.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(SUGGEST_CACHE_SECONDS - 1);
    expect(maxAge).toBeLessThanOrEqual(SUGGEST_CACHE_SECONDS);
    expect(res.headers.get('vary')).toMatch(/\blocale\b/i);
    const body = await res.json();
    expect(body.query).toBe('mid');
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(6);
    expect(body.products[0]).toEqual({
      sku: expect.any(String),
      urlKey: expect.any(String),
      name: expect.stringMatching(/mid/i),
      price: { amountMinor: expect.any(Number), currency: 'GBP' },
      wasPrice: expect.toBeOneOf([null, expect.objectContaining({ currency: 'GBP' })]),
      image: expect.objectContaining({ path: expect.any(String) }),
    });
    expect(body.queries).toContain('midi dress');
    const dre = await (await get('/api/v1/searchsuggest?q=dre')).json();
    expect(dre.categories).toContainEqual({ path: 'clothing/dresses', name: 'Dresses' });
  });

  it('names things in the store language', async () => {
    const body = await (await get('/api/v1/searchsuggest?q=rob', { locale: 'fr_FR' })).json();
    expect(body.categories).toContainEqual({ path: 'clothing/dresses', name: 'Robes' });
    expect(body.products[0].price.currency).toBe('EUR');
  });

  it('answers an empty query with nothing and refuses an oversized one', async () => {
    expect(await (await get('/api/v1/searchsuggest')).json()).toEqual({
      query: '',
      products: [],
      categories: [],
      queries: [],
    });
    await expectError(
      `/api/v1/searchsuggest?q=${'x'.repeat(MAX_HTTP_QUERY_LENGTH + 1)}`,
      400,
      'VALIDATION_FAILED',
    );
  });
});
