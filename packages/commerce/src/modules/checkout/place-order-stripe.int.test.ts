import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api.ts';
import { apiCaller, placeLondonOrder } from '../../testing/checkout.ts';
import { testDatabase } from '../../testing/database.ts';
import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe.ts';
import { createProduct } from '../../testing/products.ts';

// Place order with PAYMENT_PROVIDER=stripe (issue 34 item 3): the whole checkout, with the Stripe
// adapter talking to the fake Stripe over HTTP, as a shopper whose browser made the PaymentMethod.

const db = testDatabase();
let fake: FakeStripe;
let call: ReturnType<typeof apiCaller>;

beforeAll(async () => {
  fake = await startFakeStripe();
  // Read on first use: this file's provider is Stripe, at the fake's address.
  vi.stubEnv('PAYMENT_PROVIDER', 'stripe');
  vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_vitrinecheckout');
  vi.stubEnv('STRIPE_API_BASE', fake.apiBase);
  call = apiCaller(createApi({ db, log: pino({ level: 'silent' }), version: 'test' }));
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
  await db.$client.end();
});

/** A guest's bag with one dress of a new product in it: its token. */
async function guestBag(): Promise<string> {
  const dress = await createProduct(db, { stock: 3 });
  const res = await call('POST', '/quote', { product: { sku: dress.sizes['10']!.sku, qty: 1 } });
  return ((await res.json()) as { token: string }).token;
}

const order = (token: string, body: Record<string, unknown>) =>
  placeLondonOrder(call, { email: 'ava.stripe@example.com', ...body }, { Quote: token });

const paymentOf = async (reference: string) => {
  const { rows } = await db.$client.query<{ provider: string; status: string; order_id: string | null }>(
    'select provider, status, order_id from payments where provider_reference = $1',
    [reference],
  );
  return rows[0];
};

describe('place order with Stripe', () => {
  it('a PaymentMethod from Stripe.js: 201, the intent held with the order’s key, the payment Stripe’s', async () => {
    const token = await guestBag();
    const res = await order(token, { payment: { cardToken: 'pm_card_visa' } });
    expect(res.status).toBe(201);
    const { order: placed } = (await res.json()) as { order: { id: string } };
    const create = fake.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payment_intents')!;
    expect(create.idempotencyKey).toBe(`order-${placed.id}`);
    expect(create.form['metadata[idempotency_key]']).toBe(`order-${placed.id}`);
    const intent = fake.events.findLast((e) => e.type === 'payment_intent.amount_capturable_updated')!;
    const reference = (intent.data.object as { id: string }).id;
    expect(await paymentOf(reference)).toEqual({
      provider: 'stripe',
      status: 'authorised',
      order_id: placed.id,
    });
  });

  it('a declined card: 402 and no order', async () => {
    const token = await guestBag();
    const res = await order(token, { payment: { cardToken: 'pm_card_chargeDeclinedInsufficientFunds' } });
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYMENT_INSUFFICIENT_FUNDS');
  });

  it('3-D Secure: 202 with the bank’s screen, then the order on the same intent once it is passed', async () => {
    const token = await guestBag();
    const payment = { cardToken: 'pm_card_authenticationRequired' };
    const first = await order(token, { payment });
    expect(first.status).toBe(202);
    const action = (await first.json()) as { payment: { reference: string; challenge: { url?: string } } };
    // Stripe's is on hooks.stripe.com; the fake serves its test page on its own origin.
    expect(action.payment.challenge.url).toBe(
      `${fake.apiBase}/3d_secure_2/hosted?payment_intent=${action.payment.reference}`,
    );
    fake.completeChallenge(action.payment.reference, true);
    const placed = await order(token, { payment, authentication: action.payment.reference });
    expect(placed.status).toBe(201);
    expect((await paymentOf(action.payment.reference))?.status).toBe('authorised');
  });
});
