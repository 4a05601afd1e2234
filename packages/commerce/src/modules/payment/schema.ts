import {
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { customers } from '../customer/schema.ts';

// Payments (issue 4 §3). Card numbers never reach these tables: the provider tokenises a card and
// we keep its token with what a shopper needs to recognise it (brand, last four, expiry).

export const PAYMENT_STATUSES = [
  'requires_action',
  'authorised',
  'captured',
  'declined',
  'voided',
  'refunded',
  /** The cardholder's bank disputed a captured payment (a chargeback): a webhook says so. */
  'disputed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A customer's saved card (§7.3 `card`, /worldpay/savedcards). */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's reusable token for the card. */
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: char('last4', { length: 4 }).notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_cards_customer_idx').on(t.customerId),
    uniqueIndex('saved_cards_customer_token_key').on(t.customerId, t.providerToken),
  ],
);

/** One payment attempt with the provider: its authorisation and what happened to it since. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    /** The provider's reference for the authorisation (or the pending authentication). */
    providerReference: text('provider_reference').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    brand: text('brand'),
    last4: char('last4', { length: 4 }),
    /** Set once an order holds this payment. */
    orderId: uuid('order_id'),
    declineReason: text('decline_reason'),
    capturedMinor: integer('captured_minor').notNull().default(0),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_reference_key').on(t.provider, t.providerReference),
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_positive', sql`${t.amountMinor} > 0`),
    check(
      'payments_refund_within_capture',
      sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.capturedMinor} and ${t.capturedMinor} <= ${t.amountMinor}`,
    ),
  ],
);

export const PAYMENT_ATTEMPT_STATES = ['open', 'completed', 'released'] as const;
export type PaymentAttemptState = (typeof PAYMENT_ATTEMPT_STATES)[number];

/**
 * A card payment place-order is about to ask the provider for (issue 34 item 9), written and
 * committed before the question, so that no authorisation can outlive a process that died before
 * its order committed: the order's transaction holds this row's lock and marks it completed; a
 * checkout that failed, or the reconciliation job after a crash, asks the provider what the key
 * made and releases it (attempts.ts).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    /** The id the order will have if it commits. */
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    /** Sent with the authorisation: what the provider finds the attempt's authorisation by. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** Known once the provider asked for the bank's extra step, for the request that answers it. */
    providerReference: text('provider_reference'),
    state: text('state', { enum: PAYMENT_ATTEMPT_STATES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_attempts_idempotency_key').on(t.provider, t.idempotencyKey),
    index('payment_attempts_reference_idx').on(t.provider, t.providerReference),
    index('payment_attempts_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'open'`),
  ],
);

/**
 * Every webhook event a provider sent us (issue 34 item 4), kept by the provider's event id: a
 * duplicate delivery finds its id taken and changes nothing; the payload stays for operators.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The authorisation the event is about (payments.provider_reference). */
    providerReference: text('provider_reference'),
    /** When the provider says it happened: orders events that arrive out of order. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').notNull(),
    /** What applying it did (applied, ignored_stale, unknown_payment...), for operators. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    index('payment_events_reference_idx').on(t.provider, t.providerReference),
  ],
);

// The built-in provider is a stand-in for the acquirer (DESIGN principle 1): these tables are its
// side of the wire, as the acquirer's own systems would hold them. They hold no card number either:
// tokenising keeps the brand, last four, expiry and the test behaviour the number selected.

export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: char('last4', { length: 4 }).notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  holderName: text('holder_name').notNull(),
  /** approve, decline, insufficient_funds, challenge: chosen by the documented test number. */
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxAuthorisations = pgTable(
  'sandbox_authorisations',
  {
    reference: text('reference').primaryKey(),
    cardToken: text('card_token').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** challenge_pending, authenticated, authorised, declined, voided, captured, refunded */
    state: text('state').notNull(),
    /** The one-time answer of a 3-D Secure-style challenge (the shopper types it in the page). */
    challengeCode: text('challenge_code'),
    challengeAttempts: integer('challenge_attempts').notNull().default(0),
    /** The caller's idempotency key (like Stripe's Idempotency-Key header): one live
     * authorisation per key, answered again to a repeated request (sandbox-provider.ts). */
    idempotencyKey: text('idempotency_key'),
    capturedMinor: integer('captured_minor').notNull().default(0),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_authorisations_card_idx').on(t.cardToken),
    uniqueIndex('sandbox_authorisations_idempotency_key').on(t.idempotencyKey),
  ],
);
