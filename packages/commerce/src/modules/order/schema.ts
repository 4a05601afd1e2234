import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TaxClass } from '@vitrine/config';
import { customers } from '../customer/schema.ts';

/** The seller on an order's receipt (the tax module's Seller, frozen at placing). */
export interface OrderSeller {
  name: string;
  address: string;
  taxNumber: string | null;
}

/** One tax of a line as recorded: GST 5% of it, PST 7%. */
export interface TaxComponentRecord {
  name: string;
  ratePpm: number;
  taxMinor: number;
}

// Orders (issue 4 §5). An order keeps copies of what was bought, the addresses and the prices,
// so later catalogue or address-book changes never rewrite history.

export const ORDER_STATUSES = [
  'placed',
  'processing',
  'dispatched',
  'delivered',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Order numbers: short, sequential per deployment, never reused. */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 100001 });

export interface OrderAddress {
  firstName: string;
  lastName: string;
  line1: string;
  line2?: string | null;
  city: string;
  region?: string | null;
  postcode?: string | null;
  countryCode: string;
  phone: string;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the shopper sees and types into order/search, e.g. VT100001. */
    number: text('number').notNull(),
    /** §7.3 order history has a group prefix for a brand other than the default one. */
    brand: text('brand').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Lower-cased; a guest finds the order with it (order/search). */
    email: text('email').notNull(),
    storeLocale: text('store_locale').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    shippingMinor: integer('shipping_minor').notNull(),
    /** Paid with gift cards and store credit (issue 6); the card pays the rest. */
    giftCardMinor: integer('gift_card_minor').notNull().default(0),
    creditMinor: integer('credit_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    // Issue 31 (docs/operations/tax.md): the tax of the order, the sum of its lines' and the
    // delivery charge's. Where prices exclude tax (US, CA) it is added to the total
    // (tax_added_minor); where they include it, it is inside the prices and adds nothing.
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(true),
    taxMinor: integer('tax_minor').notNull().default(0),
    taxAddedMinor: integer('tax_added_minor').notNull().default(0),
    shippingTaxMinor: integer('shipping_tax_minor').notNull().default(0),
    shippingTaxRatePpm: integer('shipping_tax_rate_ppm').notNull().default(0),
    shippingTaxComponents: jsonb('shipping_tax_components')
      .$type<TaxComponentRecord[]>()
      .notNull()
      .default([]),
    /** Where the tax was worked out; null on orders placed before tax was recorded (no receipt). */
    taxCountry: char('tax_country', { length: 2 }),
    taxRegion: text('tax_region'),
    /** The provider that answered, and how the rate was found (postcode, region, country, fallback). */
    taxProvider: text('tax_provider'),
    taxSource: text('tax_source'),
    /** Who sold, as the receipt names them (tax/seller.ts), kept as it was when the order was
     * placed: a receipt is an invoice and does not change when the configuration does. Null on
     * orders placed before it was kept. */
    seller: jsonb('seller').$type<OrderSeller>(),
    promotionCode: text('promotion_code'),
    shippingMethod: text('shipping_method').notNull(),
    /** Promised delivery window, dates in the store's time zone (YYYY-MM-DD). */
    deliveryFrom: text('delivery_from').notNull(),
    deliveryTo: text('delivery_to').notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    quoteId: bigint('quote_id', { mode: 'number' }),
    paymentId: uuid('payment_id'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_customer_idx').on(t.customerId, t.placedAt),
    index('orders_email_idx').on(t.email),
    // Bestsellers (§9) read the last weeks of orders.
    index('orders_placed_idx').on(t.placedAt),
    check(
      'orders_total_adds_up',
      sql`${t.totalMinor} = ${t.subtotalMinor} - ${t.discountMinor} + ${t.shippingMinor} + ${t.taxAddedMinor} - ${t.giftCardMinor} - ${t.creditMinor}`,
    ),
    check('orders_total_non_negative', sql`${t.totalMinor} >= 0`),
    check(
      'orders_tax_added_when_exclusive',
      sql`${t.taxAddedMinor} = case when ${t.pricesIncludeTax} then 0 else ${t.taxMinor} end`,
    ),
  ],
);

export const ORDER_LINE_KINDS = ['product', 'gift_card', 'subscription'] as const;
export type OrderLineKind = (typeof ORDER_LINE_KINDS)[number];

export const orderLines = pgTable(
  'order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    productSku: text('product_sku').notNull(),
    urlKey: text('url_key').notNull(),
    name: text('name').notNull(),
    size: text('size').notNull(),
    colour: text('colour').notNull(),
    imagePath: text('image_path'),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalMinor: integer('line_total_minor').notNull(),
    /** A size of a product, or a digital item (gift card, delivery subscription; issue 6). */
    kind: text('kind', { enum: ORDER_LINE_KINDS }).notNull().default('product'),
    // Issue 31 item 3: the line's tax, worked out once on the line after its share of the
    // discount, rounded half to even: net + tax = gross.
    taxClass: text('tax_class').$type<TaxClass>().notNull().default('standard'),
    discountMinor: integer('discount_minor').notNull().default(0),
    netMinor: integer('net_minor').notNull().default(0),
    taxRatePpm: integer('tax_rate_ppm').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    grossMinor: integer('gross_minor').notNull().default(0),
    taxComponents: jsonb('tax_components').$type<TaxComponentRecord[]>().notNull().default([]),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // Bestsellers (§9) count units sold per product.
    index('order_lines_product_idx').on(t.productSku),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_tax_adds_up', sql`${t.netMinor} + ${t.taxMinor} = ${t.grossMinor}`),
  ],
);

/** The tracking timeline: one row per status change, with the carrier details of a dispatch. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

// Returns (issue 34 item 6, decision 0071): a shopper sends back some units of a delivered order;
// when the warehouse receives them, their stock goes back and their price goes back to the tenders.

export const RETURN_STATUSES = ['requested', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Why the shopper sends it back: a fixed list, worded by the storefront and the email. */
export const RETURN_REASONS = [
  'too-small',
  'too-large',
  'not-as-pictured',
  'faulty',
  'wrong-item',
  'changed-mind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's first return is 1, its second 2: the reference is R-{order number}-{seq}. */
    seq: integer('seq').notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    /** What the received return gave back, by tender (§7.6 refund-type's rule, refunds.ts). */
    refundCardMinor: integer('refund_card_minor').notNull().default(0),
    refundGiftCardMinor: integer('refund_gift_card_minor').notNull().default(0),
    refundCreditMinor: integer('refund_credit_minor').notNull().default(0),
    /** The tax inside what was given back (tax/refund.ts). */
    refundTaxMinor: integer('refund_tax_minor').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_returns_reference_key').on(t.reference),
    uniqueIndex('order_returns_order_seq_key').on(t.orderId, t.seq),
    check(
      'order_returns_refund_non_negative',
      sql`${t.refundCardMinor} >= 0 and ${t.refundGiftCardMinor} >= 0 and ${t.refundCreditMinor} >= 0`,
    ),
  ],
);

export const orderReturnLines = pgTable(
  'order_return_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The line's paid price share for these units and its tax, written when received. */
    refundMinor: integer('refund_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
  },
  (t) => [
    index('order_return_lines_return_idx').on(t.returnId),
    index('order_return_lines_line_idx').on(t.orderLineId),
    check('order_return_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
