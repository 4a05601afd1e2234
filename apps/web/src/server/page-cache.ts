/**
 * The page cache in front of Next (decision 0015): finished store pages kept in memory, already
 * compressed, and answered without entering Next at all.
 *
 * Next's own page cache (ISR, decision 0003) still decides what a page is and when it is
 * regenerated; this cache only keeps Next's last answer for a URL for a few seconds (`ttlMs`), so
 * a popular page costs one Next response per few seconds instead of one per shopper. A shopper
 * sees a page at most `ttlMs` older than Next would have served it, and less after a purge:
 * `invalidateProductPages` and `invalidateContent` drop the entries they concern at once.
 *
 * Miss: the request goes to Next as usual and its response is copied on the way out (never
 * delayed); a fresh, shared-cacheable HTML 200 is stored with gzip and brotli variants. Expired:
 * one request refreshes through Next while the others keep getting the old copy; requests for a
 * URL being fetched for the first time wait for that one response instead of piling onto Next.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { finished } from 'node:stream/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { hasXsrfCookie, xsrfSetCookie } from '../lib/xsrf-cookie';
import {
  acceptsEncoding,
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
  bodies: Record<Encoding, Buffer>;
  etag: string;
  storedAt: number;
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
  /** Bumped by every purge: a response Next began before a purge is not stored after it. */
  private generation = 0;
  private readonly counts = { hits: 0, stale: 0, misses: 0, bypassed: 0 };

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.maxPageBytes = options.maxPageBytes ?? 4 * 1024 * 1024;
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      sizeCalculation: (e) => e.bodies.identity.length + e.bodies.gzip.length + e.bodies.br.length + 512,
    });
    this.bypassed = new LRUCache<string, true>({
      max: 10_000,
      ttl: options.bypassMs ?? 10_000,
      perf: { now: () => this.now() },
    });
  }

  /** Answers a request from the cache, or through Next (copying what it answers when it may). */
  async handle(req: IncomingMessage, res: ServerResponse, next: NextHandler): Promise<CacheState> {
    const key = pageCacheKey(req);
    if (key === null || this.bypassed.has(key)) {
      this.counts.bypassed++;
      await next(req, res);
      return 'bypass';
    }
    const entry = this.entries.get(key);
    const fresh = entry !== undefined && this.now() - entry.storedAt < this.options.ttlMs;
    if (entry && fresh) return this.answer(req, res, entry, 'hit');
    const pending = this.filling.get(key);
    if (entry && pending) return this.answer(req, res, entry, 'stale');
    if (pending) {
      const filled = await pending;
      if (filled) return this.answer(req, res, filled, 'hit');
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
    this.generation++;
    this.entries.clear();
  }

  /** Drops the stored pages whose path passes the test (a product's pages in every store). */
  purgePaths(test: (pathname: string) => boolean): void {
    this.generation++;
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
    state: 'hit' | 'stale',
  ): CacheState {
    this.counts[state === 'hit' ? 'hits' : 'stale']++;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const headers: OutgoingHttpHeaders = { ...entry.headers, etag: entry.etag, 'x-vitrine-cache': state };
    // The shopper's first page carries their own anti-forgery cookie, as the proxy would add (§9).
    if (!hasXsrfCookie(req.headers.cookie)) headers['set-cookie'] = xsrfSetCookie(req.headers.host ?? '');
    if (etagMatches(req.headers['if-none-match'], entry.etag)) {
      res.writeHead(304, headers);
      res.end();
      return state;
    }
    const body = entry.bodies[encoding];
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
    const generation = this.generation;
    let settle!: (entry: Entry | null) => void;
    this.filling.set(key, new Promise<Entry | null>((resolve) => (settle = resolve)));
    let entry: Entry | null = null;
    try {
      // The copy must be the whole page, not a 304. Next compresses it with gzip for this shopper
      // when they take gzip (every browser does), as it would without this cache: the first
      // visitor of a page is not sent 400 kB where 40 would do. The copy is unzipped to store.
      req.headers['accept-encoding'] = acceptsEncoding(req.headers['accept-encoding'], 'gzip')
        ? 'gzip'
        : 'identity';
      delete req.headers['if-none-match'];
      delete req.headers['if-modified-since'];
      const copy = copyResponse(res, this.maxPageBytes);
      await next(req, res);
      const complete = await finished(res).then(
        () => true,
        () => false,
      );
      const verdict = verdictOf(
        res.statusCode,
        copy.headers(),
        complete && !copy.overflowed(),
        urlOfKey(key),
      );
      if (verdict.kind === 'bypass') this.bypassed.set(key, true);
      if (verdict.kind === 'store' && generation === this.generation) {
        const gzipped = String(copy.headers()['content-encoding'] ?? '').toLowerCase() === 'gzip';
        entry = await this.compress(verdict.headers, copy.body(), gzipped);
        // A purge while compressing means this copy may predate the change it announced.
        if (entry && generation === this.generation) this.entries.set(key, entry);
        else entry = null;
      }
    } finally {
      this.filling.delete(key);
      settle(entry);
    }
  }

  private async compress(
    headers: Record<string, string>,
    sent: Buffer,
    gzipped: boolean,
  ): Promise<Entry | null> {
    const body = gzipped
      ? await gunzip(sent, { maxOutputLength: this.maxPageBytes }).catch(() => null)
      : sent;
    // A page that unzips past the largest kept (or does not unzip) is not kept.
    if (!body) return null;
    const [gz, br] = await Promise.all([
      gzipped ? sent : gzip(body, { level: 6 }),
      // Quality 5 compresses a 300 kB page in a few milliseconds, close to gzip -9's size.
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ]);
    const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
    return { headers, bodies: { identity: body, gzip: gz, br }, etag, storedAt: this.now() };
  }
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/**
 * Copies what Next writes to a response (status line headers and body) without changing what the
 * client receives. Next sets most headers with setHeader and may pass more to writeHead.
 */
function copyResponse(res: ServerResponse, maxBytes: number) {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let overflow = false;
  const headHeaders: OutgoingHttpHeaders = {};
  const add = (chunk: unknown, encoding?: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buf =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array); // a copy: the writer may reuse its buffer
    bytes += buf.length;
    if (bytes > maxBytes) {
      overflow = true;
      chunks.length = 0;
    } else chunks.push(buf);
  };
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const extra = typeof args[1] === 'string' ? args[2] : args[1];
    if (Array.isArray(extra)) {
      for (let i = 0; i + 1 < extra.length; i += 2)
        headHeaders[String(extra[i]).toLowerCase()] = extra[i + 1];
    } else if (extra && typeof extra === 'object') {
      for (const [k, v] of Object.entries(extra)) headHeaders[k.toLowerCase()] = v as string;
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    add(args[0], args[1]);
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as typeof res.write;
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    add(args[0], args[1]);
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.end;
  return {
    headers: (): OutgoingHttpHeaders => ({ ...res.getHeaders(), ...headHeaders }),
    body: () => Buffer.concat(chunks),
    overflowed: () => overflow,
  };
}
