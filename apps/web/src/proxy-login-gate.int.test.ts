import { COOKIE_NAMES } from '@vitrine/config';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { PAGE_PATH_HEADER } from './lib/account/login-gate';
import { proxy } from './proxy';

const ORIGIN = 'http://127.0.0.1:3100';

/** The proxy's answer to a page request, with these cookies and request headers. */
function visit(
  path: string,
  options: { cookies?: Record<string, string>; method?: string; headers?: Record<string, string> } = {},
) {
  const cookie = Object.entries(options.cookies ?? {})
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return proxy(
    new NextRequest(`${ORIGIN}${path}`, {
      method: options.method ?? 'GET',
      headers: { host: '127.0.0.1:3100', ...(cookie ? { cookie } : {}), ...options.headers },
    }),
  );
}

/** Path and query of an absolute address the proxy answers (the host is this server's own). */
const pathOf = (address: string | null) => {
  if (!address) return null;
  const url = new URL(address);
  return url.pathname + url.search;
};
const redirectOf = (res: Response) => pathOf(res.headers.get('location'));
const rewriteOf = (res: Response) => pathOf(res.headers.get('x-middleware-rewrite'));

describe('§2.1 login needed, decided once in the proxy', () => {
  it.each([
    ['/customer/account', '/customer/account/login/referer/%2Fcustomer%2Faccount'],
    ['/fr/customer/address-book/', '/fr/customer/account/login/referer/%2Ffr%2Fcustomer%2Faddress-book%2F'],
    [
      '/ae-ar/customer/order-history?page=2',
      '/ae-ar/customer/account/login/referer/%2Fae-ar%2Fcustomer%2Forder-history%3Fpage%3D2',
    ],
    ['/us/worldpay/savedcards', '/us/customer/account/login/referer/%2Fus%2Fworldpay%2Fsavedcards'],
  ])('a signed-out shopper asking for %s signs in first, then comes back there', (path, login) => {
    const res = visit(path);
    expect(res.status).toBe(307);
    expect(redirectOf(res)).toBe(login);
    // A redirect that depends on the shopper's cookies is never kept by a cache.
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a shopper whose access cookie is gone but who can still renew goes through the refresh', () => {
    const res = visit('/ae-ar/customer/address-book', { cookies: { [COOKIE_NAMES.refresh]: 'r' } });
    expect(res.status).toBe(307);
    expect(redirectOf(res)).toBe(
      `/api/session/refresh?next=${encodeURIComponent('/ae-ar/customer/address-book')}`,
    );
  });

  it('a signed-in shopper gets the page, which learns its address from the proxy alone', () => {
    const res = visit('/fr/customer/account/edit', {
      cookies: { [COOKIE_NAMES.jwt]: 'a', [COOKIE_NAMES.refresh]: 'r' },
      headers: { [PAGE_PATH_HEADER]: '//evil.example/' },
    });
    expect(redirectOf(res)).toBeNull();
    expect(rewriteOf(res)).toBe('/fr-FR/customer/account/edit');
    // The header a client sent is replaced with the address it asked for.
    expect(res.headers.get(`x-middleware-request-${PAGE_PATH_HEADER}`)).toBe('/fr/customer/account/edit');
  });

  it('public pages and form posts are not turned away', () => {
    for (const path of [
      '/customer/account/login',
      '/customer/account/create',
      '/ae-ar/checkout/cart',
      '/fr/ledito/vip',
    ]) {
      expect(redirectOf(visit(path)), path).toBeNull();
    }
    // A server action posts to its page; it answers for its own caller (requireSession).
    expect(redirectOf(visit('/customer/account/edit', { method: 'POST' }))).toBeNull();
  });

  it('a page the store does not offer is its 404 for everyone, never a sign-in first (§2.2)', () => {
    for (const [path, served] of [
      ['/fr/customer/account/raf', '/fr-FR/customer/account/raf'],
      ['/ae-ar/customer/account/subscription', '/ar-AE/customer/account/subscription'],
      ['/fr/customer/credit', '/fr-FR/customer/credit'],
    ] as const) {
      const res = visit(path);
      expect(redirectOf(res), path).toBeNull();
      expect(rewriteOf(res), path).toBe(served);
    }
  });
});
