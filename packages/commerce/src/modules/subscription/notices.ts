import { findLocale, storeDate, storeMoney } from '@vitrine/config';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { storePageUrl } from '../../store-links.ts';
import { customerContactOf } from '../customer/index.ts';
import { queueMail } from '../mail/index.ts';
import { subscriptions } from './schema.ts';

// Issue 31 item 6: the customer hears about the end of each year of the §9 subscription: a
// reminder before an active one renews, and what the renewal did (renewed or expired), queued in
// the renewal's own transaction so the email exists exactly when the change does.

/** How long before the end of the year the reminder goes. */
export const REMINDER_DAYS_BEFORE = 7;

const ACCOUNT_PATH = '/customer/account/subscription';

type Row = Pick<typeof subscriptions.$inferSelect, 'customerId' | 'storeLocale' | 'priceMinor' | 'currency'>;

/** Queues one notice to the subscription's customer (nothing for a store or customer gone). */
export async function queueSubscriptionNotice(
  tx: Executor,
  row: Row,
  notice: 'reminder' | 'renewed' | 'expired',
  at: Date,
): Promise<void> {
  const store = findLocale(row.storeLocale);
  const contact = await customerContactOf(tx, row.customerId);
  if (!store || !contact) return;
  await queueMail(tx, {
    to: contact.email,
    locale: store.localeISOCode,
    message: {
      template: 'subscription-notice',
      data: {
        firstName: contact.firstName,
        notice,
        date: storeDate(at, store),
        price: storeMoney(row.priceMinor, row.currency, store),
        accountUrl: storePageUrl(store.localeISOCode, ACCOUNT_PATH),
      },
    },
  });
}

/** An active year ending within REMINDER_DAYS_BEFORE of `now` whose reminder is not out yet:
 * the reminder's job key, one per subscription and year. */
export interface DueReminder {
  subscriptionId: string;
  endsAt: Date;
}

export async function dueReminders(db: Executor, now = new Date()): Promise<DueReminder[]> {
  const until = new Date(now.getTime() + REMINDER_DAYS_BEFORE * 86_400_000);
  const rows = await db
    .select({ subscriptionId: subscriptions.id, endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        gt(subscriptions.endsAt, now),
        lte(subscriptions.endsAt, until),
      ),
    );
  return rows;
}

/**
 * Queues the reminder of one year, if that year is still the subscription's, still active and
 * not over. Returns whether it was queued. The caller makes it once per subscription and year
 * (the job's id is derived from both: jobs.ts).
 */
export async function remindOfRenewal(
  db: Executor,
  reminder: DueReminder,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, reminder.subscriptionId),
        eq(subscriptions.endsAt, reminder.endsAt),
        eq(subscriptions.status, 'active'),
        gt(subscriptions.endsAt, now),
      ),
    );
  if (!row) return false;
  await queueSubscriptionNotice(db, row, 'reminder', row.endsAt);
  return true;
}
