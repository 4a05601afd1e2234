import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { fromAddress, jsonRequest, registerAndLogin } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import type { PaymentProvider } from './provider.ts';
import { SANDBOX_CHALLENGE_CODE } from './sandbox-cards.ts';
import { acquirerDatabase } from './runtime.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { declineError, paymentService, type Payment } from './service.ts';
import { validateCard } from './card.ts';
import { answerChallenge } from '../../testing/checkout.ts';

// Everything the API logs, so a test can prove no card number reaches the logs.
const logged: string[] = [];
const log = pino(
  { level: 'trace' },
  new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  }),
);

const db = testDatabase();
// The acquirer's own pool, as runtime.ts gives it in the app.
const acquirerDb = acquirerDatabase(db);
const api = createApi({ db, log, version: 'test' });
const provider = sandboxProvider(acquirerDb);
const payments = paymentService(db, provider);
afterAll(async () => {
  await db.$client.end();
  await acquirerDb.$client.end();
});

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, method, `/api/v1${path}`, body, { ...fromAddress(), ...headers });

const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: number.replace(/\s/g, '').length === 15 ? '1234' : '123',
  holderName: 'Ava Stone',
  ...extra,
});

const VISA = '4444 3333 2222 1111';
const MASTERCARD = '5555 5555 5555 4444';
const AMEX = '3782 822463 10005';
const DECLINE = '4000 0000 0000 0002';
const INSUFFICIENT = '4000 0000 0000 9995';
const CHALLENGE = '4000 0000 0000 3220';

/** A token as the provider's card fields make it in the browser (sandbox-hosted.ts). */
async function tokenFor(number: string, extra: Record<string, unknown> = {}): Promise<string> {
  const checked = validateCard(card(number, extra));
  if (!checked.ok) throw new Error(`test card ${number} is not valid`);
  return (await provider.tokenise(checked.card)).token;
}

async function authorise(number: string, amountMinor = 5_000): Promise<Payment> {
  return payments.authoriseForOrder({
    card: { token: await tokenFor(number) },
    amountMinor,
    currency: 'GBP',
    reference: `test-${Math.random()}`,
  });
}

const sandboxState = async (reference: string) =>
  (
    await db.$client.query<{ state: string; captured_minor: number; refunded_minor: number }>(
      'select state, captured_minor, refunded_minor from sandbox_authorisations where reference = $1',
      [reference],
    )
  ).rows[0];

describe('§7.3 card: saved cards', () => {
  it('saves, lists, refuses a duplicate and deletes; the number and token never come back', async () => {
    const shopper = await registerAndLogin(api);
    const saved = await call('POST', '/card', { token: await tokenFor(VISA) }, shopper.bearer);
    expect(saved.status).toBe(201);
    const body = await saved.json();
    expect(body).toMatchObject({
      brand: 'visa',
      last4: '1111',
      expMonth: 12,
      holderName: 'Ava Stone',
      expired: false,
    });
    expect(JSON.stringify(body)).not.toMatch(/4444|sbx_tok/);

    const duplicate = await call('POST', '/card', { token: await tokenFor(VISA) }, shopper.bearer);
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).error.code).toBe('CARD_ALREADY_SAVED');

    expect((await call('POST', '/card', { token: await tokenFor(AMEX) }, shopper.bearer)).status).toBe(201);
    const listed = await (await call('GET', '/card', undefined, shopper.bearer)).json();
    expect(listed.cards.map((c: { brand: string }) => c.brand)).toEqual(['amex', 'visa']);
    expect(JSON.stringify(listed)).not.toMatch(/sbx_tok|3782822463/);

    expect((await call('DELETE', `/card/${body.id}`, undefined, shopper.bearer)).status).toBe(204);
    const after = await (await call('GET', '/card', undefined, shopper.bearer)).json();
    expect(after.cards.map((c: { last4: string }) => c.last4)).toEqual(['0005']);

    // Neither our tables nor the sandbox acquirer's hold a card number.
    const rows = await db.$client.query(
      `select row_to_json(s)::text as r from saved_cards s where customer_id = $1
       union all select row_to_json(c)::text from sandbox_cards c
       union all select row_to_json(p)::text from payments p`,
      [shopper.customerId],
    );
    for (const { r } of rows.rows) expect(r).not.toMatch(/4444333322221111|378282246310005/);
  });

  it('another customer’s card: 404 on delete and on payment, nothing deleted, nothing charged', async () => {
    const owner = await registerAndLogin(api);
    const other = await registerAndLogin(api);
    const { id } = await (
      await call('POST', '/card', { token: await tokenFor(MASTERCARD) }, owner.bearer)
    ).json();

    const stolen = await call('DELETE', `/card/${id}`, undefined, other.bearer);
    expect(stolen.status).toBe(404);
    expect((await stolen.json()).error.code).toBe('CARD_NOT_FOUND');
    expect((await (await call('GET', '/card', undefined, other.bearer)).json()).cards).toEqual([]);
    const ownerCards = await (await call('GET', '/card', undefined, owner.bearer)).json();
    expect(ownerCards.cards.map((c: { id: string }) => c.id)).toEqual([id]);

    const before = await db.$client.query('select count(*)::int as n from payments');
    const attempt = payments.authoriseForOrder({
      customerId: other.customerId,
      card: { savedCardId: id },
      amountMinor: 1_000,
      currency: 'GBP',
      reference: 'other-customer',
    });
    await expect(attempt).rejects.toMatchObject({ status: 404, code: 'CARD_NOT_FOUND' });
    // A guest cannot name a saved card at all.
    await expect(
      payments.authoriseForOrder({
        card: { savedCardId: id },
        amountMinor: 1_000,
        currency: 'GBP',
        reference: 'guest',
      }),
    ).rejects.toMatchObject({ status: 404 });
    const after = await db.$client.query('select count(*)::int as n from payments');
    expect(after.rows[0].n).toBe(before.rows[0].n);

    // The owner pays with it.
    const paid = await payments.authoriseForOrder({
      customerId: owner.customerId,
      card: { savedCardId: id },
      amountMinor: 1_000,
      currency: 'GBP',
      reference: 'owner',
    });
    expect(paid).toMatchObject({ status: 'authorised', brand: 'mastercard', last4: '4444' });
  });

  it('needs a signed-in customer', async () => {
    expect((await call('GET', '/card')).status).toBe(401);
    expect((await call('POST', '/card', { token: await tokenFor(VISA) })).status).toBe(401);
  });
});

