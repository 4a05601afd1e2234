import { BANNER_GRACE_MS } from '@vitrine/client';

/**
 * The instant banner schedules are judged at on the server (§4.3). On a cached page this is the
 * time it was rendered; the browser judges again with its own clock (ScheduledBanners).
 */
export function contentNow(): number {
  return Date.now();
}

/** How long a store page is served from the cache: the `revalidate` of the store routes (decision 0003). */
export const PAGE_CACHE_SECONDS = 300;

/**
 * How far ahead a page ships upcoming banners: a banner starting before the page expires must be
 * in its HTML for the browser to show it on time; the grace covers clock skew (§4.3).
 */
export const BANNER_LOOKAHEAD_MS = PAGE_CACHE_SECONDS * 1000 + BANNER_GRACE_MS;
