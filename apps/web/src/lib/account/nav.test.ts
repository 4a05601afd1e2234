import { requiresLogin } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_NAV, accountNavFor, type AccountNavEntry } from './nav';

describe('account navigation', () => {
  it('lists the pages that exist, the unrestricted ones in every store, sign out last', () => {
    const everywhere = ACCOUNT_NAV.filter((e) => !e.page).map((e) => e.path);
    for (const locale of ['en-GB', 'fr-FR', 'ar-AE', 'en-US']) {
      expect(accountNavFor(locale, 'vitrine').map((e) => e.path)).toEqual(expect.arrayContaining(everywhere));
    }
    expect(ACCOUNT_NAV.at(-1)?.label).toBe('signOut');
  });

  it('offers the account balance and refer a friend only where §2.2 says (issue 6)', () => {
    const has = (locale: string, path: string, brand: 'vitrine' | 'boohooman' = 'vitrine') =>
      accountNavFor(locale, brand).some((e) => e.path === path);
    for (const locale of ['en-GB', 'en-US', 'en-IE', 'en-EU', 'en-AE', 'ar-AE'])
      expect(has(locale, '/customer/credit'), locale).toBe(true);
    expect(has('fr-FR', '/customer/credit')).toBe(false);
    expect(has('fr-FR', '/customer/credit', 'boohooman')).toBe(true);
    expect(has('en-AU', '/customer/credit')).toBe(false);
    for (const locale of ['en-GB', 'en-US', 'en-AU'])
      expect(has(locale, '/customer/account/raf'), locale).toBe(true);
    for (const locale of ['fr-FR', 'ar-AE', 'en-IE'])
      expect(has(locale, '/customer/account/raf'), locale).toBe(false);
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
});
