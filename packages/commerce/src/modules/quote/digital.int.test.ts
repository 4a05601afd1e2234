import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { registerAndLogin, uniqueEmail } from '../../testing/accounts.ts';
import { apiCaller, cardToken, guestBag, LONDON_ADDRESS } from '../../testing/checkout.ts';
import { testDatabase } from '../../testing/database.ts';
import { addDigitalItem, GIFT_CARD_SKU, MAX_DIGITAL_ITEMS } from './digital.ts';
import { createProduct, insertPromotion } from '../../testing/products.ts';
import { hashQuoteToken } from './tokens.ts';

// Issue 6 (decision 0014): digital items in the bag. They count in the subtotal, the total and
// the item count, never in what a promotion discounts; a bag of digital items only checks out
// without a delivery method or parcel, its order lines carry their kind, and no stock is taken.

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const call = apiCaller(api);

const details = {
  recipientName: 'Mia',
  recipientEmail: 'mia@example.com',
  senderName: 'Ava',
  message: 'Happy birthday',
  deliverOn: '2026-12-01',
};

async function quoteIdOf(token: string): Promise<number> {
  const { rows } = await db.$client.query<{ id: number }>('select id from quotes where token_hash = $1', [
    hashQuoteToken(token),
  ]);
  return Number(rows[0]!.id);
}

const addCard = (quoteId: number, amountMinor: number) =>
  db.transaction((tx) =>
    addDigitalItem(tx, quoteId, { kind: 'gift_card', sku: GIFT_CARD_SKU, amountMinor, details }),
  );

interface Bag {
  digitalItems: { id: number; kind: string; sku: string; name: string; amount: { amountMinor: number } }[];
  itemCount: number;
  subtotal: { amountMinor: number };
  digitalTotal: { amountMinor: number };
  discount: { amountMinor: number };
  total: { amountMinor: number };
}

