import { createRoute, z } from '@hono/zod-openapi';
import { env } from '../../env.ts';
import { createLogger } from '../../kernel/logger.ts';
import { body, errorResponses, json, localeHeader, signedInSecurity } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { principalOf, requireCustomer } from '../../http/principal.ts';
import { CARD_BRANDS } from './card.ts';
import { consumePaymentLimit } from './limits.ts';
import { paymentServiceFor, warnIfSandboxInProduction } from './runtime.ts';

// The providers' webhooks are a router of their own (webhook-routes.ts), mounted beside these.
export { paymentWebhookRoutes } from './webhook-routes.ts';

const needsLogin = { security: signedInSecurity, middleware: requireCustomer };

// Issue 34: a card reaches this API only as the provider's token, made in the browser by the
// provider's own card fields (sandbox-hosted.ts for the sandbox): no card number, security code
// or expiry is ever posted here.
const SaveCardSchema = z
  .object({ token: z.string().min(1).max(200).openapi({ example: 'sbx_tok_3J8f…' }) })
  .strict()
  .openapi('SaveCard');

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
  summary:
    'Save a card (§7.3 card) from the payment provider’s token, made by its card fields in the browser',
  description:
    'The provider says which card the token is; the same card (brand, last four and expiry) twice is 409. At most 10 cards per account.',
  ...needsLogin,
  request: { headers: localeHeader, ...body(SaveCardSchema) },
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
      await consumePaymentLimit(db, 'cardSavesPerAccount', customerId);
      return c.json(await paymentServiceFor(db).saveCard(customerId, c.req.valid('json').token), 201);
    })
    .openapi(deleteRoute, async (c) => {
      await paymentServiceFor(c.get('db')).deleteCard(principalOf(c).customerId, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
