import { createRoute, z } from '@hono/zod-openapi';
import { BRANDS, deploymentBrand, TAX_CLASSES, TAX_NAMES, type BrandProfile } from '@vitrine/config';
import type { Context } from 'hono';
import type { ApiEnv } from '../../http/context.ts';
import { DomainError } from '../../kernel/errors.ts';
import { body, errorResponses, json, localeHeader, signedInSecurity } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { clientAddress } from '../../http/client-address.ts';
import { Email } from '../security/index.ts';
import { optionalPrincipal } from '../auth/index.ts';
import { principalOf, requireCustomer } from '../../http/principal.ts';
import { normaliseOrderNumber } from './formatting.ts';
import { assertOrderLimit, consumeOrderLimit } from './limits.ts';
import { ORDER_STATUSES, RETURN_REASONS, RETURN_STATUSES } from './schema.ts';
import type { OrderMoveHook } from './events.ts';
import { orderMoves } from './moves.ts';
import { orderReturnsService, type ReturnHooks } from './returns.ts';
import { orderService, type OrderAccess } from './service.ts';

const needsLogin = { security: signedInSecurity, middleware: requireCustomer };
const TAGS = ['order'];

/** The deployment's brand (decision 0044), read per request so a test can switch it. */
const brandProfile = (): BrandProfile => BRANDS[deploymentBrand()];

// What a shopper types: any case, spaces allowed (vt 100001); normalised before use.
const OrderNumber = z
  .string()
  .trim()
  .max(32)
  .regex(/^vt\s*\d{6,12}$/i)
  .openapi({ example: 'VT100001' });

const NumberParam = z.object({
  number: OrderNumber.openapi({ param: { name: 'number', in: 'path' }, example: 'VT100001' }),
});

// ---------------------------------------------------------------------------------------------
// Schemas of the answers

const Status = z.enum(ORDER_STATUSES);

const AddressSchema = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    line1: z.string(),
    line2: z.string().nullish(),
    city: z.string(),
    region: z.string().nullish(),
    postcode: z.string().nullish(),
    countryCode: z.string(),
    phone: z.string(),
  })
  .openapi('OrderAddress');

const TaxComponentSchema = z.object({
  name: z.string(),
  ratePpm: z.number().int(),
  taxMinor: z.number().int(),
});

const LineTaxSchema = z
  .object({
    taxClass: z.enum(TAX_CLASSES),
    discountMinor: z.number().int().openapi({ description: 'The line’s share of the order’s discount' }),
    netMinor: z.number().int(),
    ratePpm: z.number().int().openapi({ description: 'Parts per million: 200000 is 20%' }),
    taxMinor: z.number().int(),
    grossMinor: z.number().int().openapi({ description: 'net + tax' }),
    components: z.array(TaxComponentSchema),
  })
  .openapi('LineTax');

const LineSchema = z
  .object({
    sku: z.string(),
    productSku: z.string(),
    urlKey: z.string(),
    name: z.string(),
    size: z.string(),
    colour: z.string(),
    imagePath: z.string().nullable(),
    unitPriceMinor: z.number().int(),
    quantity: z.number().int(),
    lineTotalMinor: z.number().int(),
    tax: LineTaxSchema,
  })
  .openapi('OrderLine');

const ShipmentSchema = z
  .object({ carrier: z.string(), trackingNumber: z.string(), trackingUrl: z.string().nullable() })
  .openapi('Shipment');

const DeliverySchema = z
  .object({
    method: z.string().openapi({ example: 'standard' }),
    from: z.string().openapi({ example: '2026-11-24', description: 'Day in the store’s time zone' }),
    to: z.string().openapi({ example: '2026-11-26' }),
    fromDate: z.string().openapi({ example: '24/11/2026', description: '§3.2 store date format' }),
    toDate: z.string().openapi({ example: '26/11/2026' }),
  })
  .openapi('DeliveryWindow');

