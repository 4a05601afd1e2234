import { defaultHostMap, publicPath, storeHome, storeUrl, type RoutingMode } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import { decodeCatalogueRoute, isCatalogueView, route } from './routing';

const subpath: RoutingMode = { kind: 'subpath' };
const host: RoutingMode = { kind: 'host', entries: defaultHostMap('vitrine.test') };
const req = (pathname: string, search = '', extra: { host?: string; currency?: string } = {}) => ({
  pathname,
  search,
  host: extra.host ?? 'localhost:3000',
  currency: extra.currency,
});

describe('store resolution by subpath prefix (default and development)', () => {
  it.each([
    ['/', 'en-GB', '/en-GB'],
    ['/ie', 'en-IE', '/en-IE'],
    ['/eu/', 'en-EU', '/en-EU'],
    ['/us/clothing/dresses.html', 'en-US', '/en-US/catalogue/-/~/clothing/dresses'],
    ['/au', 'en-AU', '/en-AU'],
    ['/nz', 'en-NZ', '/en-NZ'],
    ['/ca', 'en-CA', '/en-CA'],
    ['/fr', 'fr-FR', '/fr-FR'],
    ['/il', 'en-IL', '/en-IL'],
    ['/ae', 'en-AE', '/en-AE'],
    ['/ae-ar/new-in.html', 'ar-AE', '/ar-AE/catalogue/-/~/new-in'],
    ['/qa', 'en-QA', '/en-QA'],
    ['/sa', 'en-SA', '/en-SA'],
    ['/clothing/tops.html', 'en-GB', '/en-GB/catalogue/-/~/clothing/tops'],
  ])('%s is served by %s', (path, locale, internal) => {
    expect(route(req(path), subpath)).toEqual({ kind: 'rewrite', pathname: internal, search: '', locale });
  });

  it('leaves the API, media and the health check alone', () => {
    for (const path of [
      '/api/v1/stores',
      '/media/products/x-400.webp',
      '/elb-health-check',
      '/_next/static/a.js',
    ]) {
      expect(route(req(path), subpath)).toEqual({ kind: 'pass' });
    }
  });

  it('leaves the development inbox alone, whatever its query (no store, no allow-list)', () => {
    for (const [path, search] of [
      ['/dev/inbox', ''],
      ['/dev/inbox', '?to=shopper%40example.com'],
      ['/dev/inbox/42', ''],
      ['/dev/inbox/42/html', ''],
    ] as const) {
      expect(route(req(path, search), subpath)).toEqual({ kind: 'pass' });
      expect(route(req(path, search, { host: 'www.vitrine.test' }), host)).toEqual({ kind: 'pass' });
    }
    // Only the /dev segment itself: a store page that merely starts with "dev" is still routed.
    expect(route(req('/developer-collection.html'), subpath)).toMatchObject({ kind: 'rewrite' });
  });

  it('leaves Stripe’s return page alone with Stripe’s query (issue 34); only that path', () => {
    const search =
      '?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_x&redirect_status=succeeded';
    expect(route(req('/payment/authenticated', search), subpath)).toEqual({ kind: 'pass' });
    expect(route(req('/payment/authenticated', search, { host: 'www.vitrine.test' }), host)).toEqual({
      kind: 'pass',
    });
    expect(route(req('/payment/authenticated/x'), subpath)).not.toEqual({ kind: 'pass' });
    expect(route(req('/payment'), subpath)).not.toEqual({ kind: 'pass' });
  });

  it('sends internal route names to the public address', () => {
    expect(route(req('/fr-FR/clothing.html', '?page=2'), subpath)).toEqual({
      kind: 'redirect',
      location: '/fr/clothing.html?page=2',
      status: 308,
    });
    expect(route(req('/en-GB'), subpath)).toMatchObject({ location: '/' });
  });
});

describe('§2.3 query-parameter allow-list', () => {
  it('redirects to the clean URL when a parameter is not allowed', () => {
    expect(route(req('/', '?utm_source=x&page=2'), subpath)).toEqual({
      kind: 'redirect',
      location: '/?page=2',
      status: 301,
    });
    expect(route(req('/fr/clothing/dresses.html', '?fbclid=1'), subpath)).toMatchObject({
      location: '/fr/clothing/dresses.html',
    });
  });

  it('keeps allowed parameters, listing filters included, and their order', () => {
    expect(route(req('/faq', '?sort=price_asc&colour_en=red&fit=petite&page=3'), subpath)).toMatchObject({
      kind: 'rewrite',
      search: '?sort=price_asc&colour_en=red&fit=petite&page=3',
    });
    expect(route(req('/', '?hConversionEventId=abc'), subpath)).toMatchObject({ kind: 'rewrite' });
  });
});

