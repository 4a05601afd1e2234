import 'server-only';
import type { ContentPage } from '@vitrine/client';
import type { LocaleConfig } from '@vitrine/config';
import { cache } from 'react';
import { contentServices } from './api';
import {
  loadFaqPage,
  loadFaqPages,
  loadPage,
  loadSlugPage,
  loadSlugPages,
  type PageEndpoint,
} from './page-data';
import { sanitizeRichText } from './sanitize';

const deps = () => ({ content: contentServices().content, sanitise: sanitizeRichText });

// Once per render: generateMetadata and the page read the same entry.
export const contentPage = cache((store: LocaleConfig, endpoint: PageEndpoint): Promise<ContentPage | null> =>
  loadPage(store, endpoint, deps()),
);
export const faqPages = cache((store: LocaleConfig): Promise<ContentPage[]> => loadFaqPages(store, deps()));
export const faqPage = cache((store: LocaleConfig, slug: string): Promise<ContentPage | null> =>
  loadFaqPage(store, slug, deps()),
);

/** A published page of the §2.1 catch-all (`about-us`, `cookie-policy`, any a merchandiser adds). */
export const slugPage = cache((store: LocaleConfig, slug: string): Promise<ContentPage | null> =>
  loadSlugPage(store, slug, deps()),
);

export const slugPages = cache((store: LocaleConfig): Promise<ContentPage[]> => loadSlugPages(store, deps()));

export type { PageEndpoint } from './page-data';
