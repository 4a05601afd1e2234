import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ApiEnv } from '../../http/context.ts';
import { body, errorResponses, json, signedInSecurity } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { optionalPrincipal } from '../auth/index.ts';
import { principalOf, requireCustomer } from '../../http/principal.ts';
import { quoteTokenFromHeader } from '../quote/index.ts';
import { wishlistTokenFromHeader, type WishlistCaller } from './access.ts';
import { wishlistService } from './service.ts';
import {
  AddedSchema,
  AddSchema,
  CountSchema,
  ItemParams,
  MovedSchema,
  moveHeaders,
  MoveSchema,
  NotifiedSchema,
  NotifySchema,
  SkusSchema,
  wishlistHeaders,
  WishlistSchema,
} from './wire.ts';

/** Guest (with the wishlist token) or customer (bearer or session cookie). */
const guestOrCustomer: RouteConfig['security'] = [{}, ...signedInSecurity];
const tags = ['wishlist'];

const getRoute = createRoute({
  method: 'get',
  path: '/wishlist',
  tags,
  security: guestOrCustomer,
  summary: 'The wishlist as product cards of the store (§7.3)',
  description:
    'Name, first image, price and was-price in the store currency, every size with its stock in the store region. Empty for a shopper without a wishlist.',
  request: { headers: wishlistHeaders },
  responses: { 200: json(WishlistSchema, 'The wishlist'), ...errorResponses(400, 401, 404) },
});

const addRoute = createRoute({
  method: 'post',
  path: '/wishlist',
  tags,
  security: guestOrCustomer,
  summary: 'Add a style to the wishlist (§7.3); idempotent',
  description:
    'A guest without a wishlist gets one, and its token in the answer. A size SKU adds its style and remembers the size. At most 200 items (409 WISHLIST_FULL).',
  request: { headers: wishlistHeaders, ...body(AddSchema) },
  responses: { 200: json(AddedSchema, 'The item'), ...errorResponses(400, 401, 404, 409) },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/wishlist/{id}',
  tags,
  security: guestOrCustomer,
  summary: 'Remove an item (§7.3); another wishlist’s item is 404',
  request: { headers: wishlistHeaders, params: ItemParams },
  responses: { 200: json(CountSchema, 'Items left'), ...errorResponses(400, 401, 404) },
});

const skusRoute = createRoute({
  method: 'get',
  path: '/wishlistskus',
  tags,
  security: guestOrCustomer,
  summary: 'The style SKUs in the wishlist, with their item ids, for hearts (§7.3)',
  request: { headers: wishlistHeaders },
  responses: { 200: json(SkusSchema, 'Styles'), ...errorResponses(400, 401, 404) },
});

const countRoute = createRoute({
  method: 'get',
  path: '/wishlist/count',
  tags,
  security: guestOrCustomer,
  summary: 'How many items the wishlist holds, for the header (§7.3)',
  request: { headers: wishlistHeaders },
  responses: { 200: json(CountSchema, 'The count'), ...errorResponses(400, 401, 404) },
});

const moveRoute = createRoute({
  method: 'post',
  path: '/wishlist/move-to-quote',
  tags,
  security: guestOrCustomer,
  summary: 'Put a size of an item in the bag and take the item off the wishlist (§7.3)',
  description:
    'One transaction through the quote service: its refusals (out of stock, bag full...) come back in `errors` as quote answers do (§5), and the item stays. `quoteToken` is set when the bag was made or its token rotated (decision 0012).',
  request: { headers: moveHeaders, ...body(MoveSchema) },
  responses: { 200: json(MovedSchema, 'The outcome'), ...errorResponses(400, 401, 404, 409) },
});

const notifyRoute = createRoute({
  method: 'patch',
  path: '/wishlist/{id}/notify',
  tags,
  security: signedInSecurity,
  middleware: requireCustomer,
  summary: 'Email me when this size is back in stock (§7.3); customers only',
  description:
    'Only a size of the item that is out of stock in the store’s region (409 WISHLIST_SIZE_IN_STOCK otherwise). One email when it returns, in the store’s language.',
  request: { headers: wishlistHeaders, params: ItemParams, ...body(NotifySchema) },
  responses: { 200: json(NotifiedSchema, 'The request as it stands'), ...errorResponses(400, 401, 404, 409) },
});

async function callerOf(c: Context<ApiEnv>): Promise<WishlistCaller> {
  const principal = c.get('principal') ?? (await optionalPrincipal(c));
  return {
    store: c.get('store'),
    language: c.get('language'),
    token: wishlistTokenFromHeader(c.req.header('wishlist')),
    customerId: principal?.customerId,
  };
}

/** The wishlist module's API (§7.3; decision 0013). */
export function wishlistRoutes() {
  const service = (c: Context<ApiEnv>) => wishlistService(c.get('db'));
  return apiRouter()
    .openapi(getRoute, async (c) => c.json(await service(c).get(await callerOf(c)), 200))
    .openapi(addRoute, async (c) =>
      c.json(await service(c).add(await callerOf(c), c.req.valid('json').sku), 200),
    )
    .openapi(skusRoute, async (c) => c.json({ items: await service(c).styles(await callerOf(c)) }, 200))
    .openapi(countRoute, async (c) => c.json({ count: await service(c).count(await callerOf(c)) }, 200))
    .openapi(moveRoute, async (c) => {
      const caller = {
        ...(await callerOf(c)),
        quoteToken: quoteTokenFromHeader(c.req.header('quote')),
      };
      return c.json(await service(c).moveToQuote(caller, c.req.valid('json')), 200);
    })
    .openapi(removeRoute, async (c) =>
      c.json(await service(c).remove(await callerOf(c), c.req.valid('param').id), 200),
    )
    .openapi(notifyRoute, async (c) => {
      const caller = { ...(await callerOf(c)), customerId: principalOf(c).customerId };
      return c.json(await service(c).notify(caller, c.req.valid('param').id, c.req.valid('json')), 200);
    });
}
