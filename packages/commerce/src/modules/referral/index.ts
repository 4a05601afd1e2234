// What other modules, the ops script and the web app use of refer-a-friend (decision 0014).
export {
  markReferralOrdered,
  newReferralCode,
  recordReferral,
  referralCodeOf,
  referralPage,
  referrerOfCode,
  settleReferrals,
  voidReferralOfCancelledOrder,
  type ReferralOutcome,
  type ReferralPage,
  type ReferralView,
  type SettleResult,
} from './service.ts';
export {
  mailbox,
  maskEmail,
  normaliseReferralCode,
  RAF_FRIEND_PERCENT,
  RAF_HOLD_DAYS_DEFAULT,
  RAF_PROMOTION_DAYS,
  RAF_REWARD_MINOR,
  rafHoldDays,
  rafRewardMinor,
  referralsOffered,
  REFERRAL_CODE_PATTERN,
  shareLinkPath,
} from './rules.ts';
export { REFERRAL_STATUSES, type ReferralStatus } from './schema.ts';
export { capturePaymentAtDispatch } from './capture.ts';
export { startReferralSettler } from './worker.ts';
