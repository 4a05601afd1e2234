import type { CustomerRegisteredHook } from './modules/customer/index.ts';
import { recordReferralOfRegistration } from './modules/referral/index.ts';

// What each module adds to a new account (§7.3), written down in one place above the modules, as
// order-hooks.ts does for orders: the customer module calls the hooks it is handed and knows none
// of the modules behind them. Each runs in the registration's transaction, in this order.

/** When an account is created: the referral of the share link it came through. */
export const CUSTOMER_REGISTERED_HOOKS: readonly CustomerRegisteredHook[] = [
  recordReferralOfRegistration, // issue 6 item 4
];
