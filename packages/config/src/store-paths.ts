import {
  DEFAULT_LOCALE,
  getLocale,
  localeBySubpathPrefix,
  type LocaleCode,
  type LocaleConfig,
} from './locales.ts';
import { splitPath } from './paths.ts';

/**
 * §3.2 subpathPrefix: a path whose first segment is a store's prefix belongs to that store; any
 * other path belongs to the store without a prefix (en-GB, §9 default). '/ie' -> en-IE and '/'.
 * The rest of the path, query string included, is returned unchanged.
 */
export function splitSubpathPrefix(path: string): { locale: LocaleConfig; path: string } {
  const match = /^\/([^/?#]+)(.*)$/.exec(path);
  if (match) {
    const found = match[1] ? localeBySubpathPrefix(match[1]) : undefined;
    if (found && found.subpathPrefix !== '') {
      const rest = match[2] ?? '';
      return { locale: found, path: rest.startsWith('/') ? rest : '/' + rest };
    }
  }
  return { locale: getLocale(DEFAULT_LOCALE), path };
}

/** Prefixes a path with the store's subpath prefix: ('/faq', en-IE) -> '/ie/faq'; en-GB unchanged. */
export function withSubpathPrefix(path: string, locale: LocaleCode): string {
  const { subpathPrefix } = getLocale(locale);
  if (subpathPrefix === '') return path;
  const { pathname, suffix } = splitPath(path);
  return pathname === '/' || pathname === ''
    ? `/${subpathPrefix}${suffix}`
    : `/${subpathPrefix}${pathname}${suffix}`;
}

export const LOGOUT_PATH = '/customer/account/logout';

/** §2.3: the logout page lives under the per-store subpath prefix; the logout redirect goes here. */
export function logoutPath(locale: LocaleCode): string {
  return withSubpathPrefix(LOGOUT_PATH, locale);
}
