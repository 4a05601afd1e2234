import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Customers and what they own (§7.3): the account, its address book, the account-deletion code
// and newsletter subscriptions. Other modules refer to a customer by id only.

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased and trimmed on the way in, so one mailbox is one account. */
    email: text('email').notNull(),
    /** argon2id PHC string; never leaves the auth service. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth'),
    phone: text('phone'),
    /** Store the account was created in (en-GB...): the language of its emails. */
    storeLocale: text('store_locale').notNull(),
    /** §7.9 register-marketing-pref / my-info-marketing-pref channels. */
    marketingEmail: boolean('marketing_email').notNull().default(false),
    marketingSms: boolean('marketing_sms').notNull().default(false),
    marketingPost: boolean('marketing_post').notNull().default(false),
    /** Set once staff prove a work address (§6 staff-discount verification). */
    staffDiscount: boolean('staff_discount').notNull().default(false),
    staffEmail: text('staff_email'),
    /**
     * Bumped by logout, password change or reset and account deletion: access tokens carry the
     * version they were issued under, so every session of the account ends at once (issue 7).
     */
    sessionVersion: integer('session_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_email_key').on(t.email)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    /** County, state, province or emirate; required where the country has a fixed list. */
    region: text('region'),
    /** Absent for the Gulf stores, which have no postcodes; optional for Ireland (Eircode). */
    postcode: text('postcode'),
    countryCode: char('country_code', { length: 2 }).notNull(),
    phone: text('phone').notNull(),
    isDefaultBilling: boolean('is_default_billing').notNull().default(false),
    isDefaultShipping: boolean('is_default_shipping').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId),
    // At most one default of each kind per customer, whatever requests race.
    uniqueIndex('addresses_default_billing_key')
      .on(t.customerId)
      .where(sql`is_default_billing`),
    uniqueIndex('addresses_default_shipping_key')
      .on(t.customerId)
      .where(sql`is_default_shipping`),
  ],
);

/** The emailed code that confirms account deletion: one live code per customer, single use. */
export const deletionCodes = pgTable('deletion_codes', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Newsletter by email address, so guests can subscribe too; double opt-in. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  storeLocale: text('store_locale').notNull(),
  status: text('status', { enum: ['pending', 'subscribed', 'unsubscribed'] }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
