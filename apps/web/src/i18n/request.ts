import { findLocale } from '@vitrine/config';
import { getRequestConfig } from 'next-intl/server';
import { homeOf } from '@/lib/store';
import { messagesFor } from './messages';

/**
 * next-intl without its routing: the store segment (`/[store]`, filled by the proxy) sets the
 * request locale. Formatting uses the store's real locale (§3.2 realLocaleISOCode: en-EU formats
 * as en-GB) and its time zone; messages come by language (English, French, Arabic). A `store`
 * namespace carries the store's own code and home link to components that get no params (404).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const store = findLocale((await requestLocale) ?? 'en-GB') ?? findLocale('en-GB')!;
  return {
    locale: store.realLocaleISOCode,
    timeZone: store.timezone,
    messages: {
      ...(await messagesFor(store.language)),
      store: { code: store.localeISOCode, home: homeOf(store) },
    },
  };
});
