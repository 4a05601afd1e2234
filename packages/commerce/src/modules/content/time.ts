import { BANNER_DEFAULT_END_INSTANT, timeZoneOffsetMinutes, zonedTimeToUtc } from '@vitrine/config';

// Pure time rules of the content service: preview wall-clock times (§5, §7.6), banner schedule
// windows (§3.5, §4.3), reading a missing end as packages/config's 2121 default (§3.5, §9). No I/O, no clock reads.

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
/** An ISO 8601 instant: with Z or a ±hh:mm offset, so it names one moment everywhere. */
export const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** `2026-11-27T09:00` (seconds and the time optional); undefined unless it is a real date and time. */
export function parseWallClock(value: string): WallClock | undefined {
  const m = WALL.exec(value.trim());
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return { year, month, day, hour, minute, second };
}

/**
 * §5: a preview DateTime is a wall-clock time in the store's zone, turned into the instant with
 * that zone's offset on that date (so 09:00 in Chicago is 15:00Z in winter and 14:00Z in summer).
 * A value that already carries an offset is taken as the instant it names.
 */
export function previewInstant(value: string, timeZone: string): Date | undefined {
  const trimmed = value.trim();
  if (INSTANT.test(trimmed)) {
    const at = Date.parse(trimmed);
    return Number.isNaN(at) ? undefined : new Date(at);
  }
  const wall = parseWallClock(trimmed);
  return wall ? zonedTimeToUtc(wall, timeZone) : undefined;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** The instant as ISO 8601 in `timeZone`'s wall clock with its offset: 2026-11-27T00:00:00+11:00. */
export function formatInZone(at: Date, timeZone: string): string {
  const offset = timeZoneOffsetMinutes(timeZone, at);
  const wall = new Date(Math.floor(at.getTime() / 1000) * 1000 + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}` +
    `${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

/**
 * §3.5/§9: a missing EndDate reads as 01-01-2121 12:00, the one instant packages/config names for
 * the API and the browser alike (decision 0052), whatever the store's zone.
 */
const DEFAULT_END_MS = Date.parse(BANNER_DEFAULT_END_INSTANT);

export const DEVICES = ['desktop', 'mobile', 'app'] as const;
export type Device = (typeof DEVICES)[number];

export interface ScheduleWindow {
  StartDate?: string | null;
  EndDate?: string | null;
}
export type Schedule = Partial<Record<Device, (ScheduleWindow | null)[] | null>>;

/** §4.3 for one window: open from its start (or always) until before its end (or 2121). */
function windowOpen(window: ScheduleWindow | null, at: number, graceMs: number): boolean {
  if (window === null) return true;
  const start = window.StartDate ? Date.parse(window.StartDate) : Number.NEGATIVE_INFINITY;
  const end = window.EndDate ? Date.parse(window.EndDate) : DEFAULT_END_MS;
  return at >= start && at < end + graceMs;
}

/**
 * §4.3 banner visibility for a device at an instant: no Schedule, no entry for the device, or a
 * null entry means always shown (§3.5 "a null entry stays null"); otherwise any open window shows it.
 */
export function scheduledVisible(
  schedule: Schedule | null | undefined,
  device: Device,
  at: Date,
  graceMs = 0,
): boolean {
  if (!schedule) return true;
  const windows = schedule[device];
  if (!windows || windows.length === 0) return true;
  return windows.some((w) => windowOpen(w, at.getTime(), graceMs));
}

/**
 * §3.5/§4.3: the instants at which a schedule opens or closes a window, on any device, earliest
 * first. A missing start (always open) or end (2121) changes nothing at a time of its own.
 */
export function scheduleInstants(schedule: Schedule | null | undefined): number[] {
  const instants = new Set<number>();
  for (const device of DEVICES) {
    for (const window of schedule?.[device] ?? []) {
      for (const date of [window?.StartDate, window?.EndDate]) {
        const at = date ? Date.parse(date) : Number.NaN;
        if (!Number.isNaN(at)) instants.add(at);
      }
    }
  }
  return [...instants].sort((a, b) => a - b);
}

/**
 * A schedule date as editors may write it: an instant with an offset is kept as written; a
 * wall-clock time (2026-11-27T00:00) is read in the store's zone and written with its offset,
 * so the file always carries exact instants (decision 0010). Undefined when it is not a date.
 */
export function normaliseScheduleDate(value: string, timeZone: string): string | undefined {
  const trimmed = value.trim();
  if (INSTANT.test(trimmed)) return Number.isNaN(Date.parse(trimmed)) ? undefined : trimmed;
  const wall = parseWallClock(trimmed);
  return wall ? formatInZone(zonedTimeToUtc(wall, timeZone), timeZone) : undefined;
}
