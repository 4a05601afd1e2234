import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.ts';
import { productVariants } from '../catalog/schema.ts';

// The bag (§3.7, §4.2, §7.5): a quote per shopper and store. Quotes and their lines are owned by
// this module; checkout reads them through the quote service.

export const QUOTE_STATUSES = ['active', 'merged', 'ordered'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** Most of one size a bag may hold: a shopper's bag, not a wholesale order (issue 4: absurd quantities). */
export const MAX_LINE_QUANTITY = 10;
/** Most lines one bag may hold. */
export const MAX_QUOTE_LINES = 50;

export const quotes = pgTable(
  'quotes',
  {
    /** §3.7 quoteId: a number, as the API answers it. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * SHA-256 of the §4.2 quote token (the bearer of a guest bag): the token itself is only in the
     * shopper's cookie, so a database leak does not hand out bags.
     */
    tokenHash: text('token_hash').notNull(),
    /** Null for a guest; a guest quote joins the customer's at login (quote/merge). */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** The store the quote was made in: its currency and stock region price and check the lines. */
    storeLocale: text('store_locale').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('active'),
    /** A merged guest quote points at the customer's quote it joined. */
    mergedInto: bigint('merged_into', { mode: 'number' }),
    /** §3.7 generalData. */
    deviceType: text('device_type'),
    siteViewMode: text('site_view_mode'),
    /** Promotion code applied in the bag (checked again at every read and at checkout). */
    promotionCode: text('promotion_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotes_token_hash_key').on(t.tokenHash),
    // One active bag per customer and store, whatever logins race.
    uniqueIndex('quotes_active_customer_key')
      .on(t.customerId, t.storeLocale)
      .where(sql`status = 'active' and customer_id is not null`),
    index('quotes_updated_idx').on(t.updatedAt),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quoteId: bigint('quote_id', { mode: 'number' })
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** The size SKU as added; kept when the variant is deleted so the bag can say what went. */
    sku: text('sku').notNull(),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    /** The unit price when last shown to the shopper: quote/refresh reports a change against it. */
    seenPriceMinor: integer('seen_price_minor').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quote_lines_quote_sku_key').on(t.quoteId, t.sku),
    check(
      'quote_lines_quantity_range',
      sql`${t.quantity} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`,
    ),
  ],
);

/**
 * Promotion codes a shopper types in the bag. A percentage off the merchandise, or a fixed amount
 * in one currency; optional dates, a minimum spend and a total number of uses.
 */
export const promotions = pgTable(
  'promotions',
  {
    code: text('code').primaryKey(),
    percentOff: integer('percent_off'),
    amountOffMinor: integer('amount_off_minor'),
    /** The currency of amountOffMinor and minimumMinor; null for a percentage valid everywhere. */
    currency: char('currency', { length: 3 }),
    minimumMinor: integer('minimum_minor').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    /** Only this customer may use the code (a refer-a-friend first-order discount, issue 6). */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    check('promotions_one_kind', sql`(${t.percentOff} is null) <> (${t.amountOffMinor} is null)`),
    check('promotions_percent_range', sql`${t.percentOff} is null or ${t.percentOff} between 1 and 90`),
    check(
      'promotions_amount_has_currency',
      sql`${t.amountOffMinor} is null or (${t.amountOffMinor} > 0 and ${t.currency} is not null)`,
    ),
  ],
);

export const DIGITAL_ITEM_KINDS = ['gift_card', 'subscription'] as const;
export type DigitalItemKind = (typeof DIGITAL_ITEM_KINDS)[number];

/** What the buyer of a digital gift card tells us (issue 6 item 2). */
export interface GiftCardDetails {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string | null;
  /** YYYY-MM-DD in the store's time zone; today or later. */
  deliverOn: string;
}

/**
 * Things in the bag that are not a size of a product (issue 6): digital gift cards and the
 * delivery subscription. No stock, no parcel; checkout turns them into cards and a subscription.
 */
export const quoteDigitalItems = pgTable(
  'quote_digital_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    quoteId: bigint('quote_id', { mode: 'number' })
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DIGITAL_ITEM_KINDS }).notNull(),
    sku: text('sku').notNull(),
    /** A gift card's face value; the subscription's price when added (priced again at every read). */
    amountMinor: integer('amount_minor').notNull(),
    details: jsonb('details').$type<GiftCardDetails>(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_digital_items_quote_idx').on(t.quoteId),
    uniqueIndex('quote_digital_items_one_subscription_key')
      .on(t.quoteId)
      .where(sql`kind = 'subscription'`),
    check('quote_digital_items_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
