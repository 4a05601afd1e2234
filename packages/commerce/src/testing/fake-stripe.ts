import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for Stripe's API, for tests without the internet (issue 34 item 3): the endpoints
// payment/stripe-provider.ts calls, answering with objects shaped as Stripe documents them
// (https://docs.stripe.com/api) and the `stripe` package types them, so the real SDK talks to it
// over HTTP. Each request is recorded as sent (method, path, form fields, Idempotency-Key) so
// tests can assert the wire format. It keeps Stripe's rules that the adapter relies on: a key
// sent again answers the first response again, and the same key with other parameters is an
// idempotency_error; one capture per intent; refunds up to what was captured.

/** A recorded request: form fields flat, as on the wire (`metadata[reference]`, `expand[0]`). */
export interface FakeStripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

type Behaviour = 'approve' | 'decline' | 'insufficient_funds' | 'expired' | 'challenge';

/**
 * Stripe's own test PaymentMethods (https://docs.stripe.com/testing), so a test written against
 * the fake reads as one against Stripe's test mode.
 */
export const FAKE_STRIPE_METHODS: Record<string, { behaviour: Behaviour; brand: string; last4: string }> = {
  pm_card_visa: { behaviour: 'approve', brand: 'visa', last4: '4242' },
  pm_card_mastercard: { behaviour: 'approve', brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { behaviour: 'decline', brand: 'visa', last4: '0002' },
  pm_card_chargeDeclinedInsufficientFunds: { behaviour: 'insufficient_funds', brand: 'visa', last4: '9995' },
  pm_card_chargeDeclinedExpiredCard: { behaviour: 'expired', brand: 'visa', last4: '0069' },
  pm_card_authenticationRequired: { behaviour: 'challenge', brand: 'visa', last4: '3184' },
};

type Json = Record<string, unknown>;

interface Intent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  amountReceived: number;
  paymentMethod: string;
  metadata: Record<string, string>;
  chargeId: string | null;
  lastError: Json | null;
  created: number;
}

interface Charge {
  id: string;
  intentId: string;
  amount: number;
  captured: number;
  refunded: number;
}

/** An event as Stripe would send it to a webhook endpoint. */
export interface FakeStripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Json };
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

class StripeFailure extends Error {
  readonly status: number;
  readonly body: Json;

  constructor(status: number, body: Json) {
    super(String(body['message']));
    this.status = status;
    this.body = body;
  }
}

const invalid = (code: string, message: string, param?: string, status = 400) =>
  new StripeFailure(status, { type: 'invalid_request_error', code, message, ...(param ? { param } : {}) });

