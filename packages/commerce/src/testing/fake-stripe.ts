import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_STRIPE_JS, fakeBankPage, fakeCardFramePage } from './fake-stripe-browser.ts';

// A stand-in for Stripe's API, for tests without the internet (issue 34 item 3): the endpoints
// payment/stripe-provider.ts calls, answering with objects shaped as Stripe documents them
// (https://docs.stripe.com/api) and the `stripe` package types them, so the real SDK talks to it
// over HTTP. Each request is recorded as sent (method, path, form fields, Idempotency-Key) so
// tests can assert the wire format. It keeps Stripe's rules that the adapter relies on: a key
// sent again answers the first response again, and the same key with other parameters is an
// idempotency_error; one capture per intent; refunds up to what was captured.
//
// Its browser side (decision 0079, fake-stripe-browser.ts): a Stripe.js at /v3/ whose card frame
// posts the typed card to /v1/payment_methods with the publishable key, as Stripe.js does; the
// PaymentMethod then behaves as Stripe's test card of that number (FAKE_STRIPE_CARDS); and the
// bank's 3-D Secure test page at next_action.redirect_to_url.url, which completes or fails the
// intent and sends the shopper's frame to the intent's return_url.

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

/**
 * Stripe's test card numbers (https://docs.stripe.com/testing#cards), for cards typed into the
 * fake's card frame. Any other number that passes the Luhn check is approved, as in test mode.
 */
export const FAKE_STRIPE_CARDS: Record<string, { behaviour: Behaviour; brand: string }> = {
  '4242424242424242': { behaviour: 'approve', brand: 'visa' },
  '5555555555554444': { behaviour: 'approve', brand: 'mastercard' },
  '4000000000000002': { behaviour: 'decline', brand: 'visa' },
  '4000000000009995': { behaviour: 'insufficient_funds', brand: 'visa' },
  '4000002760003184': { behaviour: 'challenge', brand: 'visa' },
};

/** A publishable key as Stripe issues them; the fake is test mode only. */
const PUBLISHABLE_KEY = /^pk_test_\w+$/;

