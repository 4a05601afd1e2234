import { createRoute, z } from '@hono/zod-openapi';
import { env } from '../../env.ts';
import { createLogger } from '../../kernel/logger.ts';
import { body, errorResponses, json, localeHeader, signedInSecurity } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { clientAddress } from '../../http/client-address.ts';
import { principalOf, requireCustomer } from '../../http/principal.ts';
import { CARD_BRANDS } from './card.ts';
import { consumePaymentLimit } from './limits.ts';
import { paymentServiceFor, warnIfSandboxInProduction } from './runtime.ts';

// The providers' webhooks are a router of their own (webhook-routes.ts), mounted beside these.
export { paymentWebhookRoutes } from './webhook-routes.ts';

const needsLogin = { security: signedInSecurity, middleware: requireCustomer };

// The card's own checks (Luhn, brand, expiry, code length) run in validateCard so each field gets
// its specific error; the schema only bounds sizes and types. Numbers are strings: a 16-digit
// card number does not survive a JSON number.
const CardInputSchema = z
  .object({
    number: z.string().max(40).openapi({ example: '4444 3333 2222 1111' }),
    expMonth: z.number().int().openapi({ example: 12 }),
    expYear: z.number().int().openapi({ example: 2030 }),
    cvc: z.string().max(8).openapi({ example: '123' }),
    holderName: z.string().max(200).openapi({ example: 'Ava Stone' }),
  })
  .strict()
  .openapi('CardInput');

const Brand = z.enum(CARD_BRANDS);

const SavedCardSchema = z
  .object({
    id: z.string().uuid(),
    brand: Brand,
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    holderName: z.string(),
    expired: z.boolean(),
    createdAt: z.string(),
  })
  .openapi('SavedCard');

const CardTokenSchema = z
  .object({
    token: z.string(),
    brand: Brand,
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
  })
  .openapi('CardToken');

const listRoute = createRoute({
  method: 'get',
  path: '/card',
  tags: ['payment'],
  summary: 'Saved cards (§7.3 card): brand, last four, expiry, holder; newest first',
  ...needsLogin,
  request: { headers: localeHeader },
  responses: {
    200: json(z.object({ cards: z.array(SavedCardSchema) }), 'Saved cards'),
    ...errorResponses(401),
  },
});

const saveRoute = createRoute({
  method: 'post',
  path: '/card',
  tags: ['payment'],
  summary: 'Save a card (§7.3 card): tokenised by the payment provider; the number is not kept',
  description: 'The same card (brand, last four and expiry) twice is 409. At most 10 cards per account.',
  ...needsLogin,
  request: { headers: localeHeader, ...body(CardInputSchema) },
  responses: { 201: json(SavedCardSchema, 'Saved'), ...errorResponses(400, 401, 403, 409, 429) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/card/{id}',
  tags: ['payment'],
  summary: 'Remove a saved card (§7.3 card); only the owner’s',
  ...needsLogin,
  request: {
    headers: localeHeader,
    params: z.object({
      id: z
        .string()
        .uuid()
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
  },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404) },
});

const tokenRoute = createRoute({
  method: 'post',
  path: '/payment/card-token',
  tags: ['payment'],
  summary: 'Tokenise a one-off card for checkout (guest or customer)',
  description:
    'The token stands in for the card in place-order. Limited per client address so the endpoint cannot be used to test stolen card numbers.',
  request: { headers: localeHeader, ...body(CardInputSchema) },
  responses: { 201: json(CardTokenSchema, 'Tokenised'), ...errorResponses(400, 429) },
});

const challengeRoute = createRoute({
  method: 'post',
  path: '/payment/challenge',
  tags: ['payment'],
  summary: 'Answer the bank’s extra authentication step of a payment that requires action',
  description:
    'Then place the order again with the same reference as `authentication`. Three wrong codes fail the challenge.',
  request: {
    headers: localeHeader,
    ...body(
      z
        .object({
          reference: z.string().min(1).max(200),
          code: z.string().trim().min(1).max(12),
        })
        .strict(),
    ),
  },
  responses: {
    200: json(
      z.object({
        status: z.enum(['authenticated', 'retry', 'failed']),
        attemptsLeft: z.number().int().optional(),
      }),
      'authenticated: place the order; retry: ask again; failed: choose another card',
    ),
    ...errorResponses(400, 404),
  },
});

let warned = false;

/** The payment module's API (issue 4). */
export function paymentRoutes() {
  if (!warned) {
    warned = true;
    const config = env();
    warnIfSandboxInProduction(config, createLogger(config.LOG_LEVEL));
  }
  return apiRouter()
    .openapi(listRoute, async (c) =>
      c.json({ cards: await paymentServiceFor(c.get('db')).listCards(principalOf(c).customerId) }, 200),
    )
    .openapi(saveRoute, async (c) => {
      const db = c.get('db');
      const { customerId } = principalOf(c);
      await consumePaymentLimit(db, 'cardTokensPerAddress', clientAddress(c));
      await consumePaymentLimit(db, 'cardSavesPerAccount', customerId);
      return c.json(await paymentServiceFor(db).saveCard(customerId, c.req.valid('json')), 201);
    })
    .openapi(deleteRoute, async (c) => {
      await paymentServiceFor(c.get('db')).deleteCard(principalOf(c).customerId, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(tokenRoute, async (c) => {
      const db = c.get('db');
      await consumePaymentLimit(db, 'cardTokensPerAddress', clientAddress(c));
      return c.json(await paymentServiceFor(db).tokeniseCard(c.req.valid('json')), 201);
    })
    .openapi(challengeRoute, async (c) => {
      const { reference, code } = c.req.valid('json');
      return c.json(await paymentServiceFor(c.get('db')).completeChallenge(reference, code), 200);
    });
}
