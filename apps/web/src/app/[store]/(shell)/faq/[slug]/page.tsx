import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ContentPageView } from '@/components/content/ContentPageView';
import { contentAlternates } from '@/components/content/content-route';
import { faqPage, faqPages } from '@/lib/content/pages';
import { href, storeFromParams } from '@/lib/store';
import { paramText } from '@/lib/route-param';

// Rendered on first visit, then cached and refreshed in the background (decision 0003).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ store: string; slug: string }>;

async function read(params: Params) {
  const store = await storeFromParams(params);
  const slug = paramText((await params).slug);
  return { store, slug };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { store, slug } = await read(params);
  const page = await faqPage(store, slug).catch(() => null);
  if (!page) return {};
  return {
    title: page.seoTitle || page.title,
    ...(page.seoDescription ? { description: page.seoDescription } : {}),
    alternates: contentAlternates(store, `/faq/${slug}`, undefined),
  };
}

/** §7.9 FAQ content page at /faq/{slug}, with the other questions of its topic beside it. */
export default async function FaqContentPage({ params }: { params: Params }) {
  const { store, slug } = await read(params);
  setRequestLocale(store.localeISOCode);
  const t = await getTranslations('content');
  const [page, all] = await Promise.all([faqPage(store, slug), faqPages(store).catch(() => [])]);
  if (!page) notFound();
  const related = page.topic ? all.filter((p) => p.topic === page.topic && p.slug !== page.slug) : [];
  return (
    <ContentPageView
      store={store}
      page={page}
      eyebrow={page.topic || t('eyebrow.help')}
      trail={[{ path: '/faq', name: t('helpBreadcrumb') }, { name: page.title }]}
      aside={
        <div className="space-y-8">
          <a
            href={href(store, '/faq')}
            className="inline-flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.18em] hover:underline hover:underline-offset-4"
          >
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ←
            </span>
            {t('backToFaqs')}
          </a>
          {related.length > 0 ? (
            <nav aria-labelledby="related-questions">
              <h2
                id="related-questions"
                className="text-[11px] font-semibold uppercase tracking-[0.2em] text-neutral-500"
              >
                {page.topic}
              </h2>
              <ul className="mt-4 space-y-3 text-sm">
                {related.map((p) => (
                  <li key={p.slug}>
                    <a
                      href={href(store, `/faq/${p.slug}`)}
                      className="text-neutral-700 hover:text-black hover:underline"
                    >
                      {p.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      }
    />
  );
}
