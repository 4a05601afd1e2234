// What other modules, the ops script and the web app use of refer-a-friend (decision 0014).
export {
  markReferralOrdered,
  newReferralCode,
  recordReferral,
  referralCodeOf,
  referralPage,
  referrerOfCode,
  voidReferralOfEndedOrder,
  type ReferralOutcome,
  type ReferralPage,
  type ReferralView,
} from './service.ts';
export { settleReferral, settleReferrals, type SettleOutcome, type SettleResult } from './settle.ts';
export {
  mailbox,
  maskEmail,
  normaliseReferralCode,
  RAF_FRIEND_PERCENT,
  RAF_PROMOTION_DAYS,
  rafHoldDays,
  rafRewardsPerYear,
  referralTerms,
  referralsOffered,
  REFERRAL_CODE_PATTERN,
  shareLinkPath,
} from './rules.ts';
export {
  REFERRAL_STATUSES,
  REFERRAL_VOID_REASONS,
  type ReferralStatus,
  type ReferralVoidReason,
} from './schema.ts';
export { recordReferralOfRegistration } from './registration.ts';
