import { birthYears, DAY_LIST, type LocaleConfig } from '@vitrine/config';
import type { DATE_OF_BIRTH_PARTS } from './form-limits';

export type DatePart = keyof typeof DATE_OF_BIRTH_PARTS;

/** What the date-of-birth selects offer in a store, built on the server so the page and its hydration agree. */
export interface DateOfBirthChoices {
  /** The selects in the order the store writes a date (§3.2 dateFormat). */
  order: DatePart[];
  /** §3.8/§9 day list 01-31; a day the month lacks is refused beside the field, not hidden. */
  days: readonly string[];
  /** Months 01-12 named in the store's language. */
  months: { value: string; label: string }[];
  /** §9 birth years: 85, from 16 years before this year in the store's zone, newest first. */
  years: number[];
}

const ORDER: Record<LocaleConfig['dateFormat'], DatePart[]> = {
  'DD/MM/YYYY': ['day', 'month', 'year'],
  'MM/DD/YYYY': ['month', 'day', 'year'],
  'YYYY/MM/DD': ['year', 'month', 'day'],
};

export function dateOfBirthChoices(store: LocaleConfig, now = new Date()): DateOfBirthChoices {
  const monthName = new Intl.DateTimeFormat(store.realLocaleISOCode, { month: 'long', timeZone: 'UTC' });
  return {
    order: ORDER[store.dateFormat],
    days: DAY_LIST,
    months: Array.from({ length: 12 }, (_, i) => ({
      value: String(i + 1).padStart(2, '0'),
      label: monthName.format(new Date(Date.UTC(2000, i, 1))),
    })),
    years: birthYears(now, store.timezone),
  };
}
