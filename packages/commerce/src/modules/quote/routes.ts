import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import { getLocale } from '@vitrine/config';
import type { Context } from 'hono';
import type { ApiEnv } from '../../http/context.ts';
import { DomainError } from '../../kernel/errors.ts';
import { body, errorResponses, json, signedInSecurity } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { principalOf, requireCustomer } from '../../http/principal.ts';
import { callerOf } from './http.ts';
import { quoteService, type BagAnswer } from './service.ts';
import {
  AddAnswerSchema,
  BagSchema,
  CreateAnswerSchema,
  CreateSchema,
  MergedBagSchema,
  ProductSchema,
  PromotionSchema,
  quoteHeaders,
  SetQuantitySchema,
} from './wire.ts';

/** Guest or customer: a bearer token or the session cookie when signed in, nothing otherwise. */
const guestOrCustomer: RouteConfig['security'] = [{}, ...signedInSecurity];

/** What every call answering the priced bag shares. */
const bagCall = {
  tags: ['quote'],
  security: guestOrCustomer,
  responses: {
    200: json(BagSchema, 'The priced bag; `errors` says why a change was refused'),
    ...errorResponses(400, 401, 404, 409),
  },
};

const createQuoteRoute = createRoute({
  method: 'post',
  path: '/quote',
  tags: ['quote'],
  summary: 'Create a bag holding a product (§3.7, §4.2 step 1)',
  description:
    'A guest gets a new bag; a signed-in customer their bag in the store. A non-empty `errors` list is a failure whose first reason is the message (§5); nothing is created then.',
  security: guestOrCustomer,
  request: { headers: quoteHeaders, ...body(CreateSchema) },
  responses: {
    200: json(CreateAnswerSchema, 'The bag’s token and id, or why not'),
    ...errorResponses(400, 401, 409),
  },
});

const addProductRoute = createRoute({
  method: 'post',
  path: '/quote/product',
  tags: ['quote'],
  summary: 'Add a product to the bag (§7.5, §4.2 step 2); a size already there adds to its quantity',
  description:
    '404: no such bag (clear the markers and create one). 401: another customer’s bag, or a guest bag merged at login.',
  security: guestOrCustomer,
  request: { headers: quoteHeaders, ...body(ProductSchema) },
  responses: {
    200: json(AddAnswerSchema, 'The bag’s id, or why not'),
    ...errorResponses(400, 401, 404, 409),
  },
});

const getRoute = createRoute({
  ...bagCall,
  method: 'get',
  path: '/quote',
  summary: 'The priced bag (§7.5)',
  request: { headers: quoteHeaders },
});

const setQuantityRoute = createRoute({
  ...bagCall,
  method: 'put',
  path: '/quote/product',
  summary: 'Set the quantity of a size in the bag (1-10; DELETE removes it)',
  request: { headers: quoteHeaders, ...body(SetQuantitySchema) },
});

const removeRoute = createRoute({
  ...bagCall,
  method: 'delete',
  path: '/quote',
  summary: 'Remove a size from the bag (§7.5 remove item); a size not in the bag is no error',
  request: {
    headers: quoteHeaders,
    query: z.object({
      sku: z
        .string()
        .trim()
        .min(1)
        .max(64)
        .openapi({ param: { name: 'sku', in: 'query' }, example: 'VT000012-10' }),
    }),
  },
});

const removeDigitalRoute = createRoute({
  ...bagCall,
  method: 'delete',
  path: '/quote/digital-item',
  summary:
    'Remove a digital item (gift card, subscription) from the bag (issue 6); one not there is no error',
  request: {
    headers: quoteHeaders,
    query: z.object({
      id: z.coerce
        .number()
        .int()
        .positive()
        .max(Number.MAX_SAFE_INTEGER)
        .openapi({ param: { name: 'id', in: 'query' }, example: 12 }),
    }),
  },
});