export async function startFakeStripe() {
  const requests: FakeStripeRequest[] = [];
  const events: FakeStripeEvent[] = [];
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const replies = new Map<
    string,
    { body: string; status: number; response: { status: number; json: Json } }
  >();

  const methodJson = (pmId: string): Json => {
    const known = FAKE_STRIPE_METHODS[pmId]!;
    return {
      id: pmId,
      object: 'payment_method',
      type: 'card',
      created: now(),
      livemode: false,
      customer: null,
      metadata: {},
      billing_details: { name: 'Ava Stone', email: null, phone: null, address: null },
      card: {
        brand: known.brand,
        last4: known.last4,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + (known.behaviour === 'expired' ? -1 : 2),
        country: 'GB',
        funding: 'credit',
      },
    };
  };

  const chargeJson = (charge: Charge): Json => ({
    id: charge.id,
    object: 'charge',
    amount: charge.amount,
    amount_captured: charge.captured,
    amount_refunded: charge.refunded,
    captured: charge.captured > 0,
    refunded: charge.captured > 0 && charge.refunded >= charge.captured,
    currency: intents.get(charge.intentId)!.currency,
    payment_intent: charge.intentId,
    status: 'succeeded',
    livemode: false,
  });

  const intentJson = (intent: Intent, expand: string[] = []): Json => {
    const charge = intent.chargeId ? charges.get(intent.chargeId)! : undefined;
    const expanded = (field: string) => expand.includes(field) || expand.includes(`data.${field}`);
    return {
      id: intent.id,
      object: 'payment_intent',
      amount: intent.amount,
      amount_capturable: intent.status === 'requires_capture' ? intent.amount : 0,
      amount_received: intent.amountReceived,
      capture_method: 'manual',
      confirmation_method: 'automatic',
      client_secret: `${intent.id}_secret_${intent.id.slice(3, 11)}`,
      created: intent.created,
      currency: intent.currency,
      customer: null,
      livemode: false,
      metadata: intent.metadata,
      payment_method: expanded('payment_method') ? methodJson(intent.paymentMethod) : intent.paymentMethod,
      latest_charge: charge && expanded('latest_charge') ? chargeJson(charge) : (charge?.id ?? null),
      last_payment_error: intent.lastError,
      status: intent.status,
      next_action:
        intent.status === 'requires_action'
          ? {
              type: 'redirect_to_url',
              redirect_to_url: {
                url: `https://hooks.stripe.com/3d_secure_2/hosted?payment_intent=${intent.id}`,
                return_url: null,
              },
            }
          : null,
    };
  };

  const emit = (type: string, object: Json) =>
    events.push({
      id: id('evt'),
      object: 'event',
      type,
      created: now(),
      livemode: false,
      api_version: '2026-10-28.endive',
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });

  const intentOf = (intentId: string) => {
    const intent = intents.get(intentId);
    if (!intent) throw invalid('resource_missing', `No such payment_intent: '${intentId}'`, 'intent', 404);
    return intent;
  };

  const expandOf = (form: Record<string, string>) =>
    Object.entries(form)
      .filter(([key]) => key.startsWith('expand['))
      .map(([, value]) => value);

  /** Confirms with the card's behaviour, as Stripe's test cards do. */
  function confirm(intent: Intent): void {
    const behaviour = FAKE_STRIPE_METHODS[intent.paymentMethod]!.behaviour;
    const decline = (code: string, decline_code?: string) => {
      intent.status = 'requires_payment_method';
      intent.lastError = {
        type: 'card_error',
        code,
        ...(decline_code ? { decline_code } : {}),
        message: 'Your card was declined.',
        payment_method: methodJson(intent.paymentMethod),
      };
      emit('payment_intent.payment_failed', intentJson(intent));
      throw new StripeFailure(402, { ...intent.lastError, payment_intent: intentJson(intent) });
    };
    if (behaviour === 'decline') decline('card_declined', 'generic_decline');
    if (behaviour === 'insufficient_funds') decline('card_declined', 'insufficient_funds');
    if (behaviour === 'expired') decline('expired_card');
    if (behaviour === 'challenge') {
      intent.status = 'requires_action';
      return;
    }
    authorise(intent);
  }

  function authorise(intent: Intent) {
    intent.status = 'requires_capture';
    const charge: Charge = {
      id: id('ch'),
      intentId: intent.id,
      amount: intent.amount,
      captured: 0,
      refunded: 0,
    };
    charges.set(charge.id, charge);
    intent.chargeId = charge.id;
    emit('payment_intent.amount_capturable_updated', intentJson(intent));
  }

  function route(method: string, path: string, form: Record<string, string>): { status: number; json: Json } {
    const ok = (json: Json) => ({ status: 200, json });
    let match: RegExpMatchArray | null;

    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = form['payment_method'] ?? '';
      if (!FAKE_STRIPE_METHODS[pm])
        throw invalid('resource_missing', `No such PaymentMethod: '${pm}'`, 'payment_method');
      const amount = Number(form['amount']);
      if (!Number.isInteger(amount) || amount < 1)
        throw invalid('amount_too_small', 'Amount must be at least 1', 'amount');
      const metadata = Object.fromEntries(
        Object.entries(form)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
      );
      const intent: Intent = {
        id: id('pi'),
        amount,
        currency: form['currency'] ?? '',
        status: 'requires_confirmation',
        amountReceived: 0,
        paymentMethod: pm,
        metadata,
        chargeId: null,
        lastError: null,
        created: now(),
      };
      intents.set(intent.id, intent);
      if (form['confirm'] === 'true') {
        if (form['off_session'] === 'true' && FAKE_STRIPE_METHODS[pm]!.behaviour === 'challenge') {
          intent.status = 'requires_payment_method';
          intent.lastError = {
            type: 'card_error',
            code: 'authentication_required',
            decline_code: 'authentication_required',
          };
          throw new StripeFailure(402, {
            ...intent.lastError,
            message: 'Authentication required',
            payment_intent: intentJson(intent),
          });
        }
        confirm(intent);
      }
      return ok(intentJson(intent, expandOf(form)));
    }

    if (method === 'GET' && path === '/v1/payment_intents/search') {
      const key = /metadata\['idempotency_key'\]:'((?:[^'\\]|\\.)*)'/
        .exec(form['query'] ?? '')?.[1]
        ?.replace(/\\(.)/g, '$1');
      const found = [...intents.values()].filter(
        (intent) => key !== undefined && intent.metadata['idempotency_key'] === key,
      );
      return ok({
        object: 'search_result',
        url: '/v1/payment_intents/search',
        has_more: false,
        next_page: null,
        data: found.reverse().map((intent) => intentJson(intent, expandOf(form))),
      });
    }

    if ((match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === 'GET')
      return ok(intentJson(intentOf(match[1]!), expandOf(form)));

    if (
      (match = /^\/v1\/payment_intents\/([^/]+)\/(confirm|capture|cancel)$/.exec(path)) &&
      method === 'POST'
    ) {
      const intent = intentOf(match[1]!);
      const unexpected = () =>
        invalid(
          'payment_intent_unexpected_state',
          `This PaymentIntent's status is ${intent.status}, which does not allow ${match![2]}.`,
        );
      if (match[2] === 'confirm') {
        if (intent.status !== 'requires_confirmation') throw unexpected();
        confirm(intent);
      } else if (match[2] === 'capture') {
        // Without multicapture, an intent is captured once; what is left of the hold is released.
        if (intent.status !== 'requires_capture') throw unexpected();
        const amount =
          form['amount_to_capture'] === undefined ? intent.amount : Number(form['amount_to_capture']);
        if (amount > intent.amount)
          throw invalid(
            'amount_too_large',
            'amount_to_capture is greater than amount_capturable',
            'amount_to_capture',
          );
        intent.status = 'succeeded';
        intent.amountReceived = amount;
        charges.get(intent.chargeId!)!.captured = amount;
        emit('payment_intent.succeeded', intentJson(intent));
      } else {
        const cancelable = [
          'requires_payment_method',
          'requires_capture',
          'requires_confirmation',
          'requires_action',
        ];
        if (!cancelable.includes(intent.status)) throw unexpected();
        intent.status = 'canceled';
        emit('payment_intent.canceled', intentJson(intent));
      }
      return ok(intentJson(intent, expandOf(form)));
    }

    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intentOf(form['payment_intent'] ?? '');
      const charge = intent.chargeId ? charges.get(intent.chargeId) : undefined;
      if (!charge || charge.captured === 0)
        throw invalid('charge_not_refundable', 'This PaymentIntent has no captured charge to refund.');
      const amount =
        form['amount'] === undefined ? charge.captured - charge.refunded : Number(form['amount']);
      if (charge.refunded >= charge.captured)
        throw invalid('charge_already_refunded', 'Charge has already been refunded.');
      if (charge.refunded + amount > charge.captured)
        throw invalid(
          'amount_too_large',
          'Refund amount is greater than unrefunded amount on charge',
          'amount',
        );
      charge.refunded += amount;
      emit('charge.refunded', chargeJson(charge));
      return ok({
        id: id('re'),
        object: 'refund',
        amount,
        charge: charge.id,
        payment_intent: intent.id,
        currency: intent.currency,
        status: 'succeeded',
        created: now(),
        metadata: {},
      });
    }

    if ((match = /^\/v1\/payment_methods\/([^/]+)$/.exec(path)) && method === 'GET') {
      if (!FAKE_STRIPE_METHODS[match[1]!])
        throw invalid('resource_missing', `No such PaymentMethod: '${match[1]}'`, 'payment_method', 404);
      return ok(methodJson(match[1]!));
    }

    throw invalid('resource_missing', `Unrecognized request URL (${method}: ${path}).`, undefined, 404);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
    const key = req.headers['idempotency-key'] as string | undefined;
    const method = req.method ?? 'GET';
    requests.push({
      method,
      path: url.pathname,
      form,
      idempotencyKey: key,
      authorization: req.headers.authorization,
    });

    let response: { status: number; json: Json };
    const replay = key && method === 'POST' ? replies.get(key) : undefined;
    if (replay && replay.body !== `${url.pathname}?${body}`) {
      response = {
        status: 400,
        json: {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        },
      };
    } else if (replay) {
      response = replay.response;
    } else {
      try {
        response = route(method, url.pathname, form);
      } catch (error) {
        if (!(error instanceof StripeFailure)) throw error;
        response = { status: error.status, json: { error: error.body } };
      }
      if (key && method === 'POST')
        replies.set(key, { body: `${url.pathname}?${body}`, status: response.status, response });
    }
    res.writeHead(response.status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      ...(replay ? { 'idempotent-replayed': 'true' } : {}),
    });
    res.end(JSON.stringify(response.json));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** For stripeProvider's apiBase / STRIPE_API_BASE. */
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    /** What Stripe would have sent to the webhook endpoint, oldest first. */
    events,
    /** The shopper answers the bank's screen: the intent is authorised, or declined. */
    completeChallenge(intentId: string, passed: boolean) {
      const intent = intentOf(intentId);
      if (passed) authorise(intent);
      else {
        intent.status = 'requires_payment_method';
        intent.lastError = { type: 'card_error', code: 'payment_intent_authentication_failure' };
        emit('payment_intent.payment_failed', intentJson(intent));
      }
    },
    intent: (intentId: string) => intentJson(intentOf(intentId), ['latest_charge']),
    charge: (intentId: string) => chargeJson(charges.get(intentOf(intentId).chargeId!)!),
    dispute: (intentId: string): Json => {
      const charge = charges.get(intentOf(intentId).chargeId!)!;
      return {
        id: id('dp'),
        object: 'dispute',
        amount: charge.captured - charge.refunded,
        charge: charge.id,
        payment_intent: intentId,
        currency: intentOf(intentId).currency,
        reason: 'fraudulent',
        status: 'needs_response',
        created: now(),
      };
    },
    emit,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
