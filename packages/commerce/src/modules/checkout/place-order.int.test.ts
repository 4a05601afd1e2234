import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { lastMail, registerAndLogin, uniqueEmail } from '../../testing/accounts.ts';
import {
  answerChallenge,
  apiCaller,
  cardToken,
  LONDON_ADDRESS,
  placeLondonOrder,
  SANDBOX_CARDS as CARDS,
} from '../../testing/checkout.ts';
import { testDatabase } from '../../testing/database.ts';
import { SANDBOX_CHALLENGE_CODE } from '../payment/index.ts';
import { createProduct, insertPromotion, setStock } from '../../testing/products.ts';

// Place order (issue 4 item 4 and its acceptance): the races and refusals of the one transaction.

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const call = apiCaller(api);

async function guestBag(sku: string, qty = 1, headers: Record<string, string> = {}): Promise<string> {
  const res = await call('POST', '/quote', { product: { sku, qty } }, headers);
  const body = (await res.json()) as { token: string; errors: unknown[] };
  expect(body.errors).toEqual([]);
  return body.token;
}

const order = (token: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  placeLondonOrder(call, { email: 'ava.guest@example.com', ...extra }, { Quote: token, ...headers });

async function stockOf(variantId: number, region = 'gb'): Promise<number> {
  const { rows } = await db.$client.query<{ quantity: number }>(
    'select quantity from stock_levels where variant_id = $1 and region = $2',
    [variantId, region],
  );
  return rows[0]!.quantity;
}

async function ordersFor(sku: string): Promise<number> {
  const { rows } = await db.$client.query<{ n: number }>(
    'select count(distinct order_id)::int as n from order_lines where sku = $1',
    [sku],
  );
  return rows[0]!.n;
}

describe('place order: the happy path', () => {
  it('a guest orders with the approving card: order written, stock taken, bag closed, email queued', async () => {
    const dress = await createProduct(db, { stock: 6 });
    const size = dress.sizes['10']!;
    const token = await guestBag(size.sku, 2);
    const email = uniqueEmail('guest');
    const res = await order(token, { email, payment: { cardToken: await cardToken(CARDS.approve) } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      status: string;
      order: { number: string; total: { amountMinor: number } };
    };
    expect(body.status).toBe('placed');
    expect(body.order.number).toMatch(/^VT\d{6,}$/);
    expect((body.order as { trackUrl?: string }).trackUrl).toMatch(/\/order-status\?order=VT\d+$/);
    // 2 x £49.99 = £99.98: above the free-standard threshold, so delivery is free.
    const { rows } = await db.$client.query(
      'select subtotal_minor, shipping_minor, total_minor, status from orders where number = $1',
      [body.order.number],
    );
    expect(rows[0]).toMatchObject({ subtotal_minor: 9998, status: 'placed' });
    expect(rows[0].total_minor).toBe(9998 + rows[0].shipping_minor);
    expect(body.order.total.amountMinor).toBe(rows[0].total_minor);
    expect(await stockOf(size.variantId)).toBe(4);
    const mail = await lastMail(db, email);
    expect(mail?.template).toBe('order-confirmation');
    // The bag is closed: adding to it again is §4.2's 404 (the client starts a new bag).
    const again = await call('POST', '/quote/product', { sku: size.sku, qty: 1 }, { Quote: token });
    expect(again.status).toBe(404);
  });

  it('answers in the store’s currency: an en-US order is in dollars from the us warehouse', async () => {
    const dress = await createProduct(db, { stock: 3, usStock: 2 });
    const size = dress.sizes['8']!;
    const headers = { locale: 'en_US' };
    const token = await guestBag(size.sku, 1, headers);
    const res = await order(
      token,
      {
        shippingAddress: {
          firstName: 'Mia',
          lastName: 'Cole',
          line1: '350 5th Ave',
          city: 'New York',
          region: 'NY',
          postcode: '10118',
          countryCode: 'US',
          phone: '+1 212 555 0100',
        },
        payment: { cardToken: await cardToken(CARDS.approve) },
      },
      headers,
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { order: { total: { currency: string } } };
    expect(body.order.total.currency).toBe('USD');
    expect(await stockOf(size.variantId, 'us')).toBe(1);
    expect(await stockOf(size.variantId, 'gb')).toBe(3);
  });
});

describe('place order: races', () => {
  it('50 concurrent orders for a size with 5 left: exactly 5 orders, 45 clear refusals, stock 0', async () => {
    const dress = await createProduct(db, { stock: 50 });
    const size = dress.sizes['12']!;
    const tokens = await Promise.all(Array.from({ length: 50 }, () => guestBag(size.sku, 1)));
    await setStock(db, size.variantId, 5);
    const card = await cardToken(CARDS.approve);
    const answers = await Promise.all(tokens.map((t) => order(t, { payment: { cardToken: card } })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    const refusals = await Promise.all(answers.filter((a) => a.status === 409).map((a) => a.json()));
    for (const r of refusals as { error: { code: string; message: string } }[]) {
      expect(['ORDER_OUT_OF_STOCK', 'BAG_NEEDS_REVIEW']).toContain(r.error.code);
      expect(r.error.message.length).toBeGreaterThan(10);
    }
    expect(await stockOf(size.variantId)).toBe(0);
    expect(await ordersFor(size.sku)).toBe(5);
    // No refused shopper was charged: only the five orders hold an authorised payment.
    const { rows } = await db.$client.query<{ n: number }>(
      `select count(*)::int as n from sandbox_authorisations where card_token = $1 and state = 'authorised'`,
      [card],
    );
    expect(rows[0]!.n).toBe(5);
  });

  it('10 concurrent requests with one idempotency key: one order, one authorisation, ten same answers', async () => {
    const dress = await createProduct(db, { stock: 10 });
    const size = dress.sizes['8']!;
    const token = await guestBag(size.sku, 1);
    const card = await cardToken(CARDS.approve);
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        order(token, { payment: { cardToken: card } }, { 'Idempotency-Key': key }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const numbers = new Set(
      await Promise.all(
        answers.map(async (a) => ((await a.json()) as { order: { number: string } }).order.number),
      ),
    );
    expect(numbers.size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(9);
    expect(await ordersFor(size.sku)).toBe(1);
    expect(await stockOf(size.variantId)).toBe(9);
    const { rows } = await db.$client.query<{ n: number }>(
      'select count(*)::int as n from sandbox_authorisations where card_token = $1',
      [card],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('the same key with a different request or a different bag is refused (422), nothing ordered', async () => {
    const dress = await createProduct(db, { stock: 10 });
    const card = await cardToken(CARDS.approve);
    const key = crypto.randomUUID();
    const first = await guestBag(dress.sizes['8']!.sku, 1);
    expect((await order(first, { payment: { cardToken: card } }, { 'Idempotency-Key': key })).status).toBe(
      201,
    );
    const changed = await order(
      first,
      { payment: { cardToken: card }, deliveryMethod: 'next_day' },
      { 'Idempotency-Key': key },
    );
    expect(changed.status).toBe(422);
    const other = await guestBag(dress.sizes['10']!.sku, 1);
    const otherBag = await order(other, { payment: { cardToken: card } }, { 'Idempotency-Key': key });
    expect(otherBag.status).toBe(422);
    expect(((await otherBag.json()) as { error: { code: string } }).error.code).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await ordersFor(dress.sizes['10']!.sku)).toBe(0);
  });
});

describe('place order: refusals leave no order and no charge', () => {
  it.each([
    ['decline', 'PAYMENT_DECLINED'],
    ['insufficient', 'PAYMENT_INSUFFICIENT_FUNDS'],
  ] as const)('a %s card: 402 %s, stock untouched, bag still open', async (card, code) => {
    const dress = await createProduct(db, { stock: 4 });
    const size = dress.sizes['10']!;
    const token = await guestBag(size.sku, 1);
    const res = await order(token, { payment: { cardToken: await cardToken(CARDS[card]) } });
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    expect(await stockOf(size.variantId)).toBe(4);
    expect(await ordersFor(size.sku)).toBe(0);
    const bag = await call('GET', '/quote', undefined, { Quote: token });
    expect(bag.status).toBe(200);
  });

  it('a card that needs the extra step: 202 with the challenge, then the order once it is passed', async () => {
    const dress = await createProduct(db, { stock: 4 });
    const size = dress.sizes['10']!;
    const token = await guestBag(size.sku, 1);
    const card = await cardToken(CARDS.challenge);
    const first = await order(token, { payment: { cardToken: card } });
    expect(first.status).toBe(202);
    const action = (await first.json()) as { payment: { reference: string; challenge: { kind: string } } };
    expect(action.payment.challenge.kind).toBe('one_time_code');
    // Nothing is held while the shopper answers the bank.
    expect(await stockOf(size.variantId)).toBe(4);
    // The shopper answers on the bank's own screen (the provider's origin), never through the store.
    expect(await answerChallenge(action.payment.reference, '000000')).toBe('retry');
    expect(await answerChallenge(action.payment.reference, SANDBOX_CHALLENGE_CODE)).toBe('authenticated');
    const placed = await order(token, {
      payment: { cardToken: card },
      authentication: action.payment.reference,
    });
    expect(placed.status).toBe(201);
    expect(await stockOf(size.variantId)).toBe(3);
    // Issue 34 item 9: both requests were one payment attempt, and it became this order.
    const { id } = ((await placed.json()) as { order: { id: string } }).order;
    const { rows } = await db.$client.query<{ id: string; state: string; provider_reference: string }>(
      'select id, state, provider_reference from payment_attempts where provider_reference = $1',
      [action.payment.reference],
    );
    expect(rows).toEqual([{ id, state: 'completed', provider_reference: action.payment.reference }]);
  });

  it('stock that ran out between bag and payment: 409 in the shopper’s language, no charge', async () => {
    const dress = await createProduct(db, { stock: 4 });
    const size = dress.sizes['10']!;
    const token = await guestBag(size.sku, 2, { locale: 'fr_FR' });
    await setStock(db, size.variantId, 0);
    const card = await cardToken(CARDS.approve);
    const res = await order(
      token,
      {
        shippingAddress: {
          ...LONDON_ADDRESS,
          city: 'Paris',
          postcode: '75001',
          countryCode: 'FR',
          phone: '+33 1 23 45 67 89',
        },
        payment: { cardToken: card },
      },
      { locale: 'fr_FR' },
    );
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/panier/);
    const { rows } = await db.$client.query<{ n: number }>(
      'select count(*)::int as n from sandbox_authorisations where card_token = $1',
      [card],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('a deleted size in the bag: 409, review the bag', async () => {
    const dress = await createProduct(db, { stock: 4 });
    const token = await guestBag(dress.sizes['8']!.sku, 1);
    await db.$client.query('delete from product_variants where id = $1', [dress.sizes['8']!.variantId]);
    const res = await order(token, { payment: { cardToken: await cardToken(CARDS.approve) } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAG_NEEDS_REVIEW');
  });

  it('an authorisation whose order cannot be written is released', async () => {
    const dress = await createProduct(db, { stock: 4 });
    const size = dress.sizes['10']!;
    const token = await guestBag(size.sku, 1);
    const code = await insertPromotion(db, { percentOff: 10, maxUses: 1 });
    expect((await call('POST', '/quote/promotion', { code }, { Quote: token })).status).toBe(200);
    // Someone else takes the code's last use after the bag was priced: closing the bag fails
    // after the card was authorised.
    await db.$client.query('update promotions set uses = 1 where code = $1', [code]);
    await db.$client.query('update promotions set max_uses = 1 where code = $1', [code]);
    const card = await cardToken(CARDS.approve);
    const res = await order(token, { payment: { cardToken: card } });
    expect(res.status).toBe(409);
    expect(await stockOf(size.variantId)).toBe(4);
    const { rows } = await db.$client.query<{ state: string }>(
      'select state from sandbox_authorisations where card_token = $1',
      [card],
    );
    expect(rows.every((r) => r.state !== 'authorised')).toBe(true);
  });

  it.each([
    ['a total in the body', { total: 1 }],
    ['a price in the body', { price: 100 }],
    ['an unknown delivery method', { deliveryMethod: 'teleport' }],
    ['a bad email', { email: 'not-an-email' }],
  ])('%s: 400', async (_, extra) => {
    const dress = await createProduct(db, { stock: 4 });
    const token = await guestBag(dress.sizes['8']!.sku, 1);
    const res = await order(token, { payment: { cardToken: 'tok_whatever_123' }, ...extra });
    expect(res.status).toBe(400);
  });

  it('a guest without an email: 400 naming the field', async () => {
    const dress = await createProduct(db, { stock: 4 });
    const token = await guestBag(dress.sizes['8']!.sku, 1);
    const res = await placeLondonOrder(
      call,
      { payment: { cardToken: await cardToken(CARDS.approve) } },
      { Quote: token },
    );
    expect(res.status).toBe(400);
  });
});

describe('place order: customers', () => {
  it('orders with a saved address and saved card; another customer’s card or address is 404 and nothing is ordered', async () => {
    const ava = await registerAndLogin(api);
    const eve = await registerAndLogin(api);
    const dress = await createProduct(db, { stock: 4 });
    const size = dress.sizes['10']!;
    const saved = await call('POST', '/card', { token: await cardToken(CARDS.approve) }, ava.bearer);
    expect(saved.status).toBe(201);
    const avaCard = ((await saved.json()) as { id: string }).id;
    const address = await call('POST', '/address', LONDON_ADDRESS, ava.bearer);
    const avaAddress = ((await address.json()) as { id: string }).id;

    const evesBag = await call('POST', '/quote', { product: { sku: size.sku, qty: 1 } }, eve.bearer);
    expect(evesBag.status).toBe(200);
    const stolenCard = await placeLondonOrder(call, { payment: { savedCardId: avaCard } }, eve.bearer);
    expect(stolenCard.status).toBe(404);
    const stolenAddress = await call(
      'POST',
      '/checkout/place-order',
      {
        shippingAddress: { addressId: avaAddress },
        deliveryMethod: 'standard',
        payment: { cardToken: await cardToken(CARDS.approve) },
      },
      eve.bearer,
    );
    expect(stolenAddress.status).toBe(404);
    expect(await ordersFor(size.sku)).toBe(0);

    await call('POST', '/quote', { product: { sku: size.sku, qty: 1 } }, ava.bearer);
    const placed = await call(
      'POST',
      '/checkout/place-order',
      {
        shippingAddress: { addressId: avaAddress },
        deliveryMethod: 'next_day',
        payment: { savedCardId: avaCard },
      },
      ava.bearer,
    );
    expect(placed.status).toBe(201);
    const body = (await placed.json()) as { order: { number: string; email: string } };
    expect(body.order.email).toBe(ava.email.toLowerCase());
    const history = await call('GET', '/order-history', undefined, ava.bearer);
    const text = await history.text();
    expect(text).toContain(body.order.number);
  });
});
