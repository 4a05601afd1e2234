import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ContentPageView } from '@/components/content/ContentPageView';
import { StoreChrome } from '@/components/shell/StoreChrome';
import { slugPage } from '@/lib/content/pages';
import { shellChrome } from '@/lib/content/shell';
import { reportingOutcome } from '@/lib/page-outcome';
import { paramText } from '@/lib/route-param';
import { href, storeFromParams } from '@/lib/store';

// Rendered on first visit, then cached and refreshed in the background like the other content
// pages (decision 0003); a publish or unpublish marks every cached page stale (lib/content/invalidate.ts).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ store: string; slug: string[] }>;

/**
 * The page a path names: content pages are one segment, a slug of the content service. fr-FR's
 * French paths arrive here already turned into the canonical slug by the proxy (§2.1).
 */
async function read(params: Params) {
  const store = await storeFromParams(params);
  const segments = (await params).slug;
  const page = segments.length === 1 ? await slugPage(store, paramText(segments[0]!)) : null;
  return { store, slug: segments.join('/'), page };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { store, slug, page } = await read(params).catch(() => ({ store: null, slug: '', page: null }));
  if (!store || !page) return {};
  return {
    // The entry's SEO title is whole ("About Vitrine | Vitrine"): not put through the layout's template.
    title: page.seoTitle ? { absolute: page.seoTitle } : page.title,
    ...(page.seoDescription ? { description: page.seoDescription } : {}),
    // A page exists only in the stores that published it, so no other store is named as an alternate.
    alternates: { canonical: href(store, `/${slug}`) },
  };
}

/**
 * §2.1 catch-all (`/[...slug]`): a page the store has published in the content service (§7.9
 * `pages`: `about-us`, `cookie-policy`, any a merchandiser publishes), else the store's 404 with
 * status 404. Drafts and publications booked for later are not published, so they are 404s too.
 * §2.3: the shell loads nothing here; this page loads menu, footer and banner itself, and a §5
 * staff preview shows in its chrome as on every page. A path that is not a page ends in
 * `../not-found.tsx`, which draws the chrome itself.
 */
export default function CatchAll({ params }: { params: Params }) {
  return reportingOutcome(async () => {
    const { store, page } = await read(params);
    if (!page) notFound();
    setRequestLocale(store.localeISOCode);
    return (
      <StoreChrome store={store} chrome={await shellChrome(store)}>
        <ContentPageView store={store} page={page} trail={[{ name: page.title }]} />
      </StoreChrome>
    );
  });
}
