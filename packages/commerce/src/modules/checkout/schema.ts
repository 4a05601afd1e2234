import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Checkout (issue 4 §3-4): the idempotency record of place-order. An order is written in one
// transaction with the record of the key that asked for it, so a retried request finds the
// first answer; a key used with a different bag is refused.

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who the key belongs to: `customer:<id>` or `quote:<id>` for a guest. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request that used the key (bag contents and checkout choices). */
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id'),
    /** The HTTP status and body of the first answer, and the bag it was for. */
    response: jsonb('response').$type<{ status: number; body: unknown; bag: string }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/**
 * The built-in address-lookup provider's data (§7.8 find/retrieve): seeded addresses per country,
 * searched by postcode or street. A real provider (Loqate) replaces it by configuration.
 */
export const lookupAddresses = pgTable(
  'lookup_addresses',
  {
    id: text('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    region: text('region'),
    postcode: text('postcode'),
    /** Lower-cased, accent-free "line1 line2 city postcode" for prefix search. */
    searchText: text('search_text').notNull(),
  },
  (t) => [index('lookup_addresses_country_search_idx').on(t.countryCode, t.searchText)],
);