const luhn = (n: string) =>
  /^\d{12,19}$/.test(n) &&
  [...n].reverse().reduce((sum, c, i) => {
    const d = Number(c) * (i % 2 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
    0;

const brandOf = (n: string) =>
  /^4/.test(n) ? 'visa' : /^(5[1-5]|2[2-7])/.test(n) ? 'mastercard' : /^3[47]/.test(n) ? 'amex' : 'unknown';

interface KnownMethod {
  behaviour: Behaviour;
  brand: string;
  last4: string;
  expMonth?: number;
  expYear?: number;
  name?: string;
}

type Json = Record<string, unknown>;

interface Intent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  amountReceived: number;
  paymentMethod: string;
  returnUrl: string | null;
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

export interface FakeStripeOptions {
  /** 0 (the default): any free port. */
  port?: number;
  host?: string;
}

export async function startFakeStripe(options: FakeStripeOptions = {}) {
  const requests: FakeStripeRequest[] = [];
  /** PaymentMethods made from cards typed into the card frame. */
  const created = new Map<string, KnownMethod>();
  const methodOf = (pmId: string): KnownMethod | undefined => FAKE_STRIPE_METHODS[pmId] ?? created.get(pmId);
  /** Known once listening: the bank page's address is on this origin. */
  let origin = '';
  const events: FakeStripeEvent[] = [];
  /** Stripe's rule: a PaymentMethod not attached to a Customer is charged once (test tokens aside). */
  const customers = new Set<string>();
  const attachedTo = new Map<string, string>();
  const spent = new Set<string>();
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const replies = new Map<
    string,
    { body: string; status: number; response: { status: number; json: Json } }
  >();

  const methodJson = (pmId: string): Json => {
    const known = methodOf(pmId)!;
    return {
      id: pmId,
      object: 'payment_method',
      type: 'card',
      created: now(),
      livemode: false,
      customer: attachedTo.get(pmId) ?? null,
      metadata: {},
      billing_details: { name: known.name ?? 'Ava Stone', email: null, phone: null, address: null },
      card: {
        brand: known.brand,
        last4: known.last4,
        exp_month: known.expMonth ?? 12,
        exp_year: known.expYear ?? new Date().getUTCFullYear() + (known.behaviour === 'expired' ? -1 : 2),
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
                url: `${origin}/3d_secure_2/hosted?payment_intent=${intent.id}`,
                return_url: intent.returnUrl,
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
    const behaviour = methodOf(intent.paymentMethod)!.behaviour;
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

  function route(
    method: string,
    path: string,
    form: Record<string, string>,
    key: string | undefined,
  ): { status: number; json: Json } {
    const ok = (json: Json) => ({ status: 200, json });
    let match: RegExpMatchArray | null;

    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = form['payment_method'] ?? '';
      if (!methodOf(pm))
        throw invalid('resource_missing', `No such PaymentMethod: '${pm}'`, 'payment_method');
      const owner = attachedTo.get(pm);
      if (owner !== (form['customer'] || undefined))
        throw invalid(
          'payment_method_unexpected_state',
          owner
            ? `The provided PaymentMethod belongs to a Customer (${owner}). Include it in the customer parameter.`
            : `The PaymentMethod ${pm} does not belong to the Customer you supplied.`,
          'payment_method',
        );
      if (spent.has(pm))
        throw invalid(
          'payment_method_unexpected_state',
          'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
          'payment_method',
        );
      if (!owner && !FAKE_STRIPE_METHODS[pm]) spent.add(pm);
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
        returnUrl: form['return_url'] ?? null,
        metadata,
        chargeId: null,
        lastError: null,
        created: now(),
      };
      intents.set(intent.id, intent);
      if (form['confirm'] === 'true') {
        if (form['off_session'] === 'true' && methodOf(pm)!.behaviour === 'challenge') {
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
      if (!methodOf(match[1]!))
        throw invalid('resource_missing', `No such PaymentMethod: '${match[1]}'`, 'payment_method', 404);
      return ok(methodJson(match[1]!));
    }

    if (method === 'POST' && path === '/v1/payment_methods') return ok(createMethod(form, key));

    if (method === 'POST' && path === '/v1/customers') {
      const customer = id('cus');
      customers.add(customer);
      return ok({ id: customer, object: 'customer', name: form['name'] ?? null, livemode: false });
    }

    if ((match = /^\/v1\/customers\/([^/]+)$/.exec(path)) && method === 'DELETE') {
      if (!customers.delete(match[1]!))
        throw invalid('resource_missing', `No such customer: '${match[1]}'`, 'id', 404);
      for (const [pm, owner] of attachedTo) if (owner === match[1]) attachedTo.delete(pm);
      return ok({ id: match[1], object: 'customer', deleted: true });
    }

    if ((match = /^\/v1\/payment_methods\/([^/]+)\/(attach|detach)$/.exec(path)) && method === 'POST') {
      const pm = match[1]!;
      if (!methodOf(pm))
        throw invalid('resource_missing', `No such PaymentMethod: '${pm}'`, 'payment_method', 404);
      if (match[2] === 'detach') {
        if (!attachedTo.delete(pm))
          throw invalid(
            'payment_method_unexpected_state',
            'The payment method is not attached to a customer.',
          );
        spent.add(pm);
        return ok(methodJson(pm));
      }
      const customer = form['customer'] ?? '';
      if (!customers.has(customer))
        throw invalid('resource_missing', `No such customer: '${customer}'`, 'customer');
      if (spent.has(pm))
        throw invalid(
          'payment_method_unexpected_state',
          'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
          'payment_method',
        );
      attachedTo.set(pm, customer);
      return ok(methodJson(pm));
    }

    throw invalid('resource_missing', `Unrecognized request URL (${method}: ${path}).`, undefined, 404);
  }

  /**
   * Stripe.js's POST /v1/payment_methods from the card frame: the publishable key (never a
   * secret key: that is for servers), then the card as Stripe's test mode checks it.
   */
  function createMethod(form: Record<string, string>, key: string | undefined): Json {
    if (!key)
      throw invalid(
        'api_key_required',
        'You did not provide an API key. Stripe.js sends your publishable key (pk_test_...).',
        undefined,
        401,
      );
    if (/^(sk|rk)_/.test(key))
      throw invalid(
        'secret_key_required',
        'This request came from a browser with a secret API key. Use your publishable key (pk_test_...) in the browser; never expose the secret key.',
        undefined,
        401,
      );
    if (!PUBLISHABLE_KEY.test(key))
      throw invalid('api_key_expired', `Invalid API Key provided: ${key.slice(0, 8)}****`, undefined, 401);
    if (form['type'] !== 'card') throw invalid('parameter_invalid_string', 'Only card is supported.', 'type');
    const number = (form['card[number]'] ?? '').replace(/\D/g, '');
    const month = Number(form['card[exp_month]']);
    const year = Number(form['card[exp_year]']);
    const cardError = (code: string, message: string, param: string) =>
      new StripeFailure(402, { type: 'card_error', code, message, param });
    if (!luhn(number)) throw cardError('incorrect_number', 'Your card number is incorrect.', 'number');
    const now = new Date();
    if (
      !Number.isInteger(month) ||
      month < 1 ||
      month > 12 ||
      year < now.getUTCFullYear() ||
      (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    )
      throw cardError('invalid_expiry_year', 'Your card’s expiration year is invalid.', 'exp_year');
    if (!/^\d{3,4}$/.test(form['card[cvc]'] ?? ''))
      throw cardError('invalid_cvc', 'Your card’s security code is invalid.', 'cvc');
    const known = FAKE_STRIPE_CARDS[number] ?? { behaviour: 'approve' as const, brand: brandOf(number) };
    const pmId = id('pm');
    created.set(pmId, {
      ...known,
      last4: number.slice(-4),
      expMonth: month,
      expYear: year,
      name: form['billing_details[name]'] ?? '',
    });
    return methodJson(pmId);
  }

  /** The pages a browser opens: Stripe.js, its card frame, the bank's test page. */
  function browserPage(
    method: string,
    url: URL,
    form: Record<string, string>,
  ): { status: number; headers: Record<string, string>; body: string } | undefined {
    const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
    if (method === 'GET' && (url.pathname === '/v3/' || url.pathname === '/v3'))
      return {
        status: 200,
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
        body: FAKE_STRIPE_JS,
      };
    if (method === 'GET' && url.pathname === '/v3/elements/card')
      return { status: 200, headers: html, body: fakeCardFramePage(url.searchParams) };
    if (url.pathname === '/3d_secure_2/hosted') {
      const intent = intents.get(
        (method === 'GET' ? url.searchParams : new URLSearchParams(form)).get('payment_intent') ?? '',
      );
      if (!intent) return { status: 404, headers: html, body: '<!doctype html><title>Not found</title>' };
      if (method === 'GET') return { status: 200, headers: html, body: fakeBankPage(intent) };
      const passed = form['outcome'] === 'complete';
      if (intent.status === 'requires_action') completeChallenge(intent.id, passed);
      // Stripe sends the shopper back with these three (https://docs.stripe.com/payments/3d-secure/authentication-flow).
      const back = new URL(intent.returnUrl ?? `${origin}/`);
      back.searchParams.set('payment_intent', intent.id);
      back.searchParams.set('payment_intent_client_secret', `${intent.id}_secret_${intent.id.slice(3, 11)}`);
      back.searchParams.set('redirect_status', intent.status === 'requires_capture' ? 'succeeded' : 'failed');
      return { status: 303, headers: { location: back.toString(), 'cache-control': 'no-store' }, body: '' };
    }
    return undefined;
  }

  /** The shopper answers the bank's screen: the intent is authorised, or declined. */
  function completeChallenge(intentId: string, passed: boolean) {
    const intent = intentOf(intentId);
    if (passed) authorise(intent);
    else {
      intent.status = 'requires_payment_method';
      intent.lastError = { type: 'card_error', code: 'payment_intent_authentication_failure' };
      emit('payment_intent.payment_failed', intentJson(intent));
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake-stripe');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const form = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
    const key = req.headers['idempotency-key'] as string | undefined;
    const method = req.method ?? 'GET';
    const page = browserPage(method, url, form);
    if (page) {
      res.writeHead(page.status, page.headers);
      res.end(page.body);
      return;
    }
    // Stripe.js sends the publishable key in the body; servers send theirs as a bearer token.
    const apiKey = form['key'] ?? /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
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
        response = route(method, url.pathname, form, apiKey);
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
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  origin = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    /** For stripeProvider's apiBase / STRIPE_API_BASE. */
    apiBase: origin,
    /** For STRIPE_JS_URL: the fake Stripe.js. */
    scriptUrl: `${origin}/v3/`,
    requests,
    /** What Stripe would have sent to the webhook endpoint, oldest first. */
    events,
    /** The shopper answers the bank's screen: the intent is authorised, or declined. */
    completeChallenge,
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
