import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.ts';
import { quotes } from '../quote/schema.ts';

// Digital gift cards (issue 6 item 2, decision 0014). The code and PIN exist in clear only in the
// recipient's email: the table keeps a SHA-256 of the code (codes are long and random, so the
// hash cannot be reversed by trying codes) and of code + PIN, and the last four characters for
// display. The balance is spent by guarded UPDATEs (balance >= amount), so a card is spent at
// most once in total however many requests race.

export const GIFT_CARD_STATUSES = [
  /** Bought, waiting for its delivery date. */
  'scheduled',
  /** Sent to the recipient: usable. */
  'active',
  /** The order that bought it was cancelled before delivery. */
  'cancelled',
] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    pinHash: text('pin_hash').notNull(),
    codeLast4: char('code_last4', { length: 4 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    initialMinor: integer('initial_minor').notNull(),
    balanceMinor: integer('balance_minor').notNull(),
    status: text('status', { enum: GIFT_CARD_STATUSES }).notNull().default('scheduled'),
    /** The store it was bought in: the language of its email. */
    storeLocale: text('store_locale').notNull(),
    /** The order that bought it; null for a card an operator issued. */
    orderId: uuid('order_id'),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    senderName: text('sender_name').notNull(),
    message: text('message'),
    /** The delivery date the buyer chose, in the store's time zone (YYYY-MM-DD). */
    deliverOn: date('deliver_on', { mode: 'string' }).notNull(),
    /** Midnight of deliverOn in the store's zone: when the email goes. */
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * Issue 35 item 4 (pin-guard.ts): PIN tries counted since the last right one, while each came
     * within the cool-down of the one before (pin_missed_at, the latest). At the limit the card
     * takes no PIN until the cool-down after the latest has passed.
     */
    pinMisses: integer('pin_misses').notNull().default(0),
    pinMissedAt: timestamp('pin_missed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_hash_key').on(t.codeHash),
    index('gift_cards_order_idx').on(t.orderId),
    index('gift_cards_due_idx')
      .on(t.deliverAt)
      .where(sql`status = 'scheduled'`),
    check('gift_cards_balance_range', sql`${t.balanceMinor} between 0 and ${t.initialMinor}`),
    check('gift_cards_initial_positive', sql`${t.initialMinor} > 0`),
  ],
);

export const GIFT_CARD_MOVES = [
  /** Paid part of an order (negative). */
  'order',
  /** An order's payment given back to the card when the order was cancelled. */
  'order_cancelled',
  /** Its balance moved to a customer's account balance (gift-card/activate, negative). */
  'activated',
  /** Its balance moved to another card (gift-card/transfer): negative on one, positive on the other. */
  'transfer',
] as const;
export type GiftCardMove = (typeof GIFT_CARD_MOVES)[number];

/** Every change of a card's balance, for the operator's history and to give back what an order took. */
export const giftCardMoves = pgTable(
  'gift_card_moves',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    kind: text('kind', { enum: GIFT_CARD_MOVES }).notNull(),
    /** An order id, a customer id, the other card's id. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_moves_card_idx').on(t.giftCardId, t.createdAt),
    check('gift_card_moves_not_zero', sql`${t.amountMinor} <> 0`),
  ],
);

/** Cards applied to a bag with quote/gift-card; how much each pays is decided at checkout. */
export const quoteGiftCards = pgTable(
  'quote_gift_cards',
  {
    quoteId: bigint('quote_id', { mode: 'number' })
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quote_gift_cards_key').on(t.quoteId, t.giftCardId)],
);

/** Who activated a card (gift-card/activate), for the account's history and support. */
export const giftCardActivations = pgTable('gift_card_activations', {
  giftCardId: uuid('gift_card_id')
    .primaryKey()
    .references(() => giftCards.id, { onDelete: 'cascade' }),
  customerId: uuid('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  amountMinor: integer('amount_minor').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
