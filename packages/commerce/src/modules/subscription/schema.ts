import { sql } from 'drizzle-orm';
import { char, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.ts';

// The yearly free-next-day-delivery subscription (§9, issue 6 item 5, decision 0014). State
// machine (docs/operations/subscriptions.md):
//
//   none ──(order paid)──► active ──(subscription/cancel)──► cancelled_until_end
//                            │  ▲                                   │
//                 (renewal   │  └──(renewed at the end)             │ (end date passes)
//                  fails or  ▼                                      ▼
//                  end date) expired ◄──────────────────────────────┘
//
// One row per purchase: a renewal moves the same row on by a year (startsAt, endsAt, price), so
// the order it links to is the one that bought it. "expired" is written by the renewal job (or when
// the buying order is cancelled), and read as such by anyone who looks after the end date before
// the job ran. Dates: service.ts and packages/config subscriptionPeriodEnd (the store's zone).

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled_until_end', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The store it was bought in (en-GB, §2.2): its time zone dates the period. */
    storeLocale: text('store_locale').notNull(),
    sku: text('sku').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull().default('active'),
    priceMinor: integer('price_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** The order that bought it (a renewal charges the saved card without an order). */
    orderId: uuid('order_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live subscription per customer: two racing purchases cannot both start one.
    uniqueIndex('subscriptions_live_customer_key')
      .on(t.customerId)
      .where(sql`status in ('active', 'cancelled_until_end')`),
    index('subscriptions_ends_idx').on(t.endsAt),
  ],
);
