import { describe, expect, it } from 'vitest';
import {
  BANNER_PREVIEW_REGIONS,
  isValidTimeZone,
  timeZoneOffsetMinutes,
  zonedTimeToUtc,
} from './timezones.ts';

describe('§3.2 banner preview regions', () => {
  it('UK, IE, FR, the three US variants, AU, CA, NZ, AE, QA, SA, each with a valid time zone', () => {
    expect(BANNER_PREVIEW_REGIONS.map((r) => r.code)).toEqual([
      'UK',
      'IE',
      'FR',
      'US',
      'US_CENTRAL',
      'US_EAST',
      'AU',
      'CA',
      'NZ',
      'AE',
      'QA',
      'SA',
    ]);
    for (const r of BANNER_PREVIEW_REGIONS) {
      expect(isValidTimeZone(r.timezone), r.timezone).toBe(true);
      expect(r.label.length).toBeGreaterThan(0);
    }
  });

  it('the US variants are Los Angeles, Chicago and New York', () => {
    const zones = Object.fromEntries(BANNER_PREVIEW_REGIONS.map((r) => [r.code, r.timezone]));
    expect(zones.US).toBe('America/Los_Angeles');
    expect(zones.US_CENTRAL).toBe('America/Chicago');
    expect(zones.US_EAST).toBe('America/New_York');
  });
});

describe('§5 preview dates in the store time zone', () => {
  it('isValidTimeZone', () => {
    expect(isValidTimeZone('Asia/Qatar')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('timeZoneOffsetMinutes follows daylight saving', () => {
    expect(timeZoneOffsetMinutes('Europe/London', new Date('2024-01-15T12:00:00Z'))).toBe(0);
    expect(timeZoneOffsetMinutes('Europe/London', new Date('2024-07-15T12:00:00Z'))).toBe(60);
    expect(timeZoneOffsetMinutes('America/New_York', new Date('2024-01-15T12:00:00Z'))).toBe(-300);
    expect(timeZoneOffsetMinutes('Asia/Dubai', new Date('2024-07-15T12:00:00Z'))).toBe(240);
    expect(timeZoneOffsetMinutes('Pacific/Auckland', new Date('2024-01-15T12:00:00Z'))).toBe(780);
  });

  it('zonedTimeToUtc gives the instant of a wall-clock time', () => {
    expect(zonedTimeToUtc({ year: 2024, month: 7, day: 1, hour: 9 }, 'Europe/London').toISOString()).toBe(
      '2024-07-01T08:00:00.000Z',
    );
    expect(zonedTimeToUtc({ year: 2024, month: 1, day: 1 }, 'Australia/Sydney').toISOString()).toBe(
      '2023-12-31T13:00:00.000Z',
    );
    expect(
      zonedTimeToUtc(
        { year: 2024, month: 3, day: 10, hour: 12, minute: 30, second: 15 },
        'America/Chicago',
      ).toISOString(),
    ).toBe('2024-03-10T17:30:15.000Z');
  });

  it('zonedTimeToUtc: autumn overlap takes the earlier instant, a spring gap moves forward', () => {
    expect(
      zonedTimeToUtc({ year: 2024, month: 10, day: 27, hour: 1, minute: 30 }, 'Europe/London').toISOString(),
    ).toBe('2024-10-27T00:30:00.000Z');
    expect(
      zonedTimeToUtc({ year: 2024, month: 3, day: 31, hour: 1, minute: 30 }, 'Europe/London').toISOString(),
    ).toBe('2024-03-31T01:30:00.000Z');
  });
});