const EventSchema = z
  .object({
    status: Status,
    at: z.string().openapi({ description: 'ISO 8601, UTC' }),
    date: z.string().openapi({ example: '21/11/2026', description: 'Store date format and time zone' }),
    time: z.string().openapi({ example: '14:05', description: 'HH:mm in the store’s time zone' }),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    note: z.string().nullable(),
  })
  .openapi('OrderEvent');

const TenderSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('giftCard'), last4: z.string().nullable(), amountMinor: z.number().int() }),
    z.object({ kind: z.literal('credit'), amountMinor: z.number().int() }),
    z.object({
      kind: z.literal('card'),
      brand: z.string().nullable(),
      last4: z.string().nullable(),
      amountMinor: z.number().int(),
    }),
  ])
  .openapi('OrderTender');

const MoneySchema = z
  .object({
    subtotalMinor: z.number().int(),
    discountMinor: z.number().int(),
    shippingMinor: z.number().int().nullable(),
    tax: z
      .object({ pricesIncludeTax: z.boolean(), taxMinor: z.number().int(), addedMinor: z.number().int() })
      .nullable()
      .openapi({
        description: 'Issue 31: the order’s tax; null for an order placed before tax was recorded',
      }),
    totalMinor: z
      .number()
      .int()
      .openapi({ description: 'subtotal − discount + delivery + tax added (US, CA)' }),
    tenders: z.array(TenderSchema).openapi({
      description:
        'What paid the total, in the order taken: each gift card (last four of its code), the account balance, the bank card; their amounts sum to totalMinor',
    }),
    cardMinor: z.number().int(),
  })
  .openapi('OrderMoney');

const SummarySchema = z
  .object({
    number: z.string(),
    status: Status,
    storeLocale: z.string(),
    currency: z.string(),
    placedAt: z.string(),
    placedDate: z.string(),
    itemCount: z.number().int(),
    subtotalMinor: z.number().int(),
    discountMinor: z.number().int(),
    shippingMinor: z.number().int(),
    giftCardMinor: z.number().int(),
    creditMinor: z.number().int(),
    totalMinor: z.number().int().openapi({ description: 'What the bank card paid' }),
    money: MoneySchema,
    promotionCode: z.string().nullable(),
    delivery: DeliverySchema,
    shipment: ShipmentSchema.nullable(),
    lines: z.array(LineSchema),
  })
  .openapi('OrderSummary');

const ReceiptLineSchema = z.object({
  name: z.string(),
  detail: z.string(),
  quantity: z.number().int(),
  ratePpm: z.number().int(),
  components: z.array(TaxComponentSchema),
  discountMinor: z.number().int(),
  netMinor: z.number().int(),
  taxMinor: z.number().int(),
  grossMinor: z.number().int(),
});

const ReceiptSchema = z
  .object({
    seller: z.object({ name: z.string(), address: z.string(), taxNumber: z.string().nullable() }),
    taxName: z.enum(TAX_NAMES),
    pricesIncludeTax: z.boolean(),
    lines: z.array(ReceiptLineSchema),
    delivery: ReceiptLineSchema.nullable(),
    byRate: z.array(
      z.object({
        name: z.string(),
        ratePpm: z.number().int(),
        netMinor: z.number().int(),
        taxMinor: z.number().int(),
      }),
    ),
    totals: z.object({
      netMinor: z.number().int(),
      taxMinor: z.number().int(),
      grossMinor: z.number().int(),
    }),
  })
  .openapi('TaxReceipt');

const RefundSplitSchema = z.object({
  type: z.enum(['card', 'store-credit', 'mixed', 'none']),
  cardMinor: z.number().int().openapi({ description: 'Back to the card that paid' }),
  storeCreditMinor: z
    .number()
    .int()
    .openapi({ description: 'To the account balance: giftCardMinor + creditMinor' }),
  giftCardMinor: z.number().int(),
  creditMinor: z.number().int(),
  totalMinor: z.number().int(),
  taxMinor: z.number().int().openapi({ description: 'The tax inside totalMinor' }),
});

