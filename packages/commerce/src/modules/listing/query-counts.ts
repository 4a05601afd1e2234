// Popular searches (§7.8 searchsuggest) counted in memory and sent on together every few seconds.
//
// Writing each first page's count before the shopper got the page would put a commit on the
// page's path, and under load a wait behind every other shopper's increment of the same row
// ("dress" is one row); a job per search would be as many jobs as searches. So a search only adds
// to a count here, and one batch per interval and process goes on its way: to the job runner as
// one `search-counts` job, which a worker writes and retries when the write fails, or, in a
// process with no runner, written at once (query-count-writes.ts says which). A process sends
// what it holds when it is told to stop (kernel/stopping.ts, and the runner's stop in jobs.ts
// waits for it); one that dies loses at most the last interval's counts, which only order the
// popular searches.

import type { Language } from '@vitrine/config';

/** How long a count waits before its batch is sent. */
export const QUERY_COUNTS_FLUSH_MS = 2_000;
/** Distinct queries held before they are sent at once, whatever the interval. */
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

  private readonly write: (counts: QueryCount[]) => Promise<void>;
  private readonly everyMs: number;

  constructor(write: (counts: QueryCount[]) => Promise<void>, everyMs = QUERY_COUNTS_FLUSH_MS) {
    this.write = write;
    this.everyMs = everyMs;
  }

  /** Counts one search, sent within `everyMs`. */
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
   * Sends what is counted, after any batch under way; resolves once it is handed over (queued as
   * a job, or written). A batch that cannot be handed over is dropped: the popular searches are a
   * hint, never worth a retry loop in a shopper's process. Once queued, the runner retries it.
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
