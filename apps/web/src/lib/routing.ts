import {
  canonicalPath,
  cleanQuery,
  DEFAULT_LOCALE,
  findLocale,
  isLocaleCode,
  localeBySubpathPrefix,
  localisedPath,
  LOCALES,
  normaliseHost,
  publicPath,
  resolveLocaleFromHost,
  resolveStoreRule,
  SUBPATH_STORE_RULES,
  type LocaleCode,
  type RoutingMode,
} from '@vitrine/config';

export interface IncomingRequest {
  pathname: string;
  search: string;
  host: string;
  /** The currency cookie (§9 stored state), used by the host rule (§9: EUR on the GB host gives en-EU). */
  currency?: string | undefined;
  /**
   * The store cookie (§9 stored state): the store last chosen in the switcher, read as the next
   * locale of a request for a host's root, as Next's locale cookie is (decision 0042).
   */
  store?: string | undefined;
  /** GET when absent. */
  method?: string | undefined;
}

export type RoutingDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; location: string; status: 301 | 308 }
  /** To the store the shopper's cookies choose (§9): depends on them, so it is never cached. */
  | { kind: 'redirect'; location: string; status: 307; private: true }
  | { kind: 'rewrite'; pathname: string; search: string; locale: LocaleCode };

/** Paths the proxy leaves alone: the API, assets, the load-balancer check (§2.1), the
 * development tools under /dev (the mail inbox; those pages answer 404 in production), the §5
 * content preview switch and the page Stripe sends the bank's frame back to (issue 34, decision
 * 0079: its query is Stripe's, outside the allow-list, and it belongs to no store). */
const PASS_THROUGH =
  /^\/(api|_next|media|flags|elb-health-check|dev|content-preview|favicon\.ico|favicon\.svg|robots\.txt|payment\/authenticated$)(\/|$)/;

/**
 * Store resolution, once, at the edge of the app (DESIGN: Requests). Decides for a page request:
 * drop query parameters outside the §2.3 allow-list (redirect to the clean URL so they never split
 * a cache), pick the store (subpath prefix, or host map per §9 in production), map fr-FR's French
 * paths (§2.1) and rewrite to the internal `/{locale}/...` route.
 */
export function route(req: IncomingRequest, mode: RoutingMode): RoutingDecision {
  if (PASS_THROUGH.test(req.pathname)) return { kind: 'pass' };

  const params = new URLSearchParams(req.search);
  const { kept, dropped } = cleanQuery(params);
  if (dropped.length > 0) {
    const query = kept.toString();
    return { kind: 'redirect', location: req.pathname + (query ? `?${query}` : ''), status: 301 };
  }

  const segments = req.pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';

  // Internal route names are not public addresses: send them to the store's own URL.
  if (isLocaleCode(first)) {
    const rest = '/' + segments.slice(1).join('/');
    return { kind: 'redirect', location: publicPath(first, rest, mode) + req.search, status: 308 };
  }

  const prefixed = first ? localeBySubpathPrefix(first) : undefined;
  const locale = chooseLocale(req, mode, prefixed?.localeISOCode, segments.length === 0);
  const usedPrefix = prefixed && (mode.kind === 'subpath' || prefixed.localeISOCode === locale);
  const rest = '/' + (usedPrefix ? segments.slice(1) : segments).join('/');

  // §9: the cookies chose a store other than the one at this address (EUR on the GB store's pages
  // in subpath routing, the store cookie at the root): go to that store's address for the page.
  const served = usedPrefix && prefixed ? prefixed.localeISOCode : undefined;
  if (served ? served !== locale : publicPath(locale, '/', mode) !== '/') {
    return {
      kind: 'redirect',
      location: publicPath(locale, rest, mode) + req.search,
      status: 307,
      private: true,
    };
  }

  // §2.1: fr-FR serves some pages at French paths; the English path redirects to the French one.
  const localised = localisedPath(rest, locale);
  if (localised !== rest) {
    return { kind: 'redirect', location: publicPath(locale, localised, mode) + req.search, status: 308 };
  }
  const internal = canonicalPath(rest, locale);
  // §2.1 catalogue pages (paths ending .html) carry their query in the path, so the route never
  // reads searchParams. A page without a query (a category's first page, a product) is a Next
  // page-cache entry; a filtered, sorted or later page renders per request (decision 0016).
  if (internal.endsWith('.html')) {
    return {
      kind: 'rewrite',
      pathname: catalogueRoute(locale, internal.slice(1, -'.html'.length), encodeListingQuery(params)),
      search: '',
      locale,
    };
  }
  return {
    kind: 'rewrite',
    pathname: `/${locale}${internal === '/' ? '' : internal}`,
    search: req.search,
    locale,
  };
}

/**
 * §9 host-to-locale rule in both routings: host (host routing only; subpath routing has one),
 * then next locale (the subpath prefix; at a root without one, the store cookie), then the
 * currency cookie, falling back to en-GB. Subpath routing reads the cookies for page reads only:
 * a form posted from a page is answered by that page's store.
 */
