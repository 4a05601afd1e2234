import { describe, expect, it } from 'vitest';
import {
  acceptsEncoding,
  isSearchResultsPath,
  pageCacheKey,
  pathnameOfKey,
  preferredEncoding,
  verdictOf,
} from './page-cache-policy';

const get = (url: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  url,
  headers: { host: 'shop.example', ...headers },
});
const ISR = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
  'x-nextjs-cache': 'HIT',
  vary: 'rsc, next-router-state-tree, next-router-prefetch',
};

describe('decision 0015: which requests the page cache may answer', () => {
  it('keys a store page by host, path with query, and the currency cookie the store routing reads', () => {
    const a = pageCacheKey(get('/clothing/dresses.html?sort=price_asc'));
    expect(a).not.toBeNull();
    expect(pageCacheKey(get('/clothing/dresses.html?sort=price_desc'))).not.toBe(a);
    expect(pageCacheKey(get('/clothing/dresses.html?sort=price_asc', { host: 'shop.example.fr' }))).not.toBe(
      a,
    );
    expect(
      pageCacheKey(get('/clothing/dresses.html?sort=price_asc', { cookie: 'vt_currency=EUR' })),
    ).not.toBe(a);
    // Cookies that never change the page (bag, consent, a signed-in shopper) share the entry.
    expect(
      pageCacheKey(get('/clothing/dresses.html?sort=price_asc', { cookie: 'vt_consent=1; vt_jwt=x' })),
    ).toBe(a);
    expect(pathnameOfKey(a!)).toBe('/clothing/dresses.html');
  });

  it('keys a root by the store cookie too, which the store routing reads there (§9)', () => {
    const root = pageCacheKey(get('/'));
    expect(pageCacheKey(get('/', { cookie: 'vt_store=ar-AE' }))).not.toBe(root);
    expect(pathnameOfKey(pageCacheKey(get('/', { cookie: 'vt_store=ar-AE' }))!)).toBe('/');
    // Elsewhere the address names the store: one entry whatever the store cookie.
    expect(pageCacheKey(get('/women.html', { cookie: 'vt_store=ar-AE' }))).toBe(pageCacheKey(get('/women.html')));
  });

  it('leaves to Next what is not a page for everyone', () => {
    expect(pageCacheKey({ ...get('/'), method: 'POST' })).toBeNull();
    expect(pageCacheKey({ ...get('/'), method: 'HEAD' })).toBeNull();
    for (const path of [
      '/_next/static/x.js',
      '/api/login',
      '/media/p.jpg',
      '/elb-health-check',
      '/staff/content',
      '/dev/inbox',
    ]) {
      expect(pageCacheKey(get(path)), path).toBeNull();
    }
    // Client navigations and server actions.
    expect(pageCacheKey(get('/', { rsc: '1' }))).toBeNull();
    expect(pageCacheKey(get('/?_rsc=abc'))).toBeNull();
    expect(pageCacheKey(get('/', { 'next-action': 'x' }))).toBeNull();
    // §2.3: the proxy turns a conversion id into the shopper's session cookie.
    expect(pageCacheKey(get('/?hConversionEventId=abc'))).toBeNull();
    // §5 previews and draft mode are per request.
    expect(pageCacheKey(get('/', { cookie: '__prerender_bypass=1' }))).toBeNull();
    expect(pageCacheKey(get('/', { cookie: 'vt_banner_preview=Store%3DUS' }))).toBeNull();
    expect(pageCacheKey(get('/?Store=US&DateTime=2026-11-27T09:00', { cookie: 'vt_jwt=x' }))).toBeNull();
    expect(pageCacheKey(get('/', { authorization: 'Bearer x' }))).toBeNull();
  });

  it('keys an API read by its store (`locale` header), and leaves it to the API when it carries a token', () => {
    const gb = pageCacheKey(get('/api/v1/searchsuggest?q=dre', { locale: 'en_GB' }));
    const fr = pageCacheKey(get('/api/v1/searchsuggest?q=dre', { locale: 'fr_FR' }));
    expect(gb).not.toBeNull();
    expect(fr).not.toBeNull();
    expect(gb).not.toBe(fr);
    expect(pageCacheKey(get('/api/v2/cms/footer'))).not.toBeNull();
    expect(pageCacheKey(get('/api/v1/searchsuggest?q=dre', { authorization: 'Bearer x' }))).toBeNull();
    expect(pageCacheKey({ ...get('/api/v1/quote/items'), method: 'POST' })).toBeNull();
  });

  it('keeps an API answer only when the API calls it public, for its max-age', () => {
    const url = '/api/v1/searchsuggest?q=dre';
    const json = { 'content-type': 'application/json; charset=UTF-8' };
    const kept = verdictOf(200, { ...json, 'cache-control': 'public, max-age=30', vary: 'locale' }, true, url);
    expect(kept).toEqual({
      kind: 'store',
      headers: { ...json, 'cache-control': 'public, max-age=30', vary: 'locale, Accept-Encoding' },
      maxAgeMs: 30_000,
    });
    for (const headers of [
      { ...json },
      { ...json, 'cache-control': 'private, max-age=30' },
      { ...json, 'cache-control': 'public' },
      { ...json, 'cache-control': 'public, max-age=30', 'set-cookie': ['vt_xsrf=a'] },
      { ...json, 'cache-control': 'public, max-age=30', vary: 'Cookie' },
      { 'content-type': 'text/html', 'cache-control': 'public, max-age=30' },
    ]) {
      expect(verdictOf(200, headers, true, url), JSON.stringify(headers)).toEqual({ kind: 'bypass' });
    }
    expect(verdictOf(404, { ...json, 'cache-control': 'public, max-age=30' }, true, url).kind).toBe('bypass');
    // At the end of its life: not kept now, asked again next time.
    expect(verdictOf(200, { ...json, 'cache-control': 'public, max-age=0' }, true, url)).toEqual({ kind: 'retry' });
  });

  it('answers a guest with preview parameters from the cache: the proxy ignores them for guests (§5)', () => {
    expect(pageCacheKey(get('/?Store=US'))).not.toBeNull();
  });
});

