import { describe, expect, it } from 'vitest';
import { bannerPath, contentApiConfig, menuPath, withBearer } from './config';

describe('decision 0011: where the storefront reads content', () => {
  it('defaults to this process’s own API on loopback', () => {
    expect(contentApiConfig({ PORT: 3100, APP_ENV: 'production' })).toEqual({
      baseUrl: 'http://127.0.0.1:3100/api',
      token: undefined,
      mediaHost: undefined,
      rewriteHost: undefined,
    });
  });

  it('follows the address the app listens on (HOST)', () => {
    const base = (HOST: string) => contentApiConfig({ PORT: 3000, APP_ENV: 'test', HOST }).baseUrl;
    expect(base('127.0.0.1')).toBe('http://127.0.0.1:3000/api');
    expect(base('0.0.0.0')).toBe('http://127.0.0.1:3000/api');
    expect(base('::')).toBe('http://127.0.0.1:3000/api');
    expect(base('::1')).toBe('http://[::1]:3000/api');
    expect(base('10.0.0.5')).toBe('http://10.0.0.5:3000/api');
  });

  it('uses CONTENT_API_URL (without its trailing slash), the token and the media host', () => {
    expect(
      contentApiConfig({
        PORT: 3000,
        APP_ENV: 'production',
        CONTENT_API_URL: 'https://content.example.com/api/',
        CONTENT_API_TOKEN: 'secret-token-0123456789',
        CONTENT_MEDIA_HOST: 'media.example.com',
      }),
    ).toMatchObject({
      baseUrl: 'https://content.example.com/api',
      token: 'secret-token-0123456789',
      mediaHost: 'media.example.com',
    });
  });

  it('§3.4: rewrites the staging host to the local app in development only', () => {
    const env = { PORT: 3000, CONTENT_STAGING_HOST: 'staging.example.com' };
    expect(contentApiConfig({ ...env, APP_ENV: 'development' }).rewriteHost).toEqual({
      from: 'staging.example.com',
      to: 'localhost:3000',
    });
    expect(contentApiConfig({ ...env, APP_ENV: 'staging' }).rewriteHost).toBeUndefined();
  });

  it('§7.7 file paths by region code', () => {
    expect(menuPath('UK')).toBe('v1/static/menu/UK.json');
    expect(bannerPath('AE_AR', 'listing')).toBe('v1/static/banner/AE_AR_listing.json');
  });

  it('sends Authorization: Bearer when a token is set, and nothing otherwise', async () => {
    const seen: Headers[] = [];
    const base = async (_: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      return new Response('{}');
    };
    await withBearer(base, 'tok')('http://x/api/v1/footer', { headers: { locale: 'en_GB' } });
    await withBearer(base, undefined)('http://x/api/v1/footer', {});
    expect(seen[0]?.get('authorization')).toBe('Bearer tok');
    expect(seen[0]?.get('locale')).toBe('en_GB');
    expect(seen[1]?.has('authorization')).toBe(false);
  });
});
