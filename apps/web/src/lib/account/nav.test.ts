import { requiresLogin } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_NAV, accountNavFor, deploymentBrand, type AccountNavEntry } from './nav';

describe('account navigation', () => {
  it('lists the pages that exist, in every store, sign out last', () => {
    for (const locale of ['en-GB', 'fr-FR', 'ar-AE', 'en-US']) {
      expect(accountNavFor(locale, 'vitrine').map((e) => e.path)).toEqual(ACCOUNT_NAV.map((e) => e.path));
    }
    expect(ACCOUNT_NAV.at(-1)?.label).toBe('signOut');
  });

  it('lists the orders pages and saved cards of §2.1, each one that needs login', () => {
    const paths = ACCOUNT_NAV.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/customer/order-history', '/customer/track-order', '/worldpay/savedcards']),
    );
    for (const entry of ACCOUNT_NAV.filter((e) => e.label !== 'signOut'))
      expect(requiresLogin(entry.path), entry.path).toBe(true);
  });

  it('keeps a restricted page only where §2.2 offers it, per brand', () => {
    const entries: AccountNavEntry[] = [
      { label: 'dashboard', path: '/customer/account' },
      { label: 'edit', path: '/customer/credit', page: 'accountBalance' },
      { label: 'addressBook', path: '/customer/account/subscription', page: 'subscription' },
    ];
    const paths = (locale: string, brand: 'vitrine' | 'boohooman') =>
      accountNavFor(locale, brand, entries).map((e) => e.path);
    expect(paths('en-GB', 'vitrine')).toEqual([
      '/customer/account',
      '/customer/credit',
      '/customer/account/subscription',
    ]);
    expect(paths('ar-AE', 'vitrine')).toEqual(['/customer/account', '/customer/credit']);
    expect(paths('fr-FR', 'vitrine')).toEqual(['/customer/account']);
    expect(paths('fr-FR', 'boohooman')).toEqual(['/customer/account', '/customer/credit']);
  });

  it('reads the brand from the deployment, defaulting to vitrine', () => {
    expect(deploymentBrand('boohooman')).toBe('boohooman');
    expect(deploymentBrand(undefined)).toBe('vitrine');
    expect(deploymentBrand('other')).toBe('vitrine');
  });
});
