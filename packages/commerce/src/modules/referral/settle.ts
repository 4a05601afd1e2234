import { findLocale, storeMoney } from '@vitrine/config';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { addCredit } from '../credit/index.ts';
import { customerContactsOf } from '../customer/index.ts';
import { queueMail } from '../mail/index.ts';
import { orderOutcomesOf, RETURN_WINDOW_DAYS } from '../order/index.ts';
import { paymentStatesOf } from '../payment/index.ts';
import { qualifyingOrder } from './qualifying-order.ts';
import { rafHoldDays, rafRewardsPerYear, referralTerms, rewardVerdict } from './rules.ts';
import { referralCodes, referrals, type ReferralVoidReason } from './schema.ts';
import { defaultStoreLink, type StoreLink } from './service.ts';
import { rewardsInLastYear } from './yearly-cap.ts';

// Settling refer-a-friend rewards (issue 6 item 4; its terms: issue 35 item 12, decision 0037).
// The app's timer (worker.ts) and `npm run ops -- referrals:settle` run it, in any number of
// processes at once. Each referral settles in one transaction that first locks its referrer, so
// the cap is counted and used by one settlement at a time, and then re-reads the referral under a
// row lock, so a referral (and through the unique referrals.order_id, an order) pays once.

const DAY_MS = 86_400_000;

export interface SettleOptions {
  /** The clock: `--now` of the ops command, or a test's later date. */
  now?: Date;
  holdDays?: number;
  rewardsPerYear?: number;
  link?: StoreLink;
}

export interface Rewarded {
  referralId: string;
  referrerId: string;
  amountMinor: number;
  currency: string;
}
export interface Voided {
  referralId: string;
  referrerId: string;
  reason: ReferralVoidReason;
}
export type SettleOutcome = ({ outcome: 'rewarded' } & Rewarded) | ({ outcome: 'void' } & Voided);

export interface SettleResult {
  rewarded: Rewarded[];
  voided: Voided[];
}

/**
 * Settles one referral, if its order decides it: rewarded (the credit and the email in the same
 * transaction), void with the reason, or, while the order may still come back, nothing (null).
 */
export async function settleReferral(
  db: Database,
  referralId: string,
  options: SettleOptions = {},
): Promise<SettleOutcome | null> {
  const now = options.now ?? new Date();
  const [head] = await db
    .select({ referrerId: referrals.referrerId, orderId: referrals.orderId })
    .from(referrals)
    .where(and(eq(referrals.id, referralId), eq(referrals.status, 'ordered')));
  if (!head?.orderId) return null;
  const orderId = head.orderId;

  return db.transaction(async (tx) => {
    // The referrer's row first, in every settlement of theirs: the count of this year's rewards
    // below stays true until this transaction pays or not. (A referrer always has a code: their
    // referrals were made through it; without one, the account is being deleted.)
    const [referrer] = await tx
      .select({ id: referralCodes.customerId })
      .from(referralCodes)
      .where(eq(referralCodes.customerId, head.referrerId))
      .for('update');
    if (!referrer) return null;
    // The order before the referral, as order moves take them (order-hooks.ts).
    const order = await qualifyingOrder(tx, orderId, { lock: true });
    const [row] = await tx
      .select()
      .from(referrals)
      .where(and(eq(referrals.id, referralId), eq(referrals.status, 'ordered')))
      .for('update');
    if (!row || !order) return null;

    // A referral ordered before minimums were kept is judged by its order store's current minimum.
    const minimumMinor = row.minimumMinor ?? referralTerms(order.storeLocale).minimumSpendMinor;
    const holdDays = options.holdDays ?? rafHoldDays();
    const verdict = rewardVerdict(order, { minimumMinor, holdDays }, now);
    if (verdict.kind === 'wait') return null;
    if (verdict.kind === 'void') return voidReferral(tx, row, verdict.reason, minimumMinor);

    const cap = options.rewardsPerYear ?? rafRewardsPerYear();
    if ((await rewardsInLastYear(tx, row.referrerId, now)) >= cap)
      return voidReferral(tx, row, 'yearly_cap', minimumMinor);
    const amountMinor = row.rewardMinor ?? referralTerms(row.storeLocale).rewardMinor;
    return reward(tx, row, { now, amountMinor, minimumMinor, link: options.link });
  });
}

/**
 * Settles every referral whose order has decided it: delivered and past the return window and the
 * hold, or cancelled, returned or refunded. Each one in its own transaction (settleReferral).
 */
