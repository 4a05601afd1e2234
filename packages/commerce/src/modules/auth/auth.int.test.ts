import { SignJWT } from 'jose';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { CLIENT_ADDRESS_HEADER, limitKeyOf } from '../../http/client-address.ts';
import {
  fromAddress,
  jsonRequest,
  lastMail,
  registerAndLogin,
  STRONG_PASSWORD,
  uniqueAddress,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { limitPoints } from '../security/limits.ts';
import { REFRESH_GRACE_SECONDS } from './service.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, method, `/api/v1${path}`, body, headers);
const refreshWith = (refreshToken: string) => call('POST', '/auth/refresh', { refreshToken });
const me = (accessToken: string) =>
  call('GET', '/customer', undefined, { authorization: `Bearer ${accessToken}` });

describe('§7.2 login and registration answer the same whether or not the email exists', () => {
  it('registration of a known email answers exactly like a new one and mails the owner instead', async () => {
    const email = uniqueEmail();
    const body = { email, password: STRONG_PASSWORD, firstName: 'Ava', lastName: 'Stone' };
    const first = await call('POST', '/registration', body, fromAddress());
    const again = await call(
      'POST',
      '/registration',
      { ...body, password: 'Another-Long-Phrase-9' },
      {
        ...fromAddress(),
      },
    );
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual(await first.json());
    expect((await lastMail(db, email))?.template).toBe('account-exists');
    // The original password still works: a second registration changed nothing.
    const login = await call('POST', '/auth/login', { email, password: STRONG_PASSWORD });
    expect(login.status).toBe(200);
  });

  it('a wrong password and an unknown email give the same 401', async () => {
    const { email } = await registerAndLogin(api);
    const wrong = await call('POST', '/auth/login', { email, password: 'Not-The-Password-1' });
    const unknown = await call('POST', '/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'Not-The-Password-1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [(await wrong.json()).error, (await unknown.json()).error];
    expect([a.code, a.message]).toEqual([b.code, b.message]);
  });

  it('emails are matched without regard to case or surrounding spaces', async () => {
    const { email } = await registerAndLogin(api);
    const res = await call('POST', '/auth/login', {
      email: `  ${email.toUpperCase()} `,
      password: STRONG_PASSWORD,
    });
    expect(res.status).toBe(200);
  });

  it('no response carries a password hash', async () => {
    const session = await registerAndLogin(api);
    const text = await (await me(session.accessToken)).text();
    expect(text).not.toMatch(/argon2|passwordHash|password_hash/);
    expect(JSON.parse(text).email).toBe(session.email);
  });
});

describe('passwords (issue 7): argon2id, 8+ characters, no truncation, common ones refused', () => {
  const attempt = (password: string) =>
    call(
      'POST',
      '/registration',
      { email: uniqueEmail(), password, firstName: 'A', lastName: 'B' },
      {
        ...fromAddress(),
      },
    );

  it.each([
    ['short1!', 'password_too_short'],
    ['password123', 'password_too_common'],
    ['x'.repeat(257), 'password_too_long'],
  ])('refuses %j with a field error', async (password, code) => {
    const res = await attempt(password);
    expect(res.status).toBe(400);
    const error = (await res.json()).error;
    expect(error.fields).toContainEqual(expect.objectContaining({ field: 'password', code }));
  });

  it('a long password is used whole: its first 72 characters alone do not sign in', async () => {
    const long = 'Silk-'.repeat(20); // 100 characters; bcrypt would silently keep 72
    const { email } = await registerAndLogin(api, { password: long });
    expect((await call('POST', '/auth/login', { email, password: long.slice(0, 72) })).status).toBe(401);
    expect((await call('POST', '/auth/login', { email, password: long })).status).toBe(200);
    const { rows } = await db.$client.query('select password_hash from customers where email = $1', [email]);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('access tokens: forged, expired or misused tokens are refused', () => {
  it('refuses alg none, another key, an expired token and a refresh token used as access token', async () => {
    const session = await registerAndLogin(api);
    const [header, payload] = session.accessToken.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherKey = await new SignJWT({ sv: 1, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.customerId)
      .setIssuer('vitrine')
      .setAudience('vitrine-api')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('an-attacker-chosen-key-that-is-long-enough'));
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: crypto.randomUUID() })).toString('base64url')}.${session.accessToken.split('.')[2]}`;
    for (const token of [none, otherKey, tampered, session.refreshToken, 'garbage']) {
      const res = await me(token);
      expect(res.status, token.slice(0, 20)).toBe(401);
    }
    expect((await me(session.accessToken)).status).toBe(200);
  });

  it('an access token past its expiry is refused', async () => {
    const session = await registerAndLogin(api);
    const { signingKeys } = await import('../security/keys.ts');
    const { signAccessToken } = await import('./tokens.ts');
    const keys = await signingKeys(db);
    const old = Math.floor(Date.now() / 1000) - 3600;
    const expired = await signAccessToken(
      keys,
      { customerId: session.customerId, sessionVersion: 1, familyId: crypto.randomUUID() },
      old,
      'x',
    );
    expect((await me(expired)).status).toBe(401);
  });
});

describe('§4.1 refresh: rotation, a grace window for racing tabs, replay revokes the family', () => {
  it('rotates: the new pair works, and the old token still answers within the grace window', async () => {
    const session = await registerAndLogin(api);
    const res = await refreshWith(session.refreshToken);
    expect(res.status).toBe(200);
    const next = await res.json();
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.expiresIn).toBe(900);
    expect((await me(next.accessToken)).status).toBe(200);
    const again = await (await refreshWith(session.refreshToken)).json();
    expect(again).toEqual(next);
  });

  it('20 concurrent refreshes with one token produce exactly one new pair, shared by all', async () => {
    const session = await registerAndLogin(api);
    const responses = await Promise.all(Array.from({ length: 20 }, () => refreshWith(session.refreshToken)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const pairs = await Promise.all(responses.map((r) => r.json()));
    expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(1);
    expect(new Set(pairs.map((p) => p.accessToken)).size).toBe(1);
    const { rows } = await db.$client.query(
      'select count(*)::int as n from refresh_tokens where customer_id = $1',
      [session.customerId],
    );
    expect(rows[0].n).toBe(2); // the login's token and its one successor
    expect((await me(pairs[0].accessToken)).status).toBe(200);
  });

  it('a replay after the grace window revokes the whole family, including the newest token', async () => {
    const session = await registerAndLogin(api);
    const next = await (await refreshWith(session.refreshToken)).json();
    const newest = await (await refreshWith(next.refreshToken)).json();
    // Age the first use past the window instead of sleeping through it.
    await db.$client.query(
      `update refresh_tokens set used_at = used_at - make_interval(secs => $2) where customer_id = $1 and used_at is not null`,
      [session.customerId, REFRESH_GRACE_SECONDS + 5],
    );
    const replay = await refreshWith(session.refreshToken);
    expect(replay.status).toBe(401);
    expect((await refreshWith(newest.refreshToken)).status).toBe(401);
  });

  it('refresh with nothing is a 400, with an unknown token a 401', async () => {
    expect((await call('POST', '/auth/refresh', {})).status).toBe(400);
    expect((await refreshWith('x'.repeat(43))).status).toBe(401);
  });
});

describe('ending sessions: logout, password change and reset end every session of the account', () => {
  it('logout in one place ends the sessions everywhere', async () => {
    const tab = await registerAndLogin(api);
    const phone = await call('POST', '/auth/login', { email: tab.email, password: tab.password });
    const other = await phone.json();
    const out = await call('POST', '/auth/logout', {}, tab.bearer);
    expect(out.status).toBe(204);
    expect((await me(tab.accessToken)).status).toBe(401);
    expect((await me(other.accessToken)).status).toBe(401);
    expect((await refreshWith(other.refreshToken)).status).toBe(401);
  });

  it('logout with an expired access token still works through the refresh token; with nothing it is 401', async () => {
    const session = await registerAndLogin(api);
    expect((await call('POST', '/auth/logout', { refreshToken: session.refreshToken })).status).toBe(204);
    expect((await refreshWith(session.refreshToken)).status).toBe(401);
    expect((await call('POST', '/auth/logout', {})).status).toBe(401);
  });

  it('password change needs the current password, ends other sessions and keeps this one', async () => {
    const session = await registerAndLogin(api);
    const other = await (
      await call('POST', '/auth/login', { email: session.email, password: session.password })
    ).json();
    const wrong = await call(
      'PUT',
      '/auth/password',
      { currentPassword: 'Wrong-Password-77', newPassword: 'Fresh-Meadow-Tulip-8' },
      session.bearer,
    );
    expect(wrong.status).toBe(400);
    expect((await me(other.accessToken)).status).toBe(200);
    const changed = await call(
      'PUT',
      '/auth/password',
      { currentPassword: session.password, newPassword: 'Fresh-Meadow-Tulip-8' },
      session.bearer,
    );
    expect(changed.status).toBe(200);
    const fresh = await changed.json();
    expect((await me(other.accessToken)).status).toBe(401);
    expect((await me(session.accessToken)).status).toBe(401);
    expect((await me(fresh.accessToken)).status).toBe(200);
    expect((await lastMail(db, session.email))?.template).toBe('password-changed');
    expect(
      (await call('POST', '/auth/login', { email: session.email, password: 'Fresh-Meadow-Tulip-8' })).status,
    ).toBe(200);
  });

  it('forgot password mails a single-use link; the reset ends every session', async () => {
    const session = await registerAndLogin(api);
    const address = fromAddress();
    const known = await call('POST', '/auth/password/forgot', { email: session.email }, address);
    const unknown = await call('POST', '/auth/password/forgot', { email: uniqueEmail('ghost') }, address);
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual(await unknown.json());
    const mail = await lastMail(db, session.email);
    expect(mail?.template).toBe('password-reset');
    const token = new URL(mail!.meta.resetUrl!).searchParams.get('token')!;
    expect(
      (await (await call('GET', `/auth/password/reset?token=${encodeURIComponent(token)}`)).json()).valid,
    ).toBe(true);
    const reset = await call('POST', '/auth/password/reset', { token, password: 'Brand-New-Lantern-5' });
    expect(reset.status).toBe(204);
    expect(
      (await call('POST', '/auth/password/reset', { token, password: 'Second-Go-Lantern-6' })).status,
    ).toBe(400);
    expect((await me(session.accessToken)).status).toBe(401);
    expect((await refreshWith(session.refreshToken)).status).toBe(401);
    expect(
      (await call('POST', '/auth/login', { email: session.email, password: 'Brand-New-Lantern-5' })).status,
    ).toBe(200);
  });

  it('two racing resets with one link: exactly one succeeds', async () => {
    const session = await registerAndLogin(api);
    await call('POST', '/auth/password/forgot', { email: session.email }, fromAddress());
    const token = new URL((await lastMail(db, session.email))!.meta.resetUrl!).searchParams.get('token')!;
    const results = await Promise.all(
      ['Racing-Pony-Alpha-1', 'Racing-Pony-Bravo-2'].map((password) =>
        call('POST', '/auth/password/reset', { token, password }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([204, 400]);
  });
});

describe('failed logins are limited in PostgreSQL, per account and address and per client address', () => {
  it('after the limit one address is refused for that account, even with the right password, with Retry-After', async () => {
    const { email, password } = await registerAndLogin(api);
    const address = fromAddress();
    const points = limitPoints('loginPerAccountAddress');
    // At once, as a script would: none waits on the slow-down of the ones before (decision 0029).
    const wrong = await Promise.all(
      Array.from({ length: points }, (_, i) =>
        call('POST', '/auth/login', { email, password: `Wrong-${i}-password` }, address),
      ),
    );
    expect(wrong.map((res) => res.status)).toEqual(Array(points).fill(401));
    const blocked = await call('POST', '/auth/login', { email, password }, address);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const { rows } = await db.$client.query(`select points from rate_limits where key = $1`, [
      `loginPerAccountAddress:${email}|${limitKeyOf(address[CLIENT_ADDRESS_HEADER])}`,
    ]);
    expect(rows[0].points).toBe(points + 1);
  });

  it('a second API instance on the same database sees the same count', async () => {
    const otherDb = testDatabase();
    const other = createApi({ db: otherDb, log: pino({ level: 'silent' }), version: 'test' });
    const address = uniqueAddress();
    // Instance one has counted the address to its limit.
    await db.$client.query(`insert into rate_limits(key, points, expire) values ($1, $2, $3)`, [
      `loginPerAddress:${limitKeyOf(address)}`,
      limitPoints('loginPerAddress'),
      Date.now() + 60_000,
    ]);
    const res = await jsonRequest(
      other,
      'POST',
      '/api/v1/auth/login',
      { email: uniqueEmail(), password: 'Whatever-1234' },
      fromAddress(address),
    );
    expect(res.status).toBe(429);
    await otherDb.$client.end();
  });
});
