import { BANNER_DEFAULT_END_INSTANT } from '@vitrine/config';
import { withMediaHost } from './media.ts';

/**
 * §3.5 banners and their schedules, §4.3 visibility. Shapes are decision 0010's banner files
 * (`{ Banners: [...] }`, capitalised keys; schedule keys are devices).
 */

export type BannerDevice = 'desktop' | 'mobile' | 'app';
export const BANNER_DEVICES: readonly BannerDevice[] = Object.freeze(['desktop', 'mobile', 'app']);

export interface ScheduleWindow {
  StartDate?: string | null;
  EndDate?: string | null;
}

/** Device -> windows. A null window stays null and means "no schedule for that device". */
export type BannerSchedule = Record<string, (ScheduleWindow | null)[] | null | undefined>;

export interface BannerMediaItem {
  Url: string;
}

export interface Banner {
  BannerId: string;
  Title?: string | null;
  Text?: string | null;
  Link?: string | null;
  Media?: { App?: BannerMediaItem[]; Desktop?: BannerMediaItem[]; Mobile?: BannerMediaItem[] } | null;
  Schedule?: BannerSchedule | null;
}

export interface BannerFile {
  Banners: Banner[];
}

export const EMPTY_BANNER_FILE: BannerFile = Object.freeze({
  Banners: Object.freeze([]) as unknown as Banner[],
});

/** §3.5: a missing EndDate reads as 01-01-2121 12:00, the instant the API reads too (decision 0052). */
export const DEFAULT_END_DATE = BANNER_DEFAULT_END_INSTANT;

/**
 * §4.3 "before the end plus a grace period (value not shown)": our value is one minute. It absorbs
 * clock skew between app instances and the content service, so a banner ending at midnight does not
 * flicker between instances around 00:00. It is deliberately short: pages are cached for up to
 * 300 s (decision 0003), so a shopper may already see an ended banner for up to grace + 5 minutes,
 * and an ended sale must not be advertised longer than that.
 */
export const BANNER_GRACE_MS = 60_000;

/** §3.5: missing EndDate -> DEFAULT_END_DATE; a null window stays null; StartDate kept as given. */
export function normaliseSchedule(schedule: BannerSchedule): BannerSchedule {
  const out: BannerSchedule = {};
  for (const [device, windows] of Object.entries(schedule)) {
    if (!Array.isArray(windows)) {
      out[device] = windows ?? null;
      continue;
    }
    out[device] = windows.map((w) => {
      if (w === null || typeof w !== 'object') return null;
      const end = typeof w.EndDate === 'string' && w.EndDate.trim() !== '' ? w.EndDate : DEFAULT_END_DATE;
      return { StartDate: w.StartDate ?? null, EndDate: end };
    });
  }
  return out;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mediaList(value: unknown, host: string | undefined): BannerMediaItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((m) =>
    isObject(m) && typeof m.Url === 'string' && m.Url !== ''
      ? [{ Url: host ? withMediaHost(m.Url, host) : m.Url }]
      : [],
  );
}

/**
 * A banner file read defensively: banners without a BannerId are dropped, schedules normalised
 * (§3.5), media prefixed with the CDN host when one is given (§3.5). Never throws.
 */
export function normaliseBannerFile(
  raw: unknown,
  options: { mediaHost?: string | undefined } = {},
): BannerFile {
  if (!isObject(raw) || !Array.isArray(raw.Banners)) return { Banners: [] };
  const banners: Banner[] = [];
  for (const b of raw.Banners) {
    if (!isObject(b) || typeof b.BannerId !== 'string' || b.BannerId === '') continue;
    const text = (v: unknown) => (typeof v === 'string' ? v : null);
    const media = isObject(b.Media) ? b.Media : {};
    banners.push({
      BannerId: b.BannerId,
      Title: text(b.Title),
      Text: text(b.Text),
      Link: text(b.Link),
      Media: {
        App: mediaList(media.App, options.mediaHost),
        Desktop: mediaList(media.Desktop, options.mediaHost),
        Mobile: mediaList(media.Mobile, options.mediaHost),
      },
      Schedule: isObject(b.Schedule) ? normaliseSchedule(b.Schedule as BannerSchedule) : null,
    });
  }
  return { Banners: banners };
}

