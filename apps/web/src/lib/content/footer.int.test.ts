import { contentServiceToken } from '@vitrine/commerce/content';
import { createApi } from '@vitrine/commerce/http';
import { testDatabase } from '@vitrine/commerce/testing';
import pino from 'pino';
import { FOOTER_CACHE_MS, FOOTER_TIMEOUT_MS, REQUEST_TIMEOUT_MESSAGE } from '@vitrine/config';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { contentApiConfig, type ContentEnv } from './config';
import { buildContentServices } from './services';

// The storefront server's footer read, built as api.ts builds it, against the real API and
// PostgreSQL: §7.9 "footer calls use bearer auth" (decision 0055), and §9's 15 minutes in memory
// and 10 s timeout on the server.

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());
afterEach(() => {
  delete process.env.CONTENT_API_TOKEN;
  vi.useRealTimers();
});

/** The storefront's content services with its own configuration; every request it sends is kept. */
function storefront(env: Partial<ContentEnv> = {}, hold?: (signal: AbortSignal) => Promise<Response>) {
  const sent: Headers[] = [];
  const warnings: { details: Record<string, unknown>; message: string }[] = [];
  const log = pino({ level: 'silent' });
  log.warn = ((details: Record<string, unknown>, message: string) => {
    warnings.push({ details, message });
  }) as typeof log.warn;
  const services = buildContentServices({
    config: contentApiConfig({
      PORT: 3100,
      APP_ENV: 'test',
      CONTENT_API_URL: 'http://store.test/api',
      ...env,
    }),
    fetch: async (input, init) => {
      sent.push(new Headers(init.headers));
      if (hold && init.signal) return hold(init.signal);
      return api.request(input, init);
    },
    serviceToken: () => contentServiceToken(db),
    quoteHeaderEnabled: () => false,
    sanitise: (html) => html,
    log,
  });
  return { services, sent, warnings };
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

/** A content service that answers nothing until the storefront gives up on the request. */
const neverAnswers = (signal: AbortSignal) =>
  new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

describe('§9 footer: 15 minutes in memory, 10 s timeout on the server', () => {
  it('asks the content service once per locale in 15 minutes, then again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { services, sent } = storefront();
    const first = await services.footer.read('en-GB');
    expect(first.sections.length).toBeGreaterThan(0);
    await services.footer.read('en-GB');
    vi.advanceTimersByTime(FOOTER_CACHE_MS - 1_000);
    expect(await services.footer.read('en-GB')).toEqual(first);
    expect(sent).toHaveLength(1);
    // Another locale is a footer of its own.
    await services.footer.read('fr-FR');
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(1_000);
    expect(await services.footer.read('en-GB')).toEqual(first);
    expect(sent).toHaveLength(3);
  });

  it('gives up on a service that does not answer after 10 s and renders an empty footer', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const { services, sent, warnings } = storefront({}, neverAnswers);
    let settled = false;
    const footer = services.footer.read('ar-AE').finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(FOOTER_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await footer).sections).toEqual([]);
    expect(sent).toHaveLength(1);
    // §8: the request failed with the spec's timeout message, logged as a warning.
    expect(warnings).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ error: REQUEST_TIMEOUT_MESSAGE, locale: 'ar-AE' }) }),
    ]);
  });
});
