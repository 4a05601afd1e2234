import { findLocale } from '@vitrine/config';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api.ts';
import { registerAndLogin } from '../../testing/accounts.ts';
import {
  apiCaller,
  cardToken,
  guestBag,
  LONDON_ADDRESS,
  makeGiftCard,
  placeLondonOrder,
} from '../../testing/checkout.ts';
import { createDatabase } from '../../db/client.ts';
import { testDatabase, testDatabaseUrl } from '../../testing/database.ts';
import { placeOrder } from '../checkout/place-order.ts';
import { paymentServiceFor } from '../payment/index.ts';
import { createProduct } from '../../testing/products.ts';
import { addCredit, creditBalanceOf } from './ledger.ts';
import { orderMoves } from '../order/index.ts';
import { ORDER_MOVE_HOOKS, ORDER_PLACED_HOOKS } from '../../order-hooks.ts';

// Issue 6 item 3 (§2.1 /customer/credit, §2.2 account balance, §7.3 credit): paying with store
// credit at checkout, giving it back on cancellation, and what GET credit shows.

// The race below needs 20 checkouts of ONE customer at once, but a customer has one open bag per
// store (decision 0012). So each racer's place-order is pointed at a bag of its own (a guest bag
// made through the API): everything else — stock, the credit tender, the card, the order — is the
// real place-order transaction, and all 20 spend the one balance.
const bagOf = vi.hoisted(() => new Map<string, number>());
vi.mock('../quote/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../quote/index.ts')>();
  return {
    ...original,
    quoteIdForCaller: async (tx: unknown, caller: { token?: string }) =>
      caller.token && bagOf.has(caller.token)
        ? bagOf.get(caller.token)!
        : original.quoteIdForCaller(tx as never, caller as never),
  };
});

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const call = apiCaller(api);

async function customerBag(
  bearer: Record<string, string>,
  sku: string,
  headers: Record<string, string> = {},
) {
  const res = await call('POST', '/quote', { product: { sku, qty: 1 } }, { ...bearer, ...headers });
  expect(res.status).toBeLessThan(300);
}

const checkout = (
  bearer: Record<string, string>,
  extra: Record<string, unknown>,
  headers: Record<string, string> = {},
) => placeLondonOrder(call, extra, { ...bearer, ...headers });

const GB = findLocale('en-GB')!;

