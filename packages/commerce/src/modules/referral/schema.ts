import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.ts';

// Refer a friend (issue 6 item 4, decision 0014). Each customer has one code; a friend who
// registers through its link gets a one-use first-order promotion bound to their account; the
// referrer is rewarded with store credit once that order is paid and the hold window has passed
// without a cancellation. States:
//
//   registered ──(friend's first order placed with the discount)──► ordered
//   ordered ──(paid and RAF_HOLD_DAYS passed, not cancelled)──► rewarded
//   ordered ──(order cancelled)──► void

export const REFERRAL_STATUSES = ['registered', 'ordered', 'rewarded', 'void'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const referralCodes = pgTable(
  'referral_codes',
  {
    customerId: uuid('customer_id')
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code)],
);

export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    refereeId: uuid('referee_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The store the friend registered in: the reward's currency. */
    storeLocale: text('store_locale').notNull(),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('registered'),
    /** The friend's first-order promotion code (promotions.customer_id = the friend). */
    promotionCode: text('promotion_code').notNull(),
    orderId: uuid('order_id'),
    rewardMinor: integer('reward_minor'),
    currency: char('currency', { length: 3 }).notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A friend is referred once, whoever else shares a link with them later.
    uniqueIndex('referrals_referee_key').on(t.refereeId),
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    index('referrals_due_idx')
      .on(t.orderedAt)
      .where(sql`status = 'ordered'`),
    check('referrals_not_self', sql`${t.referrerId} <> ${t.refereeId}`),
  ],
);
