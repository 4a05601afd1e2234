/**
 * The page cache in front of Next (decision 0015): finished store pages kept in memory, already
 * compressed, and answered without entering Next at all.
 *
 * The API's reads pass through it too (api-direct.ts); of those it keeps only what the API calls
 * `public` (§7.8 suggestions), no longer than the answer's `max-age` (page-cache-policy.ts).
 *
 * Next's own page cache (ISR, decision 0003) still decides what a page is and when it is
 * regenerated; this cache only keeps Next's last answer for a URL for a few seconds (`ttlMs`), so
 * a popular page costs one Next response per few seconds instead of one per shopper. A shopper
 * sees a page at most `ttlMs` older than Next would have served it, and less after a purge:
 * `expireProductPages` and `invalidateContent` drop the entries they concern at once.
 *
 * Miss: the request goes to Next as usual and its response is held until Next ends it
 * (held-response.ts); a fresh, shared-cacheable HTML 200 is stored and sent compressed the way
 * that shopper takes it (brotli for browsers), anything else as Next wrote it. Another encoding is
 * made the first time a shopper asks for it. Expired:
 * one request refreshes through Next while the others keep getting the old copy; requests for a
 * URL being fetched for the first time wait for that one response instead of piling onto Next.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { hasXsrfCookie, xsrfSetCookie } from '../lib/xsrf-cookie';
import { holdResponse } from './held-response';
import {
  pageCacheKey,
  pathnameOfKey,
  urlOfKey,
  preferredEncoding,
  verdictOf,
  type Encoding,
} from './page-cache-policy';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const gunzip = promisify(zlib.gunzip);
const unbrotli = promisify(zlib.brotliDecompress);

type Compressed = Exclude<Encoding, 'identity'>;

// Quality 5: close to gzip -9's size, fast enough to compress a miss on the request's thread
// (decision 0015, "Considered and not adopted", for quality 4 and zstd).
const gzipOptions = { level: 6 };
const brotliOptions = (body: Buffer) => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

/** In libuv's threadpool: a later shopper's other encoding does not hold up the event loop. */
function encode(body: Buffer, encoding: Compressed): Promise<Buffer> {
  return encoding === 'gzip' ? gzip(body, gzipOptions) : brotli(body, brotliOptions(body));
}

/** The page as Next wrote it, from any copy kept (in libuv's threadpool). */
function decode(bodies: Entry['bodies']): Promise<Buffer> {
  if (bodies.identity) return Promise.resolve(bodies.identity);
  return bodies.br ? unbrotli(bodies.br) : gunzip(bodies.gzip!);
}

/** decode, on this thread: only when making the page uncompressed failed (see answer). */
function decodeNow(bodies: Entry['bodies']): Buffer {
  if (bodies.identity) return bodies.identity;
  return bodies.br ? zlib.brotliDecompressSync(bodies.br) : zlib.gunzipSync(bodies.gzip!);
}

/**
 * On this thread, for the shopper waiting on a miss. Handed to the threadpool, the compression
 * itself took no longer, but the answer then waited for the event loop to come back to it, behind
 * whatever Next had queued after ending the page, which lengthened a miss's server time, at p95
 * most (decision 0015). Blocking the loop briefly once per miss costs the cached pages nothing
 * measurable.
 */
function encodeNow(body: Buffer, encoding: Compressed): Buffer {
  return encoding === 'gzip'
    ? zlib.gzipSync(body, gzipOptions)
    : zlib.brotliCompressSync(body, brotliOptions(body));
}

export interface PageCacheOptions {
  /** Memory for stored pages, all encodings counted (least recently used go first). */
  maxBytes: number;
  /** How long a stored page is answered before one request asks Next again. */
  ttlMs: number;
  /** How long a URL that turned out not to be a cacheable page goes straight to Next. */
  bypassMs?: number;
  /** Largest page kept (uncompressed). */
  maxPageBytes?: number;
  now?: () => number;
}

interface Entry {
  headers: Record<string, string>;
  /**
   * The page in each encoding a shopper has asked for so far: at first only the one the first
   * shopper took. A compressed copy is a tenth of the page, and what a cache keeps outside the
   * JavaScript heap for seconds is what makes V8 collect the whole heap ("external memory
   * pressure"): with the page as Next wrote it kept beside, full collections came more often,
   * pausing the page being rendered (decision 0015).
   */
  bodies: Partial<Record<Encoding, Buffer>>;
  /** Encodings being made for a first asker (the others asking meanwhile wait for the same). */
  making: Map<Encoding, Promise<void>>;
  etag: string;
  storedAt: number;
  /** How long it is answered: the cache's lifetime, or an API answer's shorter max-age. */
  ttlMs: number;
  /** A page hands a new shopper the anti-forgery cookie; an API answer sets none. */
  page: boolean;
}

