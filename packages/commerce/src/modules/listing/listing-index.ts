// The per-process listing index of decision 0007, one per database handle: category and search
// listings counted in memory at 100,000 products (issue 3: listing pages under 60 ms, search p95
// under 40 ms, uncached). Pieces:
//   listing-index-store.ts    the typed-array store and its facet value dictionary
//   listing-index-cards.ts    what a product card shows, so a page reads no cards from SQL
//   listing-index-build.ts    reading products from PostgreSQL (a build, or a refresh of a few)
//   listing-index-query.ts    filtering, disjunctive facet counts, price range, sorts, pages
//   listing-index-refresh.ts  refresh on NOTIFY (db/listen.ts), safety rebuilds, when it may be trusted
//   listing-index-sources.ts  a source's rows (a search's matches), kept until product_search changes
//   listing-index-text.ts     the search documents inverted, matched and ranked in memory (0023)
//   fulltext-rank.ts          tsvector and tsquery text, and ts_rank computed as PostgreSQL does
// listing.ts listProducts is the one entry point: it asks the index and falls back to SQL.
//
// The web server starts it when it starts (instrumentation-node.ts, listing.ts startListingIndex);
// any other process on its first listing. Listings answer from SQL while it builds, and the
// health check says "building". LISTING_INDEX=off keeps every listing
// on SQL.

import { env } from '../../env.ts';
import { createLogger } from '../../kernel/logger.ts';
import type { Database } from '../../db/client.ts';
import { ListingIndex, type ListingIndexOptions } from './listing-index-refresh.ts';

export { ListingIndex, type ListingIndexOptions, type ListingIndexState } from './listing-index-refresh.ts';

// On globalThis so that Next's dev server reloading modules reuses the index (as db/client.ts
// does the pool), keyed by database handle so tests with their own pools get their own index.
const globalForIndex = globalThis as unknown as {
  __vitrineListingIndexes?: WeakMap<Database, ListingIndex | 'off'>;
};
const indexes = (globalForIndex.__vitrineListingIndexes ??= new WeakMap());

/** The listing index of a database handle, created (not started) on first call; undefined when off. */
export function listingIndexFor(db: Database, options?: ListingIndexOptions): ListingIndex | undefined {
  let index = indexes.get(db);
  if (index === undefined) {
    index =
      env().LISTING_INDEX === 'off'
        ? 'off'
        : new ListingIndex(db, { log: createLogger().child({ module: 'listing-index' }), ...options });
    indexes.set(db, index);
  }
  return index === 'off' ? undefined : index;
}

/** Keeps a database handle's listings on SQL (tests comparing the two; benchmarks' "before"). */
export async function disableListingIndex(db: Database): Promise<void> {
  const index = indexes.get(db);
  indexes.set(db, 'off');
  if (index && index !== 'off') await index.stop();
}
