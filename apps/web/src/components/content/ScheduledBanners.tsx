'use client';

import { isBannerVisible, nextBannerChange, type BannerSchedule } from '@vitrine/client';
import { useEffect, useState, type ReactNode } from 'react';

export interface ScheduledBanner {
  id: string;
  /** Null: always shown (§4.3 "no schedule"; also a preview, already judged at its own instant). */
  schedule: BannerSchedule | null;
  content: ReactNode;
}

/**
 * setTimeout's ceiling is about 24.8 days; a far boundary is re-checked at least daily instead,
 * which also corrects a timer a sleeping laptop delayed.
 */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * Which devices show a banner at `now` (§4.3). A cached page cannot know the shopper's device
 * (decision 0003: no user agent), so CSS shows the variant for the screen.
 */
function classesAt(schedule: BannerSchedule | null, now: number): string | null {
  const banner = { Schedule: schedule };
  const desktop = isBannerVisible(banner, 'desktop', now);
  const mobile = isBannerVisible(banner, 'mobile', now);
  if (desktop && mobile) return '';
  if (desktop) return 'hidden md:block';
  if (mobile) return 'md:hidden';
  return null;
}

/**
 * §4.3 judged again with the browser's clock. Listing pages are cached for up to 300 s (decision
 * 0003), so the server's verdict can be minutes old: the first render repeats it (the HTML and
 * hydration agree), then the browser's own time decides and a timer re-checks at the next start or
 * end-plus-grace, so a banner appears and disappears to the second on a page already open.
 */
export function ScheduledBanners({
  label,
  renderedAt,
  banners,
}: {
  label: string;
  /** The server's render instant: what the HTML shows until the browser's clock takes over. */
  renderedAt: number;
  banners: ScheduledBanner[];
}) {
  const [now, setNow] = useState(renderedAt);
  const [live, setLive] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedules = banners.map((b) => ({ Schedule: b.schedule }));
    const check = () => {
      const at = Date.now();
      setNow(at);
      setLive(true);
      clearTimeout(timer);
      const next = nextBannerChange(schedules, at);
      if (next !== null) timer = setTimeout(check, Math.min(next - at, MAX_WAIT_MS));
    };
    check();
    // A tab coming back from the background (or a laptop from sleep) may have missed its timer.
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [banners]);

  const shown = banners.flatMap((banner) => {
    const classes = classesAt(banner.schedule, now);
    return classes === null ? [] : [{ banner, classes }];
  });
  return (
    <section
      aria-label={label}
      hidden={shown.length === 0}
      data-banner-clock={live ? 'browser' : 'server'}
      className="mx-auto max-w-7xl space-y-3 px-4 pt-6 md:px-6"
    >
      {shown.map(({ banner, classes }) => (
        <div key={banner.id} data-banner-id={banner.id} className={classes || undefined}>
          {banner.content}
        </div>
      ))}
    </section>
  );
}
