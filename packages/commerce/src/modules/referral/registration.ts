import type { CustomerRegistered } from '../customer/index.ts';
import { recordReferral } from './service.ts';

/**
 * A registration hook (customer-hooks.ts): an account opened through a share link records the
 * referral and the friend's first-order code (issue 6 item 4). Its outcome changes nothing of the
 * registration, which stands whatever the code was.
 */
export async function recordReferralOfRegistration(registered: CustomerRegistered): Promise<void> {
  if (!registered.referralCode) return;
  await recordReferral(registered.tx, {
    code: registered.referralCode,
    referee: registered.customer,
    store: registered.store,
    link: (_locale, path) => registered.link(path),
  });
}