export type NextHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
export type CacheState = 'hit' | 'stale' | 'miss' | 'bypass';

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  stale: number;
  misses: number;
  bypassed: number;
}

export class PageCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly bypassed: LRUCache<string, true>;
  private readonly filling = new Map<string, Promise<Entry | null>>();
  private readonly now: () => number;
  private readonly maxPageBytes: number;
  /**
   * URLs being filled that a purge has concerned since: Next began their response before the
   * purge, so it is not stored after it. Only those: a product's purge (an order anywhere) must
   * not throw away the listing another shopper is filling meanwhile.
   */
  private readonly purgedWhileFilling = new Set<string>();
  private readonly counts = { hits: 0, stale: 0, misses: 0, bypassed: 0 };

  private readonly options: PageCacheOptions;

  constructor(options: PageCacheOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
    this.maxPageBytes = options.maxPageBytes ?? 4 * 1024 * 1024;
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: (e) =>
        (e.bodies.identity?.length ?? 0) + (e.bodies.gzip?.length ?? 0) + (e.bodies.br?.length ?? 0) + 512,
    });
    this.bypassed = new LRUCache<string, true>({
      max: 10_000,
      ttl: options.bypassMs ?? 10_000,
      perf: { now: () => this.now() },
    });
  }

  /** Answers a request from the cache, or through Next (keeping what it answers when it may). */
  async handle(req: IncomingMessage, res: ServerResponse, next: NextHandler): Promise<CacheState> {
    const key = pageCacheKey(req);
    if (key === null || this.bypassed.has(key)) {
      this.counts.bypassed++;
      await next(req, res);
      return 'bypass';
    }
    const entry = this.entries.get(key);
    const fresh = entry !== undefined && this.now() - entry.storedAt < entry.ttlMs;
    if (entry && fresh) return this.answer(req, res, await this.ready(key, entry, req), 'hit');
    const pending = this.filling.get(key);
    if (entry && pending) return this.answer(req, res, await this.ready(key, entry, req), 'stale');
    if (pending) {
      const filled = await pending;
      if (filled) return this.answer(req, res, await this.ready(key, filled, req), 'hit');
      this.counts.bypassed++;
      await next(req, res);
      return 'bypass';
    }
    this.counts.misses++;
    await this.fill(key, req, res, next);
    return 'miss';
  }

  /** Drops every stored page (content published: menus and footers are on every page). */
  purgeAll(): void {
    for (const key of this.filling.keys()) this.purgedWhileFilling.add(key);
    this.entries.clear();
  }

  /** Drops the stored pages whose path passes the test (a product's pages in every store). */
  purgePaths(test: (pathname: string) => boolean): void {
    for (const key of this.filling.keys()) {
      if (test(pathnameOfKey(key))) this.purgedWhileFilling.add(key);
    }
    for (const key of [...this.entries.keys()]) {
      if (test(pathnameOfKey(key))) this.entries.delete(key);
    }
  }

  stats(): PageCacheStats {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize, ...this.counts };
  }

  private answer(
    req: IncomingMessage,
    res: ServerResponse,
    entry: Entry,
    state: 'hit' | 'stale' | 'miss',
    timing?: string,
  ): CacheState {
    if (state !== 'miss') this.counts[state === 'hit' ? 'hits' : 'stale']++;
    const preferred = preferredEncoding(req.headers['accept-encoding']);
    // Made by ready(); only an encoding that failed to be made leaves the page uncompressed.
    const encoding = entry.bodies[preferred] ? preferred : 'identity';
    const headers: OutgoingHttpHeaders = { ...entry.headers, etag: entry.etag, 'x-vitrine-cache': state };
    if (timing) headers['server-timing'] = timing;
    // How old the copy is (RFC 9111 §5.1): a browser keeping an API answer for its max-age counts
    // from when it was read, not from this replay.
    const age = Math.floor((this.now() - entry.storedAt) / 1000);
    if (age > 0) headers.age = String(age);
    // The shopper's first page carries their own anti-forgery cookie, as the proxy would add (§9).
    // A miss already has the one the proxy made for this shopper: Next's response keeps it, and
    // Next's patched setHeader would add it to any other we set (two different vt_xsrf cookies).
    if (entry.page && !hasXsrfCookie(req.headers.cookie) && !res.hasHeader('set-cookie')) {
      headers['set-cookie'] = xsrfSetCookie(req.headers.host ?? '');
    }
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, headers);
      res.end();
      return state;
    }
    const body = entry.bodies[encoding] ?? decodeNow(entry.bodies);
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(body);
    return state;
  }

  private async fill(
    key: string,
    req: IncomingMessage,
    res: ServerResponse,
    next: NextHandler,
  ): Promise<void> {
    let settle!: (entry: Entry | null) => void;
    this.filling.set(key, new Promise<Entry | null>((resolve) => (settle = resolve)));
    let entry: Entry | null = null;
    try {
      // Next renders the page itself for this cache (not compressed, not a 304). It is held until
      // Next ends it, then the shopper gets it compressed once, the same bytes this cache keeps:
      // the first visitor of a listing is sent the compressed page, not Next's whole stream
      // (decision 0015).
      const asked = {
        encoding: req.headers['accept-encoding'],
        ifNoneMatch: req.headers['if-none-match'],
      };
      delete req.headers['accept-encoding'];
      delete req.headers['if-none-match'];
      delete req.headers['if-modified-since'];
      const started = performance.now();
      const held = holdResponse(res, this.maxPageBytes);
      const rendering = next(req, res);
      let page;
      try {
        page = await Promise.race([held.ended, rendering.then(() => held.ended)]);
      } catch (err) {
        held.restore();
        throw err;
      }
      const rendered = performance.now();
      const verdict = verdictOf(page.status, page.headers, !page.passedThrough, urlOfKey(key));
      if (verdict.kind === 'store' && !this.purgedWhileFilling.has(key)) {
        entry = this.compress(
          verdict.headers,
          page.body,
          {
            ttlMs: Math.min(this.options.ttlMs, verdict.maxAgeMs ?? Infinity),
            page: verdict.maxAgeMs === undefined,
          },
          preferredEncoding(asked.encoding),
        );
        held.restore();
        req.headers['accept-encoding'] = asked.encoding;
        if (asked.ifNoneMatch !== undefined) req.headers['if-none-match'] = asked.ifNoneMatch;
        // What the server spent on this shopper (W3C Server-Timing): Next's render, then the
        // compression; the benchmark reads it as the page's server time.
        const ms = (t: number) => t.toFixed(1);
        this.answer(
          req,
          res,
          entry,
          'miss',
          `render;dur=${ms(rendered - started)}, compress;dur=${ms(performance.now() - rendered)}`,
        );
        this.entries.set(key, entry);
      } else {
        if (verdict.kind === 'bypass') this.bypassed.set(key, true);
        if (!page.passedThrough) held.release();
      }
      await rendering;
    } finally {
      this.filling.delete(key);
      this.purgedWhileFilling.delete(key);
      settle(entry);
    }
  }

  /**
   * The entry as stored for a miss: the page, its tag, and only the compression the first shopper
   * takes. A shopper whose browser takes another has it made on first demand (ready), so a miss
   * never waits for both brotli and gzip (issue 3).
   */
  private compress(
    headers: Record<string, string>,
    body: Buffer,
    kept: Pick<Entry, 'ttlMs' | 'page'>,
    encoding: Encoding,
  ): Entry {
    const bodies: Entry['bodies'] =
      encoding === 'identity' ? { identity: body } : { [encoding]: encodeNow(body, encoding) };
    const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    return { headers, bodies, making: new Map(), etag, storedAt: this.now(), ...kept };
  }

  /** The entry, with the compression this request prefers made if it was not yet (once per entry). */
  private async ready(key: string, entry: Entry, req: IncomingMessage): Promise<Entry> {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (entry.bodies[encoding]) return entry;
    if (etagMatches(req.headers['if-none-match'], entry.etag)) return entry;
    let making = entry.making.get(encoding);
    if (!making) {
      making = decode(entry.bodies)
        .then((page) => (encoding === 'identity' ? page : encode(page, encoding)))
        .then(
          (made) => {
            entry.bodies[encoding] = made;
            // Counted in the cache's memory from now on, if it is still the stored copy (set
            // alone would not measure the same object again).
            if (this.entries.peek(key) === entry) {
              this.entries.delete(key);
              this.entries.set(key, entry);
            }
          },
          // Answered uncompressed instead (answer); the next asker tries again.
          () => void entry.making.delete(encoding),
        );
      entry.making.set(encoding, making);
    }
    await making;
    return entry;
  }
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}
