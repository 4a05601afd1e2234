import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from './locales.ts';
import {
  ACCOUNT_BALANCE_LOCALES,
  ACCOUNT_BALANCE_ROUTE_LOCALES,
  BOOHOOMAN_ACCOUNT_BALANCE_LOCALES,
  GIFTCARD_LOCALES,
  isPageAvailable,
  isPathAvailable,
  pageKeyForPath,
  REFER_A_FRIEND_LOCALES,
  ROYALTY_LOCALES,
  SUBSCRIPTION_LOCALES,
  type PageKey,
} from './page-availability.ts';

const offered = (page: PageKey, brand?: 'vitrine' | 'boohooman'): string[] =>
  LOCALE_CODES.filter((code) => isPageAvailable(page, code, brand));

describe('§2.2 locale availability of pages', () => {
  it('royalty: en-GB, en-EU, en-IE, fr-FR', () => {
    expect(new Set(offered('royalty'))).toEqual(new Set(['en-GB', 'en-EU', 'en-IE', 'fr-FR']));
    expect(ROYALTY_LOCALES).toEqual(['en-GB', 'en-EU', 'en-IE', 'fr-FR']);
  });

  it('gift cards: en-GB, en-IE, en-US', () => {
    expect(new Set(offered('giftcards'))).toEqual(new Set(['en-GB', 'en-IE', 'en-US']));
    expect(GIFTCARD_LOCALES).toEqual(['en-GB', 'en-IE', 'en-US']);
  });

  it('account balance follows the account page list: en-IE, en-GB, en-EU, en-AE, ar-AE, en-US', () => {
    expect(new Set(offered('accountBalance'))).toEqual(
      new Set(['en-IE', 'en-GB', 'en-EU', 'en-AE', 'ar-AE', 'en-US']),
    );
    expect(ACCOUNT_BALANCE_LOCALES).toEqual(['en-IE', 'en-GB', 'en-EU', 'en-AE', 'ar-AE', 'en-US']);
    // The route list of §2.2 is the same stores without the Arabic face of en-AE.
    expect(new Set([...ACCOUNT_BALANCE_ROUTE_LOCALES, 'ar-AE'])).toEqual(new Set(ACCOUNT_BALANCE_LOCALES));
  });

  it('account balance for the boohooman brand: en-GB, en-US, en-IE, fr-FR, de-DE', () => {
    expect(BOOHOOMAN_ACCOUNT_BALANCE_LOCALES).toEqual(['en-GB', 'en-US', 'en-IE', 'fr-FR', 'de-DE']);
    expect(new Set(offered('accountBalance', 'boohooman'))).toEqual(
      new Set(['en-GB', 'en-US', 'en-IE', 'fr-FR']),
    );
    expect(isPageAvailable('accountBalance', 'de-DE', 'boohooman')).toBe(true);
    expect(isPageAvailable('accountBalance', 'de-DE')).toBe(false);
    expect(isPageAvailable('accountBalance', 'en-EU', 'boohooman')).toBe(false);
  });

  it('refer a friend: en-GB, en-US, en-AU', () => {
    expect(new Set(offered('referAFriend'))).toEqual(new Set(['en-GB', 'en-US', 'en-AU']));
    expect(REFER_A_FRIEND_LOCALES).toEqual(['en-GB', 'en-US', 'en-AU']);
  });

  it('subscription: en-GB only', () => {
    expect(offered('subscription')).toEqual(['en-GB']);
    expect(offered('subscription', 'boohooman')).toEqual(['en-GB']);
    expect(SUBSCRIPTION_LOCALES).toEqual(['en-GB']);
  });

  it('an unknown locale gets no restricted page; matching is exact', () => {
    for (const page of ['royalty', 'giftcards', 'accountBalance', 'referAFriend', 'subscription'] as const) {
      expect(isPageAvailable(page, 'xx-XX')).toBe(false);
      expect(isPageAvailable(page, 'en_GB')).toBe(false);
    }
  });
});

describe('§2.2 pages by path', () => {
  it.each([
    ['/royalty', 'royalty'],
    ['/giftcards', 'giftcards'],
    ['/giftcards/activate', 'giftcards'],
    ['/customer/credit', 'accountBalance'],
    ['/customer/credit/', 'accountBalance'],
    ['/customer/account/raf', 'referAFriend'],
    ['/customer/account/subscription', 'subscription'],
    ['/ledito/vip', 'royalty'],
    ['/fr/ledito/vip/', 'royalty'],
    ['/ie/giftcards?amount=25', 'giftcards'],
  ])('%s is the %s page', (path, key) => {
    expect(pageKeyForPath(path)).toBe(key);
  });

  it('every other page has no key, so it is available everywhere', () => {
    for (const path of ['/', '/faq', '/customer/account', '/giftcards/other', '/royalty/x', '/size-guide']) {
      expect(pageKeyForPath(path), path).toBeUndefined();
      for (const code of LOCALE_CODES) expect(isPathAvailable(path, code)).toBe(true);
    }
  });

  it('isPathAvailable applies the page lists', () => {
    expect(isPathAvailable('/royalty', 'en-US')).toBe(false);
    expect(isPathAvailable('/fr/ledito/vip', 'fr-FR')).toBe(true);
    expect(isPathAvailable('/customer/account/subscription', 'en-IE')).toBe(false);
    expect(isPathAvailable('/customer/credit', 'fr-FR')).toBe(false);
    expect(isPathAvailable('/customer/credit', 'fr-FR', 'boohooman')).toBe(true);
  });
});
