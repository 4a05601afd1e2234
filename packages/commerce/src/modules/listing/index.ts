// The read side of the catalogue (module `listing`): category and sale listings, search and its
// documents, answered by the in-memory listing index when it is ready and by SQL otherwise
// (decision 0007), and what keeps them fresh: the product-change notifications.
export {
  FACET_PARAMS,
  MAX_PAGE_SIZE,
  listProducts,
  listingIndexState,
  listingService,
  searchDocumentsState,
  startListingIndex,
  type Facet,
  type FacetValue,
  type ListingQuery,
  type ListingRequest,
  type ListingResult,
  type ListingService,
  type ListingSource,
  type SortOption,
} from './listing.ts';
export { productCards, type CardQuery, type ProductCard } from './product-cards.ts';
export { SALE_PATH, saleService } from './sale.ts';
export {
  MAX_QUERY_LENGTH,
  SUGGEST_LIMITS,
  normalizeQuery,
  refreshSearchIndex,
  searchService,
  type SearchRequest,
  type SearchResult,
  type SearchService,
  type Suggestions,
} from './search.ts';
export {
  changedProducts,
  listenForChanges,
  listenForProductChanges,
  productChangeSubscriber,
  type ProductChangeListenerOptions,
} from './product-changes.ts';
export { disableListingIndex, listingIndexFor, type ListingIndexState } from './listing-index.ts';
// The listing index's parts that merchandising ranks its widgets and recommendations with.
export { cardsOf } from './listing-index-cards.ts';
export { highestFirst } from './listing-index-query.ts';
export type { ListingStore } from './listing-index-store.ts';
export { topProducts, type TopQuery } from './listing-index-top.ts';
export { pruneRareSearches, RARE_QUERY_COUNT, RARE_QUERY_DAYS } from './search-pruning.ts';
// The popular-search counts' batches, which the composition root sends through the job runner.
export {
  flushQueryCounts,
  queryCountBatch,
  queryCountsOfBatch,
  sendQueryCountsTo,
  writeQueryCounts,
  type QueryCountBatch,
  type QueryCountSink,
} from './query-count-writes.ts';
