/**
 * "The bag changed" between client islands that share no React tree: the product page's bag
 * button and the bag page announce, the header's mini-bag listens. A window event, because the
 * pages are cached (decision 0003) and each per-shopper piece is its own small client component.
 */
export const BAG_CHANGED_EVENT = 'vitrine:bag-changed';

export interface BagChange {
  /** The new number of items when the announcer knows it; otherwise listeners ask the API. */
  count?: number;
}

export function announceBagChange(change: BagChange = {}): void {
  window.dispatchEvent(new CustomEvent<BagChange>(BAG_CHANGED_EVENT, { detail: change }));
}

/** Subscribes to bag changes; returns the unsubscribe function (an effect's clean-up). */
export function onBagChange(handler: (change: BagChange) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<BagChange>).detail ?? {});
  window.addEventListener(BAG_CHANGED_EVENT, listener);
  return () => window.removeEventListener(BAG_CHANGED_EVENT, listener);
}