describe('§2.1 French paths of fr-FR', () => {
  it('serves the French path from the canonical page', () => {
    expect(route(req('/fr/guide-des-tailles'), subpath)).toMatchObject({
      kind: 'rewrite',
      pathname: '/fr-FR/size-guide',
    });
    expect(route(req('/fr/ledito/vip'), subpath)).toMatchObject({ pathname: '/fr-FR/royalty' });
  });

  it('redirects the English path of a French page to the French one', () => {
    expect(route(req('/fr/terms'), subpath)).toEqual({
      kind: 'redirect',
      location: '/fr/conditions-generales',
      status: 308,
    });
  });

  it('does not translate paths in other stores', () => {
    expect(route(req('/size-guide'), subpath)).toMatchObject({
      kind: 'rewrite',
      pathname: '/en-GB/size-guide',
    });
    expect(publicPath('en-IE', '/privacy-policy', subpath)).toBe('/ie/privacy-policy');
    expect(publicPath('fr-FR', '/privacy-policy', subpath)).toBe('/fr/politique-de-confidentialite');
  });
});

describe('§2.1 French paths of the content pages (issue 5)', () => {
  it.each([
    ['/size-guide', '/guide-des-tailles'],
    ['/royalty', '/ledito/vip'],
    ['/terms', '/conditions-generales'],
    ['/privacy-policy', '/politique-de-confidentialite'],
  ])('%s is %s in fr-FR, both ways, in both routing modes', (canonical, french) => {
    expect(route(req(`/fr${french}`), subpath)).toMatchObject({
      kind: 'rewrite',
      pathname: `/fr-FR${canonical}`,
    });
    expect(route(req(`/fr${canonical}`, '?faq=1'), subpath)).toEqual({
      kind: 'redirect',
      location: `/fr${french}?faq=1`,
      status: 308,
    });
    expect(route(req(french, '', { host: 'fr.vitrine.test' }), host)).toMatchObject({
      pathname: `/fr-FR${canonical}`,
    });
    expect(storeUrl('fr-FR', canonical, host)).toBe(`https://fr.vitrine.test${french}`);
  });

  it('a French path means nothing in another store (its catch-all answers 404)', () => {
    expect(route(req('/ledito/vip'), subpath)).toMatchObject({ pathname: '/en-GB/ledito/vip' });
    expect(route(req('/ie/guide-des-tailles'), subpath)).toMatchObject({
      pathname: '/en-IE/guide-des-tailles',
    });
  });

  it('pages without a French path keep theirs in fr-FR: FAQ, FAQ pages, gift cards', () => {
    expect(route(req('/fr/faq'), subpath)).toMatchObject({ kind: 'rewrite', pathname: '/fr-FR/faq' });
    expect(route(req('/fr/faq/livraison'), subpath)).toMatchObject({ pathname: '/fr-FR/faq/livraison' });
    expect(publicPath('fr-FR', '/giftcards', subpath)).toBe('/fr/giftcards');
  });
});

describe('§9 host-to-locale rule in production host mode', () => {
  it('picks the store by host, ignoring the port', () => {
    expect(route(req('/', '', { host: 'us.vitrine.test' }), host)).toMatchObject({ pathname: '/en-US' });
    expect(route(req('/', '', { host: 'fr.vitrine.test:443' }), host)).toMatchObject({ pathname: '/fr-FR' });
  });

  it('gives en-EU for EUR on the GB host and en-NZ for NZD on the AU host', () => {
    expect(route(req('/', '', { host: 'www.vitrine.test', currency: 'EUR' }), host)).toMatchObject({
      pathname: '/en-EU',
    });
    expect(route(req('/', '', { host: 'au.vitrine.test', currency: 'NZD' }), host)).toMatchObject({
      pathname: '/en-NZ',
    });
    expect(route(req('/', '', { host: 'au.vitrine.test' }), host)).toMatchObject({ pathname: '/en-AU' });
  });

  it('serves Arabic at its prefix on the AE host, and falls back to en-GB for an unknown host', () => {
    expect(route(req('/ae-ar/new-in.html', '', { host: 'ae.vitrine.test' }), host)).toMatchObject({
      pathname: '/ar-AE/catalogue/-/~/new-in',
    });
    expect(route(req('/', '', { host: 'elsewhere.example' }), host)).toMatchObject({ pathname: '/en-GB' });
  });

  it('links to each store on its own host', () => {
    expect(storeHome('en-US', host)).toBe('https://us.vitrine.test/');
    expect(storeHome('ar-AE', host)).toBe('https://ae.vitrine.test/ae-ar');
    expect(storeHome('fr-FR', subpath)).toBe('/fr');
    expect(storeHome('en-GB', subpath)).toBe('/');
  });
});

