import {
  absoluteStoreUrl,
  findLocale,
  LOCALES,
  publicOriginFromEnv,
  publicPath,
  routingModeFromEnv,
  storeHome,
  storeUrl,
  type LocaleConfig,
  type LocaleCode,
} from '@vitrine/config';
import { notFound } from 'next/navigation';
import { paramText } from './route-param';

/** The store of the `[store]` segment, which the proxy fills with a locale code. */
export async function storeFromParams(params: Promise<{ store: string }>): Promise<LocaleConfig> {
  const { store } = await params;
  const config = findLocale(paramText(store));
  if (!config) notFound();
  return config;
}

const mode = routingModeFromEnv();
/** Where shoppers reach the store, from configuration only (issue 35 item 1, store-urls.ts). */
const origin = publicOriginFromEnv();

/** The origin of the store's absolute links: PUBLIC_ORIGIN, never a request's Host header. */
export const siteOrigin = (): string => origin;

/** A link to a page of the store, as the shopper sees it (prefix, French paths). */
export function href(store: LocaleConfig | LocaleCode, path: string): string {
  const code = typeof store === 'string' ? store : store.localeISOCode;
  const [pathname, query] = path.split('?') as [string, string | undefined];
  return publicPath(code, pathname, mode) + (query ? `?${query}` : '');
}

export function homeOf(store: LocaleConfig | LocaleCode): string {
  return storeHome(typeof store === 'string' ? store : store.localeISOCode, mode);
}

/** A page of any store as an absolute URL (emails, sitemaps, share links): its own host in host mode. */
export function absoluteUrl(store: LocaleConfig | LocaleCode, path: string): string {
  return absoluteStoreUrl(typeof store === 'string' ? store : store.localeISOCode, path, { mode, origin });
}

/** A page of any store as a link from another store: relative on one host, absolute across hosts. */
export function crossStoreHref(store: LocaleConfig | LocaleCode, path: string): string {
  return storeUrl(typeof store === 'string' ? store : store.localeISOCode, path, mode);
}

/**
 * hreflang alternates of a page every store has at `path` (home, categories, products): each
 * store's address for it, and the first store's as x-default.
 */
export function everyStoreAlternates(path: string): Record<string, string> {
  return Object.fromEntries([
    ...LOCALES.map((l) => [l.localeISOCode, crossStoreHref(l, path)]),
    ['x-default', crossStoreHref(LOCALES[0]!, path)],
  ]);
}

/** What comes before a catalogue page's own path in this store's links (`/fr`, or '' for en-GB). */
export function catalogPrefix(store: LocaleConfig): string {
  return href(store, '/x.html').slice(0, -'/x.html'.length);
}
