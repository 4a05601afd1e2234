import { contentServiceToken } from '@vitrine/commerce/content';
import { createApi } from '@vitrine/commerce/http';
import { testDatabase } from '@vitrine/commerce/testing';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { contentApiConfig, type ContentEnv } from './config';
import { buildContentServices } from './services';

// §7.9 "footer calls use bearer auth" (decision 0055): the storefront server's footer read, built
// as api.ts builds it, against the real API and PostgreSQL.

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());
afterEach(() => {
  delete process.env.CONTENT_API_TOKEN;
});

/** The storefront's content services with its own configuration; every request it sends is kept. */
function storefront(env: Partial<ContentEnv> = {}) {
  const sent: Headers[] = [];
  const services = buildContentServices({
    config: contentApiConfig({
      PORT: 3100,
      APP_ENV: 'test',
      CONTENT_API_URL: 'http://store.test/api',
      ...env,
    }),
    fetch: async (input, init) => {
      sent.push(new Headers(init.headers));
      return api.request(input, init);
    },
    serviceToken: () => contentServiceToken(db),
    quoteHeaderEnabled: () => false,
    sanitise: (html) => html,
    log: pino({ level: 'silent' }),
  });
  return { services, sent };
}

const footerWithout = (headers: Record<string, string> = {}) =>
  api.request('/api/v1/footer', { headers: { locale: 'en_GB', ...headers } });

describe('§7.9 footer calls use bearer auth', () => {
  it('with nothing configured the footer call carries the service bearer, and the footer stays public', async () => {
    const { services, sent } = storefront();
    const footer = await services.footer.read('en-GB');
    expect(footer.sections.length).toBeGreaterThan(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('authorization')).toBe(`Bearer ${await contentServiceToken(db)}`);
    expect((await footerWithout()).status).toBe(200);
  });

  it('with CONTENT_API_TOKEN on the API, the service bearer still reads it; no bearer or another is refused', async () => {
    process.env.CONTENT_API_TOKEN = 'content-token-0123456789';
    const { services } = storefront();
    const footer = await services.footer.read('ar-AE');
    expect(footer.sections.length).toBeGreaterThan(0);
    expect((await footerWithout()).status).toBe(401);
    expect((await footerWithout({ authorization: 'Bearer not-the-token' })).status).toBe(401);
  });

  it('with CONTENT_API_TOKEN configured the storefront sends that token', async () => {
    process.env.CONTENT_API_TOKEN = 'content-token-0123456789';
    const { services, sent } = storefront({ CONTENT_API_TOKEN: 'content-token-0123456789' });
    expect((await services.footer.read('fr-FR')).sections.length).toBeGreaterThan(0);
    expect(sent[0]!.get('authorization')).toBe('Bearer content-token-0123456789');
  });
});
