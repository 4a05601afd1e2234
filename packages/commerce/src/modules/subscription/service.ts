import {
  deliverySubscriptionOffer,
  deliverySubscriptionSold,
  findLocale,
  formatDatePattern,
  subscriptionPeriodEnd,
  DELIVERY_SUBSCRIPTION_SKU,
  type LocaleConfig,
} from '@vitrine/config';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import { newestValidCardOf } from '../payment/index.ts';
import { digitalItemsOf } from '../quote/index.ts';
import { subscriptions, type SubscriptionStatus } from './schema.ts';

// The yearly free-next-day-delivery subscription (§9, issue 6 item 5, decision 0014). The state
// machine is documented in docs/operations/subscriptions.md and schema.ts:
//   none -> active (an order bought it) -> cancelled_until_end (subscription/cancel) -> expired
//   active -> active (renewed at its end by charging the saved card) or expired (no card, declined)
// A period is [startsAt, endsAt): one year in the store's time zone (config subscriptionPeriodEnd).

/** none: never subscribed; the others as stored, except that a period whose end passed reads expired. */
export type SubscriptionState = 'none' | SubscriptionStatus;

export const LIVE_STATUSES = [
  'active',
  'cancelled_until_end',
] as const satisfies readonly SubscriptionStatus[];

type Row = typeof subscriptions.$inferSelect;

export interface SubscriptionView {
  status: SubscriptionState;
  sku: string;
  /** ISO instants; null when status is none. */
  startsAt: string | null;
  endsAt: string | null;
  cancelledAt: string | null;
  /** The same dates as calendar days in the store's time zone and §3.2 format (DD/MM/YYYY in en-GB). */
  startsOn: string | null;
  endsOn: string | null;
  timeZone: string;
  /** True while active: at endsAt the renewal job charges the saved card for another year. */
  renews: boolean;
  /** The card a renewal would charge (the newest saved card still valid at endsAt), if any. */
  renewalCard: { brand: string; last4: string } | null;
  /** What a year costs (to buy it, or to renew it) in the store. */
  price: { amountMinor: number; currency: string };
  /** Next-day delivery is free for this customer right now (active or cancelled, before endsAt). */
  freeNextDay: boolean;
}

/** §2.2: the subscription exists in en-GB only; anywhere else its API and pages are 404. */
export function assertSubscriptionStore(store: LocaleConfig): void {
  if (!deliverySubscriptionSold(store)) throw new DomainError('SUBSCRIPTION_NOT_OFFERED');
}

/** The status a row has at `now`: a live period whose end passed is over, whatever the job did yet. */
export function stateAt(row: Pick<Row, 'status' | 'endsAt'> | undefined, now: Date): SubscriptionState {
  if (!row) return 'none';
  if (row.status !== 'expired' && row.endsAt.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

/** Whether a row gives free next day at `now`: live (active or cancelled until its end) and not over. */
export const givesFreeNextDay = (row: Pick<Row, 'status' | 'endsAt'> | undefined, now: Date): boolean => {
  const state = stateAt(row, now);
  return state === 'active' || state === 'cancelled_until_end';
};

/** The customer's live row, else their latest one. */
async function currentRow(db: Executor, customerId: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId))
    .orderBy(
      sql`case when ${subscriptions.status} in ('active', 'cancelled_until_end') then 0 else 1 end`,
      desc(subscriptions.endsAt),
    )
    .limit(1);
  return row;
}

/**
 * Free next-day delivery for this caller in this store now (issue 6 item 5): a signed-in
 * customer with a live period, in a store that sells the subscription. A guest never has it.
 */
export async function hasFreeNextDay(
  db: Executor,
  customerId: string | null | undefined,
  store: LocaleConfig,
  now: Date,
): Promise<boolean> {
  if (!customerId || !deliverySubscriptionSold(store)) return false;
  const [row] = await db
    .select({ status: subscriptions.status, endsAt: subscriptions.endsAt })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.customerId, customerId),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        sql`${subscriptions.endsAt} > ${now.toISOString()}`,
      ),
    )
    .limit(1);
  return givesFreeNextDay(row, now);
}

const storeOfRow = (row: Row | undefined, store: LocaleConfig): LocaleConfig =>
  (row && findLocale(row.storeLocale)) || store;

export async function readSubscription(
  db: Executor,
  customerId: string,
  store: LocaleConfig,
  now: Date,
): Promise<SubscriptionView> {
  const row = await currentRow(db, customerId);
  const home = storeOfRow(row, store);
  const offer = deliverySubscriptionOffer(home) ?? deliverySubscriptionOffer('en-GB')!;
  const status = stateAt(row, now);
  const renews = status === 'active';
  const card = row && renews ? await newestValidCardOf(db, customerId, row.endsAt) : undefined;
  const day = (at: Date | null | undefined) =>
    at ? formatDatePattern(at, home.dateFormat, home.timezone) : null;
  return {
    status,
    sku: row?.sku ?? DELIVERY_SUBSCRIPTION_SKU,
    startsAt: row?.startsAt.toISOString() ?? null,
    endsAt: row?.endsAt.toISOString() ?? null,
    cancelledAt: row?.cancelledAt?.toISOString() ?? null,
    startsOn: day(row?.startsAt),
    endsOn: day(row?.endsAt),
    timeZone: home.timezone,
    renews,
    renewalCard: card ? { brand: card.brand, last4: card.last4 } : null,
    price: { amountMinor: offer.priceMinor, currency: offer.currency },
    freeNextDay: givesFreeNextDay(row, now),
  };
}

