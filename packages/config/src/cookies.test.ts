import { describe, expect, it } from 'vitest';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, COOKIE_PATH, cookieDomain, XSRF_HEADER } from './cookies.ts';
import { MINUTES_PER_HOUR, SECONDS_PER_MINUTE } from './dates.ts';
import { defaultHostMap } from './stores-hosts.ts';

describe('§9 stored-state names', () => {
  it('names every stored state of §9 (plus the refresh token and its readable marker, the conversion id, the wishlist markers and the device cookie)', () => {
    expect(Object.keys(COOKIE_NAMES).sort()).toEqual(
      [
        'jwt',
        'refresh',
        'signedIn',
        'quoteToken',
        'quoteFlag',
        'wishlistToken',
        'wishlistFlag',
        'consent',
        'bannerPreview',
        'namespacePreview',
        'features',
        'currency',
        'store',
        'xsrf',
        'conversionId',
        'device',
      ].sort(),
    );
  });

  it('cookie names are distinct, prefixed and valid cookie tokens', () => {
    const names = Object.values(COOKIE_NAMES);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^vt_[a-z_]+$/);
    expect(COOKIE_NAMES.jwt).toBe('vt_jwt');
  });

  it('the anti-forgery header is x-xsrf-token', () => {
    expect(XSRF_HEADER).toBe('x-xsrf-token');
  });
});

describe('§9 cookie defaults', () => {
  it('lifetime 14 days, path /', () => {
    expect(COOKIE_MAX_AGE_SECONDS).toBe(14 * 24 * MINUTES_PER_HOUR * SECONDS_PER_MINUTE);
    expect(COOKIE_MAX_AGE_SECONDS).toBe(1_209_600);
    expect(COOKIE_PATH).toBe('/');
  });

  it('domain derived from the host: the registrable domain with a leading dot', () => {
    expect(cookieDomain('www.vitrine.co.uk:443')).toBe('.vitrine.co.uk');
    expect(cookieDomain('vitrine.co.uk')).toBe('.vitrine.co.uk');
    expect(cookieDomain('ie.vitrine.com')).toBe('.vitrine.com');
    expect(cookieDomain('Staging.AU.Vitrine.com.au.')).toBe('.vitrine.com.au');
    expect(cookieDomain('shop.vitrine.co.il')).toBe('.vitrine.co.il');
    expect(cookieDomain('vitrine.test:3000')).toBe('.vitrine.test');
  });

  it('all store hosts of a deployment share one cookie domain', () => {
    const domains = new Set(defaultHostMap('vitrine.com').map((e) => cookieDomain(e.hostName)));
    expect(domains).toEqual(new Set(['.vitrine.com']));
  });

  it('no domain for localhost, IP addresses, single labels and public suffixes', () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'app.localhost',
      '127.0.0.1',
      '10.0.0.5:8080',
      '[::1]:3000',
      '::1',
      'intranet',
      '',
      'co.uk',
      'a..b',
    ]) {
      expect(cookieDomain(host), host).toBeUndefined();
    }
  });
});
