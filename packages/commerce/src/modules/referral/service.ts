import { randomInt } from 'node:crypto';
import { type LocaleCode, type LocaleConfig } from '@vitrine/config';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/executor.ts';
import { customerContactOf, customerContactsOf } from '../customer/index.ts';
import { queueMail } from '../mail/index.ts';
import { orderStoresOf, RETURN_WINDOW_DAYS } from '../order/index.ts';
import { createCustomerPromotion } from '../quote/index.ts';
import { qualifyingOrder } from './qualifying-order.ts';
import { rewardsInLastYear } from './yearly-cap.ts';
import {
  mailbox,
  maskEmail,
  normaliseReferralCode,
  RAF_FRIEND_PERCENT,
  RAF_PROMOTION_DAYS,
  meetsMinimumSpend,
  rafHoldDays,
  rafRewardsPerYear,
  referralTerms,
  REFERRAL_CODE_PATTERN,
  referralsOffered,
  shareLinkPath,
} from './rules.ts';
import { referralCodes, referrals, type ReferralStatus, type ReferralVoidReason } from './schema.ts';
import { storePageUrl } from '../../store-links.ts';

// Refer a friend (issue 6 item 4, decision 0014): codes, registration through a link, the friend's
// qualifying order and the referrer's page. The states are in schema.ts; every move here is one
// guarded UPDATE (`where status = <from>`); settling the reward is settle.ts (decision 0037).

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
    const customer = await customerContactOf(db, customerId);
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
  const referrer = await referrerContactOf(db, normalised);
  return referrer ? { firstName: referrer.firstName } : null;
}

