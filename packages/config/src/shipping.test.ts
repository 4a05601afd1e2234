import { describe, expect, it } from 'vitest';
import { getLocale, LOCALE_CODES } from './locales.ts';
import {
  isGbRemotePostcode,
  shippingMethod,
  shippingOptions,
  STORE_DELIVERY,
  type ShippingInput,
  type ShippingOptions,
} from './shipping.ts';
import type { LocaleCode } from './locales.ts';

function options(store: LocaleCode, input: ShippingInput): ShippingOptions {
  const result = shippingOptions(store, input);
  if (!result.ok) throw new Error(`unexpected errors ${JSON.stringify(result.errors)}`);
  return result.value;
}

const at = (iso: string) => new Date(iso);
const method = (o: ShippingOptions, code: string) => {
  const found = o.methods.find((m) => m.code === code);
  if (!found) throw new Error(`no ${code} in ${JSON.stringify(o.methods.map((m) => m.code))}`);
  return found;
};
const window = (o: ShippingOptions, code: string) => {
  const m = method(o, code);
  return [m.delivery.from.date, m.delivery.to.date];
};

describe('store delivery configuration', () => {
  it('every locale has a configuration in its own currency with standard delivery', () => {
    for (const code of LOCALE_CODES) {
      const config = STORE_DELIVERY[code];
      expect(config.currency).toBe(getLocale(code).currency);
      expect(config.methods.some((m) => m.code === 'standard')).toBe(true);
      for (const m of config.methods) {
        expect(Number.isInteger(m.priceMinor) && m.priceMinor > 0).toBe(true);
        expect(m.transitDays[0]).toBeLessThanOrEqual(m.transitDays[1]);
      }
    }
  });

  it('the Gulf stores offer same-day express; en-EU has express but no next day', () => {
    for (const code of ['en-AE', 'ar-AE', 'en-QA', 'en-SA'] as const)
      expect(STORE_DELIVERY[code].methods.map((m) => m.code)).toContain('express');
    expect(STORE_DELIVERY['en-EU'].methods.map((m) => m.code)).toEqual(['standard', 'express']);
  });
});

describe('en-GB delivery dates (Europe/London, 22:00 cut-off, Saturday/Sunday weekend)', () => {
  it('a Monday morning order: next day Tuesday, standard Wednesday to Friday', () => {
    const o = options('en-GB', { now: at('2026-11-23T10:00:00Z') });
    expect(o.today.date).toBe('2026-11-23');
    expect(window(o, 'next_day')).toEqual(['2026-11-24', '2026-11-24']);
    expect(window(o, 'standard')).toEqual(['2026-11-25', '2026-11-27']);
    const nextDay = method(o, 'next_day');
    expect(nextDay.cutoff).toBe('22:00');
    expect(nextDay.orderBy).toBe('2026-11-23T22:00:00.000Z');
    expect(nextDay.delivery.from).toMatchObject({
      year: 2026,
      month: 11,
      day: 24,
      isoWeekday: 2,
      daysFromToday: 1,
    });
  });

  it('Friday before the cut-off arrives Monday; one minute after it, Tuesday', () => {
    expect(window(options('en-GB', { now: at('2026-11-27T21:59:00Z') }), 'next_day')).toEqual([
      '2026-11-30',
      '2026-11-30',
    ]);
    const late = options('en-GB', { now: at('2026-11-27T22:00:00Z') });
    expect(method(late, 'next_day').dispatch.date).toBe('2026-11-30');
    expect(window(late, 'next_day')).toEqual(['2026-12-01', '2026-12-01']);
    expect(method(late, 'next_day').orderBy).toBe('2026-11-30T22:00:00.000Z');
  });

  it('a weekend order leaves on Monday; standard skips the next weekend', () => {
    const o = options('en-GB', { now: at('2026-11-28T09:00:00Z') });
    expect(method(o, 'standard').dispatch.date).toBe('2026-11-30');
    expect(window(o, 'next_day')).toEqual(['2026-12-01', '2026-12-01']);
    expect(window(o, 'standard')).toEqual(['2026-12-02', '2026-12-04']);
    // Thursday after the cut-off: dispatch Friday, standard runs over the weekend.
    const thursday = options('en-GB', { now: at('2026-11-26T23:00:00Z') });
    expect(window(thursday, 'standard')).toEqual(['2026-12-01', '2026-12-03']);
  });

  it('spring forward: 21:30 UTC is before the cut-off in GMT and after it in BST', () => {
    const gmt = options('en-GB', { now: at('2026-03-27T21:30:00Z') });
    expect(method(gmt, 'next_day').dispatch.date).toBe('2026-03-27');
    expect(window(gmt, 'next_day')).toEqual(['2026-03-30', '2026-03-30']);
    const bst = options('en-GB', { now: at('2026-03-30T21:30:00Z') });
    expect(method(bst, 'next_day').dispatch.date).toBe('2026-03-31');
    // The cut-off is 22:00 London time, which is 21:00 UTC in summer.
    expect(method(bst, 'next_day').orderBy).toBe('2026-03-31T21:00:00.000Z');
  });

  it('fall back: a Friday order after the cut-off is due Monday 22:00 GMT', () => {
    const o = options('en-GB', { now: at('2026-10-23T21:30:00Z') });
    expect(method(o, 'next_day').dispatch.date).toBe('2026-10-26');
    expect(method(o, 'next_day').orderBy).toBe('2026-10-26T22:00:00.000Z');
  });

  it('just after midnight London time in summer is already the next day', () => {
    // 23:30 UTC on Sunday 28 June is 00:30 BST on Monday 29 June.
    const o = options('en-GB', { now: at('2026-06-28T23:30:00Z') });
    expect(o.today.date).toBe('2026-06-29');
    expect(method(o, 'next_day').dispatch.date).toBe('2026-06-29');
  });
});

