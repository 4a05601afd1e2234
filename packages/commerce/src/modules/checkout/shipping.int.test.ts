import type { ShippingMethod } from '@vitrine/config';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api.ts';
import { jsonRequest } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';

const db = testDatabase();
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
afterAll(() => db.$client.end());
afterEach(() => {
  vi.useRealTimers();
});

/** Only Date is faked: timers and I/O run as usual. */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

async function methods(locale: string, query = '') {
  const res = await jsonRequest(api, 'GET', `/api/v1/page/shipping-methods${query}`, undefined, { locale });
  return { status: res.status, body: await res.json() };
}

type Methods = Record<'standard' | 'next_day' | 'express', ShippingMethod>;
const byCode = (body: { methods: ShippingMethod[] }) =>
  Object.fromEntries(body.methods.map((m) => [m.code, m])) as Methods;

describe('§7.4 GET page/shipping-methods?postcode=', () => {
  it('en-GB: standard and next day in GBP, dated in London', async () => {
    at('2026-11-23T10:00:00Z'); // Monday
    const { status, body } = await methods('en_GB', '?postcode=sw1a1aa');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      store: 'en-GB',
      country: 'GB',
      postcode: 'SW1A 1AA',
      remoteArea: false,
      currency: 'GBP',
      timeZone: 'Europe/London',
      freeStandardFromMinor: 5000,
      unavailable: [],
    });
    const { standard, next_day } = byCode(body);
    expect(standard).toMatchObject({ priceMinor: 399, free: false, currency: 'GBP' });
    expect(standard.delivery.from.date).toBe('2026-11-25');
    expect(standard.delivery.to.date).toBe('2026-11-27');
    expect(next_day).toMatchObject({ priceMinor: 599, cutoff: '22:00', orderBy: '2026-11-23T22:00:00.000Z' });
    expect(next_day.delivery.from).toEqual({
      date: '2026-11-24',
      year: 2026,
      month: 11,
      day: 24,
      isoWeekday: 2,
      daysFromToday: 1,
    });
  });

  it('en-GB: the Highlands get no next day; the free threshold applies to standard', async () => {
    at('2026-11-23T10:00:00Z');
    const { body } = await methods('en_GB', '?postcode=IV2%203BW&subtotal=5000');
    expect(body).toMatchObject({
      remoteArea: true,
      unavailable: [{ code: 'next_day', reason: 'postcode_area' }],
    });
    expect(body.methods.map((m: { code: string }) => m.code)).toEqual(['standard']);
    expect(byCode(body).standard).toMatchObject({ priceMinor: 0, free: true });
  });

  it('en-GB: without a postcode, the store-wide methods', async () => {
    const { status, body } = await methods('en_GB');
    expect(status).toBe(200);
    expect(body.postcode).toBeNull();
    expect(body.methods.map((m: { code: string }) => m.code)).toEqual(['standard', 'next_day']);
  });

  it('en-GB: a bad postcode is a 400 on the postcode field', async () => {
    const { status, body } = await methods('en_GB', '?postcode=XYZ%20123');
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      code: 'ADDRESS_INVALID',
      message: 'Please check the address.',
      fields: [{ field: 'postcode', code: 'postcode_invalid', message: 'Please enter a valid postcode.' }],
    });
    const french = await methods('fr_FR', '?postcode=7500');
    expect(french.body.error.fields[0].message).toBe('Veuillez saisir un code postal valide.');
  });

  it('en-US: USD prices, New York dates, ZIP rules', async () => {
    at('2026-11-27T02:00:00Z'); // Thursday 21:00 in New York: after the 20:00 cut-off
    const { status, body } = await methods('en_US', '?postcode=94105');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      currency: 'USD',
      timeZone: 'America/New_York',
      today: { date: '2026-11-26' },
    });
    const { standard, next_day } = byCode(body);
    expect(standard.priceMinor).toBe(699);
    expect(next_day).toMatchObject({ priceMinor: 1999, dispatch: { date: '2026-11-27' } });
    expect(next_day.delivery.from.date).toBe('2026-11-30');
    expect((await methods('en_US', '?postcode=9410')).status).toBe(400);
  });

  it('ar-AE: AED, same-day express before noon in Dubai, Arabic errors', async () => {
    at('2026-11-23T06:00:00Z'); // Monday 10:00 in Dubai
    const { status, body } = await methods('ar_AE', '?postcode=00000');
    expect(status).toBe(200);
    expect(body).toMatchObject({ currency: 'AED', country: 'AE', postcode: null, timeZone: 'Asia/Dubai' });
    expect(body.methods.map((m: { code: string }) => m.code)).toEqual(['standard', 'next_day', 'express']);
    expect(byCode(body).express).toMatchObject({
      priceMinor: 5000,
      delivery: { from: { date: '2026-11-23' } },
    });

    const wrong = await methods('ar_AE', '?country=GB&postcode=SW1A%201AA');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('يرجى التحقق من العنوان.');
    expect(wrong.body.error.fields).toEqual([
      {
        field: 'country',
        code: 'country_not_shipped',
        message: 'لا نقوم بالتوصيل إلى هذا البلد من هذا المتجر.',
      },
    ]);
  });

  it('refuses a malformed subtotal or country', async () => {
    expect((await methods('en_GB', '?subtotal=-1')).status).toBe(400);
    expect((await methods('en_GB', '?subtotal=1.5')).status).toBe(400);
    expect((await methods('en_GB', '?country=GBR')).status).toBe(400);
  });
});
