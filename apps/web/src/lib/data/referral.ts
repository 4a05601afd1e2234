import 'server-only';
import * as referral from '@vitrine/commerce/referral';
import { withDb } from './database';

// Refer a friend (decision 0059).
export { normaliseReferralCode, RAF_FRIEND_PERCENT, RAF_PROMOTION_DAYS } from '@vitrine/commerce/referral';

export const referralPage = withDb(referral.referralPage);
export const referrerOfCode = withDb(referral.referrerOfCode);
