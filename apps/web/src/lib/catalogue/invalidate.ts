import 'server-only';
import { LOCALE_CODES } from '@vitrine/config';
import { EVERY_PAGE_TAG } from '@/lib/content/invalidate';
import { expireNextTags, nextPathTag } from '@/lib/next-cache';
import { catalogueRoute } from '@/lib/routing';
import { purgeAllPages, purgeProductPages } from '@/server/page-cache-registry';

/**
 * A render begun before a change and ended after it stores the old stock as new, in Next's cache
 * or the page cache in front of it: both are expired once more when such a render has surely
 * ended.
 */
export const SECOND_PURGE_MS = 2_000;

/**
 * Next's tags of these products' pages in every store: the pathname Next rendered each under is
 * the proxy's internal route (routing.ts), not the public URL.
 */
export function productPageTags(urlKeys: string[]): string[] {
  return LOCALE_CODES.flatMap((locale) => urlKeys.map((key) => nextPathTag(catalogueRoute(locale, key))));
}

/**
 * These products' cached pages, in every store, are rendered afresh on the next visit, so the
 * stock and price they show (a size sold out, "only 2 left") are those now (decision 0046). Called
 * for a change heard from PostgreSQL outside any request (lib/catalogue/listen.ts: any writer, on
 * any instance) and by the order that took stock here (issue 3 item 7: also a sale that leaves
 * stock above zero). Undefined: any product may have changed (a bulk change, or notifications
 * missed), so every page is expired. Listings keep their lifetime (docs/operations/performance.md):
 * they say only "in stock" per style, and the bag and checkout check stock again anyway.
 */
export function expireProductPages(urlKeys: string[] | undefined): void {
  if (urlKeys === undefined) {
    purgeAllPages();
    void expireNextTags([EVERY_PAGE_TAG]).finally(purgeAllPages);
    return;
  }
  if (urlKeys.length === 0) return;
  const tags = productPageTags(urlKeys);
  const expire = () => {
    // Next's copy first (marked as the call is made): a request between the two would otherwise
    // copy Next's old page into the page cache again (decision 0015 keeps finished pages by their
    // public URL).
    void expireNextTags(tags);
    purgeProductPages(urlKeys);
  };
  expire();
  setTimeout(expire, SECOND_PURGE_MS).unref();
}