describe('the store’s API takes no card (issue 34)', () => {
  it('has no card-token or challenge endpoint: a card and a bank code go to the provider', async () => {
    expect((await call('POST', '/payment/card-token', card(VISA))).status).toBe(404);
    expect((await call('POST', '/payment/challenge', { reference: 'x', code: '123456' })).status).toBe(404);
  });

  it('saving a card takes the provider’s token only: a card number is refused, and logged nowhere', async () => {
    const shopper = await registerAndLogin(api);
    const before = logged.length;
    const posted = await call('POST', '/card', card(VISA), shopper.bearer);
    expect(posted.status).toBe(400);
    expect((await posted.json()).error.code).toBe('VALIDATION_FAILED');
    const unknown = await call('POST', '/card', { token: 'sbx_tok_made_up' }, shopper.bearer);
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.code).toBe('CARD_INVALID');
    const lines = logged.slice(before).join('\n');
    expect(lines).toContain('"path":"/api/v1/card"');
    expect(lines).not.toMatch(/4444 ?3333 ?2222 ?1111/);
    expect((await (await call('GET', '/card', undefined, shopper.bearer)).json()).cards).toEqual([]);
  });

  it('an expired card’s token is not saved', async () => {
    const shopper = await registerAndLogin(api);
    const token = await tokenFor(VISA);
    const later = paymentService(db, provider, { now: () => new Date(Date.UTC(2100, 0, 1)) });
    await expect(later.saveCard(shopper.customerId, token)).rejects.toMatchObject({ code: 'CARD_INVALID' });
  });
});

