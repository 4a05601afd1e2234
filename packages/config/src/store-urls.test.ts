import { describe, expect, it } from 'vitest';
import { absoluteStoreUrl, publicOriginFromEnv, routingModeFromEnv } from './store-urls.ts';
import { defaultHostMap } from './stores-hosts.ts';

// Issue 35 item 1: every absolute link comes from configuration, never from a request header.
describe('the public origin', () => {
  it('is PUBLIC_ORIGIN when set, without a trailing slash', () => {
    expect(publicOriginFromEnv({ PUBLIC_ORIGIN: 'https://www.vitrine.example/' })).toBe(
      'https://www.vitrine.example',
    );
  });

  it('defaults to the address the server listens on (development and tests)', () => {
    expect(publicOriginFromEnv({})).toBe('http://127.0.0.1:3000');
    expect(publicOriginFromEnv({ HOST: '127.0.0.1', PORT: '3100' })).toBe('http://127.0.0.1:3100');
    expect(publicOriginFromEnv({ HOST: '0.0.0.0', PORT: '8080' })).toBe('http://127.0.0.1:8080');
    expect(publicOriginFromEnv({ HOST: '::1', PORT: '8080' })).toBe('http://[::1]:8080');
  });

  it('is the first store’s host in host routing without PUBLIC_ORIGIN', () => {
    const env = { STORE_ROUTING: 'host', STORE_HOSTS: JSON.stringify(defaultHostMap('vitrine.example')) };
    expect(publicOriginFromEnv(env)).toBe('https://www.vitrine.example');
  });
});

describe('absolute store URLs', () => {
  const origin = 'https://www.vitrine.example';
  it('put the store’s prefix and French paths after the origin in subpath routing', () => {
    const mode = routingModeFromEnv({});
    expect(absoluteStoreUrl('en-GB', '/customer/account/createPassword?token=x', { mode, origin })).toBe(
      'https://www.vitrine.example/customer/account/createPassword?token=x',
    );
    expect(absoluteStoreUrl('ar-AE', '/', { mode, origin })).toBe('https://www.vitrine.example/ae-ar');
    expect(absoluteStoreUrl('fr-FR', '/terms', { mode, origin })).toBe(
      'https://www.vitrine.example/fr/conditions-generales',
    );
  });

  it('use each store’s own host in host routing', () => {
    const mode = routingModeFromEnv({
      STORE_ROUTING: 'host',
      STORE_HOSTS: JSON.stringify(defaultHostMap('vitrine.example')),
    });
    expect(absoluteStoreUrl('en-US', '/faq', { mode, origin })).toBe('https://us.vitrine.example/faq');
    expect(absoluteStoreUrl('ar-AE', '/faq', { mode, origin })).toBe('https://ae.vitrine.example/ae-ar/faq');
  });
});
