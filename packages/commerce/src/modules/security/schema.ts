import { bigint, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// What every module that proves who is who relies on, below auth and the account: the server's
// secrets and the attempt counters that hold across instances.

/**
 * Counters of rate-limiter-flexible's RateLimiterPostgres (its own table layout, created here so
 * the app needs no DDL rights at run time). Kept in PostgreSQL so a limit holds across instances.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/** Server secrets shared by every instance (signing keys); AUTH_SECRET overrides. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
