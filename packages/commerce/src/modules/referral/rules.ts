import {
  DEFAULT_LOCALE,
  isLocaleCode,
  isPageAvailable,
  referralStoreTerms,
  type LocaleConfig,
  type ReferralStoreTerms,
} from '@vitrine/config';
import { env } from '../../env.ts';
import { returnableUntil } from '../order/index.ts';
import type { ReferralVoidReason } from './schema.ts';

// Refer a friend (issue 6 item 4): the numbers and rules of the scheme, in one place
// (docs/operations/refer-a-friend.md). The per-store figures live in packages/config.

const DAY_MS = 86_400_000;

/** The friend's first-order discount: percent off the merchandise, one use, bound to their account. */
export const RAF_FRIEND_PERCENT = 15;
/** How long the friend's code is valid after registering. */
export const RAF_PROMOTION_DAYS = 30;

/** A store's figures (packages/config), with RAF_MIN_SPEND_MINOR and RAF_REWARD_MINOR in their place. */
export function referralTerms(storeLocale: string): ReferralStoreTerms {
  const { RAF_MIN_SPEND_MINOR, RAF_REWARD_MINOR } = env();
  return referralStoreTerms(isLocaleCode(storeLocale) ? storeLocale : DEFAULT_LOCALE, {
    ...(RAF_MIN_SPEND_MINOR ? { minimumSpendMinor: RAF_MIN_SPEND_MINOR } : {}),
    ...(RAF_REWARD_MINOR ? { rewardMinor: RAF_REWARD_MINOR } : {}),
  });
}
/** Days after the order's return window closes before its reward is paid (RAF_HOLD_DAYS). */
export const rafHoldDays = (): number => env().RAF_HOLD_DAYS;
/** Rewards one referrer may earn in any twelve months (RAF_REWARDS_PER_YEAR). */
export const rafRewardsPerYear = (): number => env().RAF_REWARDS_PER_YEAR;

/** What settling needs to know of the friend's qualifying order. */
export interface QualifyingOrder {
  /** The store it was placed in: its minimum spend applies, in its currency. */
  storeLocale: string;
  status: string;
  /** Merchandise after the friend's discount: no delivery, gift cards or delivery subscription. */
  goodsMinor: number;
  /** When it was marked delivered: the return window runs from then (order/refunds.ts). */
  deliveredAt: Date | null;
  /** Its card payment captured (at dispatch), or it needed no card. */
  paid: boolean;
  /** Anything paid back to the card. */
  refundedMinor: number;
}

export type RewardVerdict =
  | { kind: 'wait' }
  | { kind: 'void'; reason: Exclude<ReferralVoidReason, 'yearly_cap'> }
  /** Earned: paid unless the referrer's yearly cap is reached, which needs their other rewards. */
  | { kind: 'earned' };

/** The friend's goods reach the minimum spend (after their discount; delivery never counts). */
export const meetsMinimumSpend = (
  order: Pick<QualifyingOrder, 'goodsMinor'>,
  minimumMinor: number,
): boolean => order.goodsMinor >= minimumMinor;

/** When an order delivered at `deliveredAt` can no longer come back: the window, then the hold. */
export const rewardDueAt = (deliveredAt: Date, holdDays: number = rafHoldDays()): Date =>
  new Date(returnableUntil(deliveredAt).getTime() + holdDays * DAY_MS);

/**
 * Issue 35 item 12 (decision 0037): a referral pays only for goods that reach the minimum the order
 * was placed under, never for an order cancelled, returned or refunded (even in part), and only
 * once it was delivered and the return window and the hold have passed, so the referrer is never
 * paid for an order the shop does not keep the money of.
 */
export function rewardVerdict(
  order: QualifyingOrder,
  terms: { minimumMinor: number; holdDays: number },
  now: Date,
): RewardVerdict {
  if (order.status === 'cancelled') return { kind: 'void', reason: 'cancelled' };
  if (order.status === 'returned') return { kind: 'void', reason: 'returned' };
  if (order.refundedMinor > 0) return { kind: 'void', reason: 'refunded' };
  if (!meetsMinimumSpend(order, terms.minimumMinor)) return { kind: 'void', reason: 'below_minimum' };
  if (order.status !== 'delivered' || !order.deliveredAt || !order.paid) return { kind: 'wait' };
  return now < rewardDueAt(order.deliveredAt, terms.holdDays) ? { kind: 'wait' } : { kind: 'earned' };
}

/** The start of the twelve months whose rewards count against the cap at `now`. */
export function capYearStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
}

/** §2.2: en-GB, en-US, en-AU. */
export const referralsOffered = (store: Pick<LocaleConfig, 'localeISOCode'>): boolean =>
  isPageAvailable('referAFriend', store.localeISOCode);

/**
 * The share link. A path, not `create?raf=CODE`: §2.3 drops query parameters it does not list.
 * Opening it keeps the code in a cookie and goes on to registration (the web app's route handler).
 */
export const shareLinkPath = (code: string) => `/customer/account/raf/${encodeURIComponent(code)}`;

/** Codes are typed and read aloud: case and spaces do not matter. */
export const normaliseReferralCode = (code: string): string => code.trim().toUpperCase();
export const REFERRAL_CODE_PATTERN = /^[A-Z]{1,10}-[A-Z2-9]{5}$/;

/**
 * An address's mailbox: lower case, without a +tag and, for Gmail, without dots, so a referrer
 * cannot refer themselves through ava+1@… or a.va@gmail.com.
 */
export function mailbox(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  let user = local.split('+')[0]!;
  if (domain === 'gmail.com' || domain === 'googlemail.com') user = user.replace(/\./g, '');
  return `${user}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/** A friend's address as the referrer sees it: a•••@example.com (never in full). */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}
