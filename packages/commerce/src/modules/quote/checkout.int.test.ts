import { afterAll, describe, expect, it } from 'vitest';
import { getLocale } from '@vitrine/config';
import { testDatabase } from '../../testing/database.ts';
import { createProduct, insertPromotion } from '../../testing/products.ts';
import { closeQuote, lockQuoteForCheckout, quoteIdForCaller, quoteService } from './index.ts';

const db = testDatabase();
const quotes = quoteService(db);
afterAll(() => db.$client.end());

const gb = { store: getLocale('en-GB') };

describe('what checkout calls inside its transaction', () => {
  it('lockQuoteForCheckout prices the bag on the server; closeQuote closes it and counts the code', async () => {
    const dress = await createProduct(db);
    const code = await insertPromotion(db, { percentOff: 10, maxUses: 1 });
    const created = await quotes.create(gb, { sku: dress.sizes['8']!.sku, qty: 2 });
    const caller = { ...gb, token: created.token! };
    await quotes.applyPromotion(caller, code);

    const priced = await db.transaction(async (tx) => {
      const id = await quoteIdForCaller(tx, caller);
      expect(id).toBe(created.quoteId);
      const bag = await lockQuoteForCheckout(tx, id);
      await closeQuote(tx, id, { redeemPromotion: bag.promotion?.applied ? bag.promotion.code : undefined });
      return bag;
    });
    expect(priced).toMatchObject({
      quoteId: created.quoteId,
      status: 'active',
      storeLocale: 'en-GB',
      currency: 'GBP',
      subtotal: { amountMinor: 9998, currency: 'GBP' },
      discount: { amountMinor: 1000, currency: 'GBP' },
      total: { amountMinor: 8998, currency: 'GBP' },
    });
    expect(priced.lines[0]).toMatchObject({
      productId: dress.productId,
      variantId: dress.sizes['8']!.variantId,
    });

    const { rows } = await db.$client.query('select status from quotes where id = $1', [created.quoteId]);
    expect(rows[0].status).toBe('ordered');
    const uses = await db.$client.query('select uses from promotions where code = $1', [code]);
    expect(uses.rows[0].uses).toBe(1);
    // The closed bag is gone for the client: its next add starts a new one (§4.2 step 3).
    await expect(quotes.addProduct(caller, { sku: dress.sizes['8']!.sku, qty: 1 })).rejects.toMatchObject({
      status: 404,
    });
    // Closing twice is a conflict, not a second order.
    await expect(db.transaction((tx) => closeQuote(tx, created.quoteId!))).rejects.toMatchObject({
      status: 409,
    });
  });

  it('the bag stays locked until the transaction ends: an add waits for checkout', async () => {
    const dress = await createProduct(db);
    const created = await quotes.create(gb, { sku: dress.sizes['8']!.sku, qty: 1 });
    const caller = { ...gb, token: created.token! };
    const order: string[] = [];
    // The add is another shopper's request: it starts outside the checkout's transaction, once
    // checkout holds the bag, and checkout ends a while later.
    let locked!: () => void;
    let finish!: () => void;
    const bagLocked = new Promise<void>((resolve) => (locked = resolve));
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    const checkout = db.transaction(async (tx) => {
      await lockQuoteForCheckout(tx, created.quoteId!);
      locked();
      await finishing;
      order.push('checkout');
      await closeQuote(tx, created.quoteId!);
    });
    await bagLocked;
    const adding = quotes
      .addProduct(caller, { sku: dress.sizes['10']!.sku, qty: 1 })
      .then(() => order.push('add'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    finish();
    await checkout;
    await expect(adding).rejects.toMatchObject({ status: 404 });
    expect(order).toEqual(['checkout']);
  });

  it('a missing quote is 404', async () => {
    await expect(db.transaction((tx) => lockQuoteForCheckout(tx, 987_654_321))).rejects.toMatchObject({
      status: 404,
    });
  });
});
