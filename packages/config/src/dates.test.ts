import { describe, expect, it, vi } from 'vitest';
import {
  birthYears,
  cardExpiryYears,
  DATE_OF_BIRTH_MAX_AGE,
  dateOfBirthProblem,
  DAY_LIST,
  daysInMonth,
  formatDatePattern,
  isLeapYear,
  MINUTES_PER_HOUR,
  MS_PER_SECOND,
  SECONDS_PER_MINUTE,
  yearIn,
} from './dates.ts';
import { LOCALES } from './locales.ts';

const noWarn = (): void => {
  throw new Error('should not warn');
};

describe('§9 date constants', () => {
  it('1000 ms per second, 60 s per minute, 60 min per hour', () => {
    expect(MS_PER_SECOND).toBe(1000);
    expect(SECONDS_PER_MINUTE).toBe(60);
    expect(MINUTES_PER_HOUR).toBe(60);
  });
});

describe('§9 days in a month', () => {
  it.each(['april', 'june', 'september', 'november'])('%s has 30 days', (month) => {
    expect(daysInMonth(month, 2023, noWarn)).toBe(30);
  });

  it.each(['january', 'march', 'may', 'july', 'august', 'october', 'december'])('%s has 31 days', (month) => {
    expect(daysInMonth(month, 2023, noWarn)).toBe(31);
  });

  it('february follows the leap-year rule (every 4th year, not centuries, but every 400th)', () => {
    expect(daysInMonth('february', 2023, noWarn)).toBe(28);
    expect(daysInMonth('february', 2024, noWarn)).toBe(29);
    expect(daysInMonth('february', 1900, noWarn)).toBe(28);
    expect(daysInMonth('february', 2000, noWarn)).toBe(29);
    expect(daysInMonth('february', 2100, noWarn)).toBe(28);
    expect([1600, 2000, 2400].every(isLeapYear)).toBe(true);
    expect([1700, 1800, 1900, 2023].some(isLeapYear)).toBe(false);
  });

  it('agrees with the calendar for every month of a leap and a common year', () => {
    const names = [
      'january',
      'february',
      'march',
      'april',
      'may',
      'june',
      'july',
      'august',
      'september',
      'october',
      'november',
      'december',
    ];
    for (const year of [2023, 2024]) {
      names.forEach((name, i) => {
        expect(daysInMonth(name, year, noWarn)).toBe(new Date(Date.UTC(year, i + 1, 0)).getUTCDate());
      });
    }
  });

  it('month names are case-insensitive', () => {
    expect(daysInMonth('April', 2023, noWarn)).toBe(30);
    expect(daysInMonth('FEBRUARY', 2024, noWarn)).toBe(29);
  });

  it('§8: an unknown month name warns and gives 31', () => {
    const warn = vi.fn();
    expect(daysInMonth('Smarch', 2023, warn)).toBe(31);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('Smarch');
  });

  it('warns through console.warn by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(daysInMonth('avril', 2023)).toBe(31);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('§3.8 / §9 generated lists', () => {
  it('day list 01 to 31', () => {
    expect(DAY_LIST).toHaveLength(31);
    expect(DAY_LIST[0]).toBe('01');
    expect(DAY_LIST[8]).toBe('09');
    expect(DAY_LIST[30]).toBe('31');
  });

  it('birth years: 85 entries from 16 years before now, descending', () => {
    const years = birthYears(new Date('2025-06-15T12:00:00Z'));
    expect(years).toHaveLength(85);
    expect(years[0]).toBe(2009);
    expect(years[84]).toBe(2009 - 84);
    for (let i = 1; i < years.length; i++) expect(years[i]).toBe((years[i - 1] ?? 0) - 1);
  });

  it('card expiry years: the current year plus the next 15', () => {
    const years = cardExpiryYears(new Date('2025-06-15T12:00:00Z'));
    expect(years).toHaveLength(16);
    expect(years[0]).toBe(2025);
    expect(years[15]).toBe(2040);
  });

  it('the current year is taken in the given time zone (UTC by default)', () => {
    const newYearInSydney = new Date('2025-12-31T14:00:00Z');
    expect(yearIn(newYearInSydney)).toBe(2025);
    expect(yearIn(newYearInSydney, 'Australia/Sydney')).toBe(2026);
    expect(cardExpiryYears(newYearInSydney, 'Australia/Sydney')[0]).toBe(2026);
    expect(birthYears(newYearInSydney)[0]).toBe(2009);
  });
});

describe('§3.2 date formats', () => {
  const date = new Date('2024-03-05T12:00:00Z');

  it('DD/MM/YYYY, MM/DD/YYYY and YYYY/MM/DD', () => {
    expect(formatDatePattern(date, 'DD/MM/YYYY', 'Europe/London')).toBe('05/03/2024');
    expect(formatDatePattern(date, 'MM/DD/YYYY', 'America/New_York')).toBe('03/05/2024');
    expect(formatDatePattern(date, 'YYYY/MM/DD', 'America/Toronto')).toBe('2024/03/05');
  });

  it('uses the calendar date in the given zone', () => {
    const late = new Date('2024-03-05T23:30:00Z');
    expect(formatDatePattern(late, 'DD/MM/YYYY', 'Europe/London')).toBe('05/03/2024');
    expect(formatDatePattern(late, 'DD/MM/YYYY', 'Asia/Dubai')).toBe('06/03/2024');
    expect(formatDatePattern(late, 'MM/DD/YYYY', 'America/Los_Angeles')).toBe('03/05/2024');
  });

  it('every store, Arabic included, formats with Latin digits in its own format', () => {
    // 06:00 UTC is 5 March in every store zone, from Toronto (01:00) to Auckland (19:00).
    const sameDayEverywhere = new Date('2024-03-05T06:00:00Z');
    for (const l of LOCALES) {
      const text = formatDatePattern(sameDayEverywhere, l.dateFormat, l.timezone);
      const expected = { 'DD/MM/YYYY': '05/03/2024', 'MM/DD/YYYY': '03/05/2024', 'YYYY/MM/DD': '2024/03/05' };
      expect(text, l.localeISOCode).toBe(expected[l.dateFormat]);
    }
  });
});

describe('§9 date of birth: one rule for the API and the forms', () => {
  const now = new Date('2025-06-15T10:00:00Z');

  it('refuses a day the month does not have, with its own reason (§8/§9 days-in-month)', () => {
    expect(dateOfBirthProblem('1990-02-31', now)).toBe('day_not_in_month');
    expect(dateOfBirthProblem('1990-02-29', now)).toBe('day_not_in_month');
    expect(dateOfBirthProblem('1992-02-29', now)).toBeNull();
    expect(dateOfBirthProblem('1990-04-31', now)).toBe('day_not_in_month');
    expect(dateOfBirthProblem('1990-13-01', now)).toBe('date_invalid');
    expect(dateOfBirthProblem('1990-2-3', now)).toBe('date_invalid');
  });

  it('needs 16 years on the day, and no earlier year than the birth-year list offers', () => {
    expect(dateOfBirthProblem('2009-06-15', now)).toBeNull();
    expect(dateOfBirthProblem('2009-06-16', now)).toBe('too_young');
    const oldest = birthYears(now).at(-1)!;
    expect(oldest).toBe(2025 - DATE_OF_BIRTH_MAX_AGE);
    expect(dateOfBirthProblem(`${oldest}-01-01`, now)).toBeNull();
    expect(dateOfBirthProblem(`${oldest - 1}-12-31`, now)).toBe('date_invalid');
  });
});
