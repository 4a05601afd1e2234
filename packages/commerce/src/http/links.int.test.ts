import { publicOriginFromEnv } from '@vitrine/config';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { lastMail, registerAndLogin, uniqueAddress } from '../testing/accounts.ts';
import { testDatabase } from '../testing/database.ts';
import { createApi } from '../api.ts';

// Issue 35 item 1: a "forgot password" sent with a forged Host or X-Forwarded-Host emailed the
// victim a live reset link on the attacker's host. Links come from configuration only.

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const forgot = (email: string, url: string, headers: Record<string, string>) =>
  api.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueAddress(), ...headers },
    body: JSON.stringify({ email }),
  });

describe('links in emails', () => {
  it('a reset link goes to the configured origin whatever Host and X-Forwarded-Host say, in every store', async () => {
    const origin = publicOriginFromEnv();
    for (const [locale, prefix] of [
      ['en_GB', ''],
      ['ar_AE', '/ae-ar'],
    ] as const) {
      const { email } = await registerAndLogin(api, { locale });
      const res = await forgot(email, 'http://evil.example/api/v1/auth/password/forgot', {
        locale,
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      });
      expect(res.status).toBe(202);
      const mail = await lastMail(db, email);
      expect(mail?.template).toBe('password-reset');
      expect(mail!.meta.resetUrl).toMatch(
        new RegExp(`^${origin.replace(/[.:/]/g, '\\$&')}${prefix}/customer/account/changeforgotten\\?token=`),
      );
      expect(JSON.stringify(mail)).not.toContain('evil.example');
    }
  });
});
