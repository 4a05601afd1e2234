import type { LocaleConfig } from '@vitrine/config';
import type { Transaction } from '../../db/executor.ts';
import type { StoreLink } from '../../kernel/identity.ts';

// What registration tells other modules (§7.3): they act in the registration's transaction, so
// what they add (a referral and the friend's first-order code, issue 6 item 4) commits with the
// account or not at all. The composition root lists them (packages/commerce/src/customer-hooks.ts).

export interface CustomerRegistered {
  tx: Transaction;
  customer: { id: string; email: string; firstName: string };
  store: LocaleConfig;
  /** Links into the registration's store. */
  link: StoreLink;
  /** The refer-a-friend code of the share link the shopper came through, if any. */
  referralCode: string | null;
}

/** One module's part in a new account. */
export type CustomerRegisteredHook = (registered: CustomerRegistered) => Promise<void>;
