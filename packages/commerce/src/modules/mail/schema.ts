import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The outbox (issue 7 §3): every email is rendered when it is queued, in the same transaction as
// the change that causes it, and a worker delivers it. A crash between the two never loses a
// message or sends one for a change that rolled back.

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Template name (welcome, password-reset...), for logs and the development inbox. */
    template: text('template').notNull(),
    locale: text('locale').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Values a test or an operator may want without parsing the body (e.g. a link). */
    meta: jsonb('meta').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** smtp, or inbox when no SMTP server is configured (development inbox at /dev/inbox). */
    transport: text('transport'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'queued'`),
    index('mail_outbox_to_idx').on(t.toAddress, t.createdAt),
  ],
);
