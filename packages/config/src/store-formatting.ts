import { currencyMinorDigits, isCurrencyCode } from './currencies.ts';
import { formatDatePattern } from './dates.ts';
import { findLocale, type LocaleConfig } from './locales.ts';

/**
 * How orders show dates and money to a shopper: in the order's store, whatever store the request
 * came through, because a timeline must read the same in the tracking page, the email and the
 * history. Dates use the §3.2 store date format and time zone; digits are always Latin (§3.2
 * formats are digit patterns, and the Gulf stores use Western digits on the site).
 */

/** The §3.2 configuration of an order's store. Orders are written with known locales only. */
export function orderStore(storeLocale: string): LocaleConfig {
  const store = findLocale(storeLocale);
  if (!store) throw new TypeError(`Order has an unknown store locale: ${JSON.stringify(storeLocale)}`);
  return store;
}

/** The calendar date of an instant in the store's zone, in its §3.2 format (DD/MM/YYYY...). */
export function storeDate(at: Date, store: LocaleConfig): string {
  return formatDatePattern(at, store.dateFormat, store.timezone);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of an instant in the store's zone, 24-hour HH:mm. */
export function storeTime(at: Date, store: LocaleConfig): string {
  let format = timeFormats.get(store.timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: store.timezone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    });
    timeFormats.set(store.timezone, format);
  }
  return format.format(at);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A delivery date (YYYY-MM-DD, already a day in the store's zone) in the store's format. Read as
 * that day at noon UTC and formatted in UTC, so no zone can move it to the day before.
 */
export function storeCalendarDate(ymd: string, store: LocaleConfig): string {
  const match = CALENDAR_DATE.exec(ymd);
  if (!match) throw new TypeError(`Not a YYYY-MM-DD date: ${JSON.stringify(ymd)}`);
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return formatDatePattern(at, store.dateFormat, 'UTC');
}

export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const at = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return at.toISOString().slice(0, 10) === value;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in minor units as the store writes prices (£25.00, 25,00 €, US$ in en-CA...). */
export function storeMoney(minor: number, currency: string, store: LocaleConfig): string {
  if (!isCurrencyCode(currency)) throw new TypeError(`Unknown currency: ${JSON.stringify(currency)}`);
  const key = `${store.realLocaleISOCode}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(store.realLocaleISOCode, {
      style: 'currency',
      currency,
      numberingSystem: 'latn',
    });
    moneyFormats.set(key, format);
  }
  return format.format(minor / 10 ** currencyMinorDigits(currency));
}