describe('digital items in the bag (issue 6)', () => {
  it('count in subtotal, total and item count; a promotion discounts the merchandise only', async () => {
    const dress = await createProduct(db, { prices: { GBP: 5000 } });
    const token = await guestBag(call, dress.sizes['10']!.sku);
    await addCard(await quoteIdOf(token), 10000);
    const code = await insertPromotion(db, { percentOff: 10 });
    const res = await call('POST', '/quote/promotion', { code }, { Quote: token });
    const bag = (await res.json()) as Bag;
    expect(bag.digitalItems).toEqual([
      expect.objectContaining({
        kind: 'gift_card',
        sku: 'GIFTCARD',
        name: 'Digital gift card',
        amount: { amountMinor: 10000, currency: 'GBP' },
      }),
    ]);
    expect(bag.itemCount).toBe(2);
    expect(bag.subtotal.amountMinor).toBe(15000);
    expect(bag.digitalTotal.amountMinor).toBe(10000);
    // 10% of the £50 dress, not of £150.
    expect(bag.discount.amountMinor).toBe(500);
    expect(bag.total.amountMinor).toBe(14500);
  });

  it('the name is in the store language and a digital item is removed by id (another id is no error)', async () => {
    const dress = await createProduct(db);
    const token = await guestBag(call, dress.sizes['10']!.sku);
    const added = await addCard(await quoteIdOf(token), 2500);
    if (!('id' in added)) throw new Error('refused');
    const fr = (await (
      await call('GET', '/quote', undefined, { Quote: token, locale: 'fr-FR' })
    ).json()) as Bag;
    // A move to another store drops them (priced in pounds; gift cards are not sold there, §2.2).
    expect(fr.digitalItems).toEqual([]);
    const token2 = await guestBag(call, dress.sizes['10']!.sku);
    const second = await addCard(await quoteIdOf(token2), 2500);
    if (!('id' in second)) throw new Error('refused');
    const missing = await call('DELETE', `/quote/digital-item?id=${second.id + 100000}`, undefined, {
      Quote: token2,
    });
    expect(((await missing.json()) as Bag).digitalItems).toHaveLength(1);
    const gone = await call('DELETE', `/quote/digital-item?id=${second.id}`, undefined, { Quote: token2 });
    expect(gone.status).toBe(200);
    expect(((await gone.json()) as Bag).digitalItems).toEqual([]);
    const bad = await call('DELETE', '/quote/digital-item?id=abc', undefined, { Quote: token2 });
    expect(bad.status).toBe(400);
  });

  it(`holds at most ${MAX_DIGITAL_ITEMS} digital items and one subscription`, async () => {
    const dress = await createProduct(db);
    const quoteId = await quoteIdOf(await guestBag(call, dress.sizes['10']!.sku));
    for (let i = 0; i < MAX_DIGITAL_ITEMS; i++) expect(await addCard(quoteId, 1000)).toHaveProperty('id');
    expect(await addCard(quoteId, 1000)).toEqual({ refusal: 'DIGITAL_ITEMS_FULL' });
    const other = await quoteIdOf(await guestBag(call, dress.sizes['10']!.sku));
    const sub = (sku: string) =>
      db.transaction((tx) =>
        addDigitalItem(tx, other, { kind: 'subscription', sku, amountMinor: 999, details: {} }),
      );
    expect(await sub('DELIVERY-YEAR')).toHaveProperty('id');
    expect(await sub('DELIVERY-YEAR')).toEqual({ refusal: 'SUBSCRIPTION_ALREADY_IN_BAG' });
  });

  it('a bag of digital items only checks out without a delivery method; lines carry their kind', async () => {
    const dress = await createProduct(db, { stock: 5 });
    const size = dress.sizes['10']!;
    const token = await guestBag(call, size.sku);
    await addCard(await quoteIdOf(token), 2500);
    await call('DELETE', `/quote?sku=${size.sku}`, undefined, { Quote: token });
    const card = await cardToken();
    // Nothing to say where the receipt goes: the billing address is required then.
    const noAddress = await call(
      'POST',
      '/checkout/place-order',
      { email: uniqueEmail('digital'), payment: { cardToken: card } },
      { Quote: token },
    );
    expect(noAddress.status).toBe(400);
    const res = await call(
      'POST',
      '/checkout/place-order',
      { email: uniqueEmail('digital'), billingAddress: LONDON_ADDRESS, payment: { cardToken: card } },
      { Quote: token },
    );
    expect(res.status).toBe(201);
    const { order } = (await res.json()) as { order: { id: string; total: { amountMinor: number } } };
    expect(order.total.amountMinor).toBe(2500);
    const { rows } = await db.$client.query(
      `select o.shipping_method, o.shipping_minor, l.kind, l.sku, l.size, l.colour, l.name
       from orders o join order_lines l on l.order_id = o.id where o.id = $1`,
      [order.id],
    );
    expect(rows).toEqual([
      {
        shipping_method: 'digital',
        shipping_minor: 0,
        kind: 'gift_card',
        sku: 'GIFTCARD',
        size: '',
        colour: '',
        name: 'Digital gift card',
      },
    ]);
  });

  it('a guest’s gift cards join the customer’s bag at login (quote/merge)', async () => {
    const dress = await createProduct(db);
    const guest = await guestBag(call, dress.sizes['10']!.sku);
    await addCard(await quoteIdOf(guest), 2500);
    const shopper = await registerAndLogin(api);
    const res = await call('POST', '/quote/merge', undefined, { ...shopper.bearer, Quote: guest });
    expect(res.status).toBe(200);
    const merged = (await res.json()) as Bag;
    expect(merged.digitalItems).toEqual([expect.objectContaining({ kind: 'gift_card', sku: 'GIFTCARD' })]);
    expect(merged.itemCount).toBe(2);
  });

  it('a bag with products still needs a delivery method', async () => {
    const dress = await createProduct(db);
    const token = await guestBag(call, dress.sizes['10']!.sku);
    await addCard(await quoteIdOf(token), 2500);
    const res = await call(
      'POST',
      '/checkout/place-order',
      {
        email: uniqueEmail('mixed'),
        shippingAddress: LONDON_ADDRESS,
        payment: { cardToken: 'tok_whatever_123' },
      },
      { Quote: token },
    );
    expect(res.status).toBe(400);
  });
});
