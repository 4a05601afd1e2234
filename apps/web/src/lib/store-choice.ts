import { storedStateCookie } from '@vitrine/client';
import { COOKIE_NAMES } from '@vitrine/config';

/**
 * Browser only. §9: the store switcher keeps the shopper's choice in the currency and store
 * cookies, which the proxy's store routing reads (lib/routing.ts): EUR on the GB store's pages
 * gives en-EU, NZD on the AU store's gives en-NZ, and a root address opens the chosen store.
 * Written here by the page's own script, so no request changes state (decision 0042).
 */
export function rememberStoreChoice(store: { code: string; currencyCode: string }): void {
  const options = { host: window.location.host, secure: window.location.protocol === 'https:' };
  document.cookie = storedStateCookie(COOKIE_NAMES.currency, store.currencyCode, options);
  document.cookie = storedStateCookie(COOKIE_NAMES.store, store.code, options);
}