describe('en-AU delivery dates (Australia/Sydney, 14:00 next-day cut-off)', () => {
  it('the Sydney date, not the UTC one, decides the day', () => {
    // Sunday 20:00 UTC is Monday 07:00 in Sydney (AEDT, UTC+11).
    const o = options('en-AU', { now: at('2026-11-22T20:00:00Z') });
    expect(o.today.date).toBe('2026-11-23');
    expect(window(o, 'next_day')).toEqual(['2026-11-24', '2026-11-24']);
  });

  it('daylight saving ends on 5 April 2026: 03:30 UTC is after the cut-off before, before it after', () => {
    const aedt = options('en-AU', { now: at('2026-04-02T03:30:00Z') }); // Thursday 14:30 AEDT
    expect(method(aedt, 'next_day').dispatch.date).toBe('2026-04-03');
    expect(window(aedt, 'next_day')).toEqual(['2026-04-06', '2026-04-06']);
    const aest = options('en-AU', { now: at('2026-04-09T03:30:00Z') }); // Thursday 13:30 AEST
    expect(method(aest, 'next_day').dispatch.date).toBe('2026-04-09');
    expect(method(aest, 'next_day').orderBy).toBe('2026-04-09T04:00:00.000Z');
  });

  it('daylight saving starts on 4 October 2026: the cut-off instant moves an hour earlier', () => {
    const before = options('en-AU', { now: at('2026-10-02T03:30:00Z') }); // Friday 13:30 AEST
    expect(method(before, 'next_day').dispatch.date).toBe('2026-10-02');
    expect(method(before, 'next_day').orderBy).toBe('2026-10-02T04:00:00.000Z');
    expect(window(before, 'next_day')).toEqual(['2026-10-05', '2026-10-05']);
    const after = options('en-AU', { now: at('2026-10-09T03:30:00Z') }); // Friday 14:30 AEDT
    expect(method(after, 'next_day').dispatch.date).toBe('2026-10-12');
    expect(method(after, 'next_day').orderBy).toBe('2026-10-12T03:00:00.000Z');
  });
});

describe('Gulf and Israeli weekends', () => {
  it('Saudi Arabia: Thursday next-day arrives Sunday (Friday and Saturday off)', () => {
    const o = options('en-SA', { now: at('2026-11-26T07:00:00Z') }); // Thursday 10:00 Riyadh
    expect(window(o, 'next_day')).toEqual(['2026-11-29', '2026-11-29']);
    expect(method(o, 'express').delivery.from.date).toBe('2026-11-26');
  });

  it('Qatar: a Friday order leaves on Sunday and express is not offered', () => {
    const o = options('en-QA', { now: at('2026-11-27T06:00:00Z') }); // Friday 09:00 Doha
    expect(method(o, 'standard').dispatch.date).toBe('2026-11-29');
    expect(window(o, 'next_day')).toEqual(['2026-11-30', '2026-11-30']);
    expect(o.unavailable).toEqual([{ code: 'express', reason: 'after_cutoff' }]);
  });

  it('Israel: Thursday after the cut-off leaves on Sunday', () => {
    const o = options('en-IL', { now: at('2026-11-26T14:00:00Z') }); // Thursday 16:00 Jerusalem
    expect(method(o, 'next_day').dispatch.date).toBe('2026-11-29');
    expect(window(o, 'next_day')).toEqual(['2026-11-30', '2026-11-30']);
  });

  it('UAE: Friday is a working day (weekend Saturday and Sunday since 2022)', () => {
    const o = options('ar-AE', { now: at('2026-11-27T06:00:00Z') }); // Friday 10:00 Dubai
    expect(method(o, 'express').delivery.from.date).toBe('2026-11-27');
    expect(window(o, 'next_day')).toEqual(['2026-11-30', '2026-11-30']);
  });

  it('same-day express until noon store time only', () => {
    const morning = options('en-AE', { now: at('2026-11-23T07:59:00Z') }); // 11:59 Dubai
    expect(method(morning, 'express')).toMatchObject({ priceMinor: 5000, currency: 'AED' });
    expect(method(morning, 'express').orderBy).toBe('2026-11-23T08:00:00.000Z');
    const noon = options('en-AE', { now: at('2026-11-23T08:00:00Z') });
    expect(noon.methods.map((m) => m.code)).toEqual(['standard', 'next_day']);
    expect(noon.unavailable).toEqual([{ code: 'express', reason: 'after_cutoff' }]);
  });
});

