import { isPageAvailable, LOCALES, pageKeyForPath, type LocaleConfig } from '@vitrine/config';
import { xmlEscape } from '@/lib/origin';
import { absoluteUrl } from '@/lib/store';

/** Whether a store offers the page at `path` (§2.2 keeps some pages from some stores). */
export const offeredIn = (store: LocaleConfig, path: string): boolean => {
  const key = pageKeyForPath(path);
  return !key || isPageAvailable(key, store.localeISOCode);
};

/** The sitemap protocol's limit on one file, uncompressed (sitemaps.org: 50 MB, 52,428,800 bytes). */
export const SITEMAP_MAX_BYTES = 52_428_800;

/**
 * One `<url>` of a store's sitemap file: its address, its last change, and the hreflang
 * alternates in every store that offers the page (up to twelve, most of the entry's weight).
 */
export function sitemapUrlEntry(store: LocaleConfig, path: string, modified?: Date): string {
  const url = (locale: LocaleConfig) => xmlEscape(absoluteUrl(locale, path));
  const lastmod = modified ? `<lastmod>${modified.toISOString().slice(0, 10)}</lastmod>` : '';
  const alternates = LOCALES.filter((l) => offeredIn(l, path))
    .map((l) => `<xhtml:link rel="alternate" hreflang="${l.localeISOCode}" href="${url(l)}"/>`)
    .join('');
  return `  <url><loc>${url(store)}</loc>${lastmod}${alternates}</url>`;
}