/** An unparseable date never matches, so a typo hides a banner instead of showing it forever. */
function instant(value: string): number {
  return Date.parse(value);
}

function windowOpen(window: ScheduleWindow, now: number, graceMs: number): boolean {
  const start = window.StartDate;
  const end = window.EndDate;
  if (typeof start === 'string' && start !== '' && !(now >= instant(start))) return false;
  if (typeof end === 'string' && end !== '' && !(now < instant(end) + graceMs)) return false;
  return true;
}

/**
 * §4.3: a banner with no schedule is always shown. With a schedule, the device's windows decide:
 * shown when any window holds (now at or after its start, or no start; now before its end plus
 * the grace, or no end). A device with no windows, or a null window, has "no schedule for that
 * device" (decision 0010) and shows. Windows are ISO 8601 instants with offsets, so "midnight in
 * Sydney" and "midnight in Los Angeles" compare exactly whatever the server's zone.
 */
export function isBannerVisible(
  banner: Pick<Banner, 'Schedule'>,
  device: BannerDevice,
  now: Date | number,
  graceMs: number = BANNER_GRACE_MS,
): boolean {
  const schedule = banner.Schedule;
  if (schedule === null || schedule === undefined) return true;
  const windows = schedule[device];
  if (!Array.isArray(windows) || windows.length === 0) return true;
  const at = typeof now === 'number' ? now : now.getTime();
  return windows.some((w) => w === null || windowOpen(w, at, graceMs));
}

/** The banners of a file a device shows at `now` (§4.3). */
export function visibleBanners(
  file: BannerFile,
  device: BannerDevice,
  now: Date | number,
  graceMs: number = BANNER_GRACE_MS,
): Banner[] {
  return file.Banners.filter((b) => isBannerVisible(b, device, now, graceMs));
}

function windowOverlaps(window: ScheduleWindow, from: number, to: number, graceMs: number): boolean {
  const start = window.StartDate;
  const end = window.EndDate;
  if (typeof start === 'string' && start !== '' && !(instant(start) <= to)) return false;
  if (typeof end === 'string' && end !== '' && !(from < instant(end) + graceMs)) return false;
  return true;
}

/**
 * §4.3 over a span: whether a device shows the banner at some instant in [from, to]. A cached page
 * is judged again in the browser, so the server ships what is visible now and what starts before
 * the page can expire (decision 0011); a sale weeks away stays out of the HTML.
 */
export function isBannerVisibleWithin(
  banner: Pick<Banner, 'Schedule'>,
  device: BannerDevice,
  from: number,
  to: number,
  graceMs: number = BANNER_GRACE_MS,
): boolean {
  const schedule = banner.Schedule;
  if (schedule === null || schedule === undefined) return true;
  const windows = schedule[device];
  if (!Array.isArray(windows) || windows.length === 0) return true;
  return windows.some((w) => w === null || windowOverlaps(w, from, to, graceMs));
}

/**
 * The next instant after `now` at which §4.3 may change its answer for any of the banners (a start,
 * or an end plus the grace), or null when none is ahead: the browser re-checks then.
 */
export function nextBannerChange(
  banners: readonly Pick<Banner, 'Schedule'>[],
  now: number,
  graceMs: number = BANNER_GRACE_MS,
): number | null {
  let next: number | null = null;
  const consider = (t: number) => {
    if (Number.isFinite(t) && t > now && (next === null || t < next)) next = t;
  };
  for (const banner of banners) {
    for (const windows of Object.values(banner.Schedule ?? {})) {
      if (!Array.isArray(windows)) continue;
      for (const w of windows) {
        if (!w) continue;
        if (typeof w.StartDate === 'string' && w.StartDate !== '') consider(instant(w.StartDate));
        if (typeof w.EndDate === 'string' && w.EndDate !== '') consider(instant(w.EndDate) + graceMs);
      }
    }
  }
  return next;
}