const refreshRoute = createRoute({
  ...bagCall,
  method: 'post',
  path: '/quote/refresh',
  summary: 'Re-price the bag and re-check stock, saying what changed (§7.5)',
  request: { headers: quoteHeaders },
});

const applyPromotionRoute = createRoute({
  ...bagCall,
  method: 'post',
  path: '/quote/promotion',
  summary: 'Apply a promotion code to the bag',
  request: { headers: quoteHeaders, ...body(PromotionSchema) },
});

const removePromotionRoute = createRoute({
  ...bagCall,
  method: 'delete',
  path: '/quote/promotion',
  summary: 'Remove the promotion code from the bag',
  request: { headers: quoteHeaders },
});

const mergeRoute = createRoute({
  method: 'post',
  path: '/quote/merge',
  tags: ['quote'],
  summary: 'At login: the guest bag named by `Quote` joins the customer’s bag (§7.5)',
  description:
    'Quantities of a size in both are summed and capped by stock; the guest token answers 401 from then on. The answer carries a fresh token of the customer’s bag.',
  security: signedInSecurity,
  middleware: requireCustomer,
  request: { headers: quoteHeaders },
  responses: { 200: json(MergedBagSchema, 'The customer’s bag'), ...errorResponses(401, 404, 409) },
});

/** The bag as the API shows it: the service's ids of catalogue rows and the owner stay inside. */
function toWire(answer: BagAnswer) {
  const { customerId: _owner, lines, ...bag } = answer.bag;
  return {
    ...bag,
    storeId: getLocale(bag.storeLocale).storeId,
    lines: lines.map(({ productId: _p, variantId: _v, ...line }) => line),
    changes: answer.changes,
    errors: answer.errors,
  };
}

/** The quote module's API (§3.7, §4.2, §7.5; decision 0012). */
export function quoteRoutes() {
  const service = (c: Context<ApiEnv>) => quoteService(c.get('db'));
  return apiRouter()
    .openapi(createQuoteRoute, async (c) => {
      const input = c.req.valid('json');
      const caller = await callerOf(c);
      // §3.7: the body's store must be the one the locale header names (the page's store), so a
      // page that sends another store's id is told, not given a bag in a store it did not mean.
      if (input.storeId !== undefined && input.storeId !== caller.store.storeId) {
        throw new DomainError('STORE_ID_MISMATCH');
      }
      return c.json(await service(c).create(caller, input.product, input.generalData), 200);
    })
    .openapi(addProductRoute, async (c) =>
      c.json(await service(c).addProduct(await callerOf(c), c.req.valid('json')), 200),
    )
    .openapi(getRoute, async (c) => c.json(toWire(await service(c).get(await callerOf(c))), 200))
    .openapi(setQuantityRoute, async (c) =>
      c.json(toWire(await service(c).setQuantity(await callerOf(c), c.req.valid('json'))), 200),
    )
    .openapi(removeRoute, async (c) =>
      c.json(toWire(await service(c).removeLine(await callerOf(c), c.req.valid('query').sku)), 200),
    )
    .openapi(removeDigitalRoute, async (c) =>
      c.json(toWire(await service(c).removeDigitalItem(await callerOf(c), c.req.valid('query').id)), 200),
    )
    .openapi(refreshRoute, async (c) => c.json(toWire(await service(c).refresh(await callerOf(c))), 200))
    .openapi(mergeRoute, async (c) => {
      const caller = { ...(await callerOf(c)), customerId: principalOf(c).customerId };
      const { token, ...merged } = await service(c).merge(caller);
      return c.json({ token, ...toWire(merged) }, 200);
    })
    .openapi(applyPromotionRoute, async (c) =>
      c.json(toWire(await service(c).applyPromotion(await callerOf(c), c.req.valid('json').code)), 200),
    )
    .openapi(removePromotionRoute, async (c) =>
      c.json(toWire(await service(c).removePromotion(await callerOf(c))), 200),
    );
}
