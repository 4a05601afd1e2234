import { describe, expect, it } from 'vitest';
import {
  deliveryDateProblem,
  deliveryInstant,
  GIFT_CARD_MAX_DAYS_AHEAD,
  isCalendarDate,
  latestDeliveryDate,
  localDate,
} from './delivery.ts';

// Issue 6 item 2: a gift card's delivery day is chosen in the store's time zone and its email
// goes at midnight of that day there.

describe('gift card delivery time', () => {
  it('midnight of the day in the store zone, summer and winter, either side of UTC', () => {
    expect(deliveryInstant('2026-07-01', 'Europe/London').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(deliveryInstant('2026-12-24', 'Europe/London').toISOString()).toBe('2026-12-24T00:00:00.000Z');
    expect(deliveryInstant('2026-12-24', 'America/New_York').toISOString()).toBe('2026-12-24T05:00:00.000Z');
    expect(deliveryInstant('2026-07-04', 'America/New_York').toISOString()).toBe('2026-07-04T04:00:00.000Z');
    expect(deliveryInstant('2026-12-24', 'Europe/Dublin').toISOString()).toBe('2026-12-24T00:00:00.000Z');
    // The day the clocks go forward in London (29 March 2026): midnight exists, in GMT.
    expect(deliveryInstant('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(() => deliveryInstant('2026-02-30', 'Europe/London')).toThrow(RangeError);
  });

  it('today is the store’s day, not the server’s', () => {
    // 02:30 UTC on 1 Jan is still 31 Dec in New York.
    const at = new Date('2027-01-01T02:30:00Z');
    expect(localDate(at, 'America/New_York')).toBe('2026-12-31');
    expect(localDate(at, 'Europe/London')).toBe('2027-01-01');
  });

  it('today or later, at most a year ahead, real dates only', () => {
    const now = new Date('2027-01-01T02:30:00Z');
    const zone = 'America/New_York';
    expect(deliveryDateProblem('2026-12-31', now, zone)).toBeNull();
    expect(deliveryDateProblem('2026-12-30', now, zone)).toBe('past');
    expect(latestDeliveryDate(now, zone)).toBe('2028-01-01');
    expect(deliveryDateProblem(latestDeliveryDate(now, zone), now, zone)).toBeNull();
    expect(deliveryDateProblem('2028-01-02', now, zone)).toBe('too_far');
    expect(deliveryDateProblem('2027-02-29', now, zone)).toBe('invalid');
    expect(deliveryDateProblem('27-01-01', now, zone)).toBe('invalid');
    expect(GIFT_CARD_MAX_DAYS_AHEAD).toBe(366);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });
});
