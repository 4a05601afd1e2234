import 'server-only';
import { isPageAvailable, LOCALES, type LocaleConfig, type PageKey } from '@vitrine/config';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { contentPage, type PageEndpoint } from '@/lib/content/pages';
import { crossStoreHref, href, storeFromParams } from '@/lib/store';
import { ContentPageView } from './ContentPageView';

type Params = Promise<{ store: string }>;
type Eyebrow = 'help' | 'legal' | 'vip' | 'giftcards' | 'sizeGuide';
type FallbackTitle = 'faq' | 'sizeGuide' | 'terms' | 'privacy' | 'royalty' | 'giftcards';

export interface ContentRouteOptions {
  endpoint: PageEndpoint;
  /** The canonical (English) path; links go through href() for prefixes and French paths (§2.1). */
  path: string;
  /** §2.2: stores that may not show the page answer 404. */
  page?: PageKey;
  eyebrow: Eyebrow;
  fallbackTitle: FallbackTitle;
  showUpdated?: boolean;
  aside?: (store: LocaleConfig) => Promise<ReactNode> | ReactNode;
}

/** §2.2: the store of the route, or the 404 page with status 404 when it may not show the page. */
export async function storeOfPage(params: Params, page: PageKey | undefined): Promise<LocaleConfig> {
  const store = await storeFromParams(params);
  if (page && !isPageAvailable(page, store.localeISOCode)) notFound();
  return store;
}

/** Canonical and alternates: only the stores that offer the page (§2.2) are alternates. */
export function contentAlternates(store: LocaleConfig, path: string, page: PageKey | undefined) {
  const offering = LOCALES.filter((l) => !page || isPageAvailable(page, l.localeISOCode));
  return {
    canonical: href(store, path),
    languages: Object.fromEntries(offering.map((l) => [l.localeISOCode, crossStoreHref(l, path)])),
  };
}

/**
 * One editorial page of the content service (§7.9) as a route: metadata and page, ISR like the
 * other store pages (decision 0003). Missing entry: 404. Service failure: thrown, so the error
 * boundary shows it on a first render and an ISR refresh keeps the last good page.
 */
export function contentRoute(options: ContentRouteOptions) {
  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const store = await storeOfPage(params, options.page);
    const t = await getTranslations({ locale: store.localeISOCode, namespace: 'content' });
    const page = await contentPage(store, options.endpoint).catch(() => null);
    return {
      title: page?.seoTitle || page?.title || t(`fallbackTitle.${options.fallbackTitle}`),
      ...(page?.seoDescription ? { description: page.seoDescription } : {}),
      alternates: contentAlternates(store, options.path, options.page),
    };
  }

  async function Page({ params }: { params: Params }) {
    const store = await storeOfPage(params, options.page);
    setRequestLocale(store.localeISOCode);
    const t = await getTranslations('content');
    const page = await contentPage(store, options.endpoint);
    if (!page) notFound();
    return (
      <ContentPageView
        store={store}
        page={page}
        eyebrow={t(`eyebrow.${options.eyebrow}`)}
        trail={[{ name: page.title }]}
        showUpdated={options.showUpdated ?? false}
        aside={options.aside ? await options.aside(store) : undefined}
      />
    );
  }

  return { generateMetadata, Page };
}
