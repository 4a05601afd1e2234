import { describe, expect, it } from 'vitest';
import { switchedHref } from './store-switch';

const GB = { code: 'en-GB', home: '/' };
const FR = { code: 'fr-FR', home: '/fr' };
const US = { code: 'en-US', home: '/us' };
const AE_AR = { code: 'ar-AE', home: '/ae-ar' };

describe('switchedHref: the same page in the store the shopper switches to', () => {
  it('keeps a filtered, sorted listing page with its filters', () => {
    expect(
      switchedHref(GB, FR, {
        pathname: '/clothing/dresses.html',
        search: '?colour_group=black&clothes_size=10&sort=price_asc&page=2',
      }),
    ).toBe('/fr/clothing/dresses.html?colour_group=black&clothes_size=10&sort=price_asc&page=2');
  });

  it('keeps a search with its query, into and out of the unprefixed store', () => {
    expect(switchedHref(FR, GB, { pathname: '/fr/catalogsearch/result', search: '?q=robe+noire' })).toBe(
      '/catalogsearch/result?q=robe+noire',
    );
    expect(switchedHref(GB, AE_AR, { pathname: '/catalogsearch/result', search: '?q=dress' })).toBe(
      '/ae-ar/catalogsearch/result?q=dress',
    );
  });

  it('keeps a product page (one address in every store)', () => {
    expect(switchedHref(US, GB, { pathname: '/us/jersey-skater-dress-pink-000005.html', search: '' })).toBe(
      '/jersey-skater-dress-pink-000005.html',
    );
  });

  it('drops a price range, which is in the first store’s currency (§2.3)', () => {
    expect(
      switchedHref(GB, US, { pathname: '/clothing/dresses.html', search: '?price=10-40&colour_group=red' }),
    ).toBe('/us/clothing/dresses.html?colour_group=red');
    expect(switchedHref(GB, US, { pathname: '/new-in.html', search: '?price_slider=1' })).toBe(
      '/us/new-in.html',
    );
  });

  it('uses each store’s own path for a page with a French address (§2.1)', () => {
    expect(switchedHref(GB, FR, { pathname: '/size-guide', search: '' })).toBe('/fr/guide-des-tailles');
    expect(switchedHref(FR, GB, { pathname: '/fr/guide-des-tailles', search: '' })).toBe('/size-guide');
  });

  it('goes home from the bag, checkout and account, which belong to one store', () => {
    for (const pathname of [
      '/checkout/cart',
      '/checkout',
      '/customer/account',
      '/customer/account/login',
      '/worldpay/return',
    ]) {
      expect(switchedHref(GB, FR, { pathname, search: '' }), pathname).toBe('/fr');
    }
    expect(switchedHref(FR, GB, { pathname: '/fr/checkout/cart', search: '' })).toBe('/');
  });

  it('goes home where the other store does not offer the page (§2.2)', () => {
    // Gift cards are sold in en-GB, en-IE and en-US only; the VIP page in en-GB, en-EU, en-IE, fr-FR.
    expect(switchedHref(GB, FR, { pathname: '/giftcards', search: '' })).toBe('/fr');
    expect(switchedHref(GB, US, { pathname: '/giftcards', search: '' })).toBe('/us/giftcards');
    expect(switchedHref(FR, US, { pathname: '/fr/ledito/vip', search: '' })).toBe('/us');
  });

  it('goes home from a home page', () => {
    expect(switchedHref(FR, GB, { pathname: '/fr', search: '' })).toBe('/');
    expect(switchedHref(GB, FR, { pathname: '/', search: '' })).toBe('/fr');
  });

  it('does not take a path that only starts like the prefix for the prefix', () => {
    // "/us" is the US store's prefix; "/usual.html" is not under it.
    expect(switchedHref(US, GB, { pathname: '/usual.html', search: '' })).toBe('/usual.html');
  });

  it('works with stores on their own hosts (absolute homes)', () => {
    const gb = { code: 'en-GB', home: 'https://shop.example.co.uk/' };
    const fr = { code: 'fr-FR', home: 'https://shop.example.fr/' };
    expect(switchedHref(gb, fr, { pathname: '/clothing/tops.html', search: '?sort=price_desc' })).toBe(
      'https://shop.example.fr/clothing/tops.html?sort=price_desc',
    );
    const aeAr = { code: 'ar-AE', home: 'https://shop.example.ae/ar' };
    expect(switchedHref(aeAr, gb, { pathname: '/ar/size-guide', search: '' })).toBe(
      'https://shop.example.co.uk/size-guide',
    );
  });
});
