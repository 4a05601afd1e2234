import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { jsonRequest, registerAndLogin } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { createProduct } from '../../testing/products.ts';
import { MAX_LINE_QUANTITY } from './schema.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, method, `/api/v1${path}`, body, headers);

async function lineQuantity(quoteId: number, sku: string): Promise<number | undefined> {
  const { rows } = await db.$client.query<{ quantity: number }>(
    'select quantity from quote_lines where quote_id = $1 and sku = $2',
    [quoteId, sku],
  );
  return rows[0]?.quantity;
}

describe('one bag, many requests at once: the quote row lock orders them', () => {
  it('10 concurrent adds of one size end with exactly 10, none lost', async () => {
    const dress = await createProduct(db, { stock: 50 });
    const sku = dress.sizes['10']!.sku;
    const created = await (
      await call('POST', '/quote', { product: { sku: dress.sizes['8']!.sku, qty: 1 } })
    ).json();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/quote/product', { sku, qty: 1 }, { Quote: created.token }),
      ),
    );
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(bodies.every((b) => b.errors.length === 0)).toBe(true);
    expect(await lineQuantity(created.quoteId, sku)).toBe(10);
  });

  it('10 concurrent adds of 3 never pass the per-size limit: three succeed, the rest are refused', async () => {
    const dress = await createProduct(db, { stock: 50 });
    const sku = dress.sizes['10']!.sku;
    const created = await (
      await call('POST', '/quote', { product: { sku: dress.sizes['8']!.sku, qty: 1 } })
    ).json();
    const bodies = await Promise.all(
      Array.from({ length: 10 }, async () =>
        (await call('POST', '/quote/product', { sku, qty: 3 }, { Quote: created.token })).json(),
      ),
    );
    const accepted = bodies.filter((b) => b.errors.length === 0);
    expect(accepted).toHaveLength(3);
    expect(bodies.filter((b) => b.errors[0]?.code === 'QUANTITY_LIMIT')).toHaveLength(7);
    expect(await lineQuantity(created.quoteId, sku)).toBe(9);
    expect(await lineQuantity(created.quoteId, sku)).toBeLessThanOrEqual(MAX_LINE_QUANTITY);
  });

  it('concurrent adds against low stock never put more in the bag than the warehouse holds', async () => {
    const dress = await createProduct(db, { stock: 4 });
    const sku = dress.sizes['12']!.sku;
    const created = await (
      await call('POST', '/quote', { product: { sku: dress.sizes['8']!.sku, qty: 1 } })
    ).json();
    await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', '/quote/product', { sku, qty: 1 }, { Quote: created.token }),
      ),
    );
    expect(await lineQuantity(created.quoteId, sku)).toBe(4);
  });

  it('a customer’s first adds racing on two devices make one bag', async () => {
    const dress = await createProduct(db, { stock: 50 });
    const shopper = await registerAndLogin(api);
    const bodies = await Promise.all(
      Array.from({ length: 6 }, async () =>
        (
          await call('POST', '/quote', { product: { sku: dress.sizes['8']!.sku, qty: 1 } }, shopper.bearer)
        ).json(),
      ),
    );
    expect(new Set(bodies.map((b) => b.quoteId)).size).toBe(1);
    expect(await lineQuantity(bodies[0].quoteId, dress.sizes['8']!.sku)).toBe(6);
  });
});
