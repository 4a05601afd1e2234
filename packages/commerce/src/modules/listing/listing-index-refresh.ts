// Keeping the listing index fresh (decision 0007). It hears channel listing_index (migration 0009:
// statement triggers on products, product_categories, product_prices, product_variants and
// stock_levels send the changed product ids, or '*'); each notification's products are re-read in
// one snapshot and written over their old entries, within milliseconds of the commit. Every app
// instance has its own index. It hears the channel on the process's one LISTEN connection when
// given it (subscriber(), decision 0060), else on a ChannelListener of its own: the connection,
// its keepalive and its reconnection are db/listen.ts's.
//
// The index is only served while it can be trusted:
//   - not before its first build (listings answer from SQL meanwhile);
//   - not while the listening connection is down, nor after it comes back until a rebuild that
//     started after it came back has finished (notifications sent meanwhile are lost);
//   - not after a refresh failed, until a rebuild succeeds.
// A full rebuild also runs periodically as a safety net against anything a trigger does not see
// (a change made with triggers disabled, say), and on '*'. While a rebuild reads, the old index
// keeps serving and keeps being refreshed; the ids notified since the rebuild began are re-read
// once it is swapped in, so nothing committed after the rebuild's snapshot is lost.

import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { listenForAll, type ChannelListener, type ChannelSubscriber } from '../../db/listen.ts';
import { buildStore, notificationsInstalled, readProducts } from './listing-index-build.ts';
import { SourceCache } from './listing-index-sources.ts';
import type { ListingStore } from './listing-index-store.ts';
import { SearchDocuments } from './listing-index-text.ts';

export const LISTING_INDEX_CHANNEL = 'listing_index';

export interface ListingIndexOptions {
  /** Safety-net full rebuild period. Default 10 minutes. */
  rebuildEveryMs?: number;
  /** How often a listener of its own checks its connection (ChannelListener's). Default 5 s. */
  keepaliveMs?: number;
  /**
   * Wait before retrying a failed build, and before a listener of its own reconnects
   * (ChannelListener's). Default 5 s.
   */
  retryMs?: number;
  log?: Pick<Logger, 'info' | 'warn'>;
}

/** Products re-read per refresh statement: a bounded `= any($1)` list. */
const REFRESH_BATCH = 5_000;

export type ListingIndexState = 'idle' | 'building' | 'ready' | 'stale' | 'stopped';

export class ListingIndex {
  private store: ListingStore | undefined;
  /** The listener it opened when nobody handed it the process's one (see start). */
  private listener: ChannelListener | undefined;
  /** Bumped whenever the listening connection is (re)established. */
  private listenEpoch = 0;
  private listening = false;
  /** Notifications come from the process's one listener (subscriber()), not a listener of its own. */
  private heardThroughSubscriber = false;
  /** True while every committed change up to the last notification is in `store`. */
  private trusted = false;
  private started = false;
  private stopped = false;
  private readonly pending = new Set<number>();
  /** Ids notified since the running rebuild began (undefined when none runs). */
  private sinceRebuild: Set<number> | undefined;
  private flushing = false;
  private rebuilding = false;
  private rebuildAgain = false;
  private timers: NodeJS.Timeout[] = [];
  private retry: NodeJS.Timeout | undefined;
  private firstBuild: Promise<boolean>;
  private resolveFirstBuild!: (built: boolean) => void;
  /** Recent searches' matches (listing-index-sources.ts), forgotten when product_search changes. */
  readonly sources = new SourceCache();
  /** The search documents, inverted (listing-index-text.ts), read after the first build. */
  readonly text: SearchDocuments;
  /** When the last refresh or rebuild finished: for tests and the operations page. */
  lastRefreshAt = 0;
  builds = 0;

  private readonly db: Database;
  private readonly options: ListingIndexOptions;

  constructor(db: Database, options: ListingIndexOptions = {}) {
    this.db = db;
    this.options = options;
    this.firstBuild = new Promise((resolve) => (this.resolveFirstBuild = resolve));
    this.text = new SearchDocuments(db, this.log);
  }