describe('postcodes', () => {
  it.each([
    ['IV2 3BW', true],
    ['HS1 2AB', true],
    ['ZE1 0AA', true],
    ['KW15 1AB', true],
    ['PA20 0AB', true],
    ['PA49 7AB', true],
    ['PA50 1AB', false],
    ['PA19 1AB', false],
    ['PH17 2AB', true],
    ['PH16 5AB', false],
    ['AB10 1AB', false],
    ['AB31 5AB', true],
    ['TR21 0AB', true],
    ['TR1 2AB', false],
    ['BT1 1AA', true],
    ['SW1A 1AA', false],
    ['ka27 8ab', true],
  ])('%s remote: %s', (postcode, remote) => {
    expect(isGbRemotePostcode(postcode)).toBe(remote);
  });

  it('Highlands and Islands get no next day and two more days of standard', () => {
    const o = options('en-GB', { postcode: 'iv23bw', now: at('2026-11-23T10:00:00Z') });
    expect(o.postcode).toBe('IV2 3BW');
    expect(o.remoteArea).toBe(true);
    expect(o.methods.map((m) => m.code)).toEqual(['standard']);
    expect(o.unavailable).toEqual([{ code: 'next_day', reason: 'postcode_area' }]);
    expect(window(o, 'standard')).toEqual(['2026-11-27', '2026-12-01']);
    expect(shippingMethod('en-GB', 'next_day', { postcode: 'ZE1 0AA' })).toBeUndefined();
  });

  it('a mainland postcode keeps next day', () => {
    const o = options('en-GB', { postcode: 'sw1a 1aa', now: at('2026-11-23T10:00:00Z') });
    expect(o).toMatchObject({ postcode: 'SW1A 1AA', remoteArea: false, country: 'GB' });
    expect(o.methods.map((m) => m.code)).toEqual(['standard', 'next_day']);
  });

  it('postcodes are checked with the store country’s address rules', () => {
    expect(shippingOptions('en-GB', { postcode: 'XYZ 123' })).toEqual({
      ok: false,
      errors: { postcode: 'postcode_invalid' },
    });
    expect(shippingOptions('en-US', { postcode: '9410' }).ok).toBe(false);
    expect(options('en-US', { postcode: '94105-1234' }).postcode).toBe('94105-1234');
    expect(options('en-CA', { postcode: 'k1a0b1' }).postcode).toBe('K1A 0B1');
    // The UAE and Qatar have no postcodes: whatever autofill sends is ignored, as on addresses.
    expect(options('ar-AE', { postcode: '00000' }).postcode).toBeNull();
    expect(options('en-GB', { postcode: '  ' }).postcode).toBeNull();
  });

  it('en-EU needs the member state with a postcode, and only ships to member states', () => {
    expect(shippingOptions('en-EU', { postcode: '10115' })).toEqual({
      ok: false,
      errors: { country: 'required' },
    });
    expect(options('en-EU', { postcode: '10115', country: 'de' })).toMatchObject({
      country: 'DE',
      postcode: '10115',
    });
    expect(options('en-EU', {}).country).toBeNull();
    expect(shippingOptions('en-GB', { postcode: '75001', country: 'FR' })).toEqual({
      ok: false,
      errors: { country: 'country_not_shipped' },
    });
    expect(shippingOptions('en-GB', { country: 'XX' })).toEqual({
      ok: false,
      errors: { country: 'country_invalid' },
    });
  });
});

describe('prices', () => {
  const now = at('2026-11-23T10:00:00Z');

  it('standard is free from the threshold of the store currency', () => {
    expect(method(options('en-GB', { subtotalMinor: 4_999, now }), 'standard')).toMatchObject({
      priceMinor: 399,
      free: false,
      currency: 'GBP',
    });
    expect(method(options('en-GB', { subtotalMinor: 5_000, now }), 'standard')).toMatchObject({
      priceMinor: 0,
      free: true,
    });
    expect(method(options('en-US', { subtotalMinor: 7_500, now }), 'standard').priceMinor).toBe(0);
    expect(method(options('en-GB', { subtotalMinor: 5_000, now }), 'next_day').priceMinor).toBe(599);
  });

  it('a delivery subscription makes next day free, nothing else', () => {
    const o = options('en-GB', { freeNextDay: true, now });
    expect(method(o, 'next_day')).toMatchObject({ priceMinor: 0, free: true });
    expect(method(o, 'standard').priceMinor).toBe(399);
  });

  it('shippingMethod prices the chosen method as the page showed it', () => {
    expect(shippingMethod(getLocale('en-AU'), 'next_day', { now })?.priceMinor).toBe(1_995);
    expect(shippingMethod('en-EU', 'next_day', { now })).toBeUndefined();
  });
});