describe('catalogue pages carry their query in the path (one cache entry per listing view)', () => {
  const segments = (decision: unknown) => (decision as { pathname: string }).pathname.split('/').slice(3);

  it('encodes the kept query, order-independent, and decodes it back', () => {
    const a = route(req('/clothing/dresses.html', '?page=2&colour_group=red&colour_group=blue'), subpath);
    const b = route(req('/clothing/dresses.html', '?colour_group=red&colour_group=blue&page=2'), subpath);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ kind: 'rewrite', search: '' });
    const decoded = decodeCatalogueRoute(segments(a))!;
    expect(decoded.path).toEqual(['clothing', 'dresses']);
    expect(decoded.query.getAll('colour_group')).toEqual(['red', 'blue']);
    expect(decoded.query.get('page')).toBe('2');
  });

  it('keeps every segment short enough to be a file name, and drops values no filter has', () => {
    const many = Array.from({ length: 40 }, (_, i) => `fit=value-number-${i}`).join('&');
    const long = route(req('/clothing/dresses.html', `?${many}&colour_group=${'x'.repeat(10_000)}`), subpath);
    expect(segments(long).every((s) => s.length <= 200)).toBe(true);
    const decoded = decodeCatalogueRoute(segments(long))!;
    expect(decoded.query.getAll('fit')).toHaveLength(40);
    expect(decoded.query.has('colour_group')).toBe(false);
  });

  it('still drops parameters outside the allow-list first', () => {
    expect(route(req('/clothing/dresses.html', '?gclid=1&page=2'), subpath)).toMatchObject({
      kind: 'redirect',
      location: '/clothing/dresses.html?page=2',
    });
  });

  it('renders a view with a query per request, and says so to the page cache (decision 0016)', () => {
    const cases: [string, string, string][] = [
      ['/clothing/dresses.html', '', 'catalogue'],
      ['/clothing/dresses.html', '?page=2', 'catalogue-view'],
      ['/fr/clothing/dresses.html', '?colour_group=noir&sort=price_asc', 'catalogue-view'],
      ['/satin-midi-dress-black-043335.html', '', 'catalogue'],
      // An empty value is no query: the same page as the bare URL.
      ['/clothing/dresses.html', '?colour_group=', 'catalogue'],
    ];
    for (const [pathname, search, folder] of cases) {
      const decision = route(req(pathname, search), subpath);
      expect(decision.kind === 'rewrite' && decision.pathname.split('/')[2], pathname + search).toBe(folder);
      expect(isCatalogueView(pathname, search), pathname + search).toBe(folder === 'catalogue-view');
    }
    expect(isCatalogueView('/catalogsearch/result', '?q=dress')).toBe(false);
    expect(isCatalogueView('/privacy-policy', '?page=2')).toBe(false);
  });

  it('refuses segments it did not make', () => {
    expect(decodeCatalogueRoute(['-', '~', 'new-in'])!.query.toString()).toBe('');
    expect(decodeCatalogueRoute(['not base64!', '~', 'x'])).toBeUndefined();
    expect(decodeCatalogueRoute(['-', 'x'])).toBeUndefined();
    expect(decodeCatalogueRoute(['-', '~'])).toBeUndefined();
  });
});

describe('links across stores (sitemaps, hreflang)', () => {
  it('are relative on one host and absolute on each store’s own host in host mode', () => {
    expect(storeUrl('fr-FR', '/terms', subpath)).toBe('/fr/conditions-generales');
    expect(storeUrl('fr-FR', '/terms', host)).toBe('https://fr.vitrine.test/conditions-generales');
    expect(storeUrl('ar-AE', '/new-in.html', host)).toBe('https://ae.vitrine.test/ae-ar/new-in.html');
  });
});
