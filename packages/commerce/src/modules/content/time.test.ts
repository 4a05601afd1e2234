import { describe, expect, it } from 'vitest';
import {
  formatInZone,
  normaliseScheduleDate,
  parseWallClock,
  previewInstant,
  scheduledVisible,
  scheduleInstants,
} from './time.ts';

describe('§5 preview DateTime: a wall-clock time in the store zone', () => {
  it('09:00 on a winter Friday in Chicago is 15:00Z; in summer 14:00Z', () => {
    expect(previewInstant('2026-11-27T09:00', 'America/Chicago')?.toISOString()).toBe(
      '2026-11-27T15:00:00.000Z',
    );
    expect(previewInstant('2026-07-03T09:00', 'America/Chicago')?.toISOString()).toBe(
      '2026-07-03T14:00:00.000Z',
    );
  });

  it('midnight in Sydney in November (daylight time, +11) is 13:00Z the day before', () => {
    expect(previewInstant('2026-11-27T00:00:00', 'Australia/Sydney')?.toISOString()).toBe(
      '2026-11-26T13:00:00.000Z',
    );
    expect(previewInstant('2026-11-27', 'Australia/Sydney')?.toISOString()).toBe('2026-11-26T13:00:00.000Z');
  });

  it('a value with an offset is the instant it names, whatever the zone', () => {
    expect(previewInstant('2026-11-27T09:00:00-08:00', 'Europe/London')?.toISOString()).toBe(
      '2026-11-27T17:00:00.000Z',
    );
    expect(previewInstant('2026-11-27T09:00:00Z', 'Asia/Dubai')?.toISOString()).toBe(
      '2026-11-27T09:00:00.000Z',
    );
  });

  it.each([
    '2026-02-30T09:00',
    '2026-13-01',
    '2026-11-27T24:00',
    '2026-11-27T09:60',
    'tomorrow',
    '',
    '27/11/2026',
  ])('refuses %j', (value) => {
    expect(previewInstant(value, 'Europe/London')).toBeUndefined();
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseWallClock('2028-02-29T10:00')).toBeDefined();
    expect(parseWallClock('2027-02-29T10:00')).toBeUndefined();
  });
});

describe('§4.3 banner visibility by schedule (grace 0 in preview)', () => {
  const window = { StartDate: '2026-11-27T00:00:00+11:00', EndDate: '2026-12-01T00:00:00-08:00' };
  const at = (iso: string) => new Date(iso);

  it('no Schedule, no entry for the device, or an empty list: always shown', () => {
    expect(scheduledVisible(undefined, 'desktop', at('2000-01-01T00:00:00Z'))).toBe(true);
    expect(scheduledVisible({ mobile: [window] }, 'desktop', at('2000-01-01T00:00:00Z'))).toBe(true);
    expect(scheduledVisible({ desktop: [] }, 'desktop', at('2000-01-01T00:00:00Z'))).toBe(true);
  });

  it('a null entry stays null and means always shown on that device', () => {
    expect(scheduledVisible({ app: [null] }, 'app', at('2000-01-01T00:00:00Z'))).toBe(true);
  });

  it('from the start (inclusive) to before the end', () => {
    const s = { desktop: [window] };
    expect(scheduledVisible(s, 'desktop', at('2026-11-26T12:59:59Z'))).toBe(false);
    expect(scheduledVisible(s, 'desktop', at('2026-11-26T13:00:00Z'))).toBe(true);
    expect(scheduledVisible(s, 'desktop', at('2026-12-01T07:59:59Z'))).toBe(true);
    expect(scheduledVisible(s, 'desktop', at('2026-12-01T08:00:00Z'))).toBe(false);
    expect(scheduledVisible(s, 'desktop', at('2026-12-01T08:00:00Z'), 60_000)).toBe(true);
  });

  it('no start means since always; no end means until 2121', () => {
    expect(
      scheduledVisible({ desktop: [{ EndDate: window.EndDate }] }, 'desktop', at('1999-01-01T00:00:00Z')),
    ).toBe(true);
    const open = { desktop: [{ StartDate: window.StartDate }] };
    expect(scheduledVisible(open, 'desktop', at('2120-12-31T00:00:00Z'))).toBe(true);
    // §3.5: the one default instant (decision 0052): noon UTC, whatever the store's zone.
    expect(scheduledVisible(open, 'desktop', at('2121-01-01T11:59:59Z'))).toBe(true);
    expect(scheduledVisible(open, 'desktop', at('2121-01-01T12:00:00Z'))).toBe(false);
  });
});

describe('schedule dates written by editors', () => {
  it('formats an instant with the zone offset of that date', () => {
    expect(formatInZone(new Date('2026-11-26T13:00:00Z'), 'Australia/Sydney')).toBe(
      '2026-11-27T00:00:00+11:00',
    );
    expect(formatInZone(new Date('2026-12-01T08:00:00Z'), 'America/Los_Angeles')).toBe(
      '2026-12-01T00:00:00-08:00',
    );
    expect(formatInZone(new Date('2026-07-01T12:00:00Z'), 'Asia/Kolkata')).toBe('2026-07-01T17:30:00+05:30');
  });

  it('keeps instants as written and turns wall-clock times into instants in the zone', () => {
    expect(normaliseScheduleDate('2026-11-27T00:00:00+11:00', 'Europe/London')).toBe(
      '2026-11-27T00:00:00+11:00',
    );
    expect(normaliseScheduleDate('2026-11-27T00:00', 'Australia/Sydney')).toBe('2026-11-27T00:00:00+11:00');
    expect(normaliseScheduleDate('2026-06-01T09:30', 'Europe/Paris')).toBe('2026-06-01T09:30:00+02:00');
    expect(normaliseScheduleDate('next friday', 'Europe/Paris')).toBeUndefined();
  });
});

describe('§3.5 the times a banner schedule changes what shoppers see (booked.ts plans them)', () => {
  it('every start and end of every device, once each, in order; none for an open start or end', () => {
    const sale = { StartDate: '2026-11-27T00:00:00+11:00', EndDate: '2026-11-28T00:00:00+11:00' };
    expect(
      scheduleInstants({
        desktop: [sale, { StartDate: '2026-12-01T09:00:00Z' }],
        mobile: [sale, null],
        app: [{ EndDate: '2026-11-26T12:00:00Z' }],
      }),
    ).toEqual([
      Date.parse('2026-11-26T12:00:00Z'),
      Date.parse('2026-11-26T13:00:00Z'),
      Date.parse('2026-11-27T13:00:00Z'),
      Date.parse('2026-12-01T09:00:00Z'),
    ]);
    expect(scheduleInstants({ desktop: [null], mobile: [] })).toEqual([]);
    expect(scheduleInstants(null)).toEqual([]);
  });
});
