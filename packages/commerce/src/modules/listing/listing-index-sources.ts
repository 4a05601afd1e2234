// The products of a listing source given as SQL rows (a search's matches with their relevance,
// the marketplace's partner products), read for the listing index: one text value rather than
// thousands of rows, since a broad search matches a fifth of the catalogue.
//
// Relevance is most of a broad search's time (ts_rank and trigram similarity over 20,000
// documents at 100,000 products: tens of milliseconds, where everything after it takes a few).
// So the matches of sources that read the search index alone (ListingSource.searchIndexOnly) are
// kept, per statement and parameters, until product_search changes: migration 0010 notifies
// 'search' and listing-index-refresh.ts clears them. A shopper refining a search (a filter, a
// sort, the next page) or the next shopper with the same query then skips that work. Only the
// matches are kept: whether a product is live, priced and in stock is the index's to say, fresh.
// Sorts other than relevance do not need relevance, and do not compute it.
//
// A source that says what it matches (ListingSource.text) is answered from the search documents
// in memory when they are read (listing-index-text.ts), and from its SQL otherwise.

import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { SearchDocuments, TextMatch } from './listing-index-text.ts';

export interface SourceRows {
  /**
   * Typed arrays when the search documents answer: a broad word's 20,000 matches copied into
   * JavaScript arrays were a large part of its first search's time, and garbage to collect.
   */
  ids: ArrayLike<number>;
  /** null when read without positions (a sort that does not use them). */
  positions: ArrayLike<number | null> | null;
  /**
   * Set while the rows are kept (SourceCache), unique to them: the listing index keeps the counts
   * of their views under it (listing-index-query.ts), as it does a category's.
   */
  keptAs?: number;
}

/** Most product ids kept over all cached sources (about 12 bytes each). */
const CACHE_BUDGET = 1_000_000;

const dialect = new PgDialect();

/** The last SourceRows.keptAs given. */
let lastKept = 0;

export class SourceCache {
  private readonly entries = new Map<string, SourceRows>();
  private held = 0;
  /** Bumped by clear(): rows read before a clear are not kept after it. */
  generation = 0;

  clear(): void {
    this.entries.clear();
    this.held = 0;
    this.generation++;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, withPositions: boolean): SourceRows | undefined {
    const entry = this.entries.get(key);
    if (!entry || (withPositions && entry.positions === null)) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, rows: SourceRows): void {
    const old = this.entries.get(key);
    if (old) {
      this.held -= old.ids.length;
      this.entries.delete(key);
    }
    if (rows.ids.length > CACHE_BUDGET / 4) return;
    rows.keptAs = ++lastKept;
    this.entries.set(key, rows);
    this.held += rows.ids.length;
    for (const [k, v] of this.entries) {
      if (this.held <= CACHE_BUDGET) break;
      this.entries.delete(k);
      this.held -= v.ids.length;
    }
  }
}

/**
 * The rows of a source: product ids, and their positions when asked. `cache` is used when the
 * source reads the search index alone, `documents` when it says what it matches.
 */
export async function sourceRows(
  db: Database,
  source: { rows: SQL; searchIndexOnly?: boolean; text?: TextMatch },
  withPositions: boolean,
  cache: SourceCache | undefined,
  documents?: SearchDocuments,
): Promise<SourceRows> {
  let key: string | undefined;
  const generation = cache?.generation;
  if (cache && source.searchIndexOnly) {
    const query = dialect.sqlToQuery(source.rows);
    key = JSON.stringify([query.sql, query.params]);
    const cached = cache.get(key, withPositions);
    if (cached) return cached;
  }
  const rows =
    (source.text && (await documents?.rows(source.text, withPositions))) ||
    (await readRows(db, source.rows, withPositions));
  if (key && cache!.generation === generation) cache!.set(key, rows);
  return rows;
}

/** A source's rows from SQL, as one text value. */
async function readRows(db: Database, rows: SQL, withPositions: boolean): Promise<SourceRows> {
  // An unused position column is not computed: PostgreSQL flattens the subquery.
  const row = withPositions
    ? sql`src.product_id || ':' || coalesce(src.position::text, '')`
    : sql`src.product_id::text`;
  const result = await db.execute<{ rows: string | null }>(sql`
    select string_agg(${row}, ',') as rows from (${rows}) src (product_id, position)`);
  const text = result.rows[0]?.rows ?? '';
  const ids: number[] = [];
  const positions: (number | null)[] | null = withPositions ? [] : null;
  if (text !== '') {
    for (const part of text.split(',')) {
      if (!positions) {
        ids.push(Number(part));
        continue;
      }
      const colon = part.indexOf(':');
      ids.push(Number(part.slice(0, colon)));
      // float8 text is the shortest exact form (PostgreSQL 12+): the same number SQL sorts on.
      positions.push(colon === part.length - 1 ? null : Number(part.slice(colon + 1)));
    }
  }
  return { ids, positions };
}
