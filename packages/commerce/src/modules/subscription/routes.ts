import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../../http/context.ts';
import { errorResponses, json, localeHeader, signedInSecurity } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { principalOf, requireCustomer } from '../../http/principal.ts';
import { quoteTokenFromHeader } from '../quote/index.ts';
import { quoteHeaders } from '../quote/http.ts';
import { addSubscriptionToBag } from './bag.ts';
import { assertSubscriptionStore, cancelSubscription, readSubscription } from './service.ts';
import { AddedToBagSchema, SubscriptionSchema } from './wire.ts';

// §7.3 `subscription` and `subscription/cancel` (issue 6 item 5). Login needed; §2.2: en-GB only,
// 404 SUBSCRIPTION_NOT_OFFERED in every other store.

const tags = ['subscription'];

const getRoute = createRoute({
  method: 'get',
  path: '/subscription',
  tags,
  security: signedInSecurity,
  middleware: requireCustomer,
  summary: 'The customer’s free-next-day-delivery subscription (§7.3, §9): state, start and end',
  description:
    'Status as of now (a period whose end passed reads expired even before the renewal job ran), the dates as instants and in the store’s format and zone, whether it renews and with which saved card. en-GB only (§2.2).',
  request: { headers: localeHeader },
  responses: { 200: json(SubscriptionSchema, 'The subscription'), ...errorResponses(400, 401, 404) },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/subscription/cancel',
  tags,
  security: signedInSecurity,
  middleware: requireCustomer,
  summary: 'Stop the renewal (§7.3): free next day stays until the end of the year paid for',
  description:
    'active → cancelled_until_end. Cancelling again answers the same subscription; with nothing live to cancel: 404 SUBSCRIPTION_NOT_FOUND.',
  request: { headers: localeHeader },
  responses: { 200: json(SubscriptionSchema, 'The subscription'), ...errorResponses(400, 401, 404) },
});

const addToQuoteRoute = createRoute({
  method: 'post',
  path: '/subscription/add-to-quote',
  tags,
  security: signedInSecurity,
  middleware: requireCustomer,
  summary: 'Put the yearly subscription in the customer’s bag, to buy through checkout (§9)',
  description:
    'A digital item of the bag (no parcel), priced in the store. Refused: 404 SUBSCRIPTION_NOT_OFFERED outside en-GB; 409 SUBSCRIPTION_ALREADY_ACTIVE with a live subscription, SUBSCRIPTION_IN_BAG when the bag holds it (one per bag), SUBSCRIPTION_BAG_FULL. The answer carries a fresh token for the bag.',
  request: { headers: quoteHeaders },
  responses: { 200: json(AddedToBagSchema, 'In the bag'), ...errorResponses(400, 401, 404, 409) },
});

export interface SubscriptionRoutesOptions {
  /** The clock, for tests. */
  now?: () => Date;
}

export function subscriptionRoutes(options: SubscriptionRoutesOptions = {}) {
  const now = options.now ?? (() => new Date());
  const customer = (c: Context<ApiEnv>) => principalOf(c).customerId;
  return apiRouter()
    .openapi(getRoute, async (c) => {
      assertSubscriptionStore(c.get('store'));
      return c.json(await readSubscription(c.get('db'), customer(c), c.get('store'), now()), 200);
    })
    .openapi(cancelRoute, async (c) =>
      c.json(await cancelSubscription(c.get('db'), customer(c), c.get('store'), now()), 200),
    )
    .openapi(addToQuoteRoute, async (c) =>
      c.json(
        await addSubscriptionToBag(c.get('db'), {
          store: c.get('store'),
          customerId: customer(c),
          token: quoteTokenFromHeader(c.req.valid('header').quote),
          now: now(),
        }),
        200,
      ),
    );
}
