import { deliverySubscriptionOffer, findLocale, subscriptionPeriodEnd } from '@vitrine/config';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type PaymentService, newestValidCardOf } from '../payment/index.ts';
import { queueSubscriptionNotice } from './notices.ts';
import { subscriptions } from './schema.ts';
import { LIVE_STATUSES } from './service.ts';

// `npm run ops -- subscriptions:renew [--now ISO]` (issue 6 item 5; docs/operations/subscriptions.md):
// every live period whose end has passed moves on, one row per transaction:
//   active               -> active for another year, when the customer's newest valid saved card
//                           is authorised (and then captured) for the year's price;
//                        -> expired, when there is no such card or the bank says no
//   cancelled_until_end  -> expired
// Each row is locked (FOR UPDATE SKIP LOCKED) while it is decided, so two runs at once never charge
// one customer twice: the second skips a row the first holds, and finds it no longer due after.
// The row lock ends with the transaction, though, and a worker can die after the bank said yes and
// before the renewal was recorded (issue 31 "faults"). So the authorisation also carries an
// idempotency key per period (`renewalKey`): the retry gets the same authorisation back, not a
// second hold, and any two attempts at one period share one payment.

/** `failed`: something broke (the payment provider did not answer...): the row is left as it was, due, for the next run. */
export type RenewalOutcome =
  'renewed' | 'expired_no_card' | 'expired_declined' | 'expired_cancelled' | 'failed';

export interface RenewalResult {
  subscriptionId: string;
  customerId: string;
  outcome: RenewalOutcome;
  endsAt: string;
  paymentId?: string;
  declineReason?: string | null;
}

export interface RenewalLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RenewOptions {
  now?: Date;
  /** At most this many rows per run (the rest wait for the next run). */
  limit?: number;
  log?: RenewalLog;
}

/** One key per subscription and period: the renewal of the year that ends at `endsAt`. */
export function renewalKey(row: { id: string; endsAt: Date }): string {
  return `subscription-renewal-${row.id}-${row.endsAt.toISOString()}`;
}

/** Renews or expires every live subscription whose period ended by `now`. */
export async function renewDueSubscriptions(
  db: Database,
  payments: PaymentService,
  options: RenewOptions = {},
): Promise<RenewalResult[]> {
  const now = options.now ?? new Date();
  const limit = options.limit ?? 1_000;
  const results: RenewalResult[] = [];
  /** Rows this run has decided (or failed on): id -> customer. */
  const skipped = new Map<string, string>();
  while (results.length < limit) {
    const seen = skipped.size;
    try {
      const result = await renewOne(db, payments, now, skipped, options.log);
      if (!result) break;
      results.push(result);
    } catch (err) {
      // One customer's failure does not hold up the others; the row is retried at the next run.
      if (skipped.size === seen) throw err;
      const [id, customerId] = [...skipped].at(-1)!;
      options.log?.error({ err, subscriptionId: id }, 'subscription renewal failed; left for the next run');
      results.push({ subscriptionId: id, customerId, outcome: 'failed', endsAt: '' });
    }
  }
  return results;
}

async function renewOne(
  db: Database,
  payments: PaymentService,
  now: Date,
  skipped: Map<string, string>,
  log: RenewalLog | undefined,
): Promise<RenewalResult | null> {
  let authorised: string | undefined;
  try {
    const result = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.status, [...LIVE_STATUSES]),
            sql`${subscriptions.endsAt} <= ${now.toISOString()}`,
            skipped.size > 0 ? notInArray(subscriptions.id, [...skipped.keys()]) : undefined,
          ),
        )
        .orderBy(asc(subscriptions.endsAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      skipped.set(row.id, row.customerId);
      const expire = async (outcome: RenewalOutcome, extra: Partial<RenewalResult> = {}) => {
        await tx
          .update(subscriptions)
          .set({ status: 'expired', updatedAt: now })
          .where(eq(subscriptions.id, row.id));
        // Issue 31 item 6: the customer hears that it ended, with the change (notices.ts).
        await queueSubscriptionNotice(tx, row, 'expired', row.endsAt);
        return {
          subscriptionId: row.id,
          customerId: row.customerId,
          outcome,
          endsAt: row.endsAt.toISOString(),
          ...extra,
        };
      };
      if (row.status === 'cancelled_until_end') return expire('expired_cancelled');

      const store = findLocale(row.storeLocale);
      const offer = store ? deliverySubscriptionOffer(store) : undefined;
      const card = await newestValidCardOf(tx, row.customerId, now);
      if (!store || !offer || !card) return expire('expired_no_card');

      // The next year follows on from the last; a run that comes more than a year late starts it now.
      let startsAt = row.endsAt;
      let endsAt = subscriptionPeriodEnd(startsAt, store.timezone, offer.termYears);
      if (endsAt.getTime() <= now.getTime()) {
        startsAt = now;
        endsAt = subscriptionPeriodEnd(now, store.timezone, offer.termYears);
      }
      const payment = await payments.authoriseForOrder(
        {
          customerId: row.customerId,
          card: { savedCardId: card.id },
          amountMinor: offer.priceMinor,
          currency: offer.currency,
          reference: `subscription-${row.id}-${endsAt.toISOString().slice(0, 10)}`,
          idempotencyKey: renewalKey(row),
          offSession: true,
        },
        tx,
      );
      if (payment.status !== 'authorised') {
        // No shopper is there to answer the bank's question: a challenge is a failed renewal too.
        if (payment.status === 'requires_action') authorised = payment.providerReference;
        return expire('expired_declined', { paymentId: payment.id, declineReason: payment.declineReason });
      }
      authorised = payment.providerReference;
      await tx
        .update(subscriptions)
        .set({ status: 'active', startsAt, endsAt, priceMinor: offer.priceMinor, updatedAt: now })
        .where(eq(subscriptions.id, row.id));
      await queueSubscriptionNotice(tx, { ...row, priceMinor: offer.priceMinor }, 'renewed', endsAt);
      return {
        subscriptionId: row.id,
        customerId: row.customerId,
        outcome: 'renewed' as const,
        endsAt: endsAt.toISOString(),
        paymentId: payment.id,
      };
    });
    if (!result) return null;
    if (result.outcome === 'renewed' && result.paymentId) {
      authorised = undefined;
      // A year of a service already given: the money is taken now, not at a dispatch.
      await payments.capturePayment(result.paymentId).catch((err: unknown) => {
        log?.error(
          { err, paymentId: result.paymentId },
          'subscription renewal: capture failed; payment stays authorised',
        );
      });
    } else if (authorised) {
      await payments.releaseAuthorisation(authorised).catch(() => {});
      authorised = undefined;
    }
    log?.info({ ...result }, `subscription ${result.outcome}`);
    return result;
  } catch (err) {
    // The transaction rolled back after the bank said yes: the money set aside is given back.
    if (authorised) await payments.releaseAuthorisation(authorised).catch(() => {});
    throw err;
  }
}
