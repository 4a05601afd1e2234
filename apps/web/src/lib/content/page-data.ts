import {
  ApiRequestError,
  presentContentPage,
  presentContentPageList,
  type ContentFetcher,
  type ContentPage,
  type HtmlSanitiser,
} from '@vitrine/client';
import type { LocaleConfig } from '@vitrine/config';

/** §7.9 single page entries the storefront renders. */
export type PageEndpoint =
  | 'terms-page'
  | 'privacy-policy-page'
  | 'royalty-page'
  | 'gift-card-page'
  | 'faq-landing-page'
  | 'size-guide-page'
  // §9 the delivery subscription's page (issue 6 item 5), en-GB only.
  | 'free-next-day-delivery-for-a-year-page';

export interface PageDeps {
  content: ContentFetcher;
  sanitise: HtmlSanitiser;
}

/**
 * A 404 from the service means "no such entry for this store": the page answers 404 too. Any
 * other failure is thrown, so an ISR refresh keeps serving the last good page instead of caching
 * an error (decision 0003).
 */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function loadPage(
  store: LocaleConfig,
  endpoint: PageEndpoint,
  deps: PageDeps,
): Promise<ContentPage | null> {
  return orNull(async () =>
    presentContentPage(
      await deps.content.fetchContent(`v1/${endpoint}`, { headers: { locale: store.localeISOCode } }),
      deps.sanitise,
    ),
  );
}

/** §7.9 collections whose entries are pages addressed by slug. */
type SlugCollection = 'faq-content-pages' | 'pages';

/** Every published entry of a collection in the store, in creation order; none (404) is empty. */
async function loadCollection(
  store: LocaleConfig,
  collection: SlugCollection,
  deps: PageDeps,
): Promise<ContentPage[]> {
  return (
    (await orNull(async () =>
      presentContentPageList(
        await deps.content.fetchContent(`v1/${collection}`, { headers: { locale: store.localeISOCode } }),
        deps.sanitise,
      ),
    )) ?? []
  );
}

export function loadFaqPages(store: LocaleConfig, deps: PageDeps): Promise<ContentPage[]> {
  return loadCollection(store, 'faq-content-pages', deps);
}

/** §7.9 `pages`: every page the store has published (the catch-all's pages, decision 0040). */
export function loadSlugPages(store: LocaleConfig, deps: PageDeps): Promise<ContentPage[]> {
  return loadCollection(store, 'pages', deps);
}

/** Page and FAQ slugs are the service's (lower-case words and hyphens); anything else is not a page. */
export const CONTENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function loadBySlug(
  store: LocaleConfig,
  collection: SlugCollection,
  slug: string,
  deps: PageDeps,
): Promise<ContentPage | null> {
  if (!CONTENT_SLUG.test(slug) || slug.length > 120) return Promise.resolve(null);
  return orNull(async () =>
    presentContentPage(
      await deps.content.fetchContent(`v1/${collection}/${slug}`, {
        headers: { locale: store.localeISOCode },
      }),
      deps.sanitise,
    ),
  );
}

export function loadFaqPage(store: LocaleConfig, slug: string, deps: PageDeps): Promise<ContentPage | null> {
  return loadBySlug(store, 'faq-content-pages', slug, deps);
}

/** §2.1 catch-all: a page the store has published at `slug` (§7.9 `pages`), or null. */
export function loadSlugPage(store: LocaleConfig, slug: string, deps: PageDeps): Promise<ContentPage | null> {
  return loadBySlug(store, 'pages', slug, deps);
}
