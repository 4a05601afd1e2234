import { COOKIE_NAMES } from '@vitrine/config';
import type { Client } from './client.ts';
import { readDocumentCookie } from './cookie.ts';
import { ApiRequestError } from './errors.ts';
import { quoteCookie, type CookieMarkerOptions } from './quote.ts';

/**
 * The wishlist's markers in the browser (decision 0013): a flag, "this browser has a wishlist to
 * ask about", and a guest wishlist's token. Cached pages never read cookies (decision 0003), so the
 * hearts and the header's count ask the API only when the flag is there.
 */
export interface WishlistMarkers {
  hasFlag(): boolean;
  token(): string | undefined;
  /** After a heart: the flag, and the token of a new guest wishlist when there is one. */
  save(token: string | null): void;
  /** The token is dead (unknown, or merged at login); the flag stays. */
  dropToken(): void;
  /** Nothing to ask about any more. */
  clear(): void;
}

export function memoryWishlistMarkers(initial: { flag?: boolean; token?: string } = {}): WishlistMarkers {
  let flag = initial.flag ?? false;
  let token = initial.token;
  return {
    hasFlag: () => flag,
    token: () => token,
    save: (next) => {
      flag = true;
      if (next) token = next;
    },
    dropToken: () => {
      token = undefined;
    },
    clear: () => {
      flag = false;
      token = undefined;
    },
  };
}

/** The markers as the cookies vt_wishlist_flag and vt_wishlist_token (§9 lifetime, path, domain). */
export function cookieWishlistMarkers(options: Omit<CookieMarkerOptions, 'storeToken'>): WishlistMarkers {
  const jar = options.jar ?? (globalThis as { document?: { cookie: string } }).document;
  const read = (name: string): string | undefined => {
    if (!options.jar) return readDocumentCookie(name);
    const part = options.jar.cookie
      .split(';')
      .map((p) => p.trim())
      .find((p) => p.startsWith(`${name}=`));
    return part === undefined ? undefined : decodeURIComponent(part.slice(name.length + 1));
  };
  const write = (name: string, value: string, maxAgeSeconds?: number) => {
    if (jar) jar.cookie = quoteCookie(name, value, { ...options, maxAgeSeconds });
  };
  return {
    hasFlag: () => read(COOKIE_NAMES.wishlistFlag) !== undefined,
    token: () => read(COOKIE_NAMES.wishlistToken) || undefined,
    save: (token) => {
      write(COOKIE_NAMES.wishlistFlag, '1');
      if (token) write(COOKIE_NAMES.wishlistToken, token);
    },
    dropToken: () => write(COOKIE_NAMES.wishlistToken, '', 0),
    clear: () => {
      write(COOKIE_NAMES.wishlistFlag, '', 0);
      write(COOKIE_NAMES.wishlistToken, '', 0);
    },
  };
}

export interface WishlistCallOptions {
  markers: WishlistMarkers;
  /** The store's locale ('en-GB'), sent as the locale header (§7.1). */
  locale: string;
  signal?: AbortSignal;
}

/** A style in the wishlist and its item id (GET wishlistskus). */
export interface WishlistStyle {
  id: number;
  sku: string;
}

const headersOf = (markers: WishlistMarkers, locale: string, withToken = true): Record<string, string> => {
  const token = withToken ? markers.token() : undefined;
  return token ? { wishlist: token, locale } : { locale };
};

/** A token the API no longer answers for: unknown (404) or merged into an account at login (401). */
const deadToken = (error: unknown): boolean =>
  error instanceof ApiRequestError &&
  ((error.status === 404 && error.code === 'WISHLIST_NOT_FOUND') ||
    (error.status === 401 && error.code === 'WISHLIST_MERGED'));

/**
 * Runs a call with the markers' token; a dead token is dropped and the call made once more
 * without it (a signed-in customer's wishlist is found by the account).
 */
async function withToken<T>(
  options: WishlistCallOptions,
  call: (headers: Record<string, string>) => Promise<T>,
) {
  const { markers, locale } = options;
  try {
    return await call(headersOf(markers, locale));
  } catch (error) {
    if (!markers.token() || !deadToken(error)) throw error;
    markers.dropToken();
    return call(headersOf(markers, locale, false));
  }
}

/**
 * The styles for hearts: null without markers (no request at all). A read that finds nothing
 * clears the flag, so a browser whose wishlist went (or was never kept) stops asking.
 */
export async function readWishlistStyles(
  client: Client,
  options: WishlistCallOptions,
): Promise<WishlistStyle[] | null> {
  const { markers } = options;
  if (!markers.hasFlag() && !markers.token()) return null;
  const answer = await withToken(options, (headers) =>
    client.get<{ items?: WishlistStyle[] }>('wishlistskus', {
      headers,
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  const items = Array.isArray(answer?.items) ? answer.items : [];
  if (items.length === 0) markers.clear();
  return items;
}

/** The header's count: null without markers (no request). */
export async function readWishlistCount(
  client: Client,
  options: WishlistCallOptions,
): Promise<number | null> {
  const { markers } = options;
  if (!markers.hasFlag() && !markers.token()) return null;
  const answer = await withToken(options, (headers) =>
    client.get<{ count?: unknown }>('wishlist/count', {
      headers,
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  const count = typeof answer?.count === 'number' ? answer.count : 0;
  if (count === 0) markers.clear();
  return count;
}

/** POST wishlist: a style (or a size: its style); a guest's first heart stores the new token. */
export async function addToWishlist(
  client: Client,
  sku: string,
  options: WishlistCallOptions,
): Promise<{ id: number; sku: string; count: number }> {
  const answer = await withToken(options, (headers) =>
    client.post<{ id: number; sku: string; count: number; token: string | null }>(
      'wishlist',
      { sku },
      { headers, ...(options.signal ? { signal: options.signal } : {}) },
    ),
  );
  options.markers.save(answer.token);
  return { id: answer.id, sku: answer.sku, count: answer.count };
}

/** DELETE wishlist/{id}: an item already gone is no error (the shopper's aim holds). */
export async function removeFromWishlist(
  client: Client,
  id: number,
  options: WishlistCallOptions,
): Promise<{ count: number | null }> {
  try {
    const answer = await withToken(options, (headers) =>
      client.delete<{ count: number }>(`wishlist/${id}`, {
        headers,
        ...(options.signal ? { signal: options.signal } : {}),
      }),
    );
    if (answer.count === 0) options.markers.clear();
    return { count: answer.count };
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === 'WISHLIST_ITEM_NOT_FOUND') return { count: null };
    throw error;
  }
}
