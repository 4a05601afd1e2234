import { createRoute, z } from '@hono/zod-openapi';
import { CURRENCIES, DELIVERY_METHOD_CODES } from '@vitrine/config';
import { errorResponses, json, localeHeader, signedInSecurity } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { optionalPrincipal } from '../auth/index.ts';
import { hasFreeNextDay } from '../subscription/index.ts';
import { deliveryOptions } from './shipping.ts';

const DeliveryDaySchema = z
  .object({
    date: z.string().openapi({ example: '2026-11-24', description: 'YYYY-MM-DD in the store’s time zone' }),
    year: z.number().int(),
    month: z.number().int(),
    day: z.number().int(),
    isoWeekday: z.number().int().openapi({ description: '1 Monday … 7 Sunday' }),
    daysFromToday: z.number().int().openapi({ description: '1 is tomorrow: for "Tomorrow" labels' }),
  })
  .openapi('DeliveryDay');

const ShippingMethodSchema = z
  .object({
    code: z.enum(DELIVERY_METHOD_CODES),
    priceMinor: z.number().int(),
    currency: z.enum(CURRENCIES),
    free: z.boolean(),
    freeBecause: z.enum(['threshold', 'subscription']).nullable().openapi({
      description: 'The standard-delivery threshold, or the caller’s delivery subscription (§9)',
    }),
    dispatch: DeliveryDaySchema,
    delivery: z.object({ from: DeliveryDaySchema, to: DeliveryDaySchema }),
    cutoff: z.string().openapi({ example: '22:00', description: 'Store wall-clock time' }),
    orderBy: z
      .string()
      .openapi({ description: 'The instant of that cut-off: order before it for these dates' }),
  })
  .openapi('ShippingMethod');

const ShippingMethodsSchema = z
  .object({
    store: z.string(),
    country: z.string().nullable(),
    postcode: z.string().nullable().openapi({ description: 'Canonical form, e.g. SW1A 1AA' }),
    remoteArea: z.boolean().openapi({ description: 'A GB area without next-day delivery' }),
    currency: z.enum(CURRENCIES),
    timeZone: z.string(),
    today: DeliveryDaySchema,
    freeStandardFromMinor: z.number().int(),
    methods: z.array(ShippingMethodSchema),
    unavailable: z.array(
      z.object({ code: z.enum(DELIVERY_METHOD_CODES), reason: z.enum(['postcode_area', 'after_cutoff']) }),
    ),
  })
  .openapi('ShippingMethods');

const shippingMethodsRoute = createRoute({
  method: 'get',
  path: '/page/shipping-methods',
  tags: ['checkout'],
  // A guest, or a customer (whose delivery subscription may make next day free).
  security: [{}, ...signedInSecurity],
  summary: 'Delivery methods of the store for a postcode (§7.4), priced and dated in the store’s time zone',
  description:
    'Without a postcode: the store-wide methods. A postcode is checked with the delivery country’s rules (400 on the field otherwise). `subtotal` only decides free standard delivery for display; place-order prices delivery from the bag itself. A signed-in caller with a live delivery subscription (§9, en-GB) sees next day at 0 (`freeBecause: subscription`); a guest never does.',
  request: {
    headers: localeHeader,
    query: z.object({
      postcode: z.string().max(20).optional().openapi({ example: 'SW1A 1AA' }),
      country: z
        .string()
        .regex(/^[A-Za-z]{2}$/)
        .optional()
        .openapi({ description: 'ISO country; needed with a postcode in the EU store' }),
      subtotal: z.coerce
        .number()
        .int()
        .min(0)
        .max(100_000_000)
        .optional()
        .openapi({ description: 'Minor units' }),
    }),
  },
  responses: { 200: json(ShippingMethodsSchema, 'Delivery methods'), ...errorResponses(400) },
});

export interface ShippingRoutesOptions {
  /** The clock, for tests. */
  now?: () => Date;
}

export function shippingRoutes(options: ShippingRoutesOptions = {}) {
  const now = options.now ?? (() => new Date());
  return apiRouter().openapi(shippingMethodsRoute, async (c) => {
    const { postcode, country, subtotal } = c.req.valid('query');
    const at = now();
    // §9 delivery subscription (issue 6 item 5): free next day for a signed-in subscriber only.
    const principal = await optionalPrincipal(c);
    const freeNextDay = await hasFreeNextDay(c.get('db'), principal?.customerId, c.get('store'), at);
    return c.json(
      deliveryOptions(c.get('store'), { postcode, country, subtotalMinor: subtotal, now: at, freeNextDay }),
      200,
    );
  });
}
