import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env.ts';
import { testDatabase } from '../testing/database.ts';
import { createApi } from '../api.ts';
import { securityHeaders } from './security-headers.ts';

/**
 * Issue 35 item 7 (decision 0032), the API on its own (`npm run api`, the same createApi the web
 * process mounts): every answer, a success, an error or a refusal, carries the security headers
 * and a policy that lets a JSON body load, run and frame nothing.
 */
const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

function expectSecured(res: Response) {
  expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('permissions-policy')).toContain('geolocation=()');
}

describe('security headers of the API', () => {
  it('are on a JSON answer, a 404, a refused input and a refused body', async () => {
    const store = await api.request('/api/v1/store', { headers: { locale: 'fr_FR' } });
    expect(store.status).toBe(200);
    expectSecured(store);

    const missing = await api.request('/api/v1/no-such-thing');
    expect(missing.status).toBe(404);
    expectSecured(missing);

    const badStore = await api.request('/api/v1/store', { headers: { locale: 'xx_XX' } });
    expect(badStore.status).toBe(400);
    expectSecured(badStore);

    const tooLarge = await api.request('/api/v1/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(300 * 1024) },
      body: JSON.stringify({ pad: 'x'.repeat(300 * 1024) }),
    });
    expect(tooLarge.status).toBe(413);
    expectSecured(tooLarge);
  });

  it('send HSTS from an API configured for production, and not from one on a plain-http machine', async () => {
    const production = createApi({
      db,
      log: pino({ level: 'silent' }),
      version: 'test',
      securityHeaders: securityHeaders(
        loadEnv({ APP_ENV: 'production', PUBLIC_ORIGIN: 'https://www.example.com' }),
      ),
    });
    const res = await production.request('/api/v1/store');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expectSecured(res);
    expect((await api.request('/api/v1/store')).headers.get('strict-transport-security')).toBeNull();
  });
});
