import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.ts';

// Sessions (§3.6, §4.1): refresh tokens are random, stored only as SHA-256 hashes, and rotate at
// every use. Tokens rotated from one login form a family (a sign-in); replaying a spent one
// (outside the grace window, see service) revokes the whole family. A family ends
// SESSION_MAX_DAYS after it began however often it is refreshed (decision 0033).

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The customer's session version when the family began (customers.session_version). */
    sessionVersion: integer('session_version').notNull(),
    /** When the family began (its login), copied to every successor: its end is counted from it. */
    familyStartedAt: timestamp('family_started_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was exchanged for its successor; a second exchange is a replay. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_customer_idx').on(t.customerId),
  ],
);

/**
 * Families revoked while an access token issued to them may still be live (decision 0033). Every
 * authenticated request asks this table in the query that reads the session version; a row is
 * kept until the last such token has expired, then swept by the next revocation.
 */
export const revokedSessionFamilies = pgTable('revoked_session_families', {
  familyId: uuid('family_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A table of emailed single-use links (single-use-links.ts): hashed, single use, short-lived. */
const singleUseLinkTable = <N extends string>(name: N) =>
  pgTable(
    name,
    {
      tokenHash: text('token_hash').primaryKey(),
      customerId: uuid('customer_id')
        .notNull()
        .references(() => customers.id, { onDelete: 'cascade' }),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index(`${name}_customer_idx`).on(t.customerId)],
  );

/** Forgotten-password links. */
export const passwordResets = singleUseLinkTable('password_resets');

/**
 * Issue 35 item 5 (decision 0029): one-time sign-in links, emailed on request so an owner can sign
 * in from a new device while guessers make the password path slow.
 */
export const signInLinks = singleUseLinkTable('sign_in_links');

export type SingleUseLinkTable = typeof passwordResets | typeof signInLinks;

export const STAFF_ROLES = ['editor', 'publisher'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Staff are ordinary customers with a row here (issue 5 §9). An editor writes drafts and
 * schedules; a publisher may also publish and unpublish. Auth owns the role: content's staff
 * routes and screens ask it through auth's index.ts.
 */
export const staffMembers = pgTable('staff_members', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
