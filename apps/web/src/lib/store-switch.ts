import { canonicalPath, isPathAvailable, localisedPath, type LocaleCode } from '@vitrine/config';

/**
 * Pages of the shopper's session in one store: the bag, checkout and payment, and the account.
 * Each store has its own bag (in its currency) and its own account pages, so switching from one
 * of these goes to the other store's home rather than to an empty bag or a sign-in form.
 */
const STORE_BOUND = /^\/(checkout|worldpay|customer)(\/|$)/;

/** §2.3 parameters in the store's currency: a price range in pounds means nothing in dollars. */
const CURRENCY_BOUND = ['price', 'price_slider'];

/** A store as the switcher lists it: its locale code and its home's address (relative or absolute). */
export interface SwitchStore {
  code: LocaleCode | string;
  home: string;
}

/**
 * Where choosing `to` in the store switcher takes a shopper who is at `here` in `from`: the same
 * page in the other store (a category with its filters, a product, a search, a content page, at
 * the other store's path for it, §2.1), else that store's home. Same page because the catalogue
 * and its addresses are one across stores: a shopper comparing prices or shipping between two
 * countries should not have to find the dress again.
 */
export function switchedHref(
  from: SwitchStore,
  to: SwitchStore,
  here: { pathname: string; search: string },
): string {
  const prefix = pathOf(from.home).replace(/\/$/, '');
  const rest =
    prefix && (here.pathname === prefix || here.pathname.startsWith(`${prefix}/`))
      ? here.pathname.slice(prefix.length) || '/'
      : here.pathname;
  const canonical = canonicalPath(rest, from.code as LocaleCode);
  if (canonical === '/' || STORE_BOUND.test(canonical) || !isPathAvailable(canonical, to.code)) {
    return to.home;
  }
  const query = new URLSearchParams(here.search);
  for (const name of CURRENCY_BOUND) query.delete(name);
  const search = query.toString();
  const base = to.home.endsWith('/') ? to.home.slice(0, -1) : to.home;
  return `${base}${localisedPath(canonical, to.code as LocaleCode)}${search ? `?${search}` : ''}`;
}

/** The path part of a home address: '/fr' of '/fr', '/' of 'https://shop.example/'. */
function pathOf(home: string): string {
  return new URL(home, 'http://store.invalid').pathname;
}
