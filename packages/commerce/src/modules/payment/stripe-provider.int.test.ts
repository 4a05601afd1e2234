import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api.ts';
import { testDatabase } from '../../testing/database.ts';
import { startFakeStripe, type FakeStripe } from '../../testing/fake-stripe.ts';
import { capturedLog } from '../../testing/logs.ts';
import { PaymentProviderError, type PaymentProvider } from './provider.ts';
import { paymentService } from './service.ts';
import { stripeProvider } from './stripe-provider.ts';

// Issue 34 item 3: the Stripe adapter through the real `stripe` SDK, over HTTP, against a fake
// Stripe (testing/fake-stripe.ts) that records what went over the wire; and Stripe's signed
// webhooks through the real API and PostgreSQL.

const SECRET_KEY = 'sk_test_vitrinefake';
const WEBHOOK_SECRET = 'whsec_vitrinetestsecret';
const RETURN_URL = 'https://shop.example.com/payment/authenticated';
const AMOUNT = 5_000;

let fake: FakeStripe;
let provider: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = stripeProvider({ secretKey: SECRET_KEY, returnUrl: RETURN_URL, apiBase: fake.apiBase });
});
afterAll(async () => {
  await fake.close();
});

const key = () => `order-${randomUUID()}`;
const authorise = (token: string, extra: { amountMinor?: number; idempotencyKey?: string } = {}) =>
  provider.authorise({
    token,
    amountMinor: extra.amountMinor ?? AMOUNT,
    currency: 'GBP',
    reference: 'bag-1',
    idempotencyKey: extra.idempotencyKey ?? key(),
  });

const creates = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return (error as PaymentProviderError).code;
}

async function authorised(amountMinor = AMOUNT) {
  const result = await authorise('pm_card_visa', { amountMinor });
  if (result.status !== 'authorised') throw new Error(`expected authorised, got ${result.status}`);
  return result.reference;
}

describe('Stripe adapter: authorise', () => {
  it('asks for a manual-capture PaymentIntent, confirmed at once, in minor units with our key', async () => {
    const idempotencyKey = key();
    const result = await authorise('pm_card_visa', { idempotencyKey });
    expect(result).toMatchObject({
      status: 'authorised',
      reference: expect.stringMatching(/^pi_/),
      card: { brand: 'visa', last4: '4242', expMonth: 12 },
    });
    const sent = creates().at(-1)!;
    expect(sent.idempotencyKey).toBe(idempotencyKey);
    expect(sent.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.form).toMatchObject({
      amount: '5000',
      currency: 'gbp',
      payment_method: 'pm_card_visa',
      capture_method: 'manual',
      confirm: 'true',
      return_url: RETURN_URL,
      'metadata[reference]': 'bag-1',
      'metadata[idempotency_key]': idempotencyKey,
      'allowed_payment_method_types[0]': 'card',
    });
    expect(sent.form['off_session']).toBeUndefined();
  });

  it('the same request sent again with its key answers the same PaymentIntent, held once', async () => {
    const idempotencyKey = key();
    const first = await authorise('pm_card_visa', { idempotencyKey });
    const again = await authorise('pm_card_visa', { idempotencyKey });
    expect(again).toEqual(first);
    const intents = new Set(
      fake.requests.filter((r) => r.idempotencyKey === idempotencyKey).map((r) => r.path),
    );
    expect(intents).toEqual(new Set(['/v1/payment_intents']));
    expect(fake.events.filter((e) => (e.data.object as { id: string }).id === first.reference)).toHaveLength(
      1,
    );
  });

  it('the same key for another amount is refused, not guessed at', async () => {
    const idempotencyKey = key();
    await authorise('pm_card_visa', { idempotencyKey });
    expect(await refusal(authorise('pm_card_visa', { idempotencyKey, amountMinor: AMOUNT + 1 }))).toBe(
      'invalid_state',
    );
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'insufficient_funds'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card'],
  ])('a %s card is declined as %s, with the PaymentIntent Stripe made', async (token, reason) => {
    const result = await authorise(token);
    expect(result).toMatchObject({ status: 'declined', reason, reference: expect.stringMatching(/^pi_/) });
  });

  it('a PaymentMethod Stripe does not know is an invalid token', async () => {
    expect(await authorise('pm_nobody_made_this')).toEqual({ status: 'declined', reason: 'invalid_token' });
  });

  it('off-session (a renewal) asks for no bank screen; a bank that insists is a decline', async () => {
    const result = await provider.authorise({
      token: 'pm_card_authenticationRequired',
      amountMinor: AMOUNT,
      currency: 'GBP',
      reference: 'renewal-1',
      idempotencyKey: key(),
      offSession: true,
    });
    expect(result).toMatchObject({ status: 'declined', reason: 'authentication_failed' });
    const sent = creates().at(-1)!;
    expect(sent.form['off_session']).toBe('true');
    expect(sent.form['return_url']).toBeUndefined();
  });

  it('a zero or fractional amount is refused before Stripe is asked', async () => {
    const before = fake.requests.length;
    expect(await refusal(authorise('pm_card_visa', { amountMinor: 0 }))).toBe('invalid_amount');
    expect(await refusal(authorise('pm_card_visa', { amountMinor: 1.5 }))).toBe('invalid_amount');
    expect(fake.requests.length).toBe(before);
  });
});

