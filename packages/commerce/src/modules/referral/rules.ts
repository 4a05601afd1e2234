import { isPageAvailable, type LocaleConfig } from '@vitrine/config';
import { deploymentBrand } from '../credit/service.ts';

// Refer a friend (issue 6 item 4): the numbers of the scheme, in one place (docs/operations/refer-a-friend.md).

/** The friend's first-order discount: percent off the merchandise, one use, bound to their account. */
export const RAF_FRIEND_PERCENT = 15;
/** How long the friend's code is valid after registering. */
export const RAF_PROMOTION_DAYS = 30;
/**
 * Days after the friend's order is placed before the referrer is rewarded, if by then it is paid
 * (captured at dispatch, or needed no card) and not cancelled. RAF_HOLD_DAYS overrides it.
 */
export const RAF_HOLD_DAYS_DEFAULT = 14;
export function rafHoldDays(): number {
  const raw = process.env.RAF_HOLD_DAYS;
  const days = raw === undefined || raw === '' ? RAF_HOLD_DAYS_DEFAULT : Number(raw);
  return Number.isInteger(days) && days >= 0 ? days : RAF_HOLD_DAYS_DEFAULT;
}
/** The referrer's reward, in minor units of the currency of the store the friend registered in. */
export const RAF_REWARD_MINOR: Readonly<Record<string, number>> = Object.freeze({
  GBP: 1000,
  USD: 1000,
  AUD: 1500,
  EUR: 1000,
});
export const rafRewardMinor = (currency: string): number => RAF_REWARD_MINOR[currency] ?? 1000;

/** §2.2: en-GB, en-US, en-AU. */
export const referralsOffered = (store: Pick<LocaleConfig, 'localeISOCode'>): boolean =>
  isPageAvailable('referAFriend', store.localeISOCode, deploymentBrand().id);

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
