import type { LocaleCode } from './locales.ts';
import { normalisePathname, splitPath } from './paths.ts';

// §2.1: for fr-FR, some pages have French paths. Keys are the canonical (English) paths: the
// four the spec lists, and the two content pages every store's footer links to, served by the
// catch-all (decision 0040). A page a merchandiser publishes is at its slug in every store.
export const FRENCH_PATHS: Readonly<Record<string, string>> = Object.freeze({
  '/size-guide': '/guide-des-tailles',
  '/royalty': '/ledito/vip',
  '/terms': '/conditions-generales',
  '/privacy-policy': '/politique-de-confidentialite',
  '/about-us': '/a-propos',
  '/cookie-policy': '/politique-cookies',
});

const CANONICAL_BY_FRENCH: ReadonlyMap<string, string> = new Map(
  Object.entries(FRENCH_PATHS).map(([canonical, french]) => [french, canonical]),
);
const FRENCH_BY_CANONICAL: ReadonlyMap<string, string> = new Map(Object.entries(FRENCH_PATHS));

function translate(path: string, table: ReadonlyMap<string, string>): string {
  const { suffix } = splitPath(path);
  const mapped = table.get(normalisePathname(path));
  // Unmapped paths come back untouched (not even normalised): this is not a URL cleaner.
  return mapped === undefined ? path : mapped + suffix;
}

/** The path a shopper of `locale` sees for a canonical page path (§2.1). Query and fragment are kept. */
export function localisedPath(canonicalPath: string, locale: LocaleCode): string {
  return locale === 'fr-FR' ? translate(canonicalPath, FRENCH_BY_CANONICAL) : canonicalPath;
}

/**
 * The reverse of localisedPath. On fr-FR the English path is left as is (it still names the page);
 * on other locales a French path is not translated, so it stays unknown there.
 */
export function canonicalPath(localPath: string, locale: LocaleCode): string {
  return locale === 'fr-FR' ? translate(localPath, CANONICAL_BY_FRENCH) : localPath;
}