describe('Stripe adapter: the bank’s extra step (3-D Secure)', () => {
  it('requires_action gives the bank’s screen to frame; once passed, the same intent is authorised', async () => {
    const idempotencyKey = key();
    const first = await authorise('pm_card_authenticationRequired', { idempotencyKey });
    if (first.status !== 'requires_action') throw new Error(`got ${first.status}`);
    // Stripe's is on hooks.stripe.com; the fake serves its test page on its own origin.
    expect(first.challenge.url).toBe(`${fake.apiBase}/3d_secure_2/hosted?payment_intent=${first.reference}`);
    expect(await provider.completeChallenge(first.reference, '')).toEqual({
      status: 'retry',
      attemptsLeft: 1,
    });

    fake.completeChallenge(first.reference, true);
    expect(await provider.completeChallenge(first.reference, '')).toEqual({ status: 'authenticated' });
    const createsBefore = creates().length;
    const after = await provider.authorise({
      token: 'pm_card_authenticationRequired',
      amountMinor: AMOUNT,
      currency: 'GBP',
      reference: 'bag-1',
      idempotencyKey,
      authentication: first.reference,
    });
    expect(after).toMatchObject({ status: 'authorised', reference: first.reference });
    expect(creates().length).toBe(createsBefore);
  });

  it('a failed screen fails; a bag that changed meanwhile is a mismatch and the hold is released', async () => {
    const failed = await authorise('pm_card_authenticationRequired');
    if (failed.status !== 'requires_action') throw new Error(`got ${failed.status}`);
    fake.completeChallenge(failed.reference, false);
    expect(await provider.completeChallenge(failed.reference, '')).toEqual({ status: 'failed' });

    const changed = await authorise('pm_card_authenticationRequired');
    if (changed.status !== 'requires_action') throw new Error(`got ${changed.status}`);
    fake.completeChallenge(changed.reference, true);
    const result = await provider.authorise({
      token: 'pm_card_authenticationRequired',
      amountMinor: AMOUNT + 100,
      currency: 'GBP',
      reference: 'bag-1',
      authentication: changed.reference,
    });
    expect(result).toMatchObject({ status: 'declined', reason: 'authentication_mismatch' });
    expect(fake.intent(changed.reference)['status']).toBe('canceled');
  });
});

