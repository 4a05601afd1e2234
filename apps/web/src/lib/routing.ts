import {
  canonicalPath,
  cleanQuery,
  findLocale,
  getLocale,
  isLocaleCode,
  localeBySubpathPrefix,
  localisedPath,
  LOCALES,
  parseHostMap,
  resolveLocaleFromHost,
  type LocaleCode,
  type StoreHostEntry,
} from '@vitrine/config';

export type RoutingMode = { kind: 'subpath' } | { kind: 'host'; entries: StoreHostEntry[] };

export interface IncomingRequest {
  pathname: string;
  search: string;
  host: string;
  /** The currency cookie (§9 stored state), used by the host rule (§9: EUR on the GB host gives en-EU). */
  currency?: string | undefined;
}

export type RoutingDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; location: string; status: 301 | 308 }
  | { kind: 'rewrite'; pathname: string; search: string; locale: LocaleCode };

/** Paths the proxy leaves alone: the API, assets and the load-balancer check (§2.1). */
const PASS_THROUGH =
  /^\/(api|_next|media|flags|elb-health-check|favicon\.ico|favicon\.svg|robots\.txt|sitemap\.xml)(\/|$)/;

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
  const locale: LocaleCode =
    mode.kind === 'subpath'
      ? (prefixed?.localeISOCode ?? 'en-GB')
      : resolveLocaleFromHost(mode.entries, {
          host: req.host,
          ...(prefixed ? { nextLocale: prefixed.localeISOCode } : {}),
          ...(req.currency ? { currency: req.currency } : {}),
        });
  const usedPrefix = prefixed && (mode.kind === 'subpath' || prefixed.localeISOCode === locale);
  const rest = '/' + (usedPrefix ? segments.slice(1) : segments).join('/');

  // §2.1: fr-FR serves some pages at French paths; the English path redirects to the French one.
  const localised = localisedPath(rest, locale);
  if (localised !== rest) {
    return { kind: 'redirect', location: publicPath(locale, localised, mode) + req.search, status: 308 };
  }
  const internal = canonicalPath(rest, locale);
  return {
    kind: 'rewrite',
    pathname: `/${locale}${internal === '/' ? '' : internal}`,
    search: req.search,
    locale,
  };
}

/**
 * The public address of a page of a store: its subpath prefix and fr-FR's French paths. In host
 * mode a store needs its prefix only when a host serves it beside the host's own store, by next
 * locale (ar-AE at /ae-ar on the AE host); a store chosen by currency (en-EU) has no path of its own.
 */
export function publicPath(locale: LocaleCode, path: string, mode: RoutingMode): string {
  const store = getLocale(locale);
  const local = localisedPath(path, locale);
  const prefix = store.subpathPrefix && usesPrefix(locale, mode) ? `/${store.subpathPrefix}` : '';
  if (local === '/' || local === '') return prefix || '/';
  return `${prefix}${local}`;
}

function usesPrefix(locale: LocaleCode, mode: RoutingMode): boolean {
  if (mode.kind === 'subpath') return true;
  const entry = mode.entries.find((e) => e.localeValue === locale);
  if (!entry || entry.requiredNextLocale !== locale) return false;
  const hostDefault = mode.entries.find((e) => e.hostName === entry.hostName);
  return hostDefault !== entry;
}

/** The store's home page as an absolute-or-relative link (absolute in host mode). */
export function storeHome(locale: LocaleCode, mode: RoutingMode): string {
  if (mode.kind === 'subpath') return publicPath(locale, '/', mode);
  const entry = mode.entries.find((e) => e.localeValue === locale);
  if (!entry) return '/';
  return `https://${entry.hostName}${publicPath(locale, '/', mode)}`;
}

export function routingModeFromEnv(source: Record<string, string | undefined> = process.env): RoutingMode {
  if (source.STORE_ROUTING === 'host' && source.STORE_HOSTS) {
    return { kind: 'host', entries: parseHostMap(source.STORE_HOSTS) };
  }
  return { kind: 'subpath' };
}

export { findLocale, LOCALES };
