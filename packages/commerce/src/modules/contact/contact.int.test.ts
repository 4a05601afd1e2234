import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { fromAddress, jsonRequest, lastMail, uniqueAddress, uniqueEmail } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { LIMITS } from '../security/limits.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());

const message = (extra: Record<string, unknown> = {}) => ({
  name: 'Camille Martin',
  email: uniqueEmail('contact'),
  orderNumber: 'VT-100234',
  topic: 'returns',
  message: 'Bonjour,\nma robe est arrivée abîmée.',
  ...extra,
});
const post = (body: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(api, 'POST', '/api/v1/contact', body, { ...fromAddress(), ...headers });

async function staffMailFor(reference: string) {
  const { rows } = await db.$client.query<{
    to_address: string;
    locale: string;
    meta: Record<string, string>;
    text: string;
  }>(
    "select to_address, locale, meta, text from mail_outbox where template = 'contact-staff' and meta->>'reference' = $1",
    [reference],
  );
  return rows;
}

describe('§7.6 POST /api/v1/contact', () => {
  it('queues the message to customer service and a confirmation in the store language', async () => {
    const body = message();
    const res = await post(body, { locale: 'fr_FR' });
    expect(res.status).toBe(202);
    const { accepted, reference } = await res.json();
    expect(accepted).toBe(true);
    expect(reference).toMatch(/^CT-[A-HJ-NP-Z2-9]{8}$/);

    const [staff, ...more] = await staffMailFor(reference);
    expect(more).toEqual([]);
    expect(staff).toMatchObject({
      to_address: 'care@vitrine.example',
      locale: 'en-GB',
      meta: {
        name: 'Camille Martin',
        email: body.email,
        orderNumber: 'VT-100234',
        topic: 'returns',
        store: 'fr-FR',
      },
    });
    expect(staff!.text).toContain('ma robe est arrivée abîmée.');

    const confirmation = await lastMail(db, body.email);
    expect(confirmation).toMatchObject({
      template: 'contact-confirmation',
      locale: 'fr-FR',
      meta: { reference },
    });
    expect(confirmation!.subject).toContain('Nous avons bien reçu votre message');
    // What the sender typed is not echoed to the address they gave.
    expect(confirmation!.text).not.toContain('abîmée');
  });

  it('takes the order number as optional', async () => {
    const body = message({ orderNumber: undefined, topic: 'other' });
    const res = await post(body, { locale: 'ar_AE' });
    expect(res.status).toBe(202);
    const { reference } = await res.json();
    expect((await staffMailFor(reference))[0]!.meta.orderNumber).toBe('');
    expect((await lastMail(db, body.email))!.locale).toBe('ar-AE');
  });

  it('names each invalid field', async () => {
    const res = await post(
      message({
        name: '',
        email: 'not-an-email',
        topic: 'refund-now',
        message: 'x'.repeat(2001),
        orderNumber: '12 34',
      }),
    );
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(
      ((await res.json()).error.fields as { field: string; code: string }[]).map((f) => [f.field, f.code]),
    );
    expect(fields).toMatchObject({
      name: 'required',
      email: 'email_invalid',
      topic: 'invalid',
      message: 'too_long',
      orderNumber: 'invalid',
    });
  });

  it('accepts a message of exactly 2000 characters and refuses unknown fields', async () => {
    expect((await post(message({ message: 'x'.repeat(2000) }))).status).toBe(202);
    expect((await post(message({ cc: 'someone@example.com' }))).status).toBe(400);
  });

  it('rate-limits per client address (invalid forms do not count)', async () => {
    const address = uniqueAddress();
    const headers = fromAddress(address);
    expect((await post(message({ topic: 'nope' }), headers)).status).toBe(400);
    for (let i = 0; i < LIMITS.contactPerAddress.points; i++)
      expect((await post(message(), headers)).status).toBe(202);
    const limited = await post(message(), headers);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('TOO_MANY_ATTEMPTS');
  });
});
