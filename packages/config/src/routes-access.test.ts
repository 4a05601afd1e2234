import { describe, expect, it } from 'vitest';
import {
  PUBLIC_ROUTES,
  requiresLogin,
  ROUTE_ACCESS,
  ROUTES_WITHOUT_SHELL_DATA,
  shellFetchesLayoutData,
} from './routes-access.ts';

// §2.1 table, written as in the spec (with its trailing slashes).
const SPEC_TABLE: [string, boolean][] = [
  ['/customer/account', true],
  ['/customer/account/edit', true],
  ['/customer/account/subscription', true],
  ['/customer/account/login', false],
  ['/customer/account/login/referer/', false],
  ['/customer/account/create', false],
  ['/customer/account/logout', false],
  ['/customer/account/forgotpassword', false],
  ['/customer/account/changeforgotten', false],
  ['/customer/address-book', true],
  ['/customer/order-history', true],
  ['/customer/track-order', true],
  ['/customer/account/wishlist', true],
  ['/customer/account/raf', true],
  ['/customer/account/delete', true],
  ['/worldpay/savedcards', true],
  ['/customer/credit/', true],
  ['/privacy-policy', false],
];

describe('§2.1 routes and access', () => {
  it('the table has the 18 routes of the spec', () => {
    expect(Object.keys(ROUTE_ACCESS)).toHaveLength(SPEC_TABLE.length);
  });

  it.each(SPEC_TABLE)('%s needs login: %s', (route, needed) => {
    expect(requiresLogin(route)).toBe(needed);
  });

  it('is tolerant of a trailing slash, a query string and a fragment', () => {
    expect(requiresLogin('/customer/account/')).toBe(true);
    expect(requiresLogin('/customer/credit')).toBe(true);
    expect(requiresLogin('/customer/order-history?page=2')).toBe(true);
    expect(requiresLogin('/customer/address-book/#new')).toBe(true);
    expect(requiresLogin('/customer/account/login/referer')).toBe(false);
    expect(requiresLogin('/customer/account/login?referer=%2Fcustomer%2Faccount')).toBe(false);
  });

  it('answers false for unknown paths', () => {
    for (const path of [
      '/nowhere',
      '/customer',
      '/customer/account/unknown',
      '/customer/account/login/referer/aGVsbG8',
      '',
    ]) {
      expect(requiresLogin(path), path).toBe(false);
    }
  });

  it('paths are case-sensitive', () => {
    expect(requiresLogin('/Customer/Account')).toBe(false);
  });

  it('sees through a store subpath prefix', () => {
    expect(requiresLogin('/ie/customer/account')).toBe(true);
    expect(requiresLogin('/ae-ar/customer/credit/')).toBe(true);
    expect(requiresLogin('/fr/customer/account/login')).toBe(false);
    expect(requiresLogin('/de/customer/account')).toBe(false);
  });

  it('every other public route of §2.1, category pages and the French pages are public', () => {
    expect(PUBLIC_ROUTES).toHaveLength(19);
    for (const path of [
      ...PUBLIC_ROUTES,
      '/any/category.html',
      '/guide-des-tailles',
      '/fr/ledito/vip',
      '/some/slug',
    ]) {
      expect(requiresLogin(path), path).toBe(false);
    }
  });
});

describe('§2.3 shell data loading', () => {
  it('does not fetch menu, footer and banner on /, /[...slug], /elb-health-check and /catalogsearch/result', () => {
    expect(ROUTES_WITHOUT_SHELL_DATA).toEqual([
      '/',
      '/[...slug]',
      '/elb-health-check',
      '/catalogsearch/result',
    ]);
    for (const route of ROUTES_WITHOUT_SHELL_DATA) expect(shellFetchesLayoutData(route)).toBe(false);
    expect(shellFetchesLayoutData('/catalogsearch/result/')).toBe(false);
  });

  it('fetches them on every other route', () => {
    for (const route of [
      '/faq',
      '/customer/account',
      '/checkout/cart',
      '/royalty',
      '/404',
      '/catalogsearch',
    ]) {
      expect(shellFetchesLayoutData(route), route).toBe(true);
    }
  });

  it('reads an app folder with its route groups as the route it serves', () => {
    expect(shellFetchesLayoutData('/(shell)/faq')).toBe(true);
    expect(shellFetchesLayoutData('/(shell)/catalogsearch/visual')).toBe(true);
    // A page in a group is still the route §2.3 names: moving search results into a group that
    // loads the shell would not make them a route that may.
    expect(shellFetchesLayoutData('/(shell)/catalogsearch/result')).toBe(false);
    expect(shellFetchesLayoutData('/(shell)')).toBe(false);
    expect(shellFetchesLayoutData('/(marketing)/[...slug]')).toBe(false);
  });
});
