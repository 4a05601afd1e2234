import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { env } from '../../env.ts';
import { apiNodeServer } from '../../http/node-server.ts';
import { testDatabase } from '../../testing/database.ts';
import { capturedLog } from '../../testing/logs.ts';
import { until } from '../../testing/until.ts';
import { validateCard } from './card.ts';
import { SANDBOX_CHALLENGE_CODE } from './sandbox-cards.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { sandboxDispute, sandboxWebhooks } from './sandbox-webhooks.ts';
import { acquirerDatabase, paymentWebhookSecret } from './runtime.ts';
import { paymentService, type Payment } from './service.ts';
import type { PaymentEvent, PaymentEventType } from './webhook-events.ts';
import { SIGNATURE_HEADER, signatureHeader, verifySignature } from './webhook-signature.ts';

// Issue 34 item 4 through the real API and PostgreSQL: signed provider events move `payments`
// through the state machine of docs/operations/payments.md "Webhooks", once per event id, in any
// order; anything unsigned, mis-signed or stale is refused and writes nothing.

const { log, lines: logged } = capturedLog();

const db = testDatabase();
const acquirerDb = acquirerDatabase(db);
const api = createApi({ db, log, version: 'test' });
const provider = sandboxProvider(acquirerDb);
const payments = paymentService(db, provider);
const secret = paymentWebhookSecret(env())!;

const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await db.$client.end();
  await acquirerDb.$client.end();
});

const VISA = '4444 3333 2222 1111';
const CHALLENGE = '4000 0000 0000 3220';
const AMOUNT = 5_000;

const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holderName: 'Ava Stone',
});

async function authorise(number = VISA, service = payments): Promise<Payment> {
  // As the provider's card fields do in the browser (sandbox-hosted.ts).
  const checked = validateCard(card(number));
  if (!checked.ok) throw new Error(`test card ${number} is not valid`);
  const { token } = await service.provider.tokenise(checked.card);
  return service.authoriseForOrder({
    card: { token },
    amountMinor: AMOUNT,
    currency: 'GBP',
    reference: `webhook-test-${randomUUID()}`,
    idempotencyKey: `webhook-test-${randomUUID()}`,
  });
}

type Figures = { capturedMinor?: number; refundedMinor?: number; amountMinor?: number; currency?: string };

const eventAbout = (
  reference: string,
  type: PaymentEventType | string,
  figures: Figures = {},
): PaymentEvent => ({
  id: `evt_${randomBytes(12).toString('hex')}`,
  type: type as PaymentEventType,
  created: Math.floor(Date.now() / 1000),
  data: {
    reference,
    amountMinor: figures.amountMinor ?? AMOUNT,
    currency: figures.currency ?? 'GBP',
    capturedMinor: figures.capturedMinor ?? 0,
    refundedMinor: figures.refundedMinor ?? 0,
    idempotencyKey: null,
  },
});

interface Delivery {
  secret?: string;
  timestamp?: number;
  /** The body sent, when not the event's own JSON (signed as the event's). */
  sentBody?: string;
  header?: string | null;
  provider?: string;
}

