// Popular searches (§7.8 searchsuggest) counted in memory and written together every few seconds.
//
// Writing each first page's count before the shopper got the page would put a commit on the
// page's path, and under load a wait behind every other shopper's increment of the same row
// ("dress" is one row). So a search only adds to a count here; one statement per
// interval and process writes them all. A process writes what it holds when it is told to stop
// (search.ts registers the flush with kernel/stopping.ts); one that dies loses at most the
// last interval's counts, which only order the popular searches.

import type { Language } from '@vitrine/config';

/** How long a count waits before it is written. */
export const QUERY_COUNTS_FLUSH_MS = 2_000;
/** Distinct queries held before they are written at once, whatever the interval. */
const MAX_PENDING = 5_000;

/** One query's searches since the last write (its text as searched, lower case). */
export interface QueryCount {
  language: Language;
  query: string;
  count: number;
  lastAt: Date;
}

export class QueryCounts {
  private pending = new Map<string, QueryCount>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (counts: QueryCount[]) => Promise<void>,
    private readonly everyMs = QUERY_COUNTS_FLUSH_MS,
  ) {}

  /** Counts one search, written within `everyMs`. */
  add(language: Language, query: string, at: Date): void {
    const key = `${language}\u0000${query}`;
    const known = this.pending.get(key);
    if (known) {
      known.count++;
      if (at > known.lastAt) known.lastAt = at;
    } else {
      this.pending.set(key, { language, query, count: 1, lastAt: at });
    }
    if (this.pending.size >= MAX_PENDING) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.everyMs);
      this.timer.unref();
    }
  }

  /**
   * Writes what is counted, after any write under way; resolves once written. A write that fails
   * drops its counts (the popular searches are a hint, never worth a retry loop).
   */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const counts = [...this.pending.values()];
    this.pending = new Map();
    if (counts.length > 0) {
      this.writing = this.writing.then(() => this.write(counts)).catch(() => {});
    }
    return this.writing;
  }
}
