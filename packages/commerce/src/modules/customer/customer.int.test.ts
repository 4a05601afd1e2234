import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { fromAddress, jsonRequest, lastMail, registerAndLogin, uniqueEmail } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { DELETION_CODE_ATTEMPTS } from './service.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, method, `/api/v1${path}`, body, headers);

describe('§6/§9 the web session cookie and the anti-forgery header', () => {
  it('a cookie session reads freely but every change needs x-xsrf-token equal to its cookie', async () => {
    const session = await registerAndLogin(api);
    const xsrf = 'f'.repeat(32);
    const cookie = `vt_jwt=${session.accessToken}; vt_xsrf=${xsrf}`;
    expect((await call('GET', '/customer', undefined, { cookie })).status).toBe(200);
    const forged = await call('PATCH', '/customer', { firstName: 'Mallory' }, { cookie });
    expect(forged.status).toBe(403);
    expect((await forged.json()).error.code).toBe('XSRF_MISMATCH');
    const wrong = await call(
      'PATCH',
      '/customer',
      { firstName: 'Mallory' },
      { cookie, 'x-xsrf-token': 'e'.repeat(32) },
    );
    expect(wrong.status).toBe(403);
    const profile = await (await call('GET', '/customer', undefined, { cookie })).json();
    expect(profile.firstName).toBe('Ava');
    const honest = await call(
      'PATCH',
      '/customer',
      { firstName: 'Aurelie' },
      { cookie, 'x-xsrf-token': xsrf },
    );
    expect(honest.status).toBe(200);
    expect((await honest.json()).firstName).toBe('Aurelie');
  });

  it('refresh through the cookie sets new HttpOnly, SameSite=Lax cookies and returns no token', async () => {
    const session = await registerAndLogin(api);
    const xsrf = 'a'.repeat(32);
    const res = await call(
      'POST',
      '/auth/refresh',
      {},
      {
        cookie: `vt_refresh=${session.refreshToken}; vt_xsrf=${xsrf}`,
        'x-xsrf-token': xsrf,
        host: 'www.vitrine.example',
      },
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).not.toHaveProperty('accessToken');
    expect(body).not.toHaveProperty('refreshToken');
    const cookies = res.headers.getSetCookie();
    const jwt = cookies.find((c) => c.startsWith('vt_jwt='))!;
    expect(jwt).toMatch(/HttpOnly/);
    expect(jwt).toMatch(/SameSite=Lax/);
    expect(jwt).toMatch(/Secure/);
    expect(jwt).toMatch(/Path=\//);
    expect(jwt).toMatch(/Domain=\.vitrine\.example/);
    expect(jwt).toMatch(/Max-Age=1209600/);
  });
});

describe('§7.3 PATCH customer: only what a customer may change', () => {
  it.each([
    [{ id: '00000000-0000-0000-0000-000000000000' }],
    [{ creditBalance: 1000 }],
    [{ role: 'admin' }],
    [{ staffDiscount: true }],
    [{ firstName: 'Ok', sessionVersion: 99 }],
  ])('refuses %j with 400 and changes nothing', async (patch) => {
    const session = await registerAndLogin(api);
    const before = await db.$client.query('select * from customers where id = $1', [session.customerId]);
    const res = await call('PATCH', '/customer', patch, session.bearer);
    expect(res.status).toBe(400);
    const after = await db.$client.query('select * from customers where id = $1', [session.customerId]);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('an email change needs the password and tells the old mailbox', async () => {
    const session = await registerAndLogin(api);
    const email = uniqueEmail('new');
    expect((await call('PATCH', '/customer', { email }, session.bearer)).status).toBe(400);
    expect(
      (await call('PATCH', '/customer', { email, password: 'Wrong-Password-1' }, session.bearer)).status,
    ).toBe(400);
    const ok = await call('PATCH', '/customer', { email, password: session.password }, session.bearer);
    expect(ok.status).toBe(200);
    expect((await ok.json()).email).toBe(email);
    expect((await lastMail(db, session.email))?.template).toBe('email-changed');
    expect((await call('POST', '/auth/login', { email, password: session.password })).status).toBe(200);
  });

  it('an email already used by another account is refused', async () => {
    const a = await registerAndLogin(api);
    const b = await registerAndLogin(api);
    const res = await call('PATCH', '/customer', { email: a.email, password: b.password }, b.bearer);
    expect(res.status).toBe(400);
  });

  it('validates names and dates of birth with per-field errors in the store language', async () => {
    const session = await registerAndLogin(api);
    const res = await call(
      'PATCH',
      '/customer',
      { firstName: '', dateOfBirth: '2020-01-01' },
      { ...session.bearer, locale: 'fr_FR' },
    );
    expect(res.status).toBe(400);
    const fields = (await res.json()).error.fields;
    expect(fields).toContainEqual({
      field: 'firstName',
      code: 'required',
      message: 'Ce champ est obligatoire.',
    });
    expect(fields).toContainEqual(expect.objectContaining({ field: 'dateOfBirth', code: 'too_young' }));
  });
});

describe('§3.8/§9 date of birth at registration: one rule, refused beside the field in the store language', () => {
  const register = (dateOfBirth: string, locale: string) =>
    call(
      'POST',
      '/registration',
      {
        email: uniqueEmail(),
        password: 'Velvet-Orchid-Parade-42',
        firstName: 'Ava',
        lastName: 'Stone',
        dateOfBirth,
      },
      { locale, ...fromAddress() },
    );
  const fieldOf = async (res: Response) =>
    ((await res.json()).error.fields as { field: string; code: string; message: string }[]).find(
      (f) => f.field === 'dateOfBirth',
    );

  it('31 February is refused as a day the month does not have, in en, fr and ar', async () => {
    const said: Record<string, string | undefined> = {};
    for (const locale of ['en_GB', 'fr_FR', 'ar_AE']) {
      const res = await register('2001-02-31', locale);
      expect(res.status).toBe(400);
      const field = await fieldOf(res);
      expect(field?.code).toBe('day_not_in_month');
      said[locale] = field?.message;
    }
    expect(said).toEqual({
      en_GB: 'That month does not have this day. Please choose another day.',
      fr_FR: 'Ce mois ne compte pas ce jour. Veuillez choisir un autre jour.',
      ar_AE: 'هذا الشهر لا يحتوي على هذا اليوم. يرجى اختيار يوم آخر.',
    });
  });

  it('a 15-year-old is refused, and a 16-year-old on their birthday is welcome', async () => {
    const now = new Date();
    const iso = (yearsBack: number) =>
      new Date(
        Date.UTC(
          now.getUTCFullYear() - yearsBack,
          now.getUTCMonth(),
          now.getUTCDate() === 29 && now.getUTCMonth() === 1 ? 28 : now.getUTCDate(),
        ),
      )
        .toISOString()
        .slice(0, 10);
    const young = await register(iso(15), 'ar_AE');
    expect(young.status).toBe(400);
    expect(await fieldOf(young)).toEqual({
      field: 'dateOfBirth',
      code: 'too_young',
      message: 'يجب أن يكون عمرك 16 عامًا على الأقل لإنشاء حساب.',
    });
    expect((await register(iso(16), 'en_GB')).status).toBe(202);
  });
});

describe('§7.3 account deletion with an emailed code', () => {
  const codeOf = async (email: string) => (await lastMail(db, email))!.meta.code!;

  it('wrong codes count, the right one deletes everything and ends the session; the code works once', async () => {
    const session = await registerAndLogin(api);
    await call('POST', '/address', ADDRESS_GB, session.bearer);
    expect((await call('POST', '/send-deletion-code', {}, session.bearer)).status).toBe(202);
    const code = await codeOf(session.email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await call('DELETE', '/customer', { code: wrong }, session.bearer)).status).toBe(400);
    expect((await call('DELETE', '/customer', { code }, session.bearer)).status).toBe(204);
    expect((await call('GET', '/customer', undefined, session.bearer)).status).toBe(401);
    expect((await call('POST', '/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    expect(
      (await call('POST', '/auth/login', { email: session.email, password: session.password })).status,
    ).toBe(401);
    const { rows } = await db.$client.query(
      'select count(*)::int as n from addresses where customer_id = $1',
      [session.customerId],
    );
    expect(rows[0].n).toBe(0);
    expect((await lastMail(db, session.email))?.template).toBe('account-deleted');
  });

  it(`after ${DELETION_CODE_ATTEMPTS} wrong tries even the right code is refused`, async () => {
    const session = await registerAndLogin(api);
    await call('POST', '/send-deletion-code', {}, session.bearer);
    const code = await codeOf(session.email);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < DELETION_CODE_ATTEMPTS; i++)
      await call('DELETE', '/customer', { code: wrong }, session.bearer);
    expect((await call('DELETE', '/customer', { code }, session.bearer)).status).toBe(400);
    expect((await call('GET', '/customer', undefined, session.bearer)).status).toBe(200);
  });

  it('an expired code is refused', async () => {
    const session = await registerAndLogin(api);
    await call('POST', '/send-deletion-code', {}, session.bearer);
    const code = await codeOf(session.email);
    await db.$client.query(
      `update deletion_codes set expires_at = now() - interval '1 second' where customer_id = $1`,
      [session.customerId],
    );
    expect((await call('DELETE', '/customer', { code }, session.bearer)).status).toBe(400);
  });

  it('racing deletions with one code: exactly one succeeds', async () => {
    const session = await registerAndLogin(api);
    await call('POST', '/send-deletion-code', {}, session.bearer);
    const code = await codeOf(session.email);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call('DELETE', '/customer', { code }, session.bearer)),
    );
    expect(results.filter((r) => r.status === 204)).toHaveLength(1);
    expect(results.every((r) => r.status < 500)).toBe(true);
  });
});

const ADDRESS_GB = {
  firstName: 'Ava',
  lastName: 'Stone',
  line1: '10 Downing Street',
  city: 'London',
  postcode: 'sw1a2aa',
  countryCode: 'GB',
  phone: '+44 20 7946 0000',
};

describe('§7.3 address book, validated per country', () => {
  it('the first address becomes both defaults; a second can take them over; postcodes are normalised', async () => {
    const session = await registerAndLogin(api);
    const first = await (await call('POST', '/address', ADDRESS_GB, session.bearer)).json();
    expect(first).toMatchObject({ postcode: 'SW1A 2AA', isDefaultBilling: true, isDefaultShipping: true });
    const second = await call(
      'POST',
      '/address',
      { ...ADDRESS_GB, line1: '221B Baker Street', postcode: 'NW1 6XE', isDefaultShipping: true },
      session.bearer,
    );
    expect(second.status).toBe(201);
    const book = (await (await call('GET', '/address', undefined, session.bearer)).json()).addresses;
    expect(book).toHaveLength(2);
    expect(book.filter((a: { isDefaultShipping: boolean }) => a.isDefaultShipping)).toHaveLength(1);
    expect(book.find((a: { isDefaultShipping: boolean }) => a.isDefaultShipping).line1).toBe(
      '221B Baker Street',
    );
    expect(book.find((a: { isDefaultBilling: boolean }) => a.isDefaultBilling).line1).toBe(
      '10 Downing Street',
    );
  });

  it('refuses a bad postcode, a missing US state and a country the store does not deliver to, per field', async () => {
    const session = await registerAndLogin(api);
    const badPostcode = await call('POST', '/address', { ...ADDRESS_GB, postcode: '12345' }, session.bearer);
    expect(badPostcode.status).toBe(400);
    expect((await badPostcode.json()).error.fields).toContainEqual(
      expect.objectContaining({ field: 'postcode', code: 'postcode_invalid' }),
    );
    const us = { ...ADDRESS_GB, countryCode: 'US', postcode: '10001', city: 'New York' };
    const noState = await call('POST', '/address', us, { ...session.bearer, locale: 'en_US' });
    expect((await noState.json()).error.fields).toContainEqual(
      expect.objectContaining({ field: 'region', code: 'region_required' }),
    );
    expect(
      (await call('POST', '/address', { ...us, region: 'New York' }, { ...session.bearer, locale: 'en_US' }))
        .status,
    ).toBe(201);
    const abroad = await call('POST', '/address', us, session.bearer); // en-GB does not deliver to the US
    expect((await abroad.json()).error.fields).toContainEqual(
      expect.objectContaining({ field: 'countryCode', code: 'country_not_shipped' }),
    );
  });

  it('a Gulf address needs no postcode; an Irish one may leave out the Eircode', async () => {
    const session = await registerAndLogin(api);
    const ae = { ...ADDRESS_GB, countryCode: 'AE', postcode: undefined, city: 'Dubai', region: 'Dubai' };
    expect((await call('POST', '/address', ae, { ...session.bearer, locale: 'ar_AE' })).status).toBe(201);
    const ie = { ...ADDRESS_GB, countryCode: 'IE', postcode: undefined, city: 'Dublin' };
    expect((await call('POST', '/address', ie, { ...session.bearer, locale: 'en_IE' })).status).toBe(201);
  });

  it("nobody can read, change or delete another customer's address", async () => {
    const owner = await registerAndLogin(api);
    const intruder = await registerAndLogin(api);
    const address = await (await call('POST', '/address', ADDRESS_GB, owner.bearer)).json();
    expect(
      (await call('PUT', `/address/${address.id}`, { ...ADDRESS_GB, line1: 'Hijacked' }, intruder.bearer))
        .status,
    ).toBe(404);
    expect((await call('DELETE', `/address/${address.id}`, undefined, intruder.bearer)).status).toBe(404);
    const mine = (await (await call('GET', '/address', undefined, intruder.bearer)).json()).addresses;
    expect(mine).toEqual([]);
    const still = (await (await call('GET', '/address', undefined, owner.bearer)).json()).addresses;
    expect(still[0].line1).toBe('10 Downing Street');
  });

  it('deleting the default hands it to the remaining address', async () => {
    const session = await registerAndLogin(api);
    const first = await (await call('POST', '/address', ADDRESS_GB, session.bearer)).json();
    await call('POST', '/address', { ...ADDRESS_GB, line1: '1 Other Road' }, session.bearer);
    expect((await call('DELETE', `/address/${first.id}`, undefined, session.bearer)).status).toBe(204);
    const [left] = (await (await call('GET', '/address', undefined, session.bearer)).json()).addresses;
    expect(left).toMatchObject({ line1: '1 Other Road', isDefaultBilling: true, isDefaultShipping: true });
  });

  it('racing "make default" requests leave exactly one default', async () => {
    const session = await registerAndLogin(api);
    const created = [];
    for (const line1 of ['1 A Road', '2 B Road', '3 C Road']) {
      created.push(await (await call('POST', '/address', { ...ADDRESS_GB, line1 }, session.bearer)).json());
    }
    const results = await Promise.all(
      created.map((a) =>
        call(
          'PUT',
          `/address/${a.id}`,
          { ...ADDRESS_GB, line1: a.line1, isDefaultShipping: true },
          session.bearer,
        ),
      ),
    );
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const { rows } = await db.$client.query(
      'select count(*)::int as n from addresses where customer_id = $1 and is_default_shipping',
      [session.customerId],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe('§7.6 newsletter and §7.3 unsubscribe: double opt-in, signed links', () => {
  it('subscribes only after the emailed link, unsubscribes with its signed link, refuses a forged one', async () => {
    const email = uniqueEmail('news');
    const res = await call('POST', '/newsletter', { email }, { locale: 'fr_FR', ...fromAddress() });
    expect(res.status).toBe(202);
    const mail = (await lastMail(db, email))!;
    expect(mail.template).toBe('newsletter-confirm');
    expect(mail.locale).toBe('fr-FR');
    const confirm = new URL(mail.meta.confirmUrl!);
    const unsub = new URL(mail.meta.unsubscribeUrl!);
    expect(confirm.pathname).toBe('/fr/newsletter/confirm');
    const status = async () =>
      (await db.$client.query('select status from newsletter_subscriptions where email = $1', [email]))
        .rows[0]?.status;
    expect(await status()).toBe('pending');
    const forged = await call('POST', '/newsletter/confirm', {
      email: uniqueEmail('victim'),
      sig: confirm.searchParams.get('sig'),
    });
    expect(forged.status).toBe(400);
    const ok = await call('POST', '/newsletter/confirm', Object.fromEntries(confirm.searchParams));
    expect(ok.status).toBe(200);
    expect(await status()).toBe('subscribed');
    // The confirm signature is not an unsubscribe signature.
    expect((await call('POST', '/unsubscribe', { email, sig: confirm.searchParams.get('sig') })).status).toBe(
      400,
    );
    expect((await call('POST', '/unsubscribe', Object.fromEntries(unsub.searchParams))).status).toBe(200);
    expect(await status()).toBe('unsubscribed');
  });
});

describe('§6 staff discount verification', () => {
  it('only a brand work address gets a link, and the link sets the flag once verified', async () => {
    const session = await registerAndLogin(api);
    const personal = await call('POST', '/staff-discount', { workEmail: 'ava@gmail.com' }, session.bearer);
    expect(personal.status).toBe(400);
    const workEmail = `ava.${Date.now()}@vitrine.example`;
    expect((await call('POST', '/staff-discount', { workEmail }, session.bearer)).status).toBe(202);
    const link = new URL((await lastMail(db, workEmail))!.meta.verifyUrl!);
    const token = link.searchParams.get('token')!;
    const [payload, sig] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({
        customerId: session.customerId,
        workEmail: 'x@vitrine.example',
        expiresAt: Date.now() + 1e9,
      }),
    ).toString('base64url');
    expect((await call('GET', `/staff-discount/verify?token=${forgedPayload}.${sig}`)).status).toBe(400);
    expect((await call('GET', `/staff-discount/verify?token=${payload}.${sig}`)).status).toBe(200);
    expect((await (await call('GET', '/customer', undefined, session.bearer)).json()).staffDiscount).toBe(
      true,
    );
  });
});