describe('authoriseForOrder with the sandbox test cards', () => {
  it.each([
    [VISA, 'visa'],
    [MASTERCARD, 'mastercard'],
    [AMEX, 'amex'],
  ])('%s approves', async (number, brand) => {
    const payment = await authorise(number);
    expect(payment).toMatchObject({ status: 'authorised', brand, amountMinor: 5_000, currency: 'GBP' });
    const row = await db.$client.query('select status from payments where id = $1', [payment.id]);
    expect(row.rows[0].status).toBe('authorised');
  });

  it('4000 0000 0000 0002 is declined; 4000 0000 0000 9995 lacks funds', async () => {
    const declined = await authorise(DECLINE);
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'card_declined', last4: '0002' });
    expect(declineError(declined.declineReason)).toMatchObject({ status: 402, code: 'PAYMENT_DECLINED' });
    const poor = await authorise(INSUFFICIENT);
    expect(poor).toMatchObject({ status: 'declined', declineReason: 'insufficient_funds' });
    expect(declineError(poor.declineReason).code).toBe('PAYMENT_INSUFFICIENT_FUNDS');
    // Nothing can be captured from a decline.
    await expect(payments.capturePayment(declined.id)).rejects.toMatchObject({ status: 409 });
  });

  it('an unknown token is a decline, recorded like any other', async () => {
    const payment = await payments.authoriseForOrder({
      card: { token: 'sbx_tok_made_up' },
      amountMinor: 100,
      currency: 'EUR',
      reference: 'unknown-token',
    });
    expect(payment).toMatchObject({ status: 'declined', declineReason: 'invalid_token' });
  });

  it('4000 0000 0000 3220 needs the extra step: the right code, then authorise again', async () => {
    const token = await tokenFor(CHALLENGE);
    const input = { card: { token }, amountMinor: 7_500, currency: 'EUR', reference: 'challenge-ok' };
    const pending = await payments.authoriseForOrder(input);
    expect(pending).toMatchObject({
      status: 'requires_action',
      challenge: { kind: 'one_time_code', digits: 6, sandboxCode: SANDBOX_CHALLENGE_CODE },
    });
    // The shopper answers on the bank's own screen, at the provider's origin.
    expect(await answerChallenge(pending.providerReference, '000000')).toBe('retry');
    expect(await answerChallenge(pending.providerReference, SANDBOX_CHALLENGE_CODE)).toBe('authenticated');

    const authorised = await payments.authoriseForOrder({
      ...input,
      authentication: pending.providerReference,
    });
    expect(authorised).toMatchObject({ id: pending.id, status: 'authorised', last4: '3220' });
    expect((await sandboxState(pending.providerReference))?.state).toBe('authorised');
    // A retried place-order answers the same authorisation.
    const again = await payments.authoriseForOrder({ ...input, authentication: pending.providerReference });
    expect(again).toMatchObject({ id: pending.id, status: 'authorised' });
  });

  it('three wrong codes fail the challenge; it cannot be authorised afterwards', async () => {
    const token = await tokenFor(CHALLENGE);
    const input = { card: { token }, amountMinor: 7_500, currency: 'EUR', reference: 'challenge-fail' };
    const pending = await payments.authoriseForOrder(input);
    const answer = (code: string) => answerChallenge(pending.providerReference, code);
    expect(await answer('111111')).toBe('retry');
    expect(await answer('222222')).toBe('retry');
    expect(await answer('333333')).toBe('failed');
    expect(await answer(SANDBOX_CHALLENGE_CODE)).toBe('failed');
    const late = await payments.authoriseForOrder({ ...input, authentication: pending.providerReference });
    expect(late).toMatchObject({ status: 'declined', declineReason: 'authentication_failed' });
    expect(await payments.getPayment(pending.id)).toMatchObject({
      status: 'declined',
      declineReason: 'authentication_failed',
    });
  });

  it('an authentication is for its own card and amount', async () => {
    const token = await tokenFor(CHALLENGE);
    const pending = await payments.authoriseForOrder({
      card: { token },
      amountMinor: 2_000,
      currency: 'GBP',
      reference: 'mismatch',
    });
    expect(await answerChallenge(pending.providerReference, SANDBOX_CHALLENGE_CODE)).toBe('authenticated');
    const otherCard = await payments.authoriseForOrder({
      card: { token: await tokenFor(CHALLENGE) },
      amountMinor: 2_000,
      currency: 'GBP',
      reference: 'mismatch',
      authentication: pending.providerReference,
    });
    expect(otherCard).toMatchObject({ status: 'declined', declineReason: 'authentication_failed' });
    const otherAmount = await payments.authoriseForOrder({
      card: { token },
      amountMinor: 2_500,
      currency: 'GBP',
      reference: 'mismatch',
      authentication: pending.providerReference,
    });
    expect(otherAmount).toMatchObject({ status: 'declined', declineReason: 'authentication_mismatch' });
  });
});

