import pino from 'pino';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api.ts';
import { jsonRequest, registerAndLogin } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { hashToken } from '../security/keys.ts';
import { REFRESH_GRACE_SECONDS, startSession } from './service.ts';
import { ACCESS_TOKEN_SECONDS, sessionLifetimeDays } from './tokens.ts';

/**
 * Decision 0033: a sign-in (a refresh-token family) ends a fixed time after it began however often
 * it is refreshed, and a family revoked for a replay loses its access tokens at once.
 */
const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());
afterEach(() => vi.useRealTimers());

const DAY = 24 * 60 * 60;
const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, method, `/api/v1${path}`, body, headers);
const refreshWith = (refreshToken: string) => call('POST', '/auth/refresh', { refreshToken });
const me = (accessToken: string, through = api) =>
  jsonRequest(through, 'GET', '/api/v1/customer', undefined, { authorization: `Bearer ${accessToken}` });

/** Replays the first refresh token of a session after the grace window: the §4.1 theft signal. */
async function replayFirstToken(session: { customerId: string; refreshToken: string }) {
  await db.$client.query(
    `update refresh_tokens set used_at = used_at - make_interval(secs => $2)
     where customer_id = $1 and used_at is not null`,
    [session.customerId, REFRESH_GRACE_SECONDS + 5],
  );
  return refreshWith(session.refreshToken);
}

describe('an absolute lifetime per sign-in (SESSION_MAX_DAYS)', () => {
  it('a refresh token used once a fortnight stops working when the sign-in reaches its lifetime', async () => {
    const lifetime = sessionLifetimeDays();
    const session = await registerAndLogin(api);
    const start = Date.now();
    // Only Date is faked: the database, its driver and the HTTP stack keep real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    let token = session.refreshToken;
    let day = 13;
    for (; day < lifetime; day += 13) {
      vi.setSystemTime(start + day * DAY * 1000);
      const res = await refreshWith(token);
      expect(res.status, `day ${day}`).toBe(200);
      const pair = await res.json();
      // The new token never outlives the sign-in it belongs to.
      expect(pair.refreshExpiresIn).toBeLessThanOrEqual((lifetime - day) * DAY);
      expect(pair.expiresIn).toBeLessThanOrEqual(ACCESS_TOKEN_SECONDS);
      token = pair.refreshToken;
    }
    vi.setSystemTime(start + day * DAY * 1000);
    const ended = await refreshWith(token);
    expect(ended.status).toBe(401);
    expect((await ended.json()).error.code).toBe('SESSION_EXPIRED');
  });

  it('a token issued before the lifetime existed is refused once its sign-in is older than that', async () => {
    const session = await registerAndLogin(api);
    // The token itself is fresh (14 days to go); only the sign-in it belongs to is old.
    await db.$client.query(
      `update refresh_tokens set family_started_at = now() - make_interval(days => $2) where customer_id = $1`,
      [session.customerId, sessionLifetimeDays() + 1],
    );
    expect((await refreshWith(session.refreshToken)).status).toBe(401);
  });

  it('near its end, a sign-in is refreshed with tokens that stop at that end', async () => {
    const session = await registerAndLogin(api);
    await db.$client.query(
      `update refresh_tokens set family_started_at = now() - make_interval(days => $2) + interval '10 minutes'
       where customer_id = $1`,
      [session.customerId, sessionLifetimeDays()],
    );
    const res = await refreshWith(session.refreshToken);
    expect(res.status).toBe(200);
    const pair = await res.json();
    expect(pair.refreshExpiresIn).toBeLessThanOrEqual(600);
    expect(pair.expiresIn).toBeLessThanOrEqual(600);
    expect((await me(pair.accessToken)).status).toBe(200);
  });
});

describe('a revoked sign-in loses its access tokens at once', () => {
  it('after a replay, every access token of that family is refused on the next request, on any instance', async () => {
    const phone = await registerAndLogin(api);
    const laptop = await (
      await call('POST', '/auth/login', { email: phone.email, password: phone.password })
    ).json();
    const rotated = await (await refreshWith(phone.refreshToken)).json();
    expect((await me(rotated.accessToken)).status).toBe(200);

    expect((await replayFirstToken(phone)).status).toBe(401);
    // Both access tokens of the phone's family are still within their 15 minutes.
    expect((await me(rotated.accessToken)).status).toBe(401);
    expect((await me(phone.accessToken)).status).toBe(401);
    // A second API instance on the same database refuses it too: the list lives in PostgreSQL.
    const otherDb = testDatabase();
    const other = createApi({ db: otherDb, log: pino({ level: 'silent' }), version: 'test' });
    expect((await me(rotated.accessToken, other)).status).toBe(401);
    await otherDb.$client.end();
    // The laptop signed in on its own: its family was not the one replayed.
    expect((await me(laptop.accessToken)).status).toBe(200);
    expect((await refreshWith(laptop.refreshToken)).status).toBe(200);
  });

  it('a replay racing a rotation of the same family still ends every token of it', async () => {
    const { customerId } = await registerAndLogin(api);
    // The race is lost only some of the time without a guard; a few rounds make it show.
    for (let round = 0; round < 6; round++) {
      const login = await startSession(db, { customerId, sessionVersion: 1 });
      const rotated = await (await refreshWith(login.refreshToken)).json();
      await db.$client.query(
        `update refresh_tokens set used_at = used_at - make_interval(secs => $2)
         where customer_id = $1 and used_at is not null`,
        [customerId, REFRESH_GRACE_SECONDS + 5],
      );
      // The thief replays the first token while the victim rotates the second.
      const [replay, rotation] = await Promise.all([
        refreshWith(login.refreshToken),
        refreshWith(rotated.refreshToken),
      ]);
      expect(replay.status, `round ${round}`).toBe(401);
      if (rotation.status === 200) {
        const pair = await rotation.json();
        expect((await me(pair.accessToken)).status, `round ${round}`).toBe(401);
      }
      const { rows } = await db.$client.query(
        `select count(*)::int as live from refresh_tokens where revoked_at is null
         and family_id = (select family_id from refresh_tokens where token_hash = $1)`,
        [hashToken(login.refreshToken)],
      );
      expect(rows[0].live, `round ${round}`).toBe(0);
    }
  });

  it('keeps a revoked family listed only while its access tokens could live, then sweeps it', async () => {
    const stale = crypto.randomUUID();
    await db.$client.query(
      `insert into revoked_session_families (family_id, expires_at) values ($1, now() - interval '1 second')`,
      [stale],
    );
    const session = await registerAndLogin(api);
    await refreshWith(session.refreshToken);
    expect((await replayFirstToken(session)).status).toBe(401);
    const { rows } = await db.$client.query<{ family_id: string; seconds: number }>(
      `select family_id, extract(epoch from expires_at - now())::int as seconds
       from revoked_session_families where family_id in
         ($1, (select family_id from refresh_tokens where customer_id = $2 limit 1))`,
      [stale, session.customerId],
    );
    expect(rows.map((r) => r.family_id)).not.toContain(stale);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.seconds).toBeGreaterThanOrEqual(ACCESS_TOKEN_SECONDS);
    expect(rows[0]!.seconds).toBeLessThanOrEqual(ACCESS_TOKEN_SECONDS + 120);
  });
});
