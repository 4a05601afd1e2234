/**
 * How code inside Next reaches the page cache of its own process (decision 0015). The custom
 * server (main.ts) registers it; under `next dev`, and in tests, there is none and purging is a
 * no-op. A global, because Next bundles the app's code separately from the server that loads it.
 */
export interface PagePurger {
  purgeAll(): void;
  purgePaths(test: (pathname: string) => boolean): void;
}

const KEY = Symbol.for('vitrine.pageCache');
type Holder = { [KEY]?: PagePurger };

export function registerPageCache(cache: PagePurger): void {
  (globalThis as Holder)[KEY] = cache;
}

/** Drops every stored page: content that appears on every page changed. */
export function purgeAllPages(): void {
  (globalThis as Holder)[KEY]?.purgeAll();
}

/** Drops the stored pages of these products (`…/<url key>.html`, under every store's prefix). */
export function purgeProductPages(urlKeys: string[]): void {
  if (urlKeys.length === 0) return;
  const suffixes = urlKeys.map((key) => `/${key}.html`);
  (globalThis as Holder)[KEY]?.purgePaths((pathname) => suffixes.some((s) => pathname.endsWith(s)));
}
