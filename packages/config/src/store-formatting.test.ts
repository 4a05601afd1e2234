import { describe, expect, it } from 'vitest';
import { getLocale } from './locales.ts';
import { isCalendarDate, storeCalendarDate, storeDate, storeMoney, storeTime } from './store-formatting.ts';

const gb = getLocale('en-GB');
const us = getLocale('en-US');
const ca = getLocale('en-CA');
const au = getLocale('en-AU');
const fr = getLocale('fr-FR');
const arAE = getLocale('ar-AE');

describe('§3.2 dates in the order’s store', () => {
  // 23:30 UTC on 21 November: already the 22nd in Sydney and Dubai, still the 21st in New York.
  const late = new Date('2026-11-21T23:30:00Z');

  it('uses the store’s date format and time zone', () => {
    expect(storeDate(late, gb)).toBe('21/11/2026');
    expect(storeDate(late, us)).toBe('11/21/2026');
    expect(storeDate(late, ca)).toBe('2026/11/21');
    expect(storeDate(late, au)).toBe('22/11/2026');
    expect(storeDate(late, arAE)).toBe('22/11/2026');
  });

  it('gives the wall-clock time there, 24-hour, Latin digits', () => {
    expect(storeTime(late, gb)).toBe('23:30');
    expect(storeTime(late, us)).toBe('18:30');
    expect(storeTime(late, arAE)).toBe('03:30');
    // Summer time: London is an hour ahead of UTC.
    expect(storeTime(new Date('2026-07-01T08:05:00Z'), gb)).toBe('09:05');
  });

  it('writes a delivery day as that day in every zone', () => {
    expect(storeCalendarDate('2026-11-24', gb)).toBe('24/11/2026');
    expect(storeCalendarDate('2026-11-24', us)).toBe('11/24/2026');
    expect(storeCalendarDate('2026-11-24', ca)).toBe('2026/11/24');
    expect(storeCalendarDate('2026-01-01', getLocale('en-NZ'))).toBe('01/01/2026');
    expect(() => storeCalendarDate('24/11/2026', gb)).toThrow(/YYYY-MM-DD/);
  });

  it('knows a real calendar date', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });
});

describe('money in the store’s format', () => {
  it('formats minor units with the store’s conventions and Latin digits', () => {
    expect(storeMoney(2500, 'GBP', gb)).toBe('£25.00');
    expect(storeMoney(-500, 'GBP', gb)).toBe('-£5.00');
    expect(storeMoney(123456, 'EUR', fr)).toMatch(/^1\s234,56\s€$/u);
    expect(storeMoney(1999, 'USD', us)).toBe('$19.99');
    expect(storeMoney(1999, 'AED', arAE)).toMatch(/19\.99/);
    expect(storeMoney(1999, 'AED', arAE)).not.toMatch(/[\u0660-\u0669]/);
  });

  it('refuses a currency the shop does not sell in', () => {
    expect(() => storeMoney(1, 'JPY', gb)).toThrow(/Unknown currency/);
  });
});
