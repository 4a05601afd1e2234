// §3.2 banner preview regions; §5 preview dates in a store's zone. The preview names its US regions
// directly; §9's en-US mapping from a browser's zone has nothing to act on (decision 0043).

// §3.2 banner preview regions, each with a time zone. The three US variants: Los Angeles is
// plain 'US' (west, the default US region), Chicago US_CENTRAL, New York US_EAST.
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
