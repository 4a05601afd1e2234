import { randomInt } from 'node:crypto';
import { findLocale, type LocaleCode, type LocaleConfig } from '@vitrine/config';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { addCredit } from '../credit/ledger.ts';
import { customers } from '../customer/schema.ts';
import { queueMail } from '../mail/service.ts';
import { storeMoney } from '../order/formatting.ts';
import { orders } from '../order/schema.ts';
import { payments } from '../payment/schema.ts';
import { promotions } from '../quote/schema.ts';
import {
  mailbox,
  maskEmail,
  normaliseReferralCode,
  RAF_FRIEND_PERCENT,
  RAF_PROMOTION_DAYS,
  rafHoldDays,
  rafRewardMinor,
  REFERRAL_CODE_PATTERN,
  referralsOffered,
  shareLinkPath,
} from './rules.ts';
import { referralCodes, referrals, type ReferralStatus } from './schema.ts';
import { storePageUrl } from '../../store-links.ts';

// Refer a friend (issue 6 item 4, decision 0014). The states are in schema.ts; every move is one
// guarded UPDATE (`where status = <from>`), so racing moves (two settles, a settle and a cancel)
// make it once.

/** Absolute link to a store page, for emails and share links (the configured origin). */
export type StoreLink = (locale: string, path: string) => string;
export const defaultStoreLink: StoreLink = (locale, path) => storePageUrl(locale as LocaleCode, path);

// No 0/O, 1/I: a code is read off a phone and typed.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const randomPart = (length: number) =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** First name in capitals (A–Z only, at most 10) + a random part: AVA-7KQ2M. */
export function newReferralCode(firstName: string): string {
  const name =
    firstName
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 10) || 'FRIEND';
  return `${name}-${randomPart(5)}`;
}

/** The customer's code, made on first asking (the raf page's first visit); one per customer. */
export async function referralCodeOf(db: Executor, customerId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.customerId, customerId));
    if (existing) return existing.code;
    const [customer] = await db
      .select({ firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!customer) throw new Error(`No customer ${customerId}`);
    // Two first visits at once: one insert wins, the other reads it on the next turn. A code
    // already taken by someone else (unlikely) is simply drawn again.
    await db
      .insert(referralCodes)
      .values({ customerId, code: newReferralCode(customer.firstName) })
      .onConflictDoNothing();
  }
  throw new Error('Could not draw a free referral code');
}

/** The first name of the customer a code belongs to (the share link's greeting), or null. */
export async function referrerOfCode(db: Executor, code: string): Promise<{ firstName: string } | null> {
  const normalised = normaliseReferralCode(code);
  if (!REFERRAL_CODE_PATTERN.test(normalised)) return null;
  const [row] = await db
    .select({ firstName: customers.firstName })
    .from(referralCodes)
    .innerJoin(customers, eq(customers.id, referralCodes.customerId))
    .where(eq(referralCodes.code, normalised));
  return row ?? null;
}

export type ReferralOutcome =
  | { status: 'recorded'; referrerFirstName: string; promotionCode: string; percentOff: number; endsAt: Date }
  | { status: 'unknown_code' | 'self' | 'already_referred' | 'not_offered' };

/**
 * A new customer registered through a share link: records the referral and gives them a one-use
 * first-order promotion bound to their account (promotions.customer_id), in the registration's
 * transaction. A code nobody has, the referrer's own account or mailbox, or a friend already
 * referred is refused with its reason; the registration stands either way.
 */