describe('issue 6 §3 paying with store credit', () => {
  it('20 concurrent checkouts paying with one customer’s credit never take the balance below zero', async () => {
    const ava = await registerAndLogin(api);
    await addCredit(db, { customerId: ava.customerId, currency: 'GBP', amountMinor: 5000, kind: 'refund' });
    const dress = await createProduct(db, { stock: 100 });
    const sku = dress.sizes['10']!.sku;
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await call('POST', '/quote', { product: { sku, qty: 1 } });
      const body = (await res.json()) as { token: string; quoteId: number };
      bagOf.set(body.token, body.quoteId);
      tokens.push(body.token);
    }
    const cards = await Promise.all(tokens.map(() => cardToken()));
    // A pool big enough for all 20 to hold a transaction at once: the race is on the balance.
    const racers = createDatabase(testDatabaseUrl(), 24);
    const payments = paymentServiceFor(racers);
    // Each asks for £20.00 of a £50.00 balance: exactly two can be paid.
    const results = await Promise.allSettled(
      tokens.map((token, i) =>
        placeOrder(
          { db: racers, payments, placedHooks: ORDER_PLACED_HOOKS },
          {
            store: GB,
            language: 'en',
            token,
            customerId: ava.customerId,
            storeLink: (p) => `https://shop.example${p}`,
          },
          {
            email: ava.email,
            shippingAddress: LONDON_ADDRESS,
            deliveryMethod: 'standard',
            payment: { cardToken: cards[i]! },
            creditMinor: 2000,
          },
        ),
      ),
    );
    await racers.$client.end();
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(2);
    expect(refused.map((r) => (r.reason as { code?: string }).code)).toEqual(
      Array(18).fill('CREDIT_ABOVE_BALANCE'),
    );
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(1000);
    const { rows } = await db.$client.query<{ spent: string; orders: number; ledger: string }>(
      `select (select coalesce(sum(credit_minor), 0) from orders where customer_id = $1) as spent,
              (select count(*)::int from orders where customer_id = $1) as orders,
              (select sum(amount_minor) from credit_entries where customer_id = $1) as ledger`,
      [ava.customerId],
    );
    expect(rows[0]).toEqual({ spent: '4000', orders: 2, ledger: '1000' });
    // The refused checkouts rolled back whole: their stock is still on the shelf.
    const stock = await db.$client.query<{ quantity: number }>(
      `select quantity from stock_levels where variant_id = $1 and region = 'gb'`,
      [dress.sizes['10']!.variantId],
    );
    expect(stock.rows[0]!.quantity).toBe(98);
  });

  it('pays part of an order with credit and the card the rest; cancelling gives the credit back once', async () => {
    const ava = await registerAndLogin(api);
    await addCredit(db, { customerId: ava.customerId, currency: 'GBP', amountMinor: 1500, kind: 'refund' });
    const dress = await createProduct(db, { stock: 5 });
    await customerBag(ava.bearer, dress.sizes['8']!.sku);
    const res = await checkout(ava.bearer, {
      payment: { cardToken: await cardToken() },
      creditMinor: 1500,
    });
    expect(res.status).toBe(201);
    const placed = (await res.json()) as {
      order: { number: string; id: string; total: { amountMinor: number } };
    };
    const { rows } = await db.$client.query(
      'select credit_minor, total_minor, subtotal_minor, shipping_minor from orders where number = $1',
      [placed.order.number],
    );
    expect(rows[0].credit_minor).toBe(1500);
    expect(rows[0].total_minor).toBe(rows[0].subtotal_minor + rows[0].shipping_minor - 1500);
    expect(placed.order.total.amountMinor).toBe(rows[0].total_minor);
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(0);

    // Two operators cancel at once: one move, one give-back.
    const moves = orderMoves(db, ORDER_MOVE_HOOKS);
    const cancels = await Promise.allSettled([
      moves.transition(placed.order.number, 'cancelled'),
      moves.transition(placed.order.number, 'cancelled'),
    ]);
    expect(cancels.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(1500);
    const credit = (await (await call('GET', '/credit', undefined, ava.bearer)).json()) as {
      history: { kind: string; amount: { amountMinor: number }; orderNumber: string | null; label: string }[];
    };
    expect(credit.history.map((h) => [h.kind, h.amount.amountMinor, h.orderNumber])).toEqual([
      ['order_cancelled', 1500, placed.order.number],
      ['order', -1500, placed.order.number],
      ['refund', 1500, null],
    ]);
    expect(credit.history[0]!.label).toBe('Cancelled order given back');
  });

  it('an order that credit pays in full needs no card', async () => {
    const ava = await registerAndLogin(api);
    await addCredit(db, { customerId: ava.customerId, currency: 'GBP', amountMinor: 20000, kind: 'refund' });
    const dress = await createProduct(db, { stock: 5 });
    await customerBag(ava.bearer, dress.sizes['8']!.sku);
    const res = await checkout(ava.bearer, { creditMinor: 20000 });
    expect(res.status).toBe(201);
    const placed = (await res.json()) as { order: { number: string; total: { amountMinor: number } } };
    expect(placed.order.total.amountMinor).toBe(0);
    const { rows } = await db.$client.query('select credit_minor, payment_id from orders where number = $1', [
      placed.order.number,
    ]);
    // Clamped to what the order costs: the rest of the balance stays.
    expect(rows[0].payment_id).toBeNull();
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(20000 - rows[0].credit_minor);
  });

  it('takes credit after gift cards: it pays what the card leaves, and no bank card is needed', async () => {
    const ava = await registerAndLogin(api);
    await addCredit(db, { customerId: ava.customerId, currency: 'GBP', amountMinor: 20000, kind: 'refund' });
    const dress = await createProduct(db, { stock: 5 });
    await customerBag(ava.bearer, dress.sizes['8']!.sku);
    const card = await makeGiftCard(db, { amountMinor: 2000 });
    const applied = await call('POST', '/quote/gift-card', { code: card.code, pin: card.pin }, ava.bearer);
    expect(applied.status).toBe(200);
    const res = await checkout(ava.bearer, { creditMinor: 20000 });
    expect(res.status).toBe(201);
    const placed = (await res.json()) as { order: { number: string; total: { amountMinor: number } } };
    const { rows } = await db.$client.query(
      'select gift_card_minor, credit_minor, subtotal_minor, shipping_minor, total_minor, payment_id from orders where number = $1',
      [placed.order.number],
    );
    const due = rows[0].subtotal_minor + rows[0].shipping_minor;
    expect(rows[0]).toMatchObject({ gift_card_minor: 2000, total_minor: 0, payment_id: null });
    expect(rows[0].credit_minor).toBe(due - 2000);
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(20000 - (due - 2000));
    const left = await db.$client.query('select balance_minor from gift_cards where id = $1', [card.id]);
    expect(left.rows[0].balance_minor).toBe(0);
  });

  it('refuses more than the balance with a clear message and charges nothing', async () => {
    const ava = await registerAndLogin(api);
    await addCredit(db, { customerId: ava.customerId, currency: 'GBP', amountMinor: 500, kind: 'refund' });
    const dress = await createProduct(db, { stock: 5 });
    const size = dress.sizes['8']!;
    await customerBag(ava.bearer, size.sku);
    const res = await checkout(ava.bearer, {
      payment: { cardToken: await cardToken() },
      creditMinor: 600,
    });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('CREDIT_ABOVE_BALANCE');
    expect(body.error.message).toContain('£5.00');
    expect(body.error.message).toContain('£6.00');
    expect(await creditBalanceOf(db, ava.customerId, 'GBP')).toBe(500);
    const { rows } = await db.$client.query('select count(*)::int as n from orders where customer_id = $1', [
      ava.customerId,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('refuses bad amounts, guests and stores without an account balance', async () => {
    const ava = await registerAndLogin(api);
    for (const creditMinor of [-1, 1.5, '10'])
      expect(
        (await checkout(ava.bearer, { payment: { cardToken: 'tok_12345678' }, creditMinor })).status,
      ).toBe(400);
    // A guest has no balance to spend.
    const dress = await createProduct(db, { stock: 5 });
    const bag = await guestBag(call, dress.sizes['8']!.sku);
    const guest = await placeLondonOrder(
      call,
      { email: 'guest@example.com', payment: { cardToken: await cardToken() }, creditMinor: 100 },
      { Quote: bag },
    );
    expect(guest.status).toBe(401);
    expect(((await guest.json()) as { error: { code: string } }).error.code).toBe('CREDIT_NEEDS_ACCOUNT');
  });
});

describe('issue 6 §3 GET credit', () => {
  it('answers the balances (store currency first) and a paged history, localised', async () => {
    const ava = await registerAndLogin(api);
    await addCredit(db, { customerId: ava.customerId, currency: 'USD', amountMinor: 700, kind: 'refund' });
    for (let i = 1; i <= 3; i++)
      await addCredit(db, {
        customerId: ava.customerId,
        currency: 'GBP',
        amountMinor: i * 100,
        kind: 'refund',
        note: `Goodwill ${i}`,
      });
    const first = await call('GET', '/credit?limit=2', undefined, ava.bearer);
    expect(first.status).toBe(200);
    const page1 = (await first.json()) as {
      currency: string;
      balance: { amountMinor: number; currency: string };
      balances: { amountMinor: number; currency: string }[];
      history: { amount: { amountMinor: number }; note: string | null; label: string; createdAt: string }[];
      nextBefore: number | null;
    };
    expect(page1.currency).toBe('GBP');
    expect(page1.balance).toEqual({ amountMinor: 600, currency: 'GBP' });
    expect(page1.balances).toEqual([
      { amountMinor: 600, currency: 'GBP' },
      { amountMinor: 700, currency: 'USD' },
    ]);
    expect(page1.history.map((h) => h.amount.amountMinor)).toEqual([300, 200]);
    expect(page1.history[0]).toMatchObject({ note: 'Goodwill 3', label: 'Refund' });
    expect(page1.nextBefore).not.toBeNull();
    const page2 = (await (
      await call('GET', `/credit?limit=2&before=${page1.nextBefore}`, undefined, ava.bearer)
    ).json()) as typeof page1;
    expect(page2.history.map((h) => h.amount.amountMinor)).toEqual([100]);
    expect(page2.nextBefore).toBeNull();
    // In the US store the dollars come first; another currency on request.
    const us = (await (
      await call('GET', '/credit', undefined, { ...ava.bearer, locale: 'en_US' })
    ).json()) as typeof page1;
    expect(us.balance).toEqual({ amountMinor: 700, currency: 'USD' });
    expect(us.balances[0]!.currency).toBe('USD');
    // French labels in a French-speaking store that offers a balance (ar-AE is Arabic).
    const ar = (await (
      await call('GET', '/credit?currency=gbp', undefined, { ...ava.bearer, locale: 'ar_AE' })
    ).json()) as typeof page1;
    expect(ar.history[0]!.label).toBe('استرداد');
  });

  it('shows nobody else’s movements or balances, and needs a login', async () => {
    const ava = await registerAndLogin(api);
    const eve = await registerAndLogin(api);
    const dress = await createProduct(db, { stock: 5 });
    await addCredit(db, {
      customerId: ava.customerId,
      currency: 'GBP',
      amountMinor: 9000,
      kind: 'refund',
      note: 'Ava only',
    });
    await customerBag(ava.bearer, dress.sizes['8']!.sku);
    expect((await checkout(ava.bearer, { creditMinor: 9000 })).status).toBe(201);
    const eves = (await (await call('GET', '/credit', undefined, eve.bearer)).json()) as {
      balances: unknown[];
      history: unknown[];
      balance: { amountMinor: number };
    };
    expect(eves).toMatchObject({ balances: [], history: [], balance: { amountMinor: 0 } });
    // Eve's ledger row naming Ava's order (never written by the app) still does not reveal its number.
    const avaOrder = await db.$client.query<{ id: string }>('select id from orders where customer_id = $1', [
      ava.customerId,
    ]);
    await db.$client.query(
      `insert into credit_entries (customer_id, currency, amount_minor, kind, reference) values ($1, 'GBP', 1, 'order_cancelled', $2)`,
      [eve.customerId, avaOrder.rows[0]!.id],
    );
    const again = (await (await call('GET', '/credit', undefined, eve.bearer)).json()) as {
      history: { orderNumber: string | null }[];
    };
    expect(again.history[0]!.orderNumber).toBeNull();
    expect((await call('GET', '/credit')).status).toBe(401);
  });

  it('is 404 in a store that offers no account balance (§2.2), with a localised reason', async () => {
    const ava = await registerAndLogin(api);
    const res = await call('GET', '/credit', undefined, { ...ava.bearer, locale: 'fr_FR' });
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({ code: 'CREDIT_NOT_AVAILABLE' });
    expect(body.error.message).toContain('boutique');
    expect((await call('GET', '/credit?limit=0', undefined, ava.bearer)).status).toBe(400);
    expect((await call('GET', '/credit?currency=pounds', undefined, ava.bearer)).status).toBe(400);
  });
});