describe('capture, void and refund', () => {
  it('capture up to the authorised amount; refund up to what was captured', async () => {
    const payment = await authorise(VISA, 10_000);
    await expect(payments.capturePayment(payment.id, 10_001)).rejects.toMatchObject({
      status: 409,
      code: 'PAYMENT_AMOUNT_EXCEEDED',
    });
    expect(await payments.capturePayment(payment.id, 6_000)).toMatchObject({
      status: 'captured',
      capturedMinor: 6_000,
    });
    await expect(payments.capturePayment(payment.id, 4_001)).rejects.toMatchObject({ status: 409 });
    expect(await payments.capturePayment(payment.id)).toMatchObject({ capturedMinor: 10_000 });
    await expect(payments.voidPayment(payment.id)).rejects.toMatchObject({ code: 'PAYMENT_STATE_CONFLICT' });

    await expect(payments.refundPayment(payment.id, 10_001)).rejects.toMatchObject({
      code: 'PAYMENT_AMOUNT_EXCEEDED',
    });
    expect(await payments.refundPayment(payment.id, 2_500)).toMatchObject({
      status: 'captured',
      refundedMinor: 2_500,
    });
    expect(await payments.refundPayment(payment.id, 7_500)).toMatchObject({
      status: 'refunded',
      refundedMinor: 10_000,
    });
    await expect(payments.refundPayment(payment.id, 1)).rejects.toMatchObject({ status: 409 });
    expect(await sandboxState(payment.providerReference)).toEqual({
      state: 'refunded',
      captured_minor: 10_000,
      refunded_minor: 10_000,
    });
  });

  it('an authorised-then-voided payment cannot be captured; voiding twice is harmless', async () => {
    const payment = await authorise(MASTERCARD);
    expect(await payments.voidPayment(payment.id)).toMatchObject({ status: 'voided' });
    expect(await payments.voidPayment(payment.id)).toMatchObject({ status: 'voided' });
    await expect(payments.capturePayment(payment.id)).rejects.toMatchObject({ status: 409 });
    await expect(provider.capture(payment.providerReference, 1)).rejects.toMatchObject({
      code: 'invalid_state',
    });
    expect((await sandboxState(payment.providerReference))?.state).toBe('voided');
  });

  it('releaseAuthorisation voids by reference when the payments row never committed', async () => {
    const token = await tokenFor(VISA);
    let reference = '';
    await db
      .transaction(async (tx) => {
        const payment = await payments.authoriseForOrder(
          { card: { token }, amountMinor: 3_000, currency: 'GBP', reference: 'rolled-back' },
          tx,
        );
        reference = payment.providerReference;
        throw new Error('the order could not be written');
      })
      .catch(() => {});
    expect(
      (await db.$client.query('select 1 from payments where provider_reference = $1', [reference])).rowCount,
    ).toBe(0);
    expect((await sandboxState(reference))?.state).toBe('authorised');
    await payments.releaseAuthorisation(reference);
    expect((await sandboxState(reference))?.state).toBe('voided');
  });
});

describe('races settle exactly once', () => {
  // Open every pooled connection first: otherwise the connection handshakes space the racers out
  // and they happen to take turns even without a lock.
  const warm = (database: typeof db) =>
    Promise.all(Array.from({ length: 5 }, () => database.$client.query('select pg_sleep(0.02)')));

  it('10 concurrent captures of one sandbox authorisation: one succeeds (row lock in the acquirer)', async () => {
    const payment = await authorise(VISA, 4_000);
    await warm(acquirerDb);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => provider.capture(payment.providerReference, 4_000)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code),
    ).toEqual(Array(9).fill('amount_exceeded'));
    expect(await sandboxState(payment.providerReference)).toMatchObject({
      state: 'captured',
      captured_minor: 4_000,
    });
  });

  it('void against capture: exactly one of them wins and the states agree', async () => {
    for (let round = 0; round < 5; round++) {
      const payment = await authorise(MASTERCARD, 2_000);
      await Promise.all([warm(db), warm(acquirerDb)]);
      const [voided, captured] = await Promise.allSettled([
        payments.voidPayment(payment.id),
        payments.capturePayment(payment.id),
      ]);
      expect([voided.status, captured.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
      const row = await payments.getPayment(payment.id);
      const sandbox = await sandboxState(payment.providerReference);
      if (voided.status === 'fulfilled') {
        expect(row).toMatchObject({ status: 'voided', capturedMinor: 0 });
        expect(sandbox).toMatchObject({ state: 'voided', captured_minor: 0 });
      } else {
        expect(row).toMatchObject({ status: 'captured', capturedMinor: 2_000 });
        expect(sandbox).toMatchObject({ state: 'captured', captured_minor: 2_000 });
      }
    }
  });

  it('10 concurrent service captures call the provider once, even a provider that does not lock (row lock on payments)', async () => {
    let captures = 0;
    const careless: PaymentProvider = {
      ...provider,
      async capture(_reference, amountMinor) {
        // A slow acquirer: without the payments row lock every caller would be in here at once.
        await new Promise((resolve) => setTimeout(resolve, 30));
        captures++;
        return { capturedMinor: amountMinor, refundedMinor: 0 };
      },
    };
    const service = paymentService(db, careless);
    const payment = await authorise(VISA, 9_900);
    await warm(db);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => service.capturePayment(payment.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(captures).toBe(1);
    expect(await payments.getPayment(payment.id)).toMatchObject({ status: 'captured', capturedMinor: 9_900 });
  });
});
