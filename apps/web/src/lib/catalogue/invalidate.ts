import 'server-only';
import { LOCALE_CODES } from '@vitrine/config';
import { revalidatePath } from 'next/cache';
import { EVERY_PAGE_TAG } from '@/lib/content/invalidate';
import { expireNextTags } from '@/lib/next-cache';
import { CATALOGUE_SEGMENT, QUERY_END } from '@/lib/routing';
import { purgeAllPages, purgeProductPagesTwice } from '@/server/page-cache-registry';

/** Next's path of a product page in a store: what revalidatePath names. */
const productPath = (locale: string, key: string) => `/${locale}/${CATALOGUE_SEGMENT}/-/${QUERY_END}/${key}.html`;

/**
 * An order took stock of these products (issue 3 item 7): their cached product pages, in every
 * store, are rendered afresh on the next visit, so the stock they show (a size sold out, "only 2
 * left") is the stock now. Listings keep their lifetime (docs/operations/performance.md): they say
 * only "in stock" per style, and the bag and checkout check stock again anyway.
 */
export function invalidateProductPages(urlKeys: string[]): void {
  for (const locale of LOCALE_CODES) {
    for (const key of urlKeys) revalidatePath(productPath(locale, key));
  }
  // The page cache in front of Next keeps finished pages by their public URL (decision 0015).
  purgeProductPagesTwice(urlKeys);
}

/**
 * The same, for a change heard from PostgreSQL outside any request (lib/catalogue/listen.ts,
 * decision 0046): a size sold out or back, a price, from any writer. Undefined: any product may
 * have changed (a bulk change, or notifications missed), so every page is expired.
 */
export function expireProductPages(urlKeys: string[] | undefined): void {
  if (urlKeys === undefined) {
    purgeAllPages();
    void expireNextTags([EVERY_PAGE_TAG]).finally(purgeAllPages);
    return;
  }
  // revalidatePath's tag for a page path (no trailing slash, nothing to escape in a URL key).
  void expireNextTags(LOCALE_CODES.flatMap((locale) => urlKeys.map((key) => `_N_T_${productPath(locale, key)}`)));
  purgeProductPagesTwice(urlKeys);
}
