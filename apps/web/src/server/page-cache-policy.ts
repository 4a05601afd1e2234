/**
 * What the page cache (page-cache.ts, decision 0015) may answer and keep. Pure rules, no I/O.
 *
 * The cache sits in front of Next for anonymous-looking GETs of store pages. Store pages never
 * read cookies, headers or the user agent (decision 0003), so one page is the same document for
 * every shopper; the only request inputs that change what Next answers for a URL are the host,
 * the path and query, and the currency cookie the proxy's store routing reads (decision 0002).
 * Everything else that could make a response personal is excluded here rather than trusted.
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { cookieFromHeader } from '@vitrine/client';
import { COOKIE_NAMES } from '@vitrine/config';
import { previewSwitchHref } from '../lib/content/preview';
import { isCatalogueView } from '../lib/routing';

/**
 * The versioned API (§7). Its reads pass through this cache too, which keeps only the answers the
 * API itself calls `public` (§7.8 searchsuggest): the same for every shopper of a store.
 */
const VERSIONED_API = /^\/api\/v[12](?:\/|$)/;

/** Whether a path is under the versioned API. */
export function isVersionedApiPath(pathname: string): boolean {
  return VERSIONED_API.test(pathname);
}

/**
 * Never pages: Next's assets (already immutable and cheap), the API, media, tools, staff screens,
 * the preview switch, and the health check, which must report the live process, not a copy.
 */
const NOT_PAGES =
  /^\/(?:_next|api|media|flags|dev|staff|content-preview|elb-health-check)(?:\/|$)|^\/favicon\./;

/** Cookies that put a visitor in draft mode or a §5 preview: those pages are per request. */
const PREVIEW_COOKIES = ['__prerender_bypass', COOKIE_NAMES.bannerPreview, COOKIE_NAMES.namespacePreview];

/** Headers of a client-side navigation or a server action: Next answers those differently. */
const NEXT_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action'];

export interface PageRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
}

/** The cache key of a request the cache may answer, or null to hand it to Next untouched. */
export function pageCacheKey(req: PageRequest): string | null {
  if (req.method !== 'GET' || !req.url?.startsWith('/')) return null;
  const q = req.url.indexOf('?');
  const pathname = q === -1 ? req.url : req.url.slice(0, q);
  const search = q === -1 ? '' : req.url.slice(q);
  const h = req.headers;
  if (isVersionedApiPath(pathname)) {
    if (h.authorization) return null;
    // The API serves the store its `locale` header names (§7.1): the one request header its
    // public answers may vary on (apiVerdict).
    return `${h.host ?? ''}\n${req.url}\nlocale=${String(h.locale ?? '')}`;
  }
  if (NOT_PAGES.test(pathname)) return null;
  if (h.authorization || NEXT_REQUEST_HEADERS.some((name) => h[name] !== undefined)) return null;
  const query = new URLSearchParams(search);
  // _rsc busts caches for navigations; the proxy turns a conversion id into a session cookie (§2.3).
  if (query.has('_rsc') || query.has('hConversionEventId')) return null;
  const cookies = h.cookie;
  if (PREVIEW_COOKIES.some((name) => cookieFromHeader(cookies, name) !== undefined)) return null;
  // A signed-in visitor with preview parameters is sent to the preview switch (§5).
  if (previewSwitchHref(pathname, search, cookieFromHeader(cookies, COOKIE_NAMES.jwt) !== undefined)) {
    return null;
  }
  const currency = cookieFromHeader(cookies, COOKIE_NAMES.currency) ?? '';
  // The proxy's store routing reads the currency cookie, and the store cookie at a root (§9,
  // lib/routing.ts): a page is kept per the cookies that chose it.
  const store = pathname === '/' ? `\n${cookieFromHeader(cookies, COOKIE_NAMES.store) ?? ''}` : '';
  return `${h.host ?? ''}\n${req.url}\n${currency}${store}`;
}

/** The URL (path and query) of a key. */
export function urlOfKey(key: string): string {
  return key.split('\n')[1] ?? '';
}

