import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { lastMail, registerAndLogin } from '../../testing/accounts.ts';
import { apiCaller, cardToken, makeGiftCard, placeLondonOrder } from '../../testing/checkout.ts';
import { testDatabase } from '../../testing/database.ts';
import { addCredit } from '../credit/ledger.ts';
import { createProduct } from '../../testing/products.ts';

// Issue 29 item 11: an order paid partly by gift cards and the account balance says what each
// tender paid (gift cards by the last four of their code, the bank card by brand and last four),
// and the sums add up, in the API answers every view draws and in the confirmation email.

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());
const call = apiCaller(api);

const last4 = (code: string) => code.replace(/-/g, '').slice(-4);

interface Money {
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  totalMinor: number;
  cardMinor: number;
  tenders: { kind: string; amountMinor: number; last4?: string | null; brand?: string | null }[];
}

describe('the money summary of an order (issue 29 item 11)', () => {
  it('names every tender of a card + gift cards + account balance order, and its sums add up', async () => {
    const ava = await registerAndLogin(api);
    await addCredit(db, { customerId: ava.customerId, currency: 'GBP', amountMinor: 1000, kind: 'refund' });
    const dress = await createProduct(db, { prices: { GBP: 8450 }, stock: 5 });
    const bag = await call(
      'POST',
      '/quote',
      { product: { sku: dress.sizes['10']!.sku, qty: 1 } },
      ava.bearer,
    );
    expect(bag.status).toBeLessThan(300);
    const a = await makeGiftCard(db, { amountMinor: 1500 });
    const b = await makeGiftCard(db, { amountMinor: 1000 });
    for (const card of [a, b])
      expect(
        (await call('POST', '/quote/gift-card', { code: card.code, pin: card.pin }, ava.bearer)).status,
      ).toBe(200);
    const placed = await placeLondonOrder(
      call,
      { payment: { cardToken: await cardToken() }, creditMinor: 1000 },
      ava.bearer,
    );
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { number: string } };

    const detail = await call('GET', `/order/${order.number}`, undefined, ava.bearer);
    expect(detail.status).toBe(200);
    const shown = (await detail.json()) as { totalMinor: number; money: Money };
    const { money } = shown;
    expect(money.subtotalMinor).toBe(8450);
    expect(money.totalMinor).toBe(8450 - money.discountMinor + money.shippingMinor);
    const cardPays = money.totalMinor - 1500 - 1000 - 1000;
    expect(money.tenders).toEqual([
      { kind: 'giftCard', last4: last4(a.code), amountMinor: 1500 },
      { kind: 'giftCard', last4: last4(b.code), amountMinor: 1000 },
      { kind: 'credit', amountMinor: 1000 },
      { kind: 'card', brand: 'visa', last4: '1111', amountMinor: cardPays },
    ]);
    expect(money.tenders.reduce((sum, t) => sum + t.amountMinor, 0)).toBe(money.totalMinor);
    // What the bank card was charged is the card's tender.
    expect(money.cardMinor).toBe(shown.totalMinor);
    expect(shown.totalMinor).toBe(cardPays);

    // The history answers the same summary.
    const history = await call('GET', '/order-history', undefined, ava.bearer);
    const listed = (await history.json()) as { orders: { number: string; money: Money }[] };
    expect(listed.orders.find((o) => o.number === order.number)?.money).toEqual(money);

    // The confirmation email lists the total and each tender by its masked number.
    const mail = await lastMail(db, ava.email);
    expect(mail?.template).toBe('order-confirmation');
    const pounds = (minor: number) => `£${(minor / 100).toFixed(2)}`;
    expect(mail?.text).toContain(`Total: ${pounds(money.totalMinor)}`);
    expect(mail?.text).toContain(`Gift card •••• ${last4(a.code)}: -£15.00`);
    expect(mail?.text).toContain(`Gift card •••• ${last4(b.code)}: -£10.00`);
    expect(mail?.text).toContain('Account balance: -£10.00');
    expect(mail?.text).toContain(`Card Visa •••• 1111: ${pounds(cardPays)}`);
  });
});
