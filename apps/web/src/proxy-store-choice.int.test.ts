import { COOKIE_NAMES, defaultHostMap } from '@vitrine/config';
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// §9 host-to-locale rule through the proxy itself (Next's middleware), with real requests: the
// e2e server runs in subpath routing, so host routing (STORE_ROUTING=host) is proven here.

async function proxyIn(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import('./proxy')).proxy;
}

afterEach(() => vi.unstubAllEnvs());

function get(url: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const { host } = new URL(url);
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return new NextRequest(url, { headers: { host, ...(cookie ? { cookie } : {}), ...headers } });
}

/** The internal store route a page request was rewritten to, e.g. '/en-EU'. */
const servedBy = (response: Response) => new URL(response.headers.get('x-middleware-rewrite')!).pathname;

const currency = (code: string) => ({ [COOKIE_NAMES.currency]: code });

describe('§9 host routing (STORE_HOSTS): host, then next locale, then the currency cookie', () => {
  const hostRouting = { STORE_ROUTING: 'host', STORE_HOSTS: JSON.stringify(defaultHostMap('vitrine.test')) };

  it('EUR on the GB host gives en-EU, at the same address; NZD on the AU host gives en-NZ', async () => {
    const proxy = await proxyIn(hostRouting);
    expect(servedBy(proxy(get('https://www.vitrine.test/')))).toBe('/en-GB');
    expect(servedBy(proxy(get('https://www.vitrine.test/', currency('EUR'))))).toBe('/en-EU');
    expect(servedBy(proxy(get('https://www.vitrine.test/customer/account/login', currency('EUR'))))).toBe(
      '/en-EU/customer/account/login',
    );
    expect(servedBy(proxy(get('https://au.vitrine.test/', currency('NZD'))))).toBe('/en-NZ');
    expect(servedBy(proxy(get('https://au.vitrine.test/', currency('AUD'))))).toBe('/en-AU');
    // A currency rule is its host's: EUR on the AU host, NZD on the GB host change nothing.
    expect(servedBy(proxy(get('https://au.vitrine.test/', currency('EUR'))))).toBe('/en-AU');
    expect(servedBy(proxy(get('https://www.vitrine.test/', currency('NZD'))))).toBe('/en-GB');
  });

  it('decides from the Host the configured list names, never from X-Forwarded-Host', async () => {
    const proxy = await proxyIn(hostRouting);
    const forged = get('https://www.vitrine.test/', currency('NZD'), { 'x-forwarded-host': 'au.vitrine.test' });
    expect(servedBy(proxy(forged))).toBe('/en-GB');
  });

  it('the store cookie opens the chosen store at a host’s root, where the host serves it', async () => {
    const proxy = await proxyIn(hostRouting);
    const ar = proxy(get('https://ae.vitrine.test/', { [COOKIE_NAMES.store]: 'ar-AE', ...currency('AED') }));
    expect(ar.status).toBe(307);
    expect(new URL(ar.headers.get('location')!).pathname).toBe('/ae-ar');
    expect(ar.headers.get('cache-control')).toBe('private, no-store');
    // Not a store of this host: its default. Not at the root: the address decides.
    expect(servedBy(proxy(get('https://www.vitrine.test/', { [COOKIE_NAMES.store]: 'ar-AE' })))).toBe('/en-GB');
    expect(
      servedBy(proxy(get('https://ae.vitrine.test/clothing.html', { [COOKIE_NAMES.store]: 'ar-AE' }))),
    ).toMatch(/^\/en-AE\//);
  });
});

describe('§9 in subpath routing (the default): the same rule on the one host', () => {
  it('EUR on the GB store’s pages goes to en-EU, NZD on the AU store’s to en-NZ, uncached', async () => {
    const proxy = await proxyIn({ STORE_ROUTING: 'subpath' });
    const root = proxy(get('http://127.0.0.1:3100/', currency('EUR')));
    expect(root.status).toBe(307);
    expect(new URL(root.headers.get('location')!).pathname).toBe('/eu');
    expect(root.headers.get('cache-control')).toBe('private, no-store');
    const nz = proxy(get('http://127.0.0.1:3100/au/clothing/dresses.html?sort=price_asc', currency('NZD')));
    expect(nz.status).toBe(307);
    const target = new URL(nz.headers.get('location')!);
    expect(target.pathname + target.search).toBe('/nz/clothing/dresses.html?sort=price_asc');
    // Other currencies, or a store named by its own prefix, stay.
    expect(servedBy(proxy(get('http://127.0.0.1:3100/', currency('GBP'))))).toBe('/en-GB');
    expect(servedBy(proxy(get('http://127.0.0.1:3100/fr', currency('EUR'))))).toBe('/fr-FR');
    expect(servedBy(proxy(get('http://127.0.0.1:3100/eu', currency('GBP'))))).toBe('/en-EU');
  });

  it('the store cookie opens the chosen store at the root; a posted form stays with its page’s store', async () => {
    const proxy = await proxyIn({ STORE_ROUTING: 'subpath' });
    const ar = proxy(get('http://127.0.0.1:3100/', { [COOKIE_NAMES.store]: 'ar-AE', ...currency('AED') }));
    expect(new URL(ar.headers.get('location')!).pathname).toBe('/ae-ar');
    const posted = new NextRequest('http://127.0.0.1:3100/checkout/cart', {
      method: 'POST',
      headers: { host: '127.0.0.1:3100', cookie: `${COOKIE_NAMES.currency}=EUR` },
    });
    expect(servedBy(proxy(posted))).toBe('/en-GB/checkout/cart');
  });
});
