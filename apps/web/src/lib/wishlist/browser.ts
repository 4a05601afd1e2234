import {
  addToWishlist,
  ApiRequestError,
  cookieWishlistMarkers,
  readWishlistCount,
  readWishlistStyles,
  removeFromWishlist,
  type WishlistMarkers,
} from '@vitrine/client';
import { browserClient } from '@/lib/session/browser';
import { reportError } from '@/lib/reporting';
import { announceWishlistChange } from './events';

// Browser only: the hearts' shared view of the wishlist (decision 0013). A listing has dozens of
// hearts; they share one GET wishlistskus per page view, and a toggle on one shows on every heart
// of that style (a product page's own heart and its "you may also like" cards).

function markers(): WishlistMarkers {
  return cookieWishlistMarkers({ host: window.location.host, secure: window.location.protocol === 'https:' });
}

/** Style SKU -> item id; null until known (no markers: known to be empty at once). */
export type SavedStyles = ReadonlyMap<string, number>;

let saved: SavedStyles = new Map();
let loaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: SavedStyles) {
  saved = next;
  for (const listener of listeners) listener();
}

export function subscribeSaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const savedSnapshot = (): SavedStyles => saved;
const EMPTY: SavedStyles = new Map();
export const serverSnapshot = (): SavedStyles => EMPTY;

/** Reads the saved styles once per page (again with `force`, e.g. a page restored from history). */
export function loadSaved(locale: string, force = false): Promise<void> {
  if (loaded && !force) return loaded;
  loaded = readWishlistStyles(browserClient(), { markers: markers(), locale })
    .then((items) => publish(new Map((items ?? []).map((i) => [i.sku, i.id]))))
    .catch((error: unknown) => {
      reportError(error, { tags: { alertCategory: 'wishlist' } });
    });
  return loaded;
}

/**
 * Hearts or un-hearts a style. The heart shows the new state at once and goes back if the call
 * fails; the rejection carries the server's words when it gave any (a full wishlist).
 */
export async function toggleSaved(sku: string, locale: string): Promise<boolean> {
  const id = saved.get(sku);
  const before = saved;
  if (id === undefined) {
    publish(new Map(saved).set(sku, -1));
    try {
      const added = await addToWishlist(browserClient(), sku, { markers: markers(), locale });
      publish(new Map(saved).set(added.sku, added.id));
      announceWishlistChange({ count: added.count });
      return true;
    } catch (error) {
      publish(before);
      throw error;
    }
  }
  const next = new Map(saved);
  next.delete(sku);
  publish(next);
  try {
    // A heart pressed again before its add answered has no id yet: the add is in flight.
    if (id > 0) {
      const { count } = await removeFromWishlist(browserClient(), id, { markers: markers(), locale });
      announceWishlistChange(count === null ? {} : { count });
    }
    return false;
  } catch (error) {
    publish(before);
    throw error;
  }
}

/** The header's number; null without markers (no request) or on failure. */
export async function wishlistCount(locale: string): Promise<number | null> {
  try {
    return await readWishlistCount(browserClient(), { markers: markers(), locale });
  } catch (error) {
    reportError(error, { tags: { alertCategory: 'wishlist' } });
    return null;
  }
}

/** The server's words for a refused heart (a full wishlist, a product gone), else null. */
export function heartFailureReason(error: unknown): string | null {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return error.message;
  return null;
}
