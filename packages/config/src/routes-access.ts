import { canonicalPath } from './french-paths.ts';
import { normalisePathname } from './paths.ts';
import { splitSubpathPrefix } from './store-paths.ts';

// §2.1 routes and access, in the spec's order (true = login needed). Keys are normalised
// (no trailing slash), so '/customer/credit/' and '/customer/account/login/referer/' are listed
// as '/customer/credit' and '/customer/account/login/referer'.
export const ROUTE_ACCESS: Readonly<Record<string, boolean>> = Object.freeze({
  '/customer/account': true,
  '/customer/account/edit': true,
  '/customer/account/subscription': true,
  '/customer/account/login': false,
  '/customer/account/login/referer': false,
  '/customer/account/create': false,
  '/customer/account/logout': false,
  '/customer/account/forgotpassword': false,
  '/customer/account/changeforgotten': false,
  '/customer/address-book': true,
  '/customer/order-history': true,
  '/customer/track-order': true,
  '/customer/account/wishlist': true,
  '/customer/account/raf': true,
  '/customer/account/delete': true,
  '/worldpay/savedcards': true,
  '/customer/credit': true,
  '/privacy-policy': false,
});

// §2.1 "other public routes" (besides any path ending .html and the catch-all).
export const PUBLIC_ROUTES: readonly string[] = Object.freeze([
  '/',
  '/catalogsearch/result',
  '/404',
  '/plt-app-info',
  '/pltmarketplace',
  '/faq',
  '/checkout/cart',
  '/new-in.html',
  '/clothing/dresses.html',
  '/clothing/tops.html',
  '/shop-by/plus-size-clothing.html',
  '/shop-by/bottoms.html',
  '/royalty',
  '/size-guide',
  '/terms',
  '/giftcards/activate',
  '/giftcards',
  '/elb-health-check',
  '/_app',
]);

const LOGIN_REQUIRED: ReadonlySet<string> = new Set(
  Object.entries(ROUTE_ACCESS)
    .filter(([, needed]) => needed)
    .map(([route]) => route),
);

/**
 * §2.1: whether a page path needs a logged-in customer. Tolerant of a trailing slash, a query
 * string, a fragment and a leading store subpath prefix ('/ie/customer/account'). An unknown path
 * answers false (§2.1), so a page outside the table must not rely on this helper to protect data:
 * the API checks the session on every customer call anyway (§6).
 */
export function requiresLogin(path: string): boolean {
  const { locale, path: rest } = splitSubpathPrefix(normalisePathname(path));
  return LOGIN_REQUIRED.has(normalisePathname(canonicalPath(rest, locale.localeISOCode)));
}

// §2.3: on these routes the shell does not fetch menu, footer and banner data itself (the page
// does, or needs none); on every other route it fetches them on the server. These are route
// patterns of the app (the catch-all is '/[...slug]'), not request paths. The storefront follows
// this list with its folders: every page the store layout wraps sits in the `(shell)` route group,
// whose layout loads the shell's content, except these (decision 0011; a unit test walks the tree).
export const ROUTES_WITHOUT_SHELL_DATA: readonly string[] = Object.freeze([
  '/',
  '/[...slug]',
  '/elb-health-check',
  '/catalogsearch/result',
]);

/**
 * §2.3: whether the shell loads menu, footer and listing-banner data on the server for a route
 * pattern. The single statement of the rule. Route groups (`/(shell)`) are not part of a route, as
 * in the App Router, so a page's folder can be asked as it is.
 */
export function shellFetchesLayoutData(route: string): boolean {
  const pattern = route.replace(/\/\([^/]*\)(?=\/|$)/g, '') || '/';
  return !ROUTES_WITHOUT_SHELL_DATA.includes(normalisePathname(pattern));
}
