import type { LocaleConfig } from '@vitrine/config';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { normalizeQuery, searchService, type Suggestions } from './search.ts';

/**
 * How long one store's suggestions for one typed text are reused. Shoppers type the same first
 * letters ("d", "dr", "dre"...), so most requests repeat one of a few thousand texts; the rest
 * cost two statements each (issue 3: suggestions p95 under 15 ms). A product that sells out can
 * be suggested this much longer; its page says it is sold out (docs/operations/performance.md).
 */
export const SUGGEST_CACHE_SECONDS = 30;
/** Texts kept per process (each answer is about 1-2 kB). */
const MAX_TEXTS = 5_000;

const caches = new WeakMap<Database, LRUCache<string, Promise<Suggestions>>>();

/**
 * §7.8 searchsuggest through a short per-process cache. The answer's promise is what is kept, so
 * shoppers typing the same text at the same moment share one read; a failed read is not kept.
 */
export function cachedSuggestions(db: Database, store: LocaleConfig, q: string): Promise<Suggestions> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: MAX_TEXTS, ttl: SUGGEST_CACHE_SECONDS * 1000 });
    caches.set(db, cache);
  }
  const key = keyOf(store, q);
  const kept = cache.get(key);
  if (kept) return kept;
  const answer = searchService(db).suggest(store, q);
  cache.set(key, answer);
  answer.catch(() => {
    if (cache.get(key) === answer) cache.delete(key);
  });
  return answer;
}

/**
 * Whole seconds the kept answer for this text has left: what the route lets browsers and the page
 * cache in front of the API keep it, so no copy outlives SUGGEST_CACHE_SECONDS from its read.
 */
export function suggestionsFreshFor(db: Database, store: LocaleConfig, q: string): number {
  const ms = caches.get(db)?.getRemainingTTL(keyOf(store, q)) ?? 0;
  return Math.max(0, Math.floor(Math.min(ms, SUGGEST_CACHE_SECONDS * 1000) / 1000));
}

function keyOf(store: LocaleConfig, q: string): string {
  return `${store.localeISOCode}\n${normalizeQuery(q)}`;
}