export async function settleReferrals(db: Database, options: SettleOptions = {}): Promise<SettleResult> {
  const now = options.now ?? new Date();
  const holdDays = options.holdDays ?? rafHoldDays();
  const deliveredBy = new Date(now.getTime() - (RETURN_WINDOW_DAYS + holdDays) * DAY_MS);
  const candidates = await decidedReferrals(db, deliveredBy);
  const result: SettleResult = { rewarded: [], voided: [] };
  for (const { id } of candidates) {
    const settled = await settleReferral(db, id, { ...options, now, holdDays });
    if (settled?.outcome === 'rewarded') result.rewarded.push(settled);
    if (settled?.outcome === 'void') result.voided.push(settled);
  }
  return result;
}

/** At most this many referrals are settled per run; the rest wait for the next. */
const SETTLE_BATCH = 500;

/**
 * The referrals waiting on an order that has decided them, oldest order first: cancelled or
 * returned, refunded in part or whole, or delivered by `deliveredBy`. A selection without locks
 * (settleReferral reads each again under them), its facts asked of the order and payment modules.
 */
async function decidedReferrals(db: Database, deliveredBy: Date): Promise<{ id: string }[]> {
  const waiting = await db
    .select({ id: referrals.id, orderId: referrals.orderId })
    .from(referrals)
    .where(eq(referrals.status, 'ordered'))
    .orderBy(asc(referrals.orderedAt));
  const orderIds = waiting.flatMap((r) => (r.orderId === null ? [] : [r.orderId]));
  const outcomes = await orderOutcomesOf(db, orderIds, deliveredBy);
  const paymentIds = [...outcomes.values()].flatMap((o) => (o.paymentId === null ? [] : [o.paymentId]));
  const paymentStates = await paymentStatesOf(db, paymentIds);
  const decided = (orderId: string | null) => {
    const order = orderId === null ? undefined : outcomes.get(orderId);
    if (!order) return false;
    const refundedMinor = (order.paymentId && paymentStates.get(order.paymentId)?.refundedMinor) || 0;
    return (
      order.status === 'cancelled' ||
      order.status === 'returned' ||
      refundedMinor > 0 ||
      (order.status === 'delivered' && order.deliveredBy)
    );
  };
  return waiting.filter((r) => decided(r.orderId)).slice(0, SETTLE_BATCH);
}

type ReferralRow = typeof referrals.$inferSelect;

async function voidReferral(
  tx: Transaction,
  row: ReferralRow,
  reason: ReferralVoidReason,
  minimumMinor: number,
): Promise<SettleOutcome> {
  await tx
    .update(referrals)
    .set({ status: 'void', voidReason: reason, minimumMinor })
    .where(eq(referrals.id, row.id));
  return { outcome: 'void', referralId: row.id, referrerId: row.referrerId, reason };
}

/** ordered → rewarded, the credit (ledger once-key: the referral) and the referrer's email. */
async function reward(
  tx: Transaction,
  row: ReferralRow,
  options: { now: Date; amountMinor: number; minimumMinor: number; link: StoreLink | undefined },
): Promise<SettleOutcome | null> {
  await tx
    .update(referrals)
    .set({ status: 'rewarded', rewardedAt: options.now, minimumMinor: options.minimumMinor })
    .where(eq(referrals.id, row.id));
  const currency = row.currency.trim();
  const amountMinor = options.amountMinor;
  const balance = await addCredit(tx, {
    customerId: row.referrerId,
    currency,
    amountMinor,
    kind: 'referral',
    reference: row.id,
  });
  // Already credited (the ledger remembers the referral): rewarded without a second payment.
  if (balance === null) return null;
  const people = await customerContactsOf(tx, [row.referrerId, row.refereeId]);
  const referrer = people.get(row.referrerId);
  const friend = people.get(row.refereeId);
  if (referrer) {
    const locale = referrer.storeLocale;
    const store = findLocale(locale) ?? findLocale(row.storeLocale)!;
    const link = options.link ?? defaultStoreLink;
    await queueMail(tx, {
      to: referrer.email,
      locale,
      message: {
        template: 'referral-rewarded',
        data: {
          firstName: referrer.firstName,
          friendFirstName: friend?.firstName ?? '',
          amount: storeMoney(amountMinor, currency, store),
          creditUrl: link(locale, '/customer/credit'),
        },
      },
    });
  }
  return { outcome: 'rewarded', referralId: row.id, referrerId: row.referrerId, amountMinor, currency };
}