/** The path part of a key (for purging by product URL). */
export function pathnameOfKey(key: string): string {
  const url = urlOfKey(key);
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/**
 * Headers a stored page is replayed with: connection-level ones and cookies are not kept, nor
 * Next's verdict on its own cache for the first request (a replay says `x-vitrine-cache`).
 */
const NOT_REPLAYED = new Set([
  'x-nextjs-cache',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'etag',
  'set-cookie',
]);

/**
 * What to do with a response Next gave to a cacheable request:
 * - `store`, with the headers to replay: a fresh, shared-cacheable HTML page;
 * - `retry`: not now, ask Next again next time (a stale ISR page being refreshed, a cut response);
 * - `bypass`: this URL is not a cacheable page (dynamic, an error, a redirect, a personal cookie);
 *   hand it to Next directly for a while.
 */
export type Verdict =
  | {
      kind: 'store';
      headers: Record<string, string>;
      /** An API answer's own `max-age`: it is not kept longer than it says. */
      maxAgeMs?: number;
    }
  | { kind: 'retry' }
  | { kind: 'bypass' };

/**
 * Search results (§2.1 /catalogsearch/result, under any store prefix). Next renders them per
 * request (their query is free text, so they are not Next page-cache entries on disk), but they
 * read nothing of the shopper either: issue 3 item 7 wants them cached per store, so this cache
 * keeps them in its bounded memory for its short lifetime while telling browsers and CDNs
 * `no-store` as Next does.
 */
export function isSearchResultsPath(pathname: string): boolean {
  return pathname.endsWith('/catalogsearch/result') || pathname.endsWith('/catalogsearch/result/');
}

/**
 * Pages Next renders per request that are still the same for every shopper, so this cache keeps
 * them: search results, and catalogue pages with a query (a filtered, sorted or later page of a
 * listing; decision 0016), whose combinations are too many for Next's page cache on disk.
 */
export function isSharedPerRequestPage(url: string): boolean {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  return isSearchResultsPath(pathname) || isCatalogueView(pathname, q === -1 ? '' : url.slice(q));
}

export function verdictOf(
  status: number,
  headers: OutgoingHttpHeaders,
  complete: boolean,
  /** The request's path and query. */
  url = '',
): Verdict {
  if (!complete) return { kind: 'retry' };
  const get = headerReader(headers);
  const q = url.indexOf('?');
  if (isVersionedApiPath(q === -1 ? url : url.slice(0, q))) return apiVerdict(status, headers);
  // Next marks ISR pages `s-maxage=…`; dynamic ones `private, no-cache, no-store`.
  const cacheControl = get('cache-control').toLowerCase();
  const shared =
    isSharedPerRequestPage(url) ||
    (/(?:^|,)\s*s-maxage=\d+/.test(cacheControl) && !/private|no-store|no-cache/.test(cacheControl));
  if (
    status !== 200 ||
    !get('content-type').toLowerCase().startsWith('text/html') ||
    !shared ||
    // The cache asks Next for the page as is (page-cache.ts drops Accept-Encoding on a miss) and
    // compresses it itself: a body already encoded would be encoded twice.
    get('content-encoding') !== ''
  ) {
    return { kind: 'bypass' };
  }
  // The proxy's anti-forgery cookie is per shopper and handed out again on replay; any other
  // cookie would be someone's.
  const cookies = headers['set-cookie'];
  const list = Array.isArray(cookies) ? cookies : cookies === undefined ? [] : [String(cookies)];
  if (list.some((c) => !c.startsWith(`${COOKIE_NAMES.xsrf}=`))) return { kind: 'bypass' };
  // A stale page is being regenerated behind it: keeping it would stretch its age.
  if (get('x-nextjs-cache').toUpperCase() === 'STALE') return { kind: 'retry' };
  return { kind: 'store', headers: replayed(headers) };
}

/** Vary headers an API answer may name and still be kept under pageCacheKey's key. */
const API_KEY_HEADERS = new Set(['locale', 'accept-encoding']);

/**
 * An API read is kept only when the API says any cache may keep it (`public` with a `max-age`),
 * sets no cookie and varies on nothing the key leaves out; everything else (every customer's
 * own data) goes straight to the API.
 */
function apiVerdict(status: number, headers: OutgoingHttpHeaders): Verdict {
  const get = headerReader(headers);
  const cacheControl = get('cache-control').toLowerCase();
  const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(cacheControl)?.[1];
  const vary = get('vary')
    .toLowerCase()
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (
    status !== 200 ||
    !get('content-type').toLowerCase().startsWith('application/json') ||
    !/(?:^|,)\s*public\s*(?:,|$)/.test(cacheControl) ||
    /private|no-store|no-cache/.test(cacheControl) ||
    !maxAge ||
    headers['set-cookie'] !== undefined ||
    vary.some((v) => !API_KEY_HEADERS.has(v)) ||
    get('content-encoding') !== ''
  ) {
    return { kind: 'bypass' };
  }
  // Public but at the end of its life (the API's own copy expires now): ask again next time.
  if (Number(maxAge) === 0) return { kind: 'retry' };
  return { kind: 'store', headers: replayed(headers), maxAgeMs: Number(maxAge) * 1000 };
}

function headerReader(headers: OutgoingHttpHeaders) {
  return (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
  };
}

function replayed(headers: OutgoingHttpHeaders): Record<string, string> {
  const get = headerReader(headers);
  const replay: Record<string, string> = {};
  for (const name of Object.keys(headers)) {
    const lower = name.toLowerCase();
    if (!NOT_REPLAYED.has(lower)) replay[lower] = get(name);
  }
  replay.vary = withAcceptEncoding(replay.vary);
  return replay;
}

function withAcceptEncoding(vary: string | undefined): string {
  if (!vary) return 'Accept-Encoding';
  return /accept-encoding/i.test(vary) ? vary : `${vary}, Accept-Encoding`;
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** Whether a client accepts an encoding (RFC 9110 §12.5.3, q=0 means "not this one"). */
export function acceptsEncoding(acceptEncoding: string | string[] | undefined, encoding: Encoding): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name, weight === undefined ? 1 : Number(weight));
  }
  if (encoding === 'identity') return (q.get('identity') ?? (q.get('*') === 0 ? 0 : 1)) > 0;
  return (q.get(encoding) ?? q.get('*') ?? 0) > 0;
}

/** The best stored encoding a client accepts. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  if (acceptsEncoding(acceptEncoding, 'br')) return 'br';
  if (acceptsEncoding(acceptEncoding, 'gzip')) return 'gzip';
  return 'identity';
}
