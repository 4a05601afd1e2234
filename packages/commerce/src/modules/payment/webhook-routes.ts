import { createRoute, z } from '@hono/zod-openapi';
import { env } from '../../env.ts';
import { DomainError } from '../../kernel/errors.ts';
import { errorResponses, json } from '../../http/openapi.ts';
import { apiRouter, pathOfNul } from '../../http/validation.ts';
import { paymentWebhookSecret } from './runtime.ts';
import {
  PaymentEventSchema,
  receivePaymentEvent,
  type PaymentEventHook,
  type ReceivedEvent,
} from './webhook-events.ts';
import { stripeClient } from './stripe-provider.ts';
import { STRIPE_SIGNATURE_HEADER, paymentEventOfStripe, verifyStripeEvent } from './stripe-webhooks.ts';
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_SECONDS, verifySignature } from './webhook-signature.ts';

// The providers' webhooks (issue 34 item 4, docs/operations/payments.md "Webhooks"). The body is
// read as the raw bytes the provider signed, so the route declares no body for the validator to
// parse first: a re-serialised parse would not be what was signed.

const webhookRoute = createRoute({
  method: 'post',
  path: '/payment/webhook/{provider}',
  tags: ['payment'],
  summary: 'A payment provider’s signed event (authorised, captured, voided, failed, refunded, disputed)',
  description: [
    `Signed with the endpoint's secret: \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>\`,`,
    `one \`v1\` per secret while a secret is rotated; a timestamp more than ${SIGNATURE_TOLERANCE_SECONDS} seconds`,
    'from ours, either way, is refused. The JSON body is `{id, type, created, data: {reference, amountMinor,',
    'currency, capturedMinor, refundedMinor, idempotencyKey}}`. Each event id is applied once: a second',
    'delivery answers 200 with outcome `duplicate` and changes nothing. A bad, missing or expired signature',
    'is 401 and nothing is written.',
    `With \`PAYMENT_PROVIDER=stripe\` the endpoint is \`/payment/webhook/stripe\`: Stripe's own event JSON signed in`,
    `\`${STRIPE_SIGNATURE_HEADER}\` with the endpoint's signing secret (whsec_…), checked by Stripe's SDK;`,
    'payment_intent.amount_capturable_updated, payment_intent.succeeded, payment_intent.payment_failed,',
    'payment_intent.canceled, charge.refunded and charge.dispute.created move the payment as authorised,',
    'captured, failed, voided, refunded and disputed; any other type is stored with outcome `ignored_type`.',
    'A dispute names no totals, so Stripe is asked for its PaymentIntent: if Stripe cannot answer, 503',
    '`PAYMENT_UNAVAILABLE` and Stripe delivers the event again later.',
  ].join(' '),
  request: {
    params: z.object({
      provider: z
        .string()
        .max(100)
        .openapi({ param: { name: 'provider', in: 'path' }, example: 'sandbox' }),
    }),
    headers: z.object({
      [SIGNATURE_HEADER.toLowerCase()]: z
        .string()
        .optional()
        .openapi({
          param: { name: SIGNATURE_HEADER.toLowerCase(), in: 'header' },
          example: 't=1795000000,v1=5257a8…',
        }),
      [STRIPE_SIGNATURE_HEADER.toLowerCase()]: z
        .string()
        .optional()
        .openapi({
          param: { name: STRIPE_SIGNATURE_HEADER.toLowerCase(), in: 'header' },
          example: 't=1795000000,v1=5257a8…',
        }),
    }),
  },
  responses: {
    200: json(
      z.object({
        received: z.literal(true),
        outcome: z.enum([
          'applied',
          'unchanged',
          'ignored_stale',
          'ignored_conflict',
          'unknown_payment',
          'ignored_type',
          'duplicate',
        ]),
      }),
      'Stored (or a duplicate); what it did to the payment',
    ),
    ...errorResponses(400, 401, 404),
  },
});

/**
 * POST /payment/webhook/{provider}: one endpoint per provider, the configured one answers. `hooks`:
 * what other modules do once an event about a payment is in (order-hooks.ts PAYMENT_EVENT_HOOKS).
 */
export function paymentWebhookRoutes(hooks: readonly PaymentEventHook[] = []) {
  return apiRouter().openapi(webhookRoute, async (c) => {
    const { provider } = c.req.valid('param');
    const config = env();
    if (provider !== config.PAYMENT_PROVIDER) throw new DomainError('PAYMENT_PROVIDER_UNKNOWN');
    const raw = new Uint8Array(await c.req.arrayBuffer());
    if (provider === 'stripe') {
      const event = await stripeEvent(raw, c.req.header(STRIPE_SIGNATURE_HEADER), config, c.get('log'));
      const outcome = await receivePaymentEvent(c.get('db'), provider, event, c.get('log'), hooks);
      return c.json({ received: true as const, outcome }, 200);
    }
    const secret = paymentWebhookSecret(config);
    const check = secret
      ? verifySignature(raw, c.req.header(SIGNATURE_HEADER), secret)
      : ({ ok: false, reason: 'no secret configured' } as const);
    if (!check.ok) {
      c.get('log').warn({ provider, reason: check.reason }, 'payment webhook refused: signature');
      throw new DomainError('WEBHOOK_SIGNATURE_INVALID');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
    } catch {
      throw new DomainError('VALIDATION_FAILED', { fields: 'body' });
    }
    const outcome = await receivePaymentEvent(
      c.get('db'),
      provider,
      checkedEvent(parsed),
      c.get('log'),
      hooks,
    );
    return c.json({ received: true as const, outcome }, 200);
  });
}

/** Stripe's signed event, verified and mapped; refused as the sandbox's are. */
async function stripeEvent(
  raw: Uint8Array,
  header: string | undefined,
  config: ReturnType<typeof env>,
  log: { warn: (o: object, m: string) => void },
): Promise<ReceivedEvent> {
  const check = verifyStripeEvent(raw, header, paymentWebhookSecret(config));
  if (!check.ok) {
    log.warn({ provider: 'stripe', reason: check.reason }, 'payment webhook refused: signature');
    throw new DomainError('WEBHOOK_SIGNATURE_INVALID');
  }
  const client = stripeClient(config.STRIPE_SECRET_KEY ?? '', config.STRIPE_API_BASE);
  let event: ReceivedEvent;
  try {
    event = await paymentEventOfStripe(check.event, (id) =>
      client.paymentIntents.retrieve(id, { expand: ['latest_charge'] }),
    );
  } catch {
    // Stripe could not be asked about a dispute: it sends the event again later.
    throw new DomainError('PAYMENT_UNAVAILABLE');
  }
  // Stripe's body is signed, and mapped by us: still checked like the sandbox's.
  return checkedEvent(event);
}

/** A signed body is trusted, not assumed well-formed: an invalid one is a 400, never a 500. */
function checkedEvent(candidate: unknown): ReceivedEvent {
  const event = PaymentEventSchema.safeParse(candidate);
  if (!event.success) {
    const fields = [...new Set(event.error.issues.map((issue) => issue.path.join('.') || 'body'))];
    throw new DomainError('VALIDATION_FAILED', { fields: fields.join(', ') });
  }
  // PostgreSQL keeps no NUL in text or jsonb: refused like any other invalid field.
  const nul = pathOfNul(event.data);
  if (nul !== undefined) throw new DomainError('VALIDATION_FAILED', { fields: nul || 'body' });
  return event.data;
}
