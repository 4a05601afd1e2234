import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.ts';

// Store credit, the account balance of /customer/credit (issue 6 item 3, decision 0014): a ledger
// per customer and currency. Every movement is a row; the balance is their sum, kept beside them
// in credit_balances by the same statement that writes the row, so spending can check and take it
// in one guarded UPDATE (never below zero, however many checkouts race).

export const CREDIT_KINDS = [
  /** A gift card's balance added to the account (gift-card/activate, gift-card/transfer). */
  'gift_card',
  /** A refer-a-friend reward. */
  'referral',
  /** Money given back to the account (a refund or a goodwill gesture by an operator). */
  'refund',
  /** Spent on an order (negative). */
  'order',
  /** An order's spend given back because the order was cancelled. */
  'order_cancelled',
  /** An operator's correction, with a note. */
  'adjustment',
] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

export const creditEntries = pgTable(
  'credit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    currency: char('currency', { length: 3 }).notNull(),
    /** Positive adds to the balance, negative spends it. */
    amountMinor: integer('amount_minor').notNull(),
    kind: text('kind', { enum: CREDIT_KINDS }).notNull(),
    /** What caused it: a gift card id, a referral id, an order id. */
    reference: text('reference'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_entries_customer_idx').on(t.customerId, t.currency, t.createdAt),
    // A card's balance, a referral's reward, an order's spend and its give-back each happen once.
    uniqueIndex('credit_entries_once_key')
      .on(t.kind, t.reference, t.customerId)
      .where(sql`kind in ('gift_card', 'referral', 'order', 'order_cancelled') and reference is not null`),
    check('credit_entries_not_zero', sql`${t.amountMinor} <> 0`),
  ],
);

export const creditBalances = pgTable(
  'credit_balances',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    currency: char('currency', { length: 3 }).notNull(),
    balanceMinor: integer('balance_minor').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.currency] }),
    check('credit_balances_non_negative', sql`${t.balanceMinor} >= 0`),
  ],
);