  get state(): ListingIndexState {
    if (this.stopped) return 'stopped';
    if (!this.started) return 'idle';
    if (!this.store) return 'building';
    return this.trusted && this.listening ? 'ready' : 'stale';
  }

  /**
   * The index to answer from, or undefined when listings must use SQL (see the top of this file).
   * The first call starts the index in the background.
   */
  current(): ListingStore | undefined {
    if (!this.started) this.start();
    return this.state === 'ready' ? this.store : undefined;
  }

  /** Starts listening and building; returns at once. */
  start(): void {
    if (this.started || this.stopped) return;
    this.started = true;
    const every = (ms: number, run: () => void) => {
      const timer = setInterval(run, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.options.rebuildEveryMs ?? 10 * 60_000, () => this.requestRebuild());
    if (this.heardThroughSubscriber) return;
    const { keepaliveMs, retryMs } = this.options;
    this.listener = listenForAll(this.db, [this.subscription()], {
      keepaliveMs,
      retryMs,
      log: this.log,
      // Its pool ended (a script or a test finished): the index has nothing left to read from.
      onClosed: () => void this.stop(),
    });
  }

  /**
   * The index as a subscriber of the process's one listener (db/listen.ts listenForAll), which
   * then takes the place of a listener of its own: asked for before the index starts.
   */
  subscriber(): ChannelSubscriber {
    this.heardThroughSubscriber = true;
    return this.subscription();
  }

  private subscription(): ChannelSubscriber {
    return {
      channel: LISTING_INDEX_CHANNEL,
      onNotification: (payload) => {
        if (!this.stopped) this.notified(payload);
      },
      onListening: () => this.heard(),
      onLost: () => this.unheard(),
    };
  }

  /** Resolves when the first build has finished: true when built, false when it failed. */
  ready(): Promise<boolean> {
    if (!this.started) this.start();
    // The listener does not hold the process open (db/listen.ts); a caller waiting here does.
    const hold = setInterval(() => {}, 1_000);
    return this.firstBuild.finally(() => clearInterval(hold));
  }

  /** Resolves once no refresh or rebuild is pending or running (tests). */
  async settled(): Promise<void> {
    while (!this.stopped && (this.flushing || this.rebuilding || this.pending.size > 0)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    clearTimeout(this.retry);
    this.resolveFirstBuild(false);
    const listener = this.listener;
    this.listener = undefined;
    this.listening = false;
    this.store = undefined;
    this.text.stop();
    await listener?.stop();
  }

  private get log(): Pick<Logger, 'info' | 'warn'> {
    return this.options.log ?? console;
  }

  private poolGone(): boolean {
    const pool = this.db.$client;
    if (pool.ending || pool.ended) {
      void this.stop();
      return true;
    }
    return false;
  }

  /** LISTEN is in place (again): what was missed meanwhile is read by a rebuild. */
  private heard(): void {
    if (this.stopped) return;
    this.listening = true;
    this.listenEpoch++;
    this.requestRebuild();
  }

  /** Notifications are no longer heard: the index is not served until rebuilt. */
  private unheard(): void {
    this.listening = false;
    this.trusted = false;
    this.forgetSearches();
    if (this.stopped) return;
    this.log.warn('listing index: change notifications lost, listings answer from SQL until rebuilt');
  }

  private later(run: () => void): void {
    clearTimeout(this.retry);
    this.retry = setTimeout(run, this.options.retryMs ?? 5_000);
    this.retry.unref();
  }

  private notified(payload: string): void {
    if (payload === 'search') {
      this.forgetSearches();
      return;
    }
    if (payload === '*') {
      // Everything committed before this notification is in the rebuild's snapshot.
      this.pending.clear();
      this.requestRebuild();
      return;
    }
    for (const part of payload.split(',')) {
      const id = Number(part);
      if (!Number.isSafeInteger(id) || id <= 0) continue;
      this.pending.add(id);
      this.sinceRebuild?.add(id);
    }
    this.scheduleFlush();
  }

  /** product_search changed, or may have: searches kept and documents read are out of date. */
  private forgetSearches(): void {
    this.sources.clear();
    this.text.forget();
  }

  private scheduleFlush(): void {
    if (this.flushing || this.pending.size === 0) return;
    this.flushing = true;
    setImmediate(() => void this.flush());
  }

  /** Re-reads the pending products into the store they were notified for. */
  private async flush(): Promise<void> {
    try {
      while (this.pending.size > 0 && !this.stopped) {
        const store = this.store;
        // Before the first build its snapshot will hold these changes, and sinceRebuild the rest.
        if (!store) {
          this.pending.clear();
          break;
        }
        if (this.poolGone()) break;
        const ids = [...this.pending].slice(0, REFRESH_BATCH);
        for (const id of ids) this.pending.delete(id);
        let records;
        const client = await this.db.$client.connect();
        try {
          records = await readProducts(client, ids);
        } catch (err) {
          for (const id of ids) this.pending.add(id);
          throw err;
        } finally {
          client.release();
        }
        // Swapped for a rebuild meanwhile: that rebuild's snapshot or its re-read covers these.
        if (store !== this.store) continue;
        const found = new Set<number>();
        for (const record of records) {
          found.add(record.id);
          if (!store.upsert(record)) this.requestRebuild();
        }
        for (const id of ids) if (!found.has(id)) store.remove(id);
        this.lastRefreshAt = Date.now();
      }
    } catch (err) {
      this.trusted = false;
      this.log.warn(
        { err: err instanceof Error ? err.message : err },
        'listing index: refresh failed, listings answer from SQL until rebuilt',
      );
      this.pending.clear();
      this.later(() => this.requestRebuild());
    } finally {
      this.flushing = false;
    }
    if (!this.stopped) this.scheduleFlush();
  }

  private requestRebuild(): void {
    if (this.stopped || !this.started) return;
    if (this.rebuilding) {
      this.rebuildAgain = true;
      return;
    }
    void this.rebuild();
  }

  private async rebuild(): Promise<void> {
    if (this.poolGone()) return;
    this.rebuilding = true;
    const trustable = this.listening;
    const epoch = this.listenEpoch;
    this.sinceRebuild = new Set();
    try {
      const client = await this.db.$client.connect();
      let built;
      try {
        if (!(await notificationsInstalled(client))) {
          throw new Error('change notification triggers missing (migrations 0009, 0010, 0015)');
        }
        built = await buildStore(client);
      } finally {
        client.release();
      }
      if (this.stopped) return;
      this.store = built.store;
      // A 'search' notification may have been missed while not listening.
      if (!trustable) this.forgetSearches();
      // Read once the listing store is up, so that listings are not kept waiting for them.
      this.text.load();
      this.builds++;
      for (const id of this.sinceRebuild) this.pending.add(id);
      if (trustable && this.listening && this.listenEpoch === epoch) this.trusted = true;
      this.lastRefreshAt = Date.now();
      this.log.info(
        {
          products: built.products,
          readMs: Math.round(built.readMs),
          buildMs: Math.round(built.buildMs),
          megabytes: Math.round(built.store.bytes() / 1e5) / 10,
        },
        'listing index built',
      );
      this.resolveFirstBuild(true);
    } catch (err) {
      this.log.warn(
        { err: err instanceof Error ? err.message : err },
        'listing index: build failed, listings answer from SQL',
      );
      this.resolveFirstBuild(false);
      if (!this.poolGone()) this.later(() => this.requestRebuild());
    } finally {
      this.sinceRebuild = undefined;
      this.rebuilding = false;
    }
    this.scheduleFlush();
    if (this.rebuildAgain) {
      this.rebuildAgain = false;
      this.requestRebuild();
    }
  }
}