/** The customer a (normalised) code belongs to, as the customer module knows them, or undefined. */
async function referrerContactOf(db: Executor, code: string) {
  const [owner] = await db
    .select({ customerId: referralCodes.customerId })
    .from(referralCodes)
    .where(eq(referralCodes.code, code));
  return owner ? customerContactOf(db, owner.customerId) : undefined;
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
  const referrer = await referrerContactOf(tx, code);
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
      rewardMinor: referralTerms(input.store.localeISOCode).rewardMinor,
    })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  if (!recorded) return { status: 'already_referred' };
  await createCustomerPromotion(tx, {
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
 * An order-placed hook (order-hooks.ts): the friend's order used their referral discount, so it is the referral's
 * qualifying order. Judged at once by its store's minimum spend on goods (decision 0037): below
 * it the referral is void and the referrer sees why; otherwise `ordered`, keeping the minimum it
 * was placed under, and the reward waits for the order to be delivered and kept (settle.ts).
 * Any other order changes nothing.
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
  const order = await qualifyingOrder(ctx.tx, ctx.orderId);
  if (!order) return;
  const minimumMinor = referralTerms(order.storeLocale).minimumSpendMinor;
  const belowMinimum = !meetsMinimumSpend(order, minimumMinor);
  await ctx.tx
    .update(referrals)
    .set({
      status: belowMinimum ? 'void' : 'ordered',
      voidReason: belowMinimum ? 'below_minimum' : null,
      orderId: ctx.orderId,
      orderedAt: ctx.now,
      minimumMinor,
    })
    .where(
      and(
        eq(referrals.refereeId, ctx.customerId),
        eq(referrals.promotionCode, promotion.code),
        eq(referrals.status, 'registered'),
      ),
    );
}

/**
 * Order move hook, in the move's transaction (the order is locked first, as settling locks it):
 * a cancelled or returned order voids the referral it qualified, if not yet rewarded. A return
 * recorded after the reward leaves it paid (decision 0037): by then the return window and the
 * hold have passed, so taking it back is the operator's call (credit movements: store-credit.md).
 */
export async function voidReferralOfEndedOrder(move: {
  tx: Transaction;
  order: { id: string };
  to: string;
}): Promise<void> {
  if (move.to !== 'cancelled' && move.to !== 'returned') return;
  await move.tx
    .update(referrals)
    .set({ status: 'void', voidReason: move.to })
    .where(and(eq(referrals.orderId, move.order.id), eq(referrals.status, 'ordered')));
}

export interface ReferralView {
  id: string;
  /** The friend's first name and masked address (never the address in full). */
  friendName: string;
  friendEmail: string;
  status: ReferralStatus;
  /** Why a void referral pays nothing. */
  voidReason: ReferralVoidReason | null;
  rewardMinor: number;
  /** The minimum spend on goods the friend's order was judged by, in `orderCurrency`. */
  minimumMinor: number;
  /** The currency of the store the friend ordered in (they may order in another than they joined). */
  orderCurrency: string;
  /** The reward's: the store the friend joined. */
  currency: string;
  createdAt: Date;
  orderedAt: Date | null;
  rewardedAt: Date | null;
}

/** The scheme's terms in the page's store, as the page states them, and the referrer's referrals. */
export interface ReferralPage {
  code: string;
  shareUrl: string;
  friendPercent: number;
  rewardMinor: number;
  minimumSpendMinor: number;
  currency: string;
  returnWindowDays: number;
  holdDays: number;
  rewardsPerYear: number;
  /** Rewards paid to this referrer in the last twelve months (the cap counts them). */
  rewardsThisYear: number;
  referrals: ReferralView[];
}

/** What the /customer/account/raf page shows. */
export async function referralPage(
  db: Executor,
  customerId: string,
  store: LocaleConfig,
  link: StoreLink = defaultStoreLink,
  now: Date = new Date(),
): Promise<ReferralPage> {
  const code = await referralCodeOf(db, customerId);
  const rows = await db
    .select({
      id: referrals.id,
      status: referrals.status,
      voidReason: referrals.voidReason,
      storeLocale: referrals.storeLocale,
      rewardMinor: referrals.rewardMinor,
      minimumMinor: referrals.minimumMinor,
      currency: referrals.currency,
      createdAt: referrals.createdAt,
      orderedAt: referrals.orderedAt,
      rewardedAt: referrals.rewardedAt,
      refereeId: referrals.refereeId,
      orderId: referrals.orderId,
    })
    .from(referrals)
    .where(eq(referrals.referrerId, customerId))
    .orderBy(desc(referrals.createdAt))
    .limit(100);
  // The friends and their orders, from the modules that own them (a deleted friend's referrals go
  // with their account: referrals.referee_id cascades).
  const friends = await customerContactsOf(db, [...new Set(rows.map((r) => r.refereeId))]);
  const orderStores = await orderStoresOf(db, [
    ...new Set(rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId]))),
  ]);
  const terms = referralTerms(store.localeISOCode);
  return {
    code,
    shareUrl: link(store.localeISOCode, shareLinkPath(code)),
    friendPercent: RAF_FRIEND_PERCENT,
    rewardMinor: terms.rewardMinor,
    minimumSpendMinor: terms.minimumSpendMinor,
    currency: store.currency,
    returnWindowDays: RETURN_WINDOW_DAYS,
    holdDays: rafHoldDays(),
    rewardsPerYear: rafRewardsPerYear(),
    rewardsThisYear: await rewardsInLastYear(db, customerId, now),
    referrals: rows.flatMap((r) => {
      const friend = friends.get(r.refereeId);
      if (!friend) return [];
      const order = r.orderId === null ? undefined : orderStores.get(r.orderId);
      const orderStore = order?.storeLocale ?? r.storeLocale;
      return {
        id: r.id,
        friendName: friend.firstName,
        friendEmail: maskEmail(friend.email),
        status: r.status,
        voidReason: r.voidReason,
        rewardMinor: r.rewardMinor ?? referralTerms(r.storeLocale).rewardMinor,
        minimumMinor: r.minimumMinor ?? referralTerms(orderStore).minimumSpendMinor,
        orderCurrency: (order?.currency ?? r.currency).trim(),
        currency: r.currency.trim(),
        createdAt: r.createdAt,
        orderedAt: r.orderedAt,
        rewardedAt: r.rewardedAt,
      };
    }),
  };
}
