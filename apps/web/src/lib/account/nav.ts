import {
  deploymentBrand,
  isPageAvailable,
  type BrandId,
  type LocaleCode,
  type PageKey,
} from '@vitrine/config';

/** A label of the `account.nav` namespace. */
export type AccountNavLabel =
  | 'dashboard'
  | 'edit'
  | 'addressBook'
  | 'orders'
  | 'trackOrder'
  | 'wishlist'
  | 'subscription'
  | 'credit'
  | 'raf'
  | 'savedCards'
  | 'delete'
  | 'signOut';

export interface AccountNavEntry {
  label: AccountNavLabel;
  /** The page's canonical path, before the store prefix and French paths are applied. */
  path: string;
  /** §2.2: set for pages only some stores offer; the entry shows only where the page exists. */
  page?: PageKey;
}

// Only pages that exist are listed: a link to a page a later issue will build would be a 404.
// Those issues add their entry here, with `page` where §2.2 restricts it (credit, raf, subscription).
export const ACCOUNT_NAV: readonly AccountNavEntry[] = Object.freeze([
  { label: 'dashboard', path: '/customer/account' },
  { label: 'edit', path: '/customer/account/edit' },
  { label: 'addressBook', path: '/customer/address-book' },
  // §2.1 login-needed pages of issue 4: orders, tracking and saved cards, in every store (§2.2).
  { label: 'orders', path: '/customer/order-history' },
  { label: 'trackOrder', path: '/customer/track-order' },
  // Issue 6: the wishlist, in every store (§2.2).
  { label: 'wishlist', path: '/customer/account/wishlist' },
  // Issue 6 item 5: the delivery subscription, en-GB only (§2.2).
  { label: 'subscription', path: '/customer/account/subscription', page: 'subscription' },
  // Issue 6: the account balance and refer a friend, only where §2.2 offers them (per brand).
  { label: 'credit', path: '/customer/credit', page: 'accountBalance' },
  { label: 'raf', path: '/customer/account/raf', page: 'referAFriend' },
  { label: 'savedCards', path: '/worldpay/savedcards' },
  { label: 'delete', path: '/customer/account/delete' },
  { label: 'signOut', path: '/customer/account/logout' },
]);

/** The entries a store shows: restricted pages only where §2.2 offers them. */
export function accountNavFor(
  locale: LocaleCode | string,
  brand: BrandId = deploymentBrand(),
  entries: readonly AccountNavEntry[] = ACCOUNT_NAV,
): AccountNavEntry[] {
  return entries.filter((entry) => !entry.page || isPageAvailable(entry.page, locale, brand));
}
