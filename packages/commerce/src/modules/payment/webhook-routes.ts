import { createRoute, z } from '@hono/zod-openapi';
import { env } from '../../env.ts';
import { DomainError } from '../../kernel/errors.ts';
import { errorResponses, json } from '../../http/openapi.ts';
import { apiRouter, pathOfNul } from '../../http/validation.ts';
import { paymentWebhookSecret } from './runtime.ts';
import { PaymentEventSchema, receivePaymentEvent, type PaymentEventHook } from './webhook-events.ts';
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
    const event = PaymentEventSchema.safeParse(parsed);
    if (!event.success) {
      const fields = [...new Set(event.error.issues.map((issue) => issue.path.join('.') || 'body'))];
      throw new DomainError('VALIDATION_FAILED', { fields: fields.join(', ') });
    }
    // PostgreSQL keeps no NUL in text or jsonb: refused like any other invalid field.
    const nul = pathOfNul(event.data);
    if (nul !== undefined) throw new DomainError('VALIDATION_FAILED', { fields: nul || 'body' });
    const outcome = await receivePaymentEvent(c.get('db'), provider, event.data, c.get('log'), hooks);
    return c.json({ received: true as const, outcome }, 200);
  });
}
