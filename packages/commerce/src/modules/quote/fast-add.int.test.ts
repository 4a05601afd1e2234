import { getLocale } from '@vitrine/config';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/database.ts';
import { fastAddToLine } from './fast-add.ts';
import { createProduct } from '../../testing/products.ts';
import { quoteService } from './service.ts';

// Issue 4's add-to-bag target rests on this path being the one the usual add takes; the full path
// (access.ts, lines.ts) stays the only judge of anything unusual.

const db = testDatabase();
afterAll(() => db.$client.end());
const gb = getLocale('en-GB');
const now = new Date();

async function guestBag(sku: string) {
  const created = await quoteService(db).create({ store: gb }, { sku, qty: 1 });
  return { token: created.token!, quoteId: created.quoteId! };
}

describe('add to bag in one database call (migration 0013 quote_add_line)', () => {
  it('adds to a guest bag in its store and sums a size already there', async () => {
    const dress = await createProduct(db, { stock: 20 });
    const bag = await guestBag(dress.sizes['8']!.sku);
    const caller = { store: gb, token: bag.token };
    expect(await fastAddToLine(db, caller, { sku: dress.sizes['10']!.sku, qty: 2 }, now)).toBe(bag.quoteId);
    expect(await fastAddToLine(db, caller, { sku: dress.sizes['10']!.sku, qty: 1 }, now)).toBe(bag.quoteId);
    const answer = await quoteService(db).get(caller);
    expect(answer.bag.lines.map((l) => [l.sku, l.quantity])).toEqual(
      expect.arrayContaining([
        [dress.sizes['8']!.sku, 1],
        [dress.sizes['10']!.sku, 3],
      ]),
    );
  });

  it('writes nothing for a refusal, so the full path answers it with its reason', async () => {
    const dress = await createProduct(db, { stock: { '8': 5, '10': 50 } });
    const bag = await guestBag(dress.sizes['8']!.sku);
    const caller = { store: gb, token: bag.token };
    expect(await fastAddToLine(db, caller, { sku: dress.sizes['8']!.sku, qty: 5 }, now)).toBeUndefined();
    expect(await fastAddToLine(db, caller, { sku: dress.sizes['10']!.sku, qty: 11 }, now)).toBeUndefined();
    const answer = await quoteService(db).addProduct(caller, { sku: dress.sizes['8']!.sku, qty: 5 });
    expect(answer.errors[0]).toMatchObject({ code: 'QUANTITY_ABOVE_STOCK' });
    const bagNow = await quoteService(db).get(caller);
    expect(bagNow.bag.lines.map((l) => [l.sku, l.quantity])).toEqual([[dress.sizes['8']!.sku, 1]]);
  });

  it('records the price the shopper saw: the special price inside its window, the regular one outside', async () => {
    const dress = await createProduct(db, { stock: 20 });
    await db.$client.query(
      `update product_prices set amount_minor = 5000, special_minor = 3500, special_from = $2, special_to = $3
       where product_id = $1 and currency = 'GBP'`,
      [dress.productId, new Date(now.getTime() - 60_000), new Date(now.getTime() + 60_000)],
    );
    const bag = await guestBag(dress.sizes['8']!.sku);
    const caller = { store: gb, token: bag.token };
    await fastAddToLine(db, caller, { sku: dress.sizes['10']!.sku, qty: 1 }, now);
    await fastAddToLine(
      db,
      caller,
      { sku: dress.sizes['12']!.sku, qty: 1 },
      new Date(now.getTime() + 120_000),
    );
    const { rows } = await db.$client.query<{ sku: string; seen_price_minor: number }>(
      'select sku, seen_price_minor from quote_lines where quote_id = $1 order by sku',
      [bag.quoteId],
    );
    expect(Object.fromEntries(rows.map((r) => [r.sku, r.seen_price_minor]))).toMatchObject({
      [dress.sizes['10']!.sku]: 3500,
      [dress.sizes['12']!.sku]: 5000,
    });
  });

  it('leaves every unusual case to the full path: no bag, another store, a customer with a guest bag, an unsold size', async () => {
    const dress = await createProduct(db, { stock: 20 });
    const bag = await guestBag(dress.sizes['8']!.sku);
    const sku = dress.sizes['10']!.sku;
    expect(await fastAddToLine(db, { store: gb }, { sku, qty: 1 }, now)).toBeUndefined();
    expect(
      await fastAddToLine(db, { store: gb, token: 'not-a-token' }, { sku, qty: 1 }, now),
    ).toBeUndefined();
    expect(
      await fastAddToLine(db, { store: getLocale('en-IE'), token: bag.token }, { sku, qty: 1 }, now),
    ).toBeUndefined();
    expect(
      await fastAddToLine(
        db,
        { store: gb, token: bag.token, customerId: '00000000-0000-4000-8000-000000000000' },
        { sku, qty: 1 },
        now,
      ),
    ).toBeUndefined();
    expect(
      await fastAddToLine(db, { store: gb, token: bag.token }, { sku: 'NO-SUCH-SKU', qty: 1 }, now),
    ).toBeUndefined();
  });
});