describe('cards typed into Stripe.js, then used by the store’s server (issue 34, decision 0079)', () => {
  /** What the fake Stripe.js's card frame posts: the card and the page's publishable key. */
  const typed = (number: string, key = 'pk_test_vitrinefake', name = 'Noor Haddad') =>
    fetch(`${fake.apiBase}/v1/payment_methods`, {
      method: 'POST',
      body: new URLSearchParams({
        type: 'card',
        'card[number]': number,
        'card[exp_month]': '12',
        'card[exp_year]': String(new Date().getUTCFullYear() + 2),
        'card[cvc]': '123',
        'billing_details[name]': name,
        key,
      }),
    });
  const methodOf = async (number: string) => {
    const res = await typed(number);
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: string }).id;
  };

  it('serves Stripe.js and its card frame; a publishable key only, never a secret one', async () => {
    const script = await fetch(fake.scriptUrl);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect(await script.text()).toContain('window.Stripe = Stripe');
    const frame = await fetch(`${fake.apiBase}/v3/elements/card?locale=ar&dir=rtl&parent=http://127.0.0.1:1`);
    expect(await frame.text()).toMatch(/<html lang="ar" dir="rtl">/);

    for (const [key, code] of [
      [SECRET_KEY, 'secret_key_required'],
      ['rk_test_restricted', 'secret_key_required'],
      ['pk_live_notthefake', 'api_key_expired'],
      ['', 'api_key_required'],
    ] as const) {
      const res = await typed('4242424242424242', key);
      expect(res.status, key).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(code);
    }
    const badNumber = await typed('4242424242424241');
    expect(badNumber.status).toBe(402);
    expect(((await badNumber.json()) as { error: { code: string } }).error.code).toBe('incorrect_number');
  });

  it('the PaymentMethod is Stripe’s test card of that number: approved, declined, saved with its holder', async () => {
    const visa = await methodOf('4242424242424242');
    expect(visa).toMatch(/^pm_/);
    expect(await provider.retrieveCard(visa)).toMatchObject({
      token: visa,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      holderName: 'Noor Haddad',
    });
    expect(await authorise(visa)).toMatchObject({ status: 'authorised' });
    expect(await authorise(await methodOf('4000000000000002'))).toMatchObject({
      status: 'declined',
      reason: 'card_declined',
    });
  });

  it('3-D Secure: the bank page completes the intent and sends the frame to return_url; failing declines', async () => {
    for (const outcome of ['complete', 'fail'] as const) {
      const pm = await methodOf('4000002760003184');
      const idempotencyKey = key();
      const first = await authorise(pm, { idempotencyKey });
      if (first.status !== 'requires_action') throw new Error(`got ${first.status}`);
      const page = await fetch(first.challenge.url!);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Complete authentication');
      const answered = await fetch(first.challenge.url!, {
        method: 'POST',
        body: new URLSearchParams({ payment_intent: first.reference, outcome }),
        redirect: 'manual',
      });
      expect(answered.status).toBe(303);
      const back = new URL(answered.headers.get('location')!);
      expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
      expect(back.searchParams.get('payment_intent')).toBe(first.reference);
      expect(back.searchParams.get('redirect_status')).toBe(outcome === 'complete' ? 'succeeded' : 'failed');
      const after = await provider.authorise({
        token: pm,
        amountMinor: AMOUNT,
        currency: 'GBP',
        reference: 'bag-1',
        idempotencyKey,
        authentication: first.reference,
      });
      expect(after.status).toBe(outcome === 'complete' ? 'authorised' : 'declined');
    }
  });

  it('a saved card is kept on a Customer of its own and charged again, off-session too; removed, Stripe lets it go', async () => {
    // Stripe charges a PaymentMethod that no Customer holds once only (issue 34 item 8).
    const once = await methodOf('4242424242424242');
    expect(await authorise(once)).toMatchObject({ status: 'authorised' });
    expect(await authorise(once)).toMatchObject({ status: 'declined', reason: 'invalid_token' });

    const typedCard = await methodOf('4242424242424242');
    const kept = await provider.keepCard(await provider.retrieveCard(typedCard));
    const customer = kept.token.split(':')[0]!;
    expect(kept).toMatchObject({ brand: 'visa', last4: '4242', holderName: 'Noor Haddad' });
    expect(kept.token).toBe(`${customer}:${typedCard}`);
    expect(customer).toMatch(/^cus_/);
    const attach = fake.requests.find((r) => r.path === `/v1/payment_methods/${typedCard}/attach`);
    expect(attach?.form).toMatchObject({ customer });

    expect(await authorise(kept.token)).toMatchObject({ status: 'authorised', card: { last4: '4242' } });
    const renewal = await provider.authorise({
      token: kept.token,
      amountMinor: 2_500,
      currency: 'GBP',
      reference: 'renewal',
      idempotencyKey: key(),
      offSession: true,
    });
    expect(renewal).toMatchObject({ status: 'authorised' });
    expect(creates().at(-1)!.form).toMatchObject({
      payment_method: typedCard,
      customer,
      off_session: 'true',
    });
    expect(await provider.retrieveCard(kept.token)).toMatchObject({ token: typedCard, last4: '4242' });

    await provider.forgetCard(kept.token);
    expect(fake.requests.some((r) => r.path === `/v1/payment_methods/${typedCard}/detach`)).toBe(true);
    expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/customers/${customer}`)).toBe(
      true,
    );
    expect(await authorise(kept.token)).toMatchObject({ status: 'declined', reason: 'invalid_token' });
  });
});

describe('Stripe adapter: capture, refund, void', () => {
  it('captures part of the hold once; a second capture is refused without multicapture', async () => {
    const reference = await authorised();
    expect(await provider.capture(reference, 3_000)).toEqual({ capturedMinor: 3_000, refundedMinor: 0 });
    const sent = fake.requests.at(-1)!;
    expect(sent.path).toBe(`/v1/payment_intents/${reference}/capture`);
    expect(sent.form['amount_to_capture']).toBe('3000');
    expect(await refusal(provider.capture(reference, 1_000))).toBe('invalid_state');
  });

  it('more than was held is refused', async () => {
    const reference = await authorised();
    expect(await refusal(provider.capture(reference, AMOUNT + 1))).toBe('amount_exceeded');
  });

  it('partial refunds add up to what was captured; more than what is left is refused', async () => {
    const reference = await authorised();
    await provider.capture(reference, 4_000);
    expect(await provider.refund(reference, 1_500)).toEqual({ capturedMinor: 4_000, refundedMinor: 1_500 });
    expect(await provider.refund(reference, 2_000)).toEqual({ capturedMinor: 4_000, refundedMinor: 3_500 });
    expect(await refusal(provider.refund(reference, 501))).toBe('amount_exceeded');
    expect(await provider.refund(reference, 500)).toEqual({ capturedMinor: 4_000, refundedMinor: 4_000 });
    const refunds = fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(refunds.at(-1)!.form).toMatchObject({ payment_intent: reference, amount: '500' });
  });

  it('voiding twice is harmless; a captured intent cannot be voided', async () => {
    const reference = await authorised();
    await provider.void(reference);
    await provider.void(reference);
    expect(fake.intent(reference)['status']).toBe('canceled');

    const captured = await authorised();
    await provider.capture(captured, AMOUNT);
    expect(await refusal(provider.void(captured))).toBe('invalid_state');
  });

  it('an unknown reference is not found', async () => {
    expect(await refusal(provider.capture('pi_unknown', 100))).toBe('not_found');
  });
});

describe('Stripe adapter: lookup, cards', () => {
  it('finds the intent an idempotency key made by its metadata, in its current state', async () => {
    const idempotencyKey = key();
    const result = await authorise('pm_card_visa', { idempotencyKey });
    expect(await provider.lookup(idempotencyKey)).toEqual({
      reference: result.reference,
      status: 'authorised',
    });
    const search = fake.requests.at(-1)!;
    expect(search.path).toBe('/v1/payment_intents/search');
    expect(search.form['query']).toBe(`metadata['idempotency_key']:'${idempotencyKey}'`);
    await provider.void(result.reference!);
    expect(await provider.lookup(idempotencyKey)).toEqual({ reference: result.reference, status: 'voided' });
    expect(await provider.lookup(key())).toBeUndefined();
  });

  it('retrieveCard reads the PaymentMethod; an unknown one is not found; tokenise is the browser’s', async () => {
    expect(await provider.retrieveCard('pm_card_mastercard')).toMatchObject({
      token: 'pm_card_mastercard',
      brand: 'mastercard',
      last4: '4444',
      expMonth: 12,
      holderName: 'Ava Stone',
    });
    expect(await refusal(provider.retrieveCard('pm_missing'))).toBe('not_found');
    expect(
      await refusal(
        provider.tokenise({
          number: '4242424242424242',
          brand: 'visa',
          last4: '4242',
          expMonth: 1,
          expYear: 2030,
          cvc: '123',
          holderName: 'A',
        }),
      ),
    ).toBe('card_rejected');
  });
});

describe('Stripe webhooks through the API', () => {
  const { log, lines } = capturedLog();
  const db = testDatabase();
  let api: ReturnType<typeof createApi>;

  beforeAll(() => {
    // The route reads the configuration on first use: this file's own, pointed at the fake.
    vi.stubEnv('PAYMENT_PROVIDER', 'stripe');
    vi.stubEnv('STRIPE_SECRET_KEY', SECRET_KEY);
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET);
    vi.stubEnv('STRIPE_API_BASE', fake.apiBase);
    api = createApi({ db, log, version: 'test' });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await db.$client.end();
  });

  const payments = () => paymentService(db, provider);

  async function deliver(event: unknown, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return api.request('/api/v1/payment/webhook/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
  }

  async function outcomeOf(event: unknown) {
    const res = await deliver(event);
    expect(res.status).toBe(200);
    return (await res.json()).outcome as string;
  }

  /** A payments row of ours for a Visa authorised at the fake, as checkout would write it. */
  const authorisedPayment = (reference: string) =>
    payments().authoriseForOrder({
      card: { token: 'pm_card_visa' },
      amountMinor: AMOUNT,
      currency: 'GBP',
      reference,
      idempotencyKey: key(),
    });

  const lastEvent = (type: string) => {
    const event = fake.events.findLast((e) => e.type === type);
    if (!event) throw new Error(`no ${type} event`);
    return event;
  };

  it('signed Stripe events move a payment: captured, partly refunded, disputed; once per event id', async () => {
    const payment = await authorisedPayment('webhook-bag');
    expect(payment.status).toBe('authorised');
    const reference = payment.providerReference;

    // Money moved at Stripe (its dashboard, say): only the webhooks tell us.
    await provider.capture(reference, AMOUNT);
    const succeeded = lastEvent('payment_intent.succeeded');
    expect(await outcomeOf(succeeded)).toBe('applied');
    expect(await outcomeOf(succeeded)).toBe('duplicate');
    expect((await payments().getPayment(payment.id))!).toMatchObject({
      status: 'captured',
      capturedMinor: AMOUNT,
    });

    await provider.refund(reference, 1_200);
    expect(await outcomeOf(lastEvent('charge.refunded'))).toBe('applied');
    expect((await payments().getPayment(payment.id))!).toMatchObject({
      status: 'captured',
      refundedMinor: 1_200,
    });

    fake.emit('charge.dispute.created', fake.dispute(reference));
    expect(await outcomeOf(lastEvent('charge.dispute.created'))).toBe('applied');
    expect((await payments().getPayment(payment.id))!.status).toBe('disputed');
    expect(lines.some((line) => line.includes('payment disputed'))).toBe(true);
  });

  it('a voided intent’s event and an event type we do not act on', async () => {
    const payment = await authorisedPayment('webhook-bag-2');
    await provider.void(payment.providerReference);
    expect(await outcomeOf(lastEvent('payment_intent.canceled'))).toBe('applied');
    expect((await payments().getPayment(payment.id))!.status).toBe('voided');

    fake.emit('customer.created', { id: 'cus_123', object: 'customer' });
    expect(await outcomeOf(lastEvent('customer.created'))).toBe('ignored_type');
  });

  it('a bad, missing or sandbox-style signature is 401 and changes nothing', async () => {
    const payment = await authorisedPayment('webhook-bag-3');
    await provider.capture(payment.providerReference, AMOUNT);
    const event = lastEvent('payment_intent.succeeded');
    expect((await deliver(event, 'whsec_someoneelse')).status).toBe(401);
    const unsigned = await api.request('/api/v1/payment/webhook/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(401);
    expect((await payments().getPayment(payment.id))!.status).toBe('authorised');
    // The sandbox's endpoint is not the configured provider's.
    expect(
      (await api.request('/api/v1/payment/webhook/sandbox', { method: 'POST', body: '{}' })).status,
    ).toBe(404);
  });
});
