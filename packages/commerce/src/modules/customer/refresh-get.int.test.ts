import pino from 'pino';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api.ts';
import { jsonRequest, registerAndLogin } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { ACCESS_TOKEN_SECONDS } from '../auth/index.ts';

/** §7.3 refresh/get (decision 0038): the state of the caller's own session, read only. */
const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());
afterEach(() => {
  vi.useRealTimers();
});

const refreshGet = (headers: Record<string, string> = {}) =>
  jsonRequest(api, 'GET', '/api/v1/refresh/get', undefined, headers);

describe('§7.3 GET refresh/get', () => {
  it('answers each signed-in customer with their own session, by bearer or cookie, and rotates nothing', async () => {
    const [ava, bea] = await Promise.all([registerAndLogin(api), registerAndLogin(api)]);
    const before = Date.now();
    const [asAva, asBea, byCookie] = await Promise.all([
      refreshGet(ava.bearer),
      refreshGet(bea.bearer),
      refreshGet({ cookie: `vt_jwt=${bea.accessToken}` }),
    ]);
    expect(asAva.status).toBe(200);
    expect(asAva.headers.get('cache-control')).toBe('no-store');
    const avaState = await asAva.json();
    expect(avaState.customerId).toBe(ava.customerId);
    expect(avaState.expiresIn).toBeGreaterThan(ACCESS_TOKEN_SECONDS - 60);
    expect(avaState.expiresIn).toBeLessThanOrEqual(ACCESS_TOKEN_SECONDS);
    expect(avaState.expiresAt).toBeGreaterThan(before);
    // Nothing of the other customer: only ids and times of the caller's own token.
    expect(Object.keys(avaState).sort()).toEqual(['customerId', 'expiresAt', 'expiresIn']);
    for (const res of [asBea, byCookie]) {
      expect(res.status).toBe(200);
      expect((await res.json()).customerId).toBe(bea.customerId);
    }
    // A read: no cookie is set, and the refresh token is still the current one (not rotated).
    expect(byCookie.headers.getSetCookie()).toEqual([]);
    const refreshed = await jsonRequest(api, 'POST', '/api/v1/auth/refresh', { refreshToken: bea.refreshToken });
    expect(refreshed.status).toBe(200);
  });

  it('answers 401 with no session, a forged token, an expired one or one whose sign-in ended', async () => {
    const session = await registerAndLogin(api);
    expect((await refreshGet()).status).toBe(401);
    expect((await refreshGet({ authorization: 'Bearer not-a-token' })).status).toBe(401);
    expect((await refreshGet({ cookie: 'vt_jwt=not-a-token' })).status).toBe(401);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_SECONDS + 1) * 1000);
    const expired = await refreshGet(session.bearer);
    expect(expired.status).toBe(401);
    expect((await expired.json()).error.code).toBe('SESSION_EXPIRED');
    vi.useRealTimers();

    expect((await refreshGet(session.bearer)).status).toBe(200);
    const out = await jsonRequest(api, 'POST', '/api/v1/auth/logout', {}, session.bearer);
    expect(out.status).toBe(204);
    expect((await refreshGet(session.bearer)).status).toBe(401);
  });
});
