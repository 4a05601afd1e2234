import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { jsonRequest } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { createProduct, setPrice, setStock } from '../../testing/products.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, method, `/api/v1${path}`, body, headers);

async function bagWith(products: { sku: string; qty: number }[]) {
  const [first, ...rest] = products;
  const created = await (await call('POST', '/quote', { product: first, generalData: {} })).json();
  expect(created.errors).toEqual([]);
  const quote = { Quote: created.token as string };
  for (const product of rest)
    expect((await (await call('POST', '/quote/product', product, quote)).json()).errors).toEqual([]);
  return quote;
}

describe('quote/refresh: re-price and re-check stock, saying what changed (decision 0012)', () => {
  it('reports a price change, flags it on the bag until then, and takes the new price as seen', async () => {
    const dress = await createProduct(db);
    const quote = await bagWith([{ sku: dress.sizes['10']!.sku, qty: 2 }]);
    await setPrice(db, dress.productId, 'GBP', 3999);

    const before = await (await call('GET', '/quote', undefined, quote)).json();
    expect(before.lines[0]).toMatchObject({
      unitPrice: { amountMinor: 3999, currency: 'GBP' },
      seenPrice: { amountMinor: 4999, currency: 'GBP' },
      priceChanged: true,
    });
    const refreshed = await (await call('POST', '/quote/refresh', undefined, quote)).json();
    expect(refreshed.changes).toEqual([
      {
        type: 'price_changed',
        sku: dress.sizes['10']!.sku,
        from: { amountMinor: 4999, currency: 'GBP' },
        to: { amountMinor: 3999, currency: 'GBP' },
      },
    ]);
    expect(refreshed.lines[0].priceChanged).toBe(false);
    expect(refreshed.subtotal).toEqual({ amountMinor: 7998, currency: 'GBP' });
    const again = await (await call('POST', '/quote/refresh', undefined, quote)).json();
    expect(again.changes).toEqual([]);
  });

  it('a special price in its window is the price, with the regular one as was-price', async () => {
    const dress = await createProduct(db);
    await db.$client.query(
      `update product_prices set special_minor = 2999, special_from = now() - interval '1 day', special_to = now() + interval '1 day'
        where product_id = $1 and currency = 'GBP'`,
      [dress.productId],
    );
    const quote = await bagWith([{ sku: dress.sizes['8']!.sku, qty: 1 }]);
    const bag = await (await call('GET', '/quote', undefined, quote)).json();
    expect(bag.lines[0].unitPrice.amountMinor).toBe(2999);
    expect(bag.lines[0].wasPrice).toEqual({ amountMinor: 4999, currency: 'GBP' });
    expect(bag.lines[0].priceChanged).toBe(false);
  });

  it('caps a quantity to stock that fell below it, removes sold-out sizes and deleted variants', async () => {
    const dress = await createProduct(db, { stock: 10 });
    const other = await createProduct(db, { stock: 10 });
    const quote = await bagWith([
      { sku: dress.sizes['8']!.sku, qty: 5 },
      { sku: dress.sizes['10']!.sku, qty: 2 },
      { sku: other.sizes['12']!.sku, qty: 3 },
      { sku: other.sizes['8']!.sku, qty: 1 },
    ]);
    await setStock(db, dress.sizes['8']!.variantId, 3);
    await setStock(db, dress.sizes['10']!.variantId, 0);
    await db.$client.query('delete from product_variants where id = $1', [other.sizes['12']!.variantId]);
    // No longer sold in the store: its GBP price is withdrawn.
    await db.$client.query(`delete from product_prices where product_id = $1 and currency = 'GBP'`, [
      other.productId,
    ]);

    const before = await (await call('GET', '/quote', undefined, quote)).json();
    expect(before.lines).toHaveLength(2);
    expect(before.lines[0]).toMatchObject({ quantity: 5, stockAvailable: 3, quantityAboveStock: true });
    expect(before.lines[1]).toMatchObject({ outOfStock: true });
    expect(before.unavailable).toEqual([
      { sku: other.sizes['12']!.sku, quantity: 3, reason: 'UNKNOWN_SKU' },
      { sku: other.sizes['8']!.sku, quantity: 1, reason: 'NOT_SOLD_IN_STORE' },
    ]);
    expect(before.itemCount).toBe(7);

    const refreshed = await (await call('POST', '/quote/refresh', undefined, quote)).json();
    expect(refreshed.changes).toEqual([
      { type: 'quantity_reduced', sku: dress.sizes['8']!.sku, from: 5, to: 3 },
      { type: 'removed_out_of_stock', sku: dress.sizes['10']!.sku, quantity: 2 },
      { type: 'removed_unavailable', sku: other.sizes['12']!.sku, quantity: 3 },
      { type: 'removed_unavailable', sku: other.sizes['8']!.sku, quantity: 1 },
    ]);
    expect(refreshed.lines.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([
      [dress.sizes['8']!.sku, 3],
    ]);
    expect(refreshed.unavailable).toEqual([]);
    expect(refreshed.itemCount).toBe(3);
  });

  it('stock is the store region’s: a US bag is checked against the us warehouse', async () => {
    const dress = await createProduct(db, { stock: 10, usStock: 1 });
    const created = await (
      await call('POST', '/quote', { product: { sku: dress.sizes['8']!.sku, qty: 2 } }, { locale: 'en_US' })
    ).json();
    expect(created.errors[0]).toMatchObject({
      code: 'QUANTITY_ABOVE_STOCK',
      reason: 'Sorry, only 1 of this size are left.',
    });
  });
});