describe('decision 0015: which responses the page cache keeps', () => {
  it('keeps a fresh ISR page, replaying its headers without connection ones, and varying on encoding', () => {
    const verdict = verdictOf(
      200,
      { ...ISR, 'content-length': '10', date: 'x', connection: 'keep-alive' },
      true,
    );
    expect(verdict).toEqual({
      kind: 'store',
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 's-maxage=300, stale-while-revalidate=31535700',
        vary: 'rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding',
      },
    });
  });

  it('keeps a page whose only cookie is the anti-forgery one (handed out afresh on replay), not one with any other', () => {
    expect(verdictOf(200, { ...ISR, 'set-cookie': ['vt_xsrf=abc; Path=/'] }, true).kind).toBe('store');
    const verdict = verdictOf(200, { ...ISR, 'set-cookie': ['vt_xsrf=abc; Path=/'] }, true);
    expect(verdict.kind === 'store' && verdict.headers['set-cookie']).toBe(undefined);
    expect(verdictOf(200, { ...ISR, 'set-cookie': ['vt_conversion_id=1'] }, true).kind).toBe('bypass');
  });

  it('never keeps a dynamic page, an error, a redirect, JSON or an already compressed body', () => {
    expect(
      verdictOf(
        200,
        { ...ISR, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
        true,
      ).kind,
    ).toBe('bypass');
    expect(verdictOf(200, { ...ISR, 'cache-control': undefined }, true).kind).toBe('bypass');
    expect(verdictOf(404, ISR, true).kind).toBe('bypass');
    expect(verdictOf(500, ISR, true).kind).toBe('bypass');
    expect(verdictOf(307, ISR, true).kind).toBe('bypass');
    expect(verdictOf(200, { ...ISR, 'content-type': 'application/json' }, true).kind).toBe('bypass');
    // The cache asks Next for the page as is and compresses it itself; never twice.
    expect(verdictOf(200, { ...ISR, 'content-encoding': 'gzip' }, true).kind).toBe('bypass');
    expect(verdictOf(200, { ...ISR, 'content-encoding': 'br' }, true).kind).toBe('bypass');
  });

  it('keeps search results and catalogue views although Next renders them per request, and only those', () => {
    const dynamic = { ...ISR, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' };
    // Issue 3 item 7.
    expect(verdictOf(200, dynamic, true, '/catalogsearch/result?q=dress').kind).toBe('store');
    expect(verdictOf(200, dynamic, true, '/ae-ar/catalogsearch/result').kind).toBe('store');
    // A filtered, sorted or later page of a listing (decision 0016).
    expect(verdictOf(200, dynamic, true, '/clothing/dresses.html?colour_group=black').kind).toBe('store');
    expect(verdictOf(200, dynamic, true, '/fr/clothing/dresses.html?page=2').kind).toBe('store');
    // Without a query the page is Next's to cache: a per-request answer there is not a page to keep.
    expect(verdictOf(200, dynamic, true, '/clothing/dresses.html').kind).toBe('bypass');
    expect(verdictOf(200, dynamic, true, '/customer/account').kind).toBe('bypass');
    expect(verdictOf(200, dynamic, true, '/customer/account?page=2').kind).toBe('bypass');
    expect(verdictOf(404, dynamic, true, '/catalogsearch/result').kind).toBe('bypass');
    expect(isSearchResultsPath('/catalogsearch/result/visual')).toBe(false);
  });

  it('asks Next again for a stale page being regenerated and for a response cut short', () => {
    expect(verdictOf(200, { ...ISR, 'x-nextjs-cache': 'STALE' }, true).kind).toBe('retry');
    expect(verdictOf(200, ISR, false).kind).toBe('retry');
  });
});

describe('decision 0015: the encoding a client gets', () => {
  it('prefers brotli, then gzip, honours q=0, and sends identity to a client that names neither', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('identity')).toBe('identity');
    // One encoding at a time, the rule preferredEncoding applies.
    expect(acceptsEncoding('gzip, deflate, br', 'gzip')).toBe(true);
    expect(acceptsEncoding('br', 'gzip')).toBe(false);
    expect(acceptsEncoding('gzip;q=0, br', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'identity')).toBe(true);
    expect(acceptsEncoding('*;q=0, gzip', 'identity')).toBe(false);
  });
});