const ReturnSchema = z
  .object({
    reference: z.string().openapi({ example: 'R-VT100001-1' }),
    status: z.enum(RETURN_STATUSES),
    reason: z.enum(RETURN_REASONS),
    requestedAt: z.string(),
    requestedDate: z.string(),
    receivedAt: z.string().nullable(),
    refundedAt: z.string().nullable(),
    refundedDate: z.string().nullable(),
    lines: z.array(
      z.object({
        sku: z.string(),
        name: z.string(),
        size: z.string(),
        colour: z.string(),
        quantity: z.number().int(),
        refundMinor: z.number().int(),
      }),
    ),
    refund: RefundSplitSchema.openapi({ description: 'What went back to each tender once received' }),
    returnAddress: z.array(z.string()).openapi({ description: 'The warehouse to send it to, line by line' }),
  })
  .openapi('OrderReturn');

const DetailSchema = SummarySchema.extend({
  email: z.string(),
  shippingAddress: AddressSchema,
  billingAddress: AddressSchema,
  events: z.array(EventSchema),
  receipt: ReceiptSchema.nullable().openapi({ description: 'Issue 31 item 4: the tax receipt' }),
  cancellableUntil: z.string().nullable().openapi({
    description: 'Until when the signed-in owner may cancel it (POST order/{number}/cancel); null when not',
  }),
  returns: z.array(ReturnSchema).openapi({ description: 'Issue 34 item 6: its returns, oldest first' }),
  returnable: z
    .array(z.object({ sku: z.string(), quantity: z.number().int() }))
    .openapi({ description: 'What the signed-in owner may still return now, per size; empty when none' }),
  returnableUntil: z.string().nullable().openapi({
    description: 'The last moment a return can start (POST order/{number}/returns); null when none can',
  }),
}).openapi('OrderDetail');

