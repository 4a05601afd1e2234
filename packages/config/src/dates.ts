import type { DateFormat } from './locales.ts';

// §9 date constants.
export const MS_PER_SECOND = 1000;
export const SECONDS_PER_MINUTE = 60;
export const MINUTES_PER_HOUR = 60;

// §9: 30-day and 31-day months by English name (lower case); February follows the leap-year rule.
export const THIRTY_DAY_MONTHS: readonly string[] = Object.freeze(['april', 'june', 'september', 'november']);
export const THIRTY_ONE_DAY_MONTHS: readonly string[] = Object.freeze([
  'january',
  'march',
  'may',
  'july',
  'august',
  'october',
  'december',
]);

/** Gregorian rule: every 4th year, except centuries, except every 400th year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * §9 / §8: days in a month given by English name (case-insensitive, surrounding spaces ignored).
 * An unknown name warns (through `warn`, console.warn by default) and returns 31, so a date-of-birth
 * day picker still offers every day rather than failing.
 */
export function daysInMonth(month: string, year: number, warn: (msg: string) => void = console.warn): number {
  const name = month.trim().toLowerCase();
  if (THIRTY_DAY_MONTHS.includes(name)) return 30;
  if (THIRTY_ONE_DAY_MONTHS.includes(name)) return 31;
  if (name === 'february') return isLeapYear(year) ? 29 : 28;
  warn(`daysInMonth: unknown month name ${JSON.stringify(month)}; using 31 days`);
  return 31;
}

// §3.8 / §9: day list '01'..'31'.
export const DAY_LIST: readonly string[] = Object.freeze(
  Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0')),
);

/**
 * The calendar year of `now` in `timeZone` (UTC by default, so the result never depends on the
 * machine's zone). Pass the shopper's store zone to switch years at the shopper's midnight.
 */
export function yearIn(now: Date, timeZone = 'UTC'): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(now));
}

// §9: birth-year choices: 85 entries, from 16 years before the current year, running back 84 more.
export const BIRTH_YEAR_MIN_AGE = 16;
export const BIRTH_YEAR_COUNT = 85;

export function birthYears(now: Date, timeZone = 'UTC'): number[] {
  const newest = yearIn(now, timeZone) - BIRTH_YEAR_MIN_AGE;
  return Array.from({ length: BIRTH_YEAR_COUNT }, (_, i) => newest - i);
}

// §9: months in calendar order by English name (lower case), the names `daysInMonth` takes.
const englishMonth = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' });
export const MONTH_NAMES: readonly string[] = Object.freeze(
  Array.from({ length: 12 }, (_, i) => englishMonth.format(Date.UTC(2000, i, 1)).toLowerCase()),
);

/** The oldest customer the birth-year list offers: 16 years back and 84 more (§9). */
export const DATE_OF_BIRTH_MAX_AGE = BIRTH_YEAR_MIN_AGE + BIRTH_YEAR_COUNT - 1;

export type DateOfBirthProblem = 'date_invalid' | 'day_not_in_month' | 'too_young';

/**
 * The one rule for a date of birth (ISO YYYY-MM-DD), asked by the API and by the store's forms:
 * a day the month has (§8/§9 days-in-month), the customer at least 16 on `now`'s UTC day, and born
 * no earlier than the oldest year of the §9 birth-year list. Null when the date is acceptable.
 */
export function dateOfBirthProblem(iso: string, now: Date = new Date()): DateOfBirthProblem | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return 'date_invalid';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const monthName = MONTH_NAMES[month - 1];
  if (!monthName || day < 1 || day > 31) return 'date_invalid';
  if (day > daysInMonth(monthName, year)) return 'day_not_in_month';
  const thisYear = now.getUTCFullYear();
  const youngest = Date.UTC(thisYear - BIRTH_YEAR_MIN_AGE, now.getUTCMonth(), now.getUTCDate());
  if (Date.UTC(year, month - 1, day) > youngest) return 'too_young';
  if (year < thisYear - DATE_OF_BIRTH_MAX_AGE) return 'date_invalid';
  return null;
}

// §9: card expiry years: 16 entries, the current year plus the next 15.
export const CARD_EXPIRY_YEAR_COUNT = 16;

export function cardExpiryYears(now: Date, timeZone = 'UTC'): number[] {
  const current = yearIn(now, timeZone);
  return Array.from({ length: CARD_EXPIRY_YEAR_COUNT }, (_, i) => current + i);
}

/**
 * Formats the calendar date of `date` in `timeZone` with a §3.2 store date format
 * (DD/MM/YYYY, MM/DD/YYYY for the US, YYYY/MM/DD for Canada). Digits are always Latin.
 */
export function formatDatePattern(date: Date, pattern: DateFormat, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    numberingSystem: 'latn',
  }).formatToParts(date);
  const get = (type: 'year' | 'month' | 'day'): string => parts.find((p) => p.type === type)?.value ?? '';
  const year = get('year').padStart(4, '0');
  const month = get('month');
  const day = get('day');
  switch (pattern) {
    case 'DD/MM/YYYY':
      return `${day}/${month}/${year}`;
    case 'MM/DD/YYYY':
      return `${month}/${day}/${year}`;
    case 'YYYY/MM/DD':
      return `${year}/${month}/${day}`;
  }
}
