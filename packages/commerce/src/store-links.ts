import { absoluteStoreUrl, publicOriginFromEnv, routingModeFromEnv, type LocaleCode } from '@vitrine/config';

/**
 * The absolute address of a page of a store, for emails, share links and anything sent outside a
 * page: the configured origin (PUBLIC_ORIGIN, or the store's host in host routing) and the
 * store's own path (prefix, French paths). Never the Host of a request (issue 35 item 1): a
 * password-reset link built from it went to whichever host the request named.
 */
export function storePageUrl(locale: LocaleCode, path: string): string {
  return absoluteStoreUrl(locale, path, { mode: routingModeFromEnv(), origin: publicOriginFromEnv() });
}
