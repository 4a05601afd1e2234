import { DEFAULT_LOCALE, getLocale, localeFromHeader } from '@vitrine/config';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './context.ts';
import { badRequest } from './errors.ts';

/**
 * §7.1: the `locale` header (e.g. `en_GB`) selects the store; without it the default store (§9
 * en-GB) answers. An unknown value is a client error rather than a silent fallback, so a
 * misconfigured client cannot show one store's prices in another.
 */
export const storeFromLocaleHeader: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const header = c.req.header('locale');
  const store = header ? localeFromHeader(header.trim()) : getLocale(DEFAULT_LOCALE);
  if (!store) {
    // The error itself is worded in the language the caller seems to want, else English.
    const lang = header?.slice(0, 2);
    c.set('language', lang === 'fr' || lang === 'ar' ? lang : 'en');
    throw badRequest('INVALID_LOCALE', { locale: header ?? '' });
  }
  c.set('store', store);
  c.set('language', store.language);
  await next();
};
