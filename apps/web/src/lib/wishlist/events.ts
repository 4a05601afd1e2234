/**
 * "The wishlist changed" between client islands (hearts, the header's count), like the bag's
 * event (lib/bag/events.ts): pages are cached and each per-shopper piece is its own island.
 */
export const WISHLIST_CHANGED_EVENT = 'vitrine:wishlist-changed';

export interface WishlistChange {
  /** The new number of items when known; otherwise listeners ask the API. */
  count?: number;
}

export function announceWishlistChange(change: WishlistChange = {}): void {
  window.dispatchEvent(new CustomEvent<WishlistChange>(WISHLIST_CHANGED_EVENT, { detail: change }));
}

export function onWishlistChange(handler: (change: WishlistChange) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<WishlistChange>).detail ?? {});
  window.addEventListener(WISHLIST_CHANGED_EVENT, listener);
  return () => window.removeEventListener(WISHLIST_CHANGED_EVENT, listener);
}
