import { describe, expect, it } from 'vitest';
import { storeCode } from './region.ts';
import {
  BANNER_PREVIEW_REGIONS,
  isValidTimeZone,
  timeZoneOffsetMinutes,
  usTimezoneRegion,
  zonedTimeToUtc,
} from './timezones.ts';

describe('§9 time zone for en-US', () => {
  it('a chosen region east, west or central maps to US_EAST, US, US_CENTRAL, whatever the browser says', () => {
    expect(usTimezoneRegion('east', 'America/Los_Angeles')).toBe('US_EAST');
    expect(usTimezoneRegion('west', 'America/New_York')).toBe('US');
    expect(usTimezoneRegion('central', undefined)).toBe('US_CENTRAL');
    expect(usTimezoneRegion(' East ', undefined)).toBe('US_EAST');
  });

  it('else Chicago, Denver and Winnipeg browsers are central', () => {
    for (const zone of ['America/Chicago', 'America/Denver', 'America/Winnipeg']) {
      expect(usTimezoneRegion(undefined, zone)).toBe('US_CENTRAL');
    }
  });

  it('else New York and Detroit browsers are east', () => {
    for (const zone of ['America/New_York', 'America/Detroit']) {
      expect(usTimezoneRegion('north', zone)).toBe('US_EAST');
    }
  });

  it('else the browser time zone itself; with none, US', () => {
    expect(usTimezoneRegion(undefined, 'America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(usTimezoneRegion('', 'Europe/London')).toBe('Europe/London');
    expect(usTimezoneRegion(undefined, undefined)).toBe('US');
    expect(usTimezoneRegion('toString', '')).toBe('US');
  });

  it('feeds the §9 store-code helper', () => {
    expect(storeCode('US', usTimezoneRegion(undefined, 'America/Chicago'))).toBe('US_CENTRAL');
    expect(storeCode('US', usTimezoneRegion(undefined, 'America/Detroit'))).toBe('US_EAST');
    expect(storeCode('US', usTimezoneRegion(undefined, 'America/Los_Angeles'))).toBe('US');
    expect(storeCode('US', usTimezoneRegion('east', undefined))).toBe('US_EAST');
  });
});

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