const HistorySchema = z
  .object({
    orders: z.array(SummarySchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .openapi('OrderHistory');

const TrackingV1Schema = z
  .object({
    number: z.string(),
    status: Status,
    placedAt: z.string(),
    placedDate: z.string(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    trackingUrl: z.string().nullable(),
    events: z.array(EventSchema),
  })
  .openapi('TrackingV1');

const StepSchema = z.object({
  status: z.enum(['placed', 'processing', 'dispatched', 'delivered']),
  state: z.enum(['done', 'current', 'upcoming', 'skipped']),
  at: z.string().nullable(),
  date: z.string().nullable(),
  time: z.string().nullable(),
});

const TrackingV2Schema = z
  .object({
    number: z.string(),
    status: Status,
    store: z.object({ locale: z.string(), timeZone: z.string(), dateFormat: z.string() }),
    placedAt: z.string(),
    placedDate: z.string(),
    delivery: DeliverySchema,
    shipment: ShipmentSchema.nullable(),
    steps: z.array(StepSchema),
    ended: EventSchema.nullable(),
    events: z.array(EventSchema),
    items: z.object({
      count: z.number().int(),
      lines: z.array(
        z.object({
          name: z.string(),
          size: z.string(),
          colour: z.string(),
          quantity: z.number().int(),
          imagePath: z.string().nullable(),
          urlKey: z.string(),
        }),
      ),
    }),
    currency: z.string(),
    totalMinor: z.number().int(),
  })
  .openapi('TrackingV2');

const RefundTypeSchema = z
  .object({
    number: z.string(),
    status: Status,
    currency: z.string(),
    refundType: z.enum(['card', 'store-credit', 'mixed', 'none']),
    cardMinor: z.number().int(),
    storeCreditMinor: z.number().int(),
    giftCardMinor: z.number().int(),
    creditMinor: z.number().int(),
    totalMinor: z.number().int(),
    returnable: z.boolean(),
    returnWindowDays: z.number().int(),
    deliveredAt: z.string().nullable(),
    returnableUntil: z.string().nullable(),
    returnableUntilDate: z.string().nullable(),
  })
  .openapi('RefundType');

// ---------------------------------------------------------------------------------------------
// Routes

const HistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

const historyRoute = createRoute({
  method: 'get',
  path: '/order-history',
  tags: TAGS,
  summary: 'Order history of the default brand (§7.3), newest first',
  description: 'A deployment of a brand with an order group answers at /{group}/order-history instead.',
  ...needsLogin,
  request: { headers: localeHeader, query: HistoryQuery },
  responses: { 200: json(HistorySchema, 'A page of orders'), ...errorResponses(400, 401, 404) },
});

const groupHistoryRoute = createRoute({
  method: 'get',
  path: '/{group}/order-history',
  tags: TAGS,
  summary: 'Order history of a brand other than the default one (§7.3 group prefix), newest first',
  description: 'The group is the deployment brand’s (boohooman); any other group is a 404.',
  ...needsLogin,
  request: {
    headers: localeHeader,
    params: z.object({
      group: z
        .string()
        .max(40)
        .openapi({ param: { name: 'group', in: 'path' }, example: 'boohooman' }),
    }),
    query: HistoryQuery,
  },
  responses: { 200: json(HistorySchema, 'A page of orders'), ...errorResponses(400, 401, 404) },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/order/{number}',
  tags: TAGS,
  summary: 'One of the signed-in customer’s orders, with addresses and its timeline',
  description: 'Another customer’s order is a 404, as if it did not exist.',
  ...needsLogin,
  request: { headers: localeHeader, params: NumberParam },
  responses: { 200: json(DetailSchema, 'The order'), ...errorResponses(400, 401, 404) },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/order/{number}/cancel',
  tags: TAGS,
  summary: 'Cancel one of the signed-in customer’s orders before it is prepared (issue 34 item 5)',
  description:
    'Only while the order is placed and within an hour of placing (`cancellableUntil` of the order). ' +
    'The card’s hold is released, gift-card and store-credit amounts are given back, the stock is put ' +
    'back and one email is sent. Afterwards, or once prepared, a 409 ORDER_CANCEL_CLOSED. Another ' +
    'customer’s order is a 404.',
  ...needsLogin,
  request: { headers: localeHeader, params: NumberParam },
  responses: { 200: json(DetailSchema, 'The cancelled order'), ...errorResponses(400, 401, 404, 409) },
});

const startReturnRoute = createRoute({
  method: 'post',
  path: '/order/{number}/returns',
  tags: TAGS,
  summary: 'Start a return of some units of one of the signed-in customer’s orders (issue 34 item 6)',
  description:
    'Only a delivered order, within 28 days of delivery (else 409 RETURN_CLOSED), at most the units ' +
    'bought less those already in a return (else 422 RETURN_QUANTITY_EXCEEDED; a size not in the order ' +
    'is 422 RETURN_LINE_UNKNOWN). Answers the return with its reference and the address to send it to; ' +
    'the money goes back when the warehouse receives it. Another customer’s order is a 404.',
  ...needsLogin,
  request: {
    headers: localeHeader,
    params: NumberParam,
    ...body(
      z
        .object({
          lines: z
            .array(
              z
                .object({
                  sku: z.string().trim().min(1).max(64).openapi({ example: 'VT000012-10' }),
                  quantity: z.number().int().min(1).max(99),
                })
                .strict(),
            )
            .min(1)
            .max(50),
          reason: z.enum(RETURN_REASONS),
        })
        .strict(),
    ),
  },
  responses: { 201: json(ReturnSchema, 'The return started'), ...errorResponses(400, 401, 404, 409, 422) },
});

const LookupQuery = z.object({
  number: OrderNumber.openapi({ param: { name: 'number', in: 'query' } }),
  email: Email.optional().openapi({
    param: { name: 'email', in: 'query' },
    description: 'Needed unless the signed-in customer owns the order',
  }),
});

const lookupNote =
  'A guest gives the number and the order’s email; the signed-in owner needs only the number. ' +
  'Guest look-ups are rate-limited per client address and per order number (429).';

const trackingRoute = createRoute({
  method: 'get',
  path: '/tracking',
  tags: TAGS,
  summary: 'Track an order (§7.6 tracking v1): status and timeline in the store’s date format and zone',
  description: lookupNote,
  request: { headers: localeHeader, query: LookupQuery },
  responses: { 200: json(TrackingV1Schema, 'The timeline'), ...errorResponses(400, 404, 429) },
});

const trackingV2Route = createRoute({
  method: 'get',
  path: '/tracking',
  tags: TAGS,
  summary:
    'Track an order (§7.6 tracking v2): the steps done and to come, the delivery window, the parcel and items',
  description: lookupNote,
  request: { headers: localeHeader, query: LookupQuery },
  responses: { 200: json(TrackingV2Schema, 'The timeline'), ...errorResponses(400, 404, 429) },
});

const searchRoute = createRoute({
  method: 'post',
  path: '/order/search',
  tags: TAGS,
  summary: 'Find an order as a guest by email and order number (§7.6 order/search)',
  description:
    'Both must match; otherwise a 404 with one message whether or not the number exists. ' +
    'Rate-limited per client address and per order number (429).',
  request: { headers: localeHeader, ...body(z.object({ email: Email, number: OrderNumber }).strict()) },
  responses: {
    200: json(z.object({ order: SummarySchema, timeline: z.array(EventSchema) }), 'The order'),
    ...errorResponses(400, 404, 429),
  },
});

const refundTypeRoute = createRoute({
  method: 'get',
  path: '/order/refund-type',
  tags: TAGS,
  summary: 'How a refund of the order would be paid back, and whether it can still be returned (§7.6)',
  description:
    'card: to the card that paid; store-credit: to the account balance (what gift cards and store credit paid); ' +
    'mixed: both, with the amounts. Returns are accepted for 28 days after delivery. ' +
    lookupNote,
  request: { headers: localeHeader, query: LookupQuery },
  responses: { 200: json(RefundTypeSchema, 'Refund route'), ...errorResponses(400, 404, 429) },
});

// ---------------------------------------------------------------------------------------------
// Access

const isNotFound = (err: unknown) => err instanceof DomainError && err.code === 'ORDER_NOT_FOUND';

/**
 * Reads an order for the signed-in owner by number alone, or for anyone with its email. The
 * guest way is rate-limited: every attempt counts against the client address, every miss against
 * the order number (whether it exists or not, so the limit itself reveals nothing).
 */
async function lookUp<T>(
  c: Context<ApiEnv>,
  rawNumber: string,
  email: string | undefined,
  read: (number: string, access: OrderAccess) => Promise<T>,
  options: { owner: boolean } = { owner: true },
): Promise<T> {
  const number = normaliseOrderNumber(rawNumber);
  const principal = options.owner ? await optionalPrincipal(c) : undefined;
  if (principal) {
    try {
      return await read(number, { customerId: principal.customerId });
    } catch (err) {
      // Not theirs: an email may still open it (a guest order placed before signing up).
      if (!isNotFound(err) || !email) throw err;
    }
  }
  if (!email) throw principal ? new DomainError('ORDER_NOT_FOUND') : new DomainError('ORDER_EMAIL_REQUIRED');
  const db = c.get('db');
  const address = clientAddress(c);
  await assertOrderLimit(db, 'orderLookupPerAddress', address);
  await assertOrderLimit(db, 'orderLookupPerNumber', number);
  await consumeOrderLimit(db, 'orderLookupPerAddress', address);
  try {
    return await read(number, { email });
  } catch (err) {
    if (isNotFound(err)) {
      // The miss is counted; going over the limit shows on the next attempt, this one stays a 404.
      await consumeOrderLimit(db, 'orderLookupPerNumber', number).catch((e: unknown) => {
        if (!(e instanceof DomainError && e.status === 429)) throw e;
      });
    }
    throw err;
  }
}

async function history(c: Context<ApiEnv>, brand: BrandProfile, query: { page: number; pageSize: number }) {
  return orderService(c.get('db')).history(principalOf(c).customerId, { brand: brand.id, ...query });
}

export interface OrderRouteDeps {
  /** What other modules do when an order moves (the composition root's order-hooks.ts). */
  moveHooks: readonly OrderMoveHook[];
  /** What a return's receipt runs (order-hooks.ts RETURN_HOOKS). */
  returnHooks: ReturnHooks;
}

/**
 * The order module's API (issue 4): §7.3 order history and detail, §7.6 tracking v1, search,
 * refund-type, the shopper's cancel and return (issue 34).
 */
export function orderRoutes(deps: OrderRouteDeps) {
  return (
    apiRouter()
      .openapi(historyRoute, async (c) => {
        const brand = brandProfile();
        // §7.3: a brand with a group has its history under the prefix only.
        if (brand.orderGroup !== null) throw new DomainError('ROUTE_NOT_FOUND');
        return c.json(await history(c, brand, c.req.valid('query')), 200);
      })
      .openapi(groupHistoryRoute, async (c) => {
        const brand = brandProfile();
        if (brand.orderGroup === null || c.req.valid('param').group !== brand.orderGroup)
          throw new DomainError('ROUTE_NOT_FOUND');
        return c.json(await history(c, brand, c.req.valid('query')), 200);
      })
      // Before /order/{number}, which would otherwise take "refund-type" for a number.
      .openapi(refundTypeRoute, async (c) => {
        const { number, email } = c.req.valid('query');
        const orders = orderService(c.get('db'));
        return c.json(await lookUp(c, number, email, (n, access) => orders.refundType(n, access)), 200);
      })
      .openapi(detailRoute, async (c) => {
        const number = normaliseOrderNumber(c.req.valid('param').number);
        const detail = await orderService(c.get('db')).detail(number, {
          customerId: principalOf(c).customerId,
        });
        return c.json(detail, 200);
      })
      .openapi(cancelRoute, async (c) => {
        const number = normaliseOrderNumber(c.req.valid('param').number);
        const customerId = principalOf(c).customerId;
        const db = c.get('db');
        await orderMoves(db, deps.moveHooks).cancelByShopper(number, customerId);
        return c.json(await orderService(db).detail(number, { customerId }), 200);
      })
      .openapi(startReturnRoute, async (c) => {
        const number = normaliseOrderNumber(c.req.valid('param').number);
        const started = await orderReturnsService(c.get('db'), deps.returnHooks).start(
          number,
          principalOf(c).customerId,
          c.req.valid('json'),
        );
        return c.json(started, 201);
      })
      .openapi(searchRoute, async (c) => {
        const { number, email } = c.req.valid('json');
        const orders = orderService(c.get('db'));
        // A guest's call: the email must match even for a signed-in caller.
        return c.json(
          await lookUp(c, number, email, (n, access) => orders.search(n, access), { owner: false }),
          200,
        );
      })
      .openapi(trackingRoute, async (c) => {
        const { number, email } = c.req.valid('query');
        const orders = orderService(c.get('db'));
        return c.json(await lookUp(c, number, email, (n, access) => orders.trackingV1(n, access)), 200);
      })
  );
}

/** §7.6 tracking v2, mounted under /api/v2. */
export function orderRoutesV2() {
  return apiRouter().openapi(trackingV2Route, async (c) => {
    const { number, email } = c.req.valid('query');
    const orders = orderService(c.get('db'));
    return c.json(await lookUp(c, number, email, (n, access) => orders.trackingV2(n, access)), 200);
  });
}
