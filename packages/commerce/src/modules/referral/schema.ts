import { sql } from 'drizzle-orm';
import {
  char,
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

// Refer a friend (issue 6 item 4, decision 0014; the terms of a reward: issue 35 item 12, decision
// 0037). Each customer has one code; a friend who registers through its link gets a one-use
// first-order promotion bound to their account; the referrer is rewarded with store credit once
// that order has earned it. States:
//
//   registered ──(friend's first order placed with the discount)──► ordered
//   ordered ──(delivered, kept past the return window and RAF_HOLD_DAYS, paid, never refunded,
//              within the referrer's yearly cap)──► rewarded
//   registered ──(that order's goods below the store's minimum)──► void (below_minimum)
//   ordered ──(cancelled, returned, refunded, or over the yearly cap)──► void (with the reason)

export const REFERRAL_STATUSES = ['registered', 'ordered', 'rewarded', 'void'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Why a referral will never be rewarded (shown to the referrer). */
export const REFERRAL_VOID_REASONS = [
  'cancelled',
  'returned',
  'refunded',
  'below_minimum',
  'yearly_cap',
] as const;
export type ReferralVoidReason = (typeof REFERRAL_VOID_REASONS)[number];

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
    voidReason: text('void_reason', { enum: REFERRAL_VOID_REASONS }),
    /** The friend's first-order promotion code (promotions.customer_id = the friend). */
    promotionCode: text('promotion_code').notNull(),
    /** The qualifying order: the friend's first order with their discount. */
    orderId: uuid('order_id'),
    rewardMinor: integer('reward_minor'),
    /** The store's minimum spend on goods when that order was placed: the terms it is judged by. */
    minimumMinor: integer('minimum_minor'),
    currency: char('currency', { length: 3 }).notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A friend is referred once, whoever else shares a link with them later.
    uniqueIndex('referrals_referee_key').on(t.refereeId),
    // An order qualifies one referral, so it can be rewarded once (decision 0037).
    uniqueIndex('referrals_order_key').on(t.orderId),
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    index('referrals_due_idx')
      .on(t.orderedAt)
      .where(sql`status = 'ordered'`),
    check('referrals_not_self', sql`${t.referrerId} <> ${t.refereeId}`),
    check(
      'referrals_void_has_reason',
      sql`(${t.status} = 'void') = (${t.voidReason} is not null) and (${t.voidReason} is null or ${t.voidReason} in ('cancelled', 'returned', 'refunded', 'below_minimum', 'yearly_cap'))`,
    ),
  ],
);