export async function recordReferral(
  tx: Transaction,
  input: {
    code: string;
    referee: { id: string; email: string; firstName: string };
    store: LocaleConfig;
    now?: Date;
    link?: StoreLink;
  },
): Promise<ReferralOutcome> {
  if (!referralsOffered(input.store)) return { status: 'not_offered' };
  const code = normaliseReferralCode(input.code);
  if (!REFERRAL_CODE_PATTERN.test(code)) return { status: 'unknown_code' };
  const [referrer] = await tx
    .select({ id: customers.id, email: customers.email, firstName: customers.firstName })
    .from(referralCodes)
    .innerJoin(customers, eq(customers.id, referralCodes.customerId))
    .where(eq(referralCodes.code, code));
  if (!referrer) return { status: 'unknown_code' };
  if (referrer.id === input.referee.id || mailbox(referrer.email) === mailbox(input.referee.email))
    return { status: 'self' };

  const now = input.now ?? new Date();
  const endsAt = new Date(now.getTime() + RAF_PROMOTION_DAYS * 86_400_000);
  const promotionCode = `FRIEND-${randomPart(8)}`;
  const currency = input.store.currency;
  const [recorded] = await tx
    .insert(referrals)
    .values({
      referrerId: referrer.id,
      refereeId: input.referee.id,
      storeLocale: input.store.localeISOCode,
      promotionCode,
      currency,
      rewardMinor: rafRewardMinor(currency),
    })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  if (!recorded) return { status: 'already_referred' };
  await tx.insert(promotions).values({
    code: promotionCode,
    percentOff: RAF_FRIEND_PERCENT,
    maxUses: 1,
    startsAt: now,
    endsAt,
    customerId: input.referee.id,
  });
  const link = input.link ?? defaultStoreLink;
  await queueMail(tx, {
    to: input.referee.email,
    locale: input.store.localeISOCode,
    message: {
      template: 'referral-welcome',
      data: {
        firstName: input.referee.firstName,
        referrerFirstName: referrer.firstName,
        code: promotionCode,
        percentOff: RAF_FRIEND_PERCENT,
        validDays: RAF_PROMOTION_DAYS,
        shopUrl: link(input.store.localeISOCode, '/'),
      },
    },
  });
  return {
    status: 'recorded',
    referrerFirstName: referrer.firstName,
    promotionCode,
    percentOff: RAF_FRIEND_PERCENT,
    endsAt,
  };
}

/**
 * afterOrderPlaced: the friend's order used their referral discount, so the referral is `ordered`
 * (the reward waits for payment and the hold window). Any other order changes nothing.
 */
export async function markReferralOrdered(ctx: {
  tx: Transaction;
  orderId: string;
  customerId: string | null;
  bag: { promotion: { code: string; applied: boolean } | null };
  now: Date;
}): Promise<void> {
  const promotion = ctx.bag.promotion;
  if (!ctx.customerId || !promotion?.applied) return;
  await ctx.tx
    .update(referrals)
    .set({ status: 'ordered', orderId: ctx.orderId, orderedAt: ctx.now })
    .where(
      and(
        eq(referrals.refereeId, ctx.customerId),
        eq(referrals.promotionCode, promotion.code),
        eq(referrals.status, 'registered'),
      ),
    );
}

/** Order move hook: a cancelled order voids the referral it was the first order of. */
export async function voidReferralOfCancelledOrder(move: {
  tx: Transaction;
  order: { id: string };
  to: string;
}): Promise<void> {
  if (move.to !== 'cancelled') return;
  await move.tx
    .update(referrals)
    .set({ status: 'void' })
    .where(and(eq(referrals.orderId, move.order.id), eq(referrals.status, 'ordered')));
}

export interface SettleResult {
  rewarded: { referralId: string; referrerId: string; amountMinor: number; currency: string }[];
}

/**
 * Rewards the referrers whose friend's order is paid (its payment captured, which happens at
 * dispatch, or it needed no card), not cancelled or returned, and placed at least `holdDays`
 * before `now`. Each reward is one transaction: the guarded move ordered → rewarded, the credit
 * (ledger once-key: referral id) and the email, so however many settles race, it pays once.
 */
