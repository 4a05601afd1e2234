import { createRoute, z } from '@hono/zod-openapi';
import { DELIVERY_METHOD_CODES } from '@vitrine/config';
import { DomainError } from '../../kernel/errors.ts';
import { body, errorResponses, json, signedInSecurity, ErrorSchema } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { Email } from '../security/index.ts';
import { optionalPrincipal } from '../auth/index.ts';
import { AddressInputSchema } from '../customer/index.ts';
import { paymentServiceFor } from '../payment/index.ts';
import { quoteHeaders } from '../quote/http.ts';
import { quoteTokenFromHeader } from '../quote/index.ts';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency.ts';
import { placeOrder, type PlaceOrderRequest } from './place-order.ts';
import type { OrderPlacedHook } from './events.ts';

const AddressChoiceSchema = z.union([
  z.object({ addressId: z.string().uuid() }).strict(),
  AddressInputSchema.omit({ isDefaultBilling: true, isDefaultShipping: true }).strict(),
]);

/**
 * Strict: a price, discount or total in the body is refused (issue 4: prices are the server's).
 * The card is a saved card of the customer or a one-off token from POST payment/card-token;
 * a card number never comes here.
 */
const PlaceOrderBody = z
  .object({
    email: Email.optional(),
    shippingAddress: AddressChoiceSchema.optional().openapi({
      description: 'Required when the bag holds products; a bag of digital items only has no parcel',
    }),
    billingAddress: AddressChoiceSchema.optional().openapi({
      description: 'Absent: the shipping address. A digital-only order needs this or shippingAddress',
    }),
    deliveryMethod: z
      .enum(DELIVERY_METHOD_CODES)
      .optional()
      .openapi({ description: 'Required when the bag holds products' }),
    payment: z
      .union([
        z.object({ savedCardId: z.string().uuid() }).strict(),
        z.object({ cardToken: z.string().min(8).max(200) }).strict(),
      ])
      .optional()
      .openapi({
        description:
          'The card for what gift cards and store credit leave to pay; absent only when they pay it all (400 otherwise)',
      }),
    authentication: z.string().min(8).max(200).optional(),
    /** Issue 6 item 3: store credit to spend, at most the balance (409 CREDIT_ABOVE_BALANCE). */
    creditMinor: z.number().int().min(0).max(100_000_000).optional().openapi({
      description:
        'Store credit (account balance) to pay with, in minor units of the store currency; signed-in customers only. Clamped to what is left to pay after gift cards; more than the balance is refused with 409 CREDIT_ABOVE_BALANCE.',
      example: 1500,
    }),
  })
  .strict()
  .openapi('PlaceOrderRequest');

const Money = z.object({ amountMinor: z.number().int(), currency: z.string() });

const PlacedSchema = z
  .object({
    status: z.literal('placed'),
    order: z.object({
      id: z.string(),
      number: z.string().openapi({ example: 'VT100042' }),
      email: z.string(),
      total: Money,
      itemCount: z.number().int(),
      trackUrl: z.string(),
    }),
  })
  .openapi('PlacedOrder');

const ActionSchema = z
  .object({
    status: z.literal('requires_action'),
    payment: z.object({
      reference: z.string(),
      challenge: z.object({
        kind: z.literal('one_time_code'),
        digits: z.number().int(),
        issuer: z.string(),
        sandboxCode: z.string().optional(),
        url: z.string().optional().openapi({ description: 'The bank’s own screen to frame (Stripe)' }),
      }),
    }),
  })
  .openapi('PaymentActionRequired');

const errorJson = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

const placeOrderRoute = createRoute({
  method: 'post',
  path: '/checkout/place-order',
  tags: ['checkout'],
  summary: 'Place the order of the caller’s bag (issue 4): one transaction, at most once per key',
  description:
    'Re-prices the bag on the server, takes the stock, authorises the card and writes the order. With `Idempotency-Key`, a retry answers the first order again (`Idempotent-Replayed: true`); the key with another request or bag is refused with 422. A card that needs the bank’s extra step answers 202 with the challenge; after POST payment/challenge, send the request again with `authentication` set to its reference (and a new key).',
  security: [...signedInSecurity, {}],
  request: {
    headers: quoteHeaders.extend({
      'idempotency-key': z
        .string()
        .optional()
        .openapi({
          param: { name: 'idempotency-key', in: 'header' },
          example: '8c1f6a2e-5d4b-4f7e-9a3c-2b1d0e9f8a7c',
        }),
    }),
    ...body(PlaceOrderBody),
  },
  responses: {
    201: json(PlacedSchema, 'The order was placed (or, replayed, the first answer for this key)'),
    202: json(ActionSchema, 'The card’s bank asks for an extra step before it authorises'),
    ...errorResponses(400, 401, 403, 404, 409),
    402: errorJson('The card was declined; nothing was ordered or charged'),
    422: errorJson('The idempotency key was used for a different request or bag'),
  },
});

export interface PlaceOrderRoutesOptions {
  /** What other modules do when an order is placed (packages/commerce/src/order-hooks.ts). */
  placedHooks: readonly OrderPlacedHook[];
  /**
   * After an order took stock: the url keys of its products, so the web app refreshes their
   * cached pages at once instead of at the end of their cache lifetime (issue 3 item 7).
   */
  onStockChange?: (productUrlKeys: string[]) => void | Promise<void>;
}

export function placeOrderRoutes(options: PlaceOrderRoutesOptions) {
  return apiRouter().openapi(placeOrderRoute, async (c) => {
    const key = c.req.header('idempotency-key')?.trim();
    if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key))
      throw new DomainError('VALIDATION_FAILED', { fields: 'Idempotency-Key' });
    const principal = await optionalPrincipal(c);
    const db = c.get('db');
    const answer = await placeOrder(
      { db, payments: paymentServiceFor(db), placedHooks: options.placedHooks },
      {
        store: c.get('store'),
        language: c.get('language'),
        token: quoteTokenFromHeader(c.req.header('quote')),
        customerId: principal?.customerId,
        idempotencyKey: key,
        storeLink: c.get('storeLink'),
      },
      c.req.valid('json') as PlaceOrderRequest,
    );
    if (answer.replayed) c.header('Idempotent-Replayed', 'true');
    if (answer.productUrlKeys.length > 0 && options.onStockChange) {
      // The order stands whatever the cache does: a failed refresh is logged, not answered.
      await Promise.resolve(options.onStockChange(answer.productUrlKeys)).catch((err: unknown) =>
        c.get('log').warn({ err }, 'refreshing product pages after an order failed'),
      );
    }
    if (answer.httpStatus === 202) return c.json(answer.body, 202);
    return c.json(answer.body, 201);
  });
}
