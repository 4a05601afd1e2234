import { timeZoneOffsetMinutes, zonedTimeToUtc } from '@vitrine/config';

// When a gift card is delivered (issue 6 item 2): the buyer picks a day in the store's time zone,
// today at the earliest and at most GIFT_CARD_MAX_DAYS_AHEAD ahead; the card's email goes at
// midnight of that day in the zone (at once for today, since that midnight has passed).

/** Furthest delivery date: a year ahead (366 days, so "this day next year" is always allowed). */
export const GIFT_CARD_MAX_DAYS_AHEAD = 366;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date (YYYY-MM-DD) that `now` falls on in `timeZone`. */
export function localDate(now: Date, timeZone: string): string {
  const local = new Date(now.getTime() + timeZoneOffsetMinutes(timeZone, now) * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** Whole days from one calendar date to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type DeliveryDateProblem = 'invalid' | 'past' | 'too_far';

/** Why a delivery date cannot be chosen now in the store's zone, or null when it can. */
export function deliveryDateProblem(
  deliverOn: string,
  now: Date,
  timeZone: string,
): DeliveryDateProblem | null {
  if (!isCalendarDate(deliverOn)) return 'invalid';
  const days = daysBetween(localDate(now, timeZone), deliverOn);
  if (days < 0) return 'past';
  if (days > GIFT_CARD_MAX_DAYS_AHEAD) return 'too_far';
  return null;
}

/** The last date a buyer may choose today. */
export function latestDeliveryDate(now: Date, timeZone: string): string {
  const today = localDate(now, timeZone);
  return new Date(Date.parse(`${today}T00:00:00Z`) + GIFT_CARD_MAX_DAYS_AHEAD * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

/** Midnight at the start of `deliverOn` in `timeZone`: when the card's email goes. */
export function deliveryInstant(deliverOn: string, timeZone: string): Date {
  const m = ISO_DATE.exec(deliverOn);
  if (!m || !isCalendarDate(deliverOn)) throw new RangeError(`Not a date: ${deliverOn}`);
  return zonedTimeToUtc({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, timeZone);
}