function chooseLocale(
  req: IncomingRequest,
  mode: RoutingMode,
  prefixLocale: LocaleCode | undefined,
  atRoot: boolean,
): LocaleCode {
  const chosen = atRoot && req.store && isLocaleCode(req.store) ? req.store : undefined;
  if (mode.kind === 'subpath') {
    const read = req.method === undefined || req.method === 'GET' || req.method === 'HEAD';
    if (!read) return prefixLocale ?? DEFAULT_LOCALE;
    return resolveStoreRule(SUBPATH_STORE_RULES, {
      nextLocale: prefixLocale ?? chosen ?? DEFAULT_LOCALE,
      ...(req.currency ? { currency: req.currency } : {}),
    });
  }
  // The store cookie names a next locale only where this host serves one by it (ar-AE on the AE host).
  const host = mode.entries.filter((e) => normaliseHost(e.hostName) === normaliseHost(req.host));
  const nextLocale = prefixLocale ?? (host.some((e) => e.requiredNextLocale === chosen) ? chosen : undefined);
  return resolveLocaleFromHost(mode.entries, {
    host: req.host,
    ...(nextLocale ? { nextLocale } : {}),
    ...(req.currency ? { currency: req.currency } : {}),
  });
}

/** Internal route of catalogue pages: `/{locale}/catalogue/{query segments}/~/{path}`. */
export const CATALOGUE_SEGMENT = 'catalogue';
/**
 * The same pages with a query (filters, sort, page number, any other parameter), rendered per
 * request: their combinations have no bound, and Next would keep each one on disk for ever, about
 * 1 MB apiece (decision 0016). The page cache still keeps them a short while in bounded memory.
 */
export const CATALOGUE_VIEW_SEGMENT = 'catalogue-view';
/** Ends the query segments of a catalogue route; the page's own path follows. */
export const QUERY_END = '~';
/** The query segments of a catalogue page without a query. */
const NO_QUERY = `-/${QUERY_END}`;

/**
 * The internal route of a catalogue page: `page` is its path without `.html` (`clothing/dresses`,
 * a product's URL key), `query` its query as encodeListingQuery gives it. What route() rewrites
 * to, and so the pathname Next files the page's cache entry under (its implicit tag, which
 * lib/catalogue/invalidate.ts expires): a product's page in a store is `catalogueRoute(locale, key)`.
 */
export function catalogueRoute(locale: LocaleCode, page: string, query: string = NO_QUERY): string {
  const segment = query === NO_QUERY ? CATALOGUE_SEGMENT : CATALOGUE_VIEW_SEGMENT;
  return `/${locale}/${segment}/${query}/${page}`;
}

/**
 * Whether a public URL is a catalogue page rendered per request (CATALOGUE_VIEW_SEGMENT): a path
 * ending .html with a query that route() keeps. For the page cache, which sees public URLs.
 */
export function isCatalogueView(pathname: string, search: string): boolean {
  return pathname.endsWith('.html') && encodeListingQuery(new URLSearchParams(search)) !== NO_QUERY;
}

/** A file-name-safe length: the page cache stores each path segment as a directory name. */
const CHUNK = 200;
/** Longest value and query kept: no real filter value is this long (bad input is ignored). */
const MAX_VALUE = 100;
const MAX_QUERY = 1500;

/**
 * The query of a catalogue page as path segments: '-' for none, else the parameters sorted by
 * name (so `?a=1&b=2` and `?b=2&a=1` share one cached page) as base64url in 200-character chunks.
 * Values too long to be real filters are dropped here, so they can neither fail nor fill the cache.
 */
export function encodeListingQuery(params: URLSearchParams): string {
  const entries = [...params.entries()].filter(([, v]) => v !== '' && v.length <= MAX_VALUE);
  const sorted = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry[0] === b.entry[0] ? a.index - b.index : a.entry[0] < b.entry[0] ? -1 : 1))
    .map(({ entry }) => entry);
  const kept = new URLSearchParams();
  for (const [k, v] of sorted) {
    if (kept.toString().length + k.length + v.length + 2 > MAX_QUERY) break;
    kept.append(k, v);
  }
  const query = kept.toString();
  if (!query) return NO_QUERY;
  const encoded = Buffer.from(query).toString('base64url');
  const chunks: string[] = [];
  for (let i = 0; i < encoded.length; i += CHUNK) chunks.push(encoded.slice(i, i + CHUNK));
  return `${chunks.join('/')}/${QUERY_END}`;
}

/** Splits a catalogue route's segments into its query and the page path; undefined if not ours. */
export function decodeCatalogueRoute(
  segments: string[],
): { query: URLSearchParams; path: string[] } | undefined {
  const end = segments.indexOf(QUERY_END);
  if (end < 1) return undefined;
  const chunks = segments.slice(0, end);
  const path = segments.slice(end + 1);
  if (path.length === 0) return undefined;
  if (chunks.length === 1 && chunks[0] === '-') return { query: new URLSearchParams(), path };
  if (!chunks.every((c) => /^[A-Za-z0-9_-]{1,200}$/.test(c)) || chunks.length > 10) return undefined;
  return { query: new URLSearchParams(Buffer.from(chunks.join(''), 'base64url').toString('utf8')), path };
}

export { findLocale, LOCALES };
