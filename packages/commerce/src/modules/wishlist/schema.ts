import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.ts';
import { products, productVariants } from '../catalog/schema.ts';

// The wishlist (§7.3, issue 6 item 1, decision 0013): one per customer, and guest wishlists
// addressed by a random token whose hash alone is stored. Items are styles; a size is chosen on
// the wishlist page, and "email me when back" subscribes one size of an item.

export const WISHLIST_STATUSES = ['active', 'merged'] as const;
export type WishlistStatus = (typeof WISHLIST_STATUSES)[number];

/** Most styles one wishlist holds (issue 6: a list a shopper can still read through). */
export const MAX_WISHLIST_ITEMS = 200;

export const wishlists = pgTable(
  'wishlists',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of a guest's token (the cookie holds the token); null for a customer's wishlist. */
    tokenHash: text('token_hash'),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WISHLIST_STATUSES }).notNull().default('active'),
    /** A guest wishlist merged at login points at the customer's wishlist it joined. */
    mergedInto: bigint('merged_into', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlists_token_hash_key').on(t.tokenHash),
    // One wishlist per customer, whatever first hearts race on two devices.
    uniqueIndex('wishlists_customer_key').on(t.customerId),
    check('wishlists_has_owner', sql`${t.customerId} is not null or ${t.tokenHash} is not null`),
    index('wishlists_updated_idx').on(t.updatedAt),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    /** The id of DELETE wishlist/{id} and PATCH wishlist/{id}/notify. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    wishlistId: bigint('wishlist_id', { mode: 'number' })
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The size the shopper had in mind (a size added from the bag, or chosen on the page). */
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wishlist_items_style_key').on(t.wishlistId, t.productId),
    index('wishlist_items_product_idx').on(t.productId),
  ],
);

/**
 * "Email me when this size is back" (PATCH wishlist/{id}/notify). Kept per size and store: the
 * store says which warehouse region's restock counts and the email's language. `notifiedAt`
 * is set in the transaction that queues the email, and only while it is null, so a restock seen
 * twice (two operators, two workers) sends one email.
 */
export const wishlistAlerts = pgTable(
  'wishlist_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => wishlistItems.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    storeLocale: text('store_locale').notNull(),
    stockRegion: text('stock_region').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('wishlist_alerts_item_size_key').on(t.itemId, t.variantId),
    // The restock's question: who waits for this size in this region.
    index('wishlist_alerts_waiting_idx')
      .on(t.variantId, t.stockRegion)
      .where(sql`notified_at is null`),
  ],
);