/**
 * Whether the customer may put the subscription in their bag now: the store sells it and they
 * have no live period. Refused with 409 SUBSCRIPTION_ALREADY_ACTIVE otherwise (the unique index
 * refuses a racing second purchase at place-order too).
 */
export async function assertCanSubscribe(
  db: Executor,
  customerId: string,
  store: LocaleConfig,
  now: Date,
): Promise<void> {
  assertSubscriptionStore(store);
  const row = await currentRow(db, customerId);
  if (givesFreeNextDay(row, now))
    throw new DomainError('SUBSCRIPTION_ALREADY_ACTIVE', {
      date: formatDatePattern(row!.endsAt, store.dateFormat, store.timezone),
    });
}

/** What place-order hands over (checkout's PlacedOrderContext), as far as this needs. */
export interface SubscriptionOrder {
  tx: Transaction;
  orderId: string;
  store: LocaleConfig;
  customerId: string | null;
  bag: { quoteId: number };
  now: Date;
}

/**
 * Starts the subscription an order bought (an order-placed hook, in the place-order
 * transaction): active from the order's time for one year in the store's time zone. Nothing
 * happens when the bag held no subscription. Refusals roll the whole order back (and release the
 * card's authorisation): a guest (409 SUBSCRIPTION_SIGN_IN_REQUIRED), another store (404), a
 * customer with a live period (409 SUBSCRIPTION_ALREADY_ACTIVE; a racing second order meets the
 * partial unique index and gets the same answer).
 */
export async function startFromOrder(ctx: SubscriptionOrder): Promise<Row | null> {
  // A bag holds one subscription at most (quote/digital.ts, backed by a partial unique index).
  const item = (await digitalItemsOf(ctx.tx, ctx.bag.quoteId)).find((i) => i.kind === 'subscription');
  if (!item) return null;
  if (!ctx.customerId) throw new DomainError('SUBSCRIPTION_SIGN_IN_REQUIRED');
  assertSubscriptionStore(ctx.store);
  const offer = deliverySubscriptionOffer(ctx.store)!;
  // A live row whose period is over (the renewal job has not run yet) stops being live: the
  // customer is buying a new year, so the old one is not renewed as well.
  await ctx.tx
    .update(subscriptions)
    .set({ status: 'expired', updatedAt: ctx.now })
    .where(
      and(
        eq(subscriptions.customerId, ctx.customerId),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        sql`${subscriptions.endsAt} <= ${ctx.now.toISOString()}`,
      ),
    );
  const [row] = await ctx.tx
    .insert(subscriptions)
    .values({
      customerId: ctx.customerId,
      storeLocale: ctx.store.localeISOCode,
      sku: offer.sku,
      status: 'active',
      priceMinor: item.amountMinor,
      currency: offer.currency,
      orderId: ctx.orderId,
      startsAt: ctx.now,
      endsAt: subscriptionPeriodEnd(ctx.now, ctx.store.timezone, offer.termYears),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({
      target: subscriptions.customerId,
      where: sql`status in ('active', 'cancelled_until_end')`,
    })
    .returning();
  if (!row) {
    const live = await currentRow(ctx.tx, ctx.customerId);
    throw new DomainError('SUBSCRIPTION_ALREADY_ACTIVE', {
      date: live ? formatDatePattern(live.endsAt, ctx.store.dateFormat, ctx.store.timezone) : '',
    });
  }
  return row;
}

/**
 * subscription/cancel: stops the renewal; free next day stays until endsAt. Cancelling a
 * cancelled subscription changes nothing and answers the same. Without a live period: 404
 * SUBSCRIPTION_NOT_FOUND.
 */
export async function cancelSubscription(
  db: Database,
  customerId: string,
  store: LocaleConfig,
  now: Date,
): Promise<SubscriptionView> {
  assertSubscriptionStore(store);
  const [row] = await db
    .update(subscriptions)
    .set({
      status: 'cancelled_until_end',
      cancelledAt: sql`coalesce(${subscriptions.cancelledAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(subscriptions.customerId, customerId),
        inArray(subscriptions.status, [...LIVE_STATUSES]),
        sql`${subscriptions.endsAt} > ${now.toISOString()}`,
      ),
    )
    .returning({ id: subscriptions.id });
  if (!row) throw new DomainError('SUBSCRIPTION_NOT_FOUND');
  return readSubscription(db, customerId, store, now);
}

/**
 * An order-move hook: an order cancelled (its payment given back) takes back the subscription it
 * bought: the period ends now, as expired, and free next day stops. Other moves change nothing.
 */
export async function endSubscriptionOfCancelledOrder(move: {
  tx: Transaction;
  order: { id: string };
  to: string;
}): Promise<void> {
  if (move.to !== 'cancelled') return;
  await move.tx
    .update(subscriptions)
    .set({ status: 'expired', endsAt: sql`least(${subscriptions.endsAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(subscriptions.orderId, move.order.id), inArray(subscriptions.status, [...LIVE_STATUSES])));
}