export async function settleReferrals(
  db: Database,
  options: { now?: Date; holdDays?: number; link?: StoreLink } = {},
): Promise<SettleResult> {
  const now = options.now ?? new Date();
  const holdDays = options.holdDays ?? rafHoldDays();
  const due = new Date(now.getTime() - holdDays * 86_400_000);
  const candidates = await db
    .select({ id: referrals.id })
    .from(referrals)
    .innerJoin(orders, eq(orders.id, referrals.orderId))
    .leftJoin(payments, eq(payments.id, orders.paymentId))
    .where(
      and(
        eq(referrals.status, 'ordered'),
        sql`${referrals.orderedAt} <= ${due.toISOString()}`,
        sql`${orders.status} in ('dispatched', 'delivered')`,
        sql`(${orders.paymentId} is null and ${orders.totalMinor} = 0 or ${payments.status} in ('captured', 'refunded'))`,
      ),
    )
    .limit(500);
  const rewarded: SettleResult['rewarded'] = [];
  const link = options.link ?? defaultStoreLink;
  for (const { id } of candidates) {
    const done = await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(referrals)
        .set({ status: 'rewarded', rewardedAt: now })
        .where(and(eq(referrals.id, id), eq(referrals.status, 'ordered')))
        .returning();
      if (!moved) return null;
      const amountMinor = moved.rewardMinor ?? rafRewardMinor(moved.currency);
      const currency = moved.currency.trim();
      const balance = await addCredit(tx, {
        customerId: moved.referrerId,
        currency,
        amountMinor,
        kind: 'referral',
        reference: moved.id,
      });
      if (balance === null) return null;
      const [referrer] = await tx.select().from(customers).where(eq(customers.id, moved.referrerId));
      const [friend] = await tx
        .select({ firstName: customers.firstName })
        .from(customers)
        .where(eq(customers.id, moved.refereeId));
      if (referrer) {
        const locale = referrer.storeLocale;
        const store = findLocale(locale) ?? findLocale(moved.storeLocale)!;
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
      return { referralId: moved.id, referrerId: moved.referrerId, amountMinor, currency };
    });
    if (done) rewarded.push(done);
  }
  return { rewarded };
}

export interface ReferralView {
  id: string;
  /** The friend's first name and masked address (never the address in full). */
  friendName: string;
  friendEmail: string;
  status: ReferralStatus;
  rewardMinor: number;
  currency: string;
  createdAt: Date;
  orderedAt: Date | null;
  rewardedAt: Date | null;
}

export interface ReferralPage {
  code: string;
  shareUrl: string;
  friendPercent: number;
  rewardMinor: number;
  currency: string;
  holdDays: number;
  referrals: ReferralView[];
}

/** What the /customer/account/raf page shows. */
export async function referralPage(
  db: Executor,
  customerId: string,
  store: LocaleConfig,
  link: StoreLink = defaultStoreLink,
): Promise<ReferralPage> {
  const code = await referralCodeOf(db, customerId);
  const rows = await db
    .select({
      id: referrals.id,
      status: referrals.status,
      rewardMinor: referrals.rewardMinor,
      currency: referrals.currency,
      createdAt: referrals.createdAt,
      orderedAt: referrals.orderedAt,
      rewardedAt: referrals.rewardedAt,
      firstName: customers.firstName,
      email: customers.email,
    })
    .from(referrals)
    .innerJoin(customers, eq(customers.id, referrals.refereeId))
    .where(eq(referrals.referrerId, customerId))
    .orderBy(desc(referrals.createdAt))
    .limit(100);
  return {
    code,
    shareUrl: link(store.localeISOCode, shareLinkPath(code)),
    friendPercent: RAF_FRIEND_PERCENT,
    rewardMinor: rafRewardMinor(store.currency),
    currency: store.currency,
    holdDays: rafHoldDays(),
    referrals: rows.map((r) => ({
      id: r.id,
      friendName: r.firstName,
      friendEmail: maskEmail(r.email),
      status: r.status,
      rewardMinor: r.rewardMinor ?? rafRewardMinor(r.currency),
      currency: r.currency.trim(),
      createdAt: r.createdAt,
      orderedAt: r.orderedAt,
      rewardedAt: r.rewardedAt,
    })),
  };
}
