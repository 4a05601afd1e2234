import { localisedPath } from './french-paths.ts';
import { getLocale, type LocaleCode } from './locales.ts';
import { parseHostMap, type StoreHostEntry } from './stores-hosts.ts';

/** How shoppers reach the stores (§9): one host under prefixes, or a host per store. */
export type RoutingMode = { kind: 'subpath' } | { kind: 'host'; entries: StoreHostEntry[] };

export function routingModeFromEnv(source: Record<string, string | undefined> = process.env): RoutingMode {
  if (source.STORE_ROUTING === 'host' && source.STORE_HOSTS) {
    return { kind: 'host', entries: parseHostMap(source.STORE_HOSTS) };
  }
  return { kind: 'subpath' };
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

/**
 * A page of a store as a link from any store: relative in subpath mode (one host), absolute on
 * the store's own host in host mode.
 */
export function storeUrl(locale: LocaleCode, path: string, mode: RoutingMode): string {
  if (mode.kind === 'subpath') return publicPath(locale, path, mode);
  const entry = mode.entries.find((e) => e.localeValue === locale);
  if (!entry) return publicPath(locale, path, mode);
  return `https://${entry.hostName}${publicPath(locale, path, mode)}`;
}

/** The store's home page as an absolute-or-relative link (absolute in host mode). */
export function storeHome(locale: LocaleCode, mode: RoutingMode): string {
  return storeUrl(locale, '/', mode);
}

/**
 * Issue 35 item 1: the origin of every absolute link the store writes (emails, canonical and
 * hreflang links, sitemaps, share links, redirects), from configuration and never from a
 * request's `Host` or `X-Forwarded-Host`, which whoever sends the request writes: a reset link
 * built from them went to the attacker's host. PUBLIC_ORIGIN when set; in host mode without it,
 * the first store's host; otherwise (development and tests, where env.ts allows it) the address
 * the server listens on.
 */
export function publicOriginFromEnv(source: Record<string, string | undefined> = process.env): string {
  if (source.PUBLIC_ORIGIN) return new URL(source.PUBLIC_ORIGIN).origin;
  const mode = routingModeFromEnv(source);
  if (mode.kind === 'host' && mode.entries[0]) return `https://${mode.entries[0].hostName}`;
  const host = source.HOST || '127.0.0.1';
  // A wildcard address is where the server listens, not where a browser can reach it.
  const reachable = host === '0.0.0.0' || host === '::' || host === '[::]' ? '127.0.0.1' : host;
  const bracketed = reachable.includes(':') && !reachable.startsWith('[') ? `[${reachable}]` : reachable;
  return `http://${bracketed}:${source.PORT || '3000'}`;
}

/** A page of a store as an absolute URL: its own host in host mode, else the public origin's. */
export function absoluteStoreUrl(
  locale: LocaleCode,
  path: string,
  where: { mode: RoutingMode; origin: string },
): string {
  const url = storeUrl(locale, path, where.mode);
  return url.startsWith('https://') ? url : where.origin + url;
}