async function deliver(event: unknown, options: Delivery = {}) {
  const body = JSON.stringify(event);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const header =
    options.header === undefined
      ? signatureHeader(options.secret ?? secret, timestamp, body)
      : options.header;
  return api.request(`/api/v1/payment/webhook/${options.provider ?? 'sandbox'}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { [SIGNATURE_HEADER]: header }),
    },
    body: options.sentBody ?? body,
  });
}

async function deliverOk(event: unknown): Promise<string> {
  const res = await deliver(event);
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(body.received).toBe(true);
  return body.outcome;
}

const paymentRow = async (id: string) =>
  (
    await db.$client.query<{
      status: string;
      captured_minor: number;
      refunded_minor: number;
      updated_at: Date;
    }>('select status, captured_minor, refunded_minor, updated_at from payments where id = $1', [id])
  ).rows[0]!;

const storedEvents = async (eventId: string) =>
  (
    await db.$client.query<{ outcome: string; type: string }>(
      'select outcome, type from payment_events where event_id = $1',
      [eventId],
    )
  ).rows;

/** A payment of ours in `status`, moved there through the service and the sandbox. */
async function paymentIn(status: 'requires_action' | 'authorised' | 'captured'): Promise<Payment> {
  if (status === 'requires_action') {
    const pending = await authorise(CHALLENGE);
    expect(pending.status).toBe('requires_action');
    return pending;
  }
  const payment = await authorise();
  return status === 'captured' ? payments.capturePayment(payment.id) : payment;
}

describe('POST payment/webhook/{provider}: every event type, each delivered twice', () => {
  const cases: {
    from: 'requires_action' | 'authorised' | 'captured';
    type: PaymentEventType;
    figures?: Figures;
    to: { status: string; captured_minor: number; refunded_minor: number };
  }[] = [
    {
      from: 'requires_action',
      type: 'payment.authorised',
      to: { status: 'authorised', captured_minor: 0, refunded_minor: 0 },
    },
    {
      from: 'authorised',
      type: 'payment.captured',
      figures: { capturedMinor: AMOUNT },
      to: { status: 'captured', captured_minor: AMOUNT, refunded_minor: 0 },
    },
    {
      from: 'authorised',
      type: 'payment.voided',
      to: { status: 'voided', captured_minor: 0, refunded_minor: 0 },
    },
    {
      from: 'requires_action',
      type: 'payment.failed',
      to: { status: 'declined', captured_minor: 0, refunded_minor: 0 },
    },
    {
      from: 'captured',
      type: 'payment.refunded',
      figures: { capturedMinor: AMOUNT, refundedMinor: 1_500 },
      to: { status: 'captured', captured_minor: AMOUNT, refunded_minor: 1_500 },
    },
    {
      from: 'captured',
      type: 'payment.refunded',
      figures: { capturedMinor: AMOUNT, refundedMinor: AMOUNT },
      to: { status: 'refunded', captured_minor: AMOUNT, refunded_minor: AMOUNT },
    },
    {
      from: 'captured',
      type: 'payment.disputed',
      figures: { capturedMinor: AMOUNT },
      to: { status: 'disputed', captured_minor: AMOUNT, refunded_minor: 0 },
    },
  ];

  for (const { from, type, figures, to } of cases) {
    it(`${type} moves a ${from} payment to ${to.status}${to.refunded_minor ? ` (${to.refunded_minor} refunded)` : ''}; again, nothing`, async () => {
      const payment = await paymentIn(from);
      const event = eventAbout(payment.providerReference, type, figures);
      expect(await deliverOk(event)).toBe('applied');
      const after = await paymentRow(payment.id);
      expect(after).toMatchObject(to);

      expect(await deliverOk(event)).toBe('duplicate');
      expect(await paymentRow(payment.id)).toEqual(after);
      expect(await storedEvents(event.id)).toEqual([{ outcome: 'applied', type }]);
    });
  }

  it('a dispute is logged as a warning for operators', async () => {
    const payment = await paymentIn('captured');
    logged.length = 0;
    expect(
      await deliverOk(eventAbout(payment.providerReference, 'payment.disputed', { capturedMinor: AMOUNT })),
    ).toBe('applied');
    const warning = logged.map((line) => JSON.parse(line)).find((line) => /disputed/.test(line.msg));
    expect(warning).toMatchObject({ level: 40, paymentId: payment.id, reference: payment.providerReference });
  });

  it('an event we already hold the state of is stored as unchanged and changes nothing', async () => {
    const payment = await paymentIn('captured');
    const before = await paymentRow(payment.id);
    expect(
      await deliverOk(eventAbout(payment.providerReference, 'payment.captured', { capturedMinor: AMOUNT })),
    ).toBe('unchanged');
    expect(await paymentRow(payment.id)).toEqual(before);
  });
});

describe('events out of order', () => {
  it('captured before authorised ends captured; the late authorised is stored as ignored_stale', async () => {
    const payment = await paymentIn('requires_action');
    expect(
      await deliverOk(eventAbout(payment.providerReference, 'payment.captured', { capturedMinor: AMOUNT })),
    ).toBe('applied');
    const late = eventAbout(payment.providerReference, 'payment.authorised');
    expect(await deliverOk(late)).toBe('ignored_stale');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'captured', captured_minor: AMOUNT });
    expect(await storedEvents(late.id)).toEqual([{ outcome: 'ignored_stale', type: 'payment.authorised' }]);
  });

  it('refunded before captured ends refunded, with both amounts', async () => {
    const payment = await paymentIn('authorised');
    const refunded = eventAbout(payment.providerReference, 'payment.refunded', {
      capturedMinor: AMOUNT,
      refundedMinor: AMOUNT,
    });
    expect(await deliverOk(refunded)).toBe('applied');
    expect(
      await deliverOk(eventAbout(payment.providerReference, 'payment.captured', { capturedMinor: AMOUNT })),
    ).toBe('ignored_stale');
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'refunded',
      captured_minor: AMOUNT,
      refunded_minor: AMOUNT,
    });
  });

  it('partial refunds: amounts only grow, whichever arrives first', async () => {
    const payment = await paymentIn('captured');
    const second = eventAbout(payment.providerReference, 'payment.refunded', {
      capturedMinor: AMOUNT,
      refundedMinor: 3_000,
    });
    const first = eventAbout(payment.providerReference, 'payment.refunded', {
      capturedMinor: AMOUNT,
      refundedMinor: 1_000,
    });
    expect(await deliverOk(second)).toBe('applied');
    expect(await deliverOk(first)).toBe('unchanged');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'captured', refunded_minor: 3_000 });
  });

  it('a late authorised or captured never takes a disputed or refunded payment back', async () => {
    const payment = await paymentIn('captured');
    await deliverOk(eventAbout(payment.providerReference, 'payment.disputed', { capturedMinor: AMOUNT }));
    expect(await deliverOk(eventAbout(payment.providerReference, 'payment.authorised'))).toBe(
      'ignored_stale',
    );
    expect(
      await deliverOk(eventAbout(payment.providerReference, 'payment.captured', { capturedMinor: AMOUNT })),
    ).toBe('ignored_stale');
    expect((await paymentRow(payment.id)).status).toBe('disputed');
  });

  it('an event that contradicts the payment (void after capture, another amount) changes nothing', async () => {
    const payment = await paymentIn('captured');
    const before = await paymentRow(payment.id);
    expect(await deliverOk(eventAbout(payment.providerReference, 'payment.voided'))).toBe('ignored_conflict');
    expect(
      await deliverOk(
        eventAbout(payment.providerReference, 'payment.refunded', {
          amountMinor: 9_000,
          capturedMinor: 9_000,
          refundedMinor: 9_000,
        }),
      ),
    ).toBe('ignored_conflict');
    expect(await paymentRow(payment.id)).toEqual(before);
  });
});

describe('refused deliveries: 401, nothing stored, nothing changed', () => {
  const refusals: [string, (event: PaymentEvent) => Promise<Response>][] = [
    [
      'a forged signature',
      (event) => deliver(event, { header: `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}` }),
    ],
    ['another secret', (event) => deliver(event, { secret: 'not-the-endpoint-secret-0123456789abcdef' })],
    ['no signature', (event) => deliver(event, { header: null })],
    ['a malformed header', (event) => deliver(event, { header: 'garbage' })],
    [
      'a timestamp six minutes old',
      (event) => deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 360 }),
    ],
    [
      'a timestamp six minutes ahead',
      (event) => deliver(event, { timestamp: Math.floor(Date.now() / 1000) + 360 }),
    ],
    [
      'a body altered after signing',
      (event) =>
        deliver(event, {
          sentBody: JSON.stringify({ ...event, data: { ...event.data, refundedMinor: AMOUNT } }),
        }),
    ],
  ];

  for (const [what, send] of refusals) {
    it(what, async () => {
      const payment = await paymentIn('captured');
      const before = await paymentRow(payment.id);
      const event = eventAbout(payment.providerReference, 'payment.refunded', {
        capturedMinor: AMOUNT,
        refundedMinor: 1_000,
      });
      const res = await send(event);
      expect(res.status).toBe(401);
      const body = await res.json();
      expect(body.error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
      expect(body.error.message).toMatch(/signature/);
      expect(await storedEvents(event.id)).toEqual([]);
      expect(await paymentRow(payment.id)).toEqual(before);
    });
  }

  it('an unknown provider is 404; a signed body that is not an event is 400; neither stores anything', async () => {
    const payment = await paymentIn('authorised');
    const event = eventAbout(payment.providerReference, 'payment.captured', { capturedMinor: AMOUNT });
    const unknown = await deliver(event, { provider: 'acme' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('PAYMENT_PROVIDER_UNKNOWN');

    for (const bad of [{ ...event, data: { ...event.data, capturedMinor: -1 } }, { id: event.id }, 'text']) {
      const res = await deliver(bad);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_FAILED');
    }
    const nul = await deliver({ ...event, id: 'evt_\u0000' });
    expect(nul.status).toBe(400);
    expect(await storedEvents(event.id)).toEqual([]);
    expect((await paymentRow(payment.id)).status).toBe('authorised');
  });

  it('an event type we do not act on is stored, answered 200 and changes nothing', async () => {
    const payment = await paymentIn('authorised');
    const event = eventAbout(payment.providerReference, 'payment.updated');
    expect(await deliverOk(event)).toBe('ignored_type');
    expect(await storedEvents(event.id)).toEqual([{ outcome: 'ignored_type', type: 'payment.updated' }]);
    expect((await paymentRow(payment.id)).status).toBe('authorised');
  });
});

describe('races', () => {
  it('one event delivered five times at the same instant is stored once and applied once', async () => {
    const payment = await paymentIn('captured');
    const event = eventAbout(payment.providerReference, 'payment.refunded', {
      capturedMinor: AMOUNT,
      refundedMinor: 2_000,
    });
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, async () => (await (await deliver(event)).json()).outcome as string),
    );
    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await storedEvents(event.id)).toHaveLength(1);
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'captured', refunded_minor: 2_000 });
  });

  it('an event that beats the checkout is stored as unknown_payment, and the checkout still records its payment', async () => {
    const orderId = randomUUID();
    const key = `order-${orderId}`;
    await db.$client.query(
      `insert into payment_attempts (id, provider, idempotency_key) values ($1, 'sandbox', $2)`,
      [orderId, key],
    );
    const reference = `sbx_auth_${randomBytes(8).toString('hex')}`;
    const early = {
      ...eventAbout(reference, 'payment.authorised'),
      data: { ...eventAbout(reference, 'payment.authorised').data, idempotencyKey: key },
    };
    logged.length = 0;
    expect(await deliverOk(early)).toBe('unknown_payment');
    expect(await storedEvents(early.id)).toEqual([
      { outcome: 'unknown_payment', type: 'payment.authorised' },
    ]);
    const note = logged.map((line) => JSON.parse(line)).find((line) => line.eventId === early.id);
    expect(note).toMatchObject({ level: 30 });
    expect(note.msg).toMatch(/reconcile/);
    // Nothing of ours was written for it: the checkout's own answer makes the payments row.
    const rows = await db.$client.query('select 1 from payments where provider_reference = $1', [reference]);
    expect(rows.rowCount).toBe(0);
  });
});

/** A tiny endpoint on 127.0.0.1 that keeps what it is sent and answers `statuses` in turn (then 200). */
async function recorder(statuses: number[] = []) {
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}

describe('the sandbox sends signed webhooks', () => {
  let storeUrl: string;
  beforeAll(async () => {
    const server = apiNodeServer(api, 0);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    storeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/payment/webhook/sandbox`;
  });

  it('signs each event it sends, and sends again while the store does not answer 2xx', async () => {
    const endpoint = await recorder([503, 503]);
    const webhooks = sandboxWebhooks({ url: endpoint.url, secret, backoffMs: 20 });
    const service = paymentService(db, sandboxProvider(acquirerDb, { webhooks }));
    const payment = await authorise(VISA, service);
    await webhooks.idle();
    expect(endpoint.received).toHaveLength(3);
    const events = endpoint.received.map(({ body }) => JSON.parse(body) as PaymentEvent);
    // One event, sent three times, each signed over exactly the bytes sent.
    expect(new Set(events.map((e) => e.id)).size).toBe(1);
    expect(events[0]).toMatchObject({
      type: 'payment.authorised',
      data: { reference: payment.providerReference, amountMinor: AMOUNT, currency: 'GBP', capturedMinor: 0 },
    });
    expect(events[0]!.id).toMatch(/^evt_/);
    for (const { headers, body } of endpoint.received) {
      const header = headers[SIGNATURE_HEADER.toLowerCase()] as string;
      expect(verifySignature(body, header, secret).ok).toBe(true);
      expect(verifySignature(body, header, 'another-secret-0123456789abcdefghij').ok).toBe(false);
    }
  });

  it('gives up quietly on a store that refuses it, without failing the acquirer’s answer', async () => {
    const endpoint = await recorder([401]);
    const warnings: unknown[] = [];
    const webhooks = sandboxWebhooks({
      url: endpoint.url,
      secret,
      backoffMs: 20,
      log: { warn: (...args: unknown[]) => warnings.push(args) } as never,
    });
    const service = paymentService(db, sandboxProvider(acquirerDb, { webhooks }));
    expect((await authorise(VISA, service)).status).toBe('authorised');
    await webhooks.idle();
    expect(endpoint.received).toHaveLength(1);
    expect(warnings).toHaveLength(1);
  });

  it('authorised, captured, refunded and disputed reach the store over HTTP and move the payment', async () => {
    const webhooks = sandboxWebhooks({ url: storeUrl, secret, backoffMs: 50 });
    const sandbox = sandboxProvider(acquirerDb, { webhooks });
    const service = paymentService(db, sandbox);
    const payment = await authorise(VISA, service);
    await service.capturePayment(payment.id);
    await service.refundPayment(payment.id, 1_200);
    await webhooks.idle();
    await sandboxDispute(acquirerDb, payment.providerReference, webhooks);
    await webhooks.idle();

    const types = (
      await db.$client.query<{ type: string; outcome: string }>(
        'select type, outcome from payment_events where provider_reference = $1 order by received_at',
        [payment.providerReference],
      )
    ).rows;
    expect(types.map((e) => e.type).sort()).toEqual([
      'payment.authorised',
      'payment.captured',
      'payment.disputed',
      'payment.refunded',
    ]);
    expect(types.find((e) => e.type === 'payment.disputed')?.outcome).toBe('applied');
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'disputed',
      captured_minor: AMOUNT,
      refunded_minor: 1_200,
    });
  });

  it('voided, and failed after three wrong codes, reach the store too', async () => {
    const webhooks = sandboxWebhooks({ url: storeUrl, secret, backoffMs: 50 });
    const service = paymentService(db, sandboxProvider(acquirerDb, { webhooks }));
    const held = await authorise(VISA, service);
    await webhooks.idle();
    await service.voidPayment(held.id);
    const pending = await authorise(CHALLENGE, service);
    for (let i = 0; i < 3; i += 1)
      await service.provider.completeChallenge(pending.providerReference, `x${SANDBOX_CHALLENGE_CODE}`);
    await webhooks.idle();
    await until(async () => (await paymentRow(pending.id)).status === 'declined');
    const stored = (
      await db.$client.query<{ type: string; provider_reference: string }>(
        'select type, provider_reference from payment_events where provider_reference = any($1)',
        [[held.providerReference, pending.providerReference]],
      )
    ).rows;
    expect(stored).toContainEqual({ type: 'payment.voided', provider_reference: held.providerReference });
    expect(stored).toContainEqual({ type: 'payment.failed', provider_reference: pending.providerReference });
    expect((await paymentRow(held.id)).status).toBe('voided');
  });
});
