import { BRANDS, deploymentBrand, type BrandId } from './brands.ts';
import { canonicalPath } from './french-paths.ts';
import type { LocaleCode } from './locales.ts';
import { normalisePathname } from './paths.ts';
import { splitSubpathPrefix } from './store-paths.ts';

// §2.2 locale availability of pages. Pages without a key are available in every locale.
export type PageKey = 'royalty' | 'giftcards' | 'accountBalance' | 'referAFriend' | 'subscription';

// §2.2 page lists, as written.
export const ROYALTY_LOCALES: readonly LocaleCode[] = Object.freeze(['en-GB', 'en-EU', 'en-IE', 'fr-FR']);
export const GIFTCARD_LOCALES: readonly LocaleCode[] = Object.freeze(['en-GB', 'en-IE', 'en-US']);
/**
 * §2.2 first list for /customer/credit. Kept for reference only: the account page restriction
 * (BRANDS[brand].accountBalanceLocales) is what isPageAvailable uses. It is the same list plus
 * ar-AE, the Arabic face of the en-AE store, and it is the only one with a brand variant.
 */
export const ACCOUNT_BALANCE_ROUTE_LOCALES: readonly LocaleCode[] = Object.freeze([
  'en-GB',
  'en-IE',
  'en-US',
  'en-EU',
  'en-AE',
]);
export const ACCOUNT_BALANCE_LOCALES: readonly string[] = BRANDS.vitrine.accountBalanceLocales;
export const BOOHOOMAN_ACCOUNT_BALANCE_LOCALES: readonly string[] = BRANDS.boohooman.accountBalanceLocales;
export const REFER_A_FRIEND_LOCALES: readonly string[] = BRANDS.vitrine.referAFriendLocales;
export const SUBSCRIPTION_LOCALES: readonly string[] = BRANDS.vitrine.subscriptionLocales;

function localesFor(page: PageKey, brand: BrandId): readonly string[] {
  const profile = BRANDS[brand];
  switch (page) {
    case 'royalty':
      return ROYALTY_LOCALES;
    case 'giftcards':
      return GIFTCARD_LOCALES;
    case 'accountBalance':
      return profile.accountBalanceLocales;
    case 'referAFriend':
      return profile.referAFriendLocales;
    case 'subscription':
      return profile.subscriptionLocales;
  }
}

/**
 * §2.2: whether `page` is offered in `locale` for `brand`. By default the deployment's brand, read
 * at the call (decision 0044): every rule that names a page applies the brand without each caller
 * having to pass it.
 */
export function isPageAvailable(
  page: PageKey,
  locale: LocaleCode | string,
  brand: BrandId = deploymentBrand(),
): boolean {
  return localesFor(page, brand).includes(locale);
}

const PAGE_KEY_BY_PATH: ReadonlyMap<string, PageKey> = new Map<string, PageKey>([
  ['/royalty', 'royalty'],
  ['/giftcards', 'giftcards'],
  ['/giftcards/activate', 'giftcards'],
  ['/customer/credit', 'accountBalance'],
  ['/customer/account/raf', 'referAFriend'],
  ['/customer/account/subscription', 'subscription'],
]);

/**
 * The restricted page a path shows, if any. Same tolerance as requiresLogin: trailing slash,
 * query string, store subpath prefix; the French royalty path '/ledito/vip' is royalty too.
 */
export function pageKeyForPath(path: string): PageKey | undefined {
  const pathname = normalisePathname(splitSubpathPrefix(normalisePathname(path)).path);
  // A French path names the same page whichever store prefix it was reached under.
  return PAGE_KEY_BY_PATH.get(pathname) ?? PAGE_KEY_BY_PATH.get(canonicalPath(pathname, 'fr-FR'));
}

/** §2.2 for a path: false only when the path is a restricted page not offered in `locale`. */
export function isPathAvailable(
  path: string,
  locale: LocaleCode | string,
  brand: BrandId = deploymentBrand(),
): boolean {
  const page = pageKeyForPath(path);
  return page === undefined || isPageAvailable(page, locale, brand);
}
