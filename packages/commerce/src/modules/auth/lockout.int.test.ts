import { COOKIE_NAMES } from '@vitrine/config';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { env } from '../../env.ts';
import { createApi } from '../../api.ts';
import {
  fromAddress,
  jsonRequest,
  lastMail,
  registerAndLogin,
  uniqueAddress,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';

// Issue 35 item 5, decision 0029: wrong passwords cost an attacker, never the owner. Without the
// device cookie the account's sign-ins are limited per account-and-address pair and slowed down
// (not refused) as its failures grow; with it, per device only; and an emailed one-time link
// signs the owner in from a new device whatever is going on.

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const PER_ACCOUNT = env().LOGIN_FAILURES_PER_ACCOUNT;
const SLOWDOWN_MAX_MS = env().LOGIN_SLOWDOWN_MAX_MS;

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, 'POST', `/api/v1${path}`, body, headers);

/** A sign-in from `address`, with the device cookie when given; how long it took. */
async function login(email: string, password: string, address: string, device?: string) {
  const started = performance.now();
  const res = await post(
    '/auth/login',
    { email, password },
    { ...fromAddress(address), ...(device ? { cookie: `${COOKIE_NAMES.device}=${device}` } : {}) },
  );
  return { res, status: res.status, ms: performance.now() - started };
}

/** The device cookie a successful sign-in set. */
function deviceCookie(res: Response): string | undefined {
  const prefix = `${COOKIE_NAMES.device}=`;
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(prefix));
  return cookie?.slice(prefix.length).split(';', 1)[0];
}

const attack = (email: string, address: string, tries: number) =>
  Promise.all(Array.from({ length: tries }, (_, i) => login(email, `Wrong-Guess-${i}-x`, address)));

describe('failed sign-ins cannot lock the owner out (issue 35 item 5)', () => {
  it('an attack from other addresses leaves the owner a slower sign-in, and a known device an immediate one', async () => {
    const owner = await registerAndLogin(api);
    const home = uniqueAddress();
    const first = await login(owner.email, owner.password, home);
    expect(first.status).toBe(200);
    const device = deviceCookie(first.res);
    expect(device).toBeTruthy();

    // Two addresses at once. Each one's guesses at this account stop at the limit, however many
    // race; the second has a budget of its own.
    const attacker = uniqueAddress();
    const [racing, second] = await Promise.all([
      attack(owner.email, attacker, PER_ACCOUNT + 2),
      attack(owner.email, uniqueAddress(), PER_ACCOUNT),
    ]);
    expect(racing.filter((r) => r.status === 401)).toHaveLength(PER_ACCOUNT);
    expect(racing.filter((r) => r.status === 429)).toHaveLength(2);
    expect(second.map((r) => r.status)).toEqual(Array(PER_ACCOUNT).fill(401));

    // The owner on a new device: let in, after the slow-down (not refused).
    const elsewhere = await login(owner.email, owner.password, uniqueAddress());
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.ms).toBeGreaterThanOrEqual(SLOWDOWN_MAX_MS - 50);
    // The owner's known device: let in at once, even from the attacker's address.
    const known = await login(owner.email, owner.password, attacker, device);
    expect(known.status).toBe(200);
    expect(known.ms).toBeLessThan(SLOWDOWN_MAX_MS);
  });

  it('a known device is limited on its own, for its own account only', async () => {
    const owner = await registerAndLogin(api);
    const device = deviceCookie((await login(owner.email, owner.password, uniqueAddress())).res)!;
    const address = uniqueAddress();
    for (let i = 0; i < PER_ACCOUNT; i++)
      expect((await login(owner.email, `Wrong-Guess-${i}-x`, address, device)).status).toBe(401);
    const blocked = await login(owner.email, owner.password, address, device);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.res.headers.get('retry-after'))).toBeGreaterThan(0);
    // The device's count is not the pair's: the same address without the cookie still gets in.
    expect((await login(owner.email, owner.password, address)).status).toBe(200);
    // Another account's cookie is no device of this one: the pair and the slow-down apply.
    const other = await registerAndLogin(api);
    expect((await login(other.email, other.password, uniqueAddress(), device)).status).toBe(200);
  });

  it('the emailed sign-in link signs the owner in once, whatever the limits say', async () => {
    const owner = await registerAndLogin(api);
    const address = uniqueAddress();
    await attack(owner.email, address, PER_ACCOUNT + 1);
    expect((await login(owner.email, owner.password, address)).status).toBe(429);

    const asked = await post('/auth/login-link', { email: owner.email }, fromAddress(address));
    const ghost = await post('/auth/login-link', { email: uniqueEmail('ghost') }, fromAddress(address));
    expect([asked.status, ghost.status]).toEqual([202, 202]);
    expect(await asked.json()).toEqual(await ghost.json());
    const mail = await lastMail(db, owner.email);
    expect(mail?.template).toBe('sign-in-link');
    const token = new URL(mail!.meta.signInUrl!).searchParams.get('token')!;

    const signedIn = await post('/auth/login-link/redeem', { token }, fromAddress(address));
    expect(signedIn.status).toBe(200);
    const pair = (await signedIn.json()) as { accessToken: string; customerId: string };
    expect(pair.customerId).toBe(owner.customerId);
    expect(deviceCookie(signedIn)).toBeTruthy();
    const validate = await jsonRequest(api, 'GET', '/api/v1/auth/validate', undefined, {
      authorization: `Bearer ${pair.accessToken}`,
    });
    expect(validate.status).toBe(200);

    const again = await post('/auth/login-link/redeem', { token }, fromAddress(address));
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('SIGN_IN_LINK_INVALID');
  });

  it('a sign-in link past its lifetime signs nobody in', async () => {
    const owner = await registerAndLogin(api);
    await post('/auth/login-link', { email: owner.email }, fromAddress());
    const token = new URL((await lastMail(db, owner.email))!.meta.signInUrl!).searchParams.get('token')!;
    await db.$client.query(
      "update sign_in_links set expires_at = now() - interval '1 second' where customer_id = $1",
      [owner.customerId],
    );
    expect((await post('/auth/login-link/redeem', { token }, fromAddress())).status).toBe(400);
  });
});
