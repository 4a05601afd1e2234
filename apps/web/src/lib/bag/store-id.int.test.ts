import { addToBag, createClient, memoryQuoteMarkers } from '@vitrine/client';
import { getLocale } from '@vitrine/config';
import { createApi } from '@vitrine/commerce/http';
import { testDatabase } from '@vitrine/commerce/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// §3.7 / §7.5: the bag the browser starts carries the store's own id. The browser's own call
// (`addToBag` of @vitrine/client, as lib/bag/browser.ts makes it) against the real API.

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

/** A seeded size in stock in both warehouses, priced in dollars and dirhams. */
let sku: string;
beforeAll(async () => {
  const { rows } = await db.$client.query<{ sku: string }>(
    `select v.sku from product_variants v
       join product_prices usd on usd.product_id = v.product_id and usd.currency = 'USD'
       join product_prices aed on aed.product_id = v.product_id and aed.currency = 'AED'
       join stock_levels us on us.variant_id = v.id and us.region = 'us' and us.quantity > 3
       join stock_levels gb on gb.variant_id = v.id and gb.region = 'gb' and gb.quantity > 3
     order by v.id limit 1`,
  );
  sku = rows[0]!.sku;
});

async function bagOf(token: string, locale: string) {
  const res = await api.request('/api/v1/quote', { headers: { Quote: token, locale } });
  return (await res.json()) as { storeLocale: string; storeId: number; currency: string };
}

describe('§3.7 storeId on quote creation', () => {
  it.each([
    ['en-US', 'en_US', 'USD'],
    ['ar-AE', 'ar_AE', 'AED'],
  ] as const)('a bag started in %s carries that store’s id and its currency', async (locale, header, currency) => {
    const markers = memoryQuoteMarkers();
    const sent: unknown[] = [];
    const watching = createClient({
      baseUrl: 'http://store.test/api/v1',
      fetch: async (url, init) => {
        if (String(url).endsWith('/quote')) sent.push(JSON.parse(String(init?.body)));
        return api.request(url, init);
      },
    });
    await addToBag(watching, { sku }, { markers, locale });
    expect(sent).toEqual([expect.objectContaining({ storeId: getLocale(locale).storeId })]);
    expect(await bagOf(markers.token()!, header)).toMatchObject({
      storeLocale: locale,
      storeId: getLocale(locale).storeId,
      currency,
    });
  });

  it.each([
    ['en_GB', 'This bag cannot be started here'],
    ['fr_FR', 'Impossible de créer le panier ici'],
    ['ar_AE', 'لا يمكن إنشاء الحقيبة هنا'],
  ])('another store’s id is refused in the page’s language (%s), and no bag is made', async (header, words) => {
    const before = await db.$client.query('select count(*)::int as n from quotes');
    const res = await api.request('/api/v1/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json', locale: header },
      body: JSON.stringify({ product: { sku, qty: 1 }, storeId: getLocale('en-US').storeId }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'STORE_ID_MISMATCH', message: expect.stringContaining(words) },
    });
    const after = await db.$client.query('select count(*)::int as n from quotes');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('no storeId: the locale’s store', async () => {
    const res = await api.request('/api/v1/quote', {
      method: 'POST',
      headers: { 'content-type': 'application/json', locale: 'en_US' },
      body: JSON.stringify({ product: { sku, qty: 1 } }),
    });
    const { token } = (await res.json()) as { token: string };
    expect(await bagOf(token, 'en_US')).toMatchObject({ storeId: getLocale('en-US').storeId, currency: 'USD' });
  });
});
