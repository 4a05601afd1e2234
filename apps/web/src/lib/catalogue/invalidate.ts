import 'server-only';
import { LOCALE_CODES } from '@vitrine/config';
import { revalidatePath } from 'next/cache';
import { CATALOGUE_SEGMENT, QUERY_END } from '@/lib/routing';
import { purgeProductPagesTwice } from '@/server/page-cache-registry';

/**
 * An order took stock of these products (issue 3 item 7): their cached product pages, in every
 * store, are rendered afresh on the next visit, so a size that just sold out is not offered for
 * the rest of the cache lifetime. Listings keep their lifetime (docs/operations/performance.md):
 * they say only "in stock" per style, and the bag and checkout check stock again anyway.
 */
export function invalidateProductPages(urlKeys: string[]): void {
  for (const locale of LOCALE_CODES) {
    for (const key of urlKeys) {
      revalidatePath(`/${locale}/${CATALOGUE_SEGMENT}/-/${QUERY_END}/${key}.html`);
    }
  }
  // The page cache in front of Next keeps finished pages by their public URL (decision 0015).
  purgeProductPagesTwice(urlKeys);
}
