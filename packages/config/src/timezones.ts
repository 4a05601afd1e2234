// §9 time zone for en-US and §3.2 banner preview regions; §5 preview dates in a store's zone.

// §9: a region chosen by the shopper (east, west or central).
export const US_REGION_CHOICES: Readonly<Record<string, string>> = Object.freeze({
  east: 'US_EAST',
  west: 'US',
  central: 'US_CENTRAL',
});

// §9: browser zones with a region of their own. Denver (Mountain time) goes to central, as specified.
export const US_BROWSER_ZONE_REGIONS: Readonly<Record<string, string>> = Object.freeze({
  'America/Chicago': 'US_CENTRAL',
  'America/Denver': 'US_CENTRAL',
  'America/Winnipeg': 'US_CENTRAL',
  'America/New_York': 'US_EAST',
  'America/Detroit': 'US_EAST',
});

/**
 * §9 "time zone for en-US". Our reading of the spec:
 * 1. A chosen region east/west/central (case-insensitive) maps to US_EAST/US/US_CENTRAL.
 * 2. Otherwise the browser zone decides: Chicago, Denver, Winnipeg -> US_CENTRAL; New York,
 *    Detroit -> US_EAST.
 * 3. Any other browser zone is returned as is ("else the browser time zone"), e.g.
 *    'America/Los_Angeles'; storeCode('US', thatZone) then falls back to 'US' (west).
 * 4. No chosen region and no browser zone: 'US' (the default, west, store code).
 */
export function usTimezoneRegion(chosen: string | undefined, browserTimeZone: string | undefined): string {
  const choice = chosen?.trim().toLowerCase();
  if (choice && Object.hasOwn(US_REGION_CHOICES, choice)) return US_REGION_CHOICES[choice] ?? 'US';
  if (!browserTimeZone) return 'US';
  return Object.hasOwn(US_BROWSER_ZONE_REGIONS, browserTimeZone)
    ? (US_BROWSER_ZONE_REGIONS[browserTimeZone] ?? 'US')
    : browserTimeZone;
}

// §3.2 banner preview regions, each with a time zone. The three US variants: Los Angeles is
// plain 'US' (west, the default US store code of §9), Chicago US_CENTRAL, New York US_EAST.
export const BANNER_PREVIEW_REGIONS: readonly { code: string; label: string; timezone: string }[] =
  Object.freeze(
    [
      { code: 'UK', label: 'United Kingdom', timezone: 'Europe/London' },
      { code: 'IE', label: 'Ireland', timezone: 'Europe/Dublin' },
      { code: 'FR', label: 'France', timezone: 'Europe/Paris' },
      { code: 'US', label: 'United States (Los Angeles)', timezone: 'America/Los_Angeles' },
      { code: 'US_CENTRAL', label: 'United States (Chicago)', timezone: 'America/Chicago' },
      { code: 'US_EAST', label: 'United States (New York)', timezone: 'America/New_York' },
      { code: 'AU', label: 'Australia', timezone: 'Australia/Sydney' },
      { code: 'CA', label: 'Canada', timezone: 'America/Toronto' },
      { code: 'NZ', label: 'New Zealand', timezone: 'Pacific/Auckland' },
      { code: 'AE', label: 'United Arab Emirates', timezone: 'Asia/Dubai' },
      { code: 'QA', label: 'Qatar', timezone: 'Asia/Qatar' },
      { code: 'SA', label: 'Saudi Arabia', timezone: 'Asia/Riyadh' },
    ].map((r) => Object.freeze(r)),
  );

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string, at: number): number {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, fmt);
  }
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(fmt.formatToParts(at).find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
}

/** Offset of `timeZone` from UTC at instant `at`, in minutes (London in summer: 60; New York in winter: -300). */
export function timeZoneOffsetMinutes(timeZone: string, at: Date): number {
  const instant = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((wallClock(timeZone, instant) - instant) / 60_000);
}

/**
 * §5: a preview DateTime is a wall-clock time in the store's zone; this is the instant it names.
 * Month is 1-12. Clock changes follow Temporal's 'compatible' rule: in the autumn overlap the
 * earlier instant is taken; a time skipped in spring is moved forward by the gap (01:30 on
 * London's spring-forward day becomes 02:30 BST, 01:30 UTC).
 */
export function zonedTimeToUtc(
  wall: { year: number; month: number; day: number; hour?: number; minute?: number; second?: number },
  timeZone: string,
): Date {
  const asUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour ?? 0,
    wall.minute ?? 0,
    wall.second ?? 0,
  );
  const DAY = 86_400_000;
  const before = timeZoneOffsetMinutes(timeZone, new Date(asUtc - DAY));
  const after = timeZoneOffsetMinutes(timeZone, new Date(asUtc + DAY));
  const matches = [before, after]
    .map((offset) => asUtc - offset * 60_000)
    .filter((instant) => wallClock(timeZone, instant) === asUtc)
    .sort((a, b) => a - b);
  return new Date(matches[0] ?? asUtc - before * 60_000);
}
