import { groupByTopic } from '@vitrine/client';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ContentCallout, ContentPageView } from '@/components/content/ContentPageView';
import { contentAlternates } from '@/components/content/content-route';
import { contentPage, faqPages } from '@/lib/content/pages';
import { href, storeFromParams } from '@/lib/store';

// Rendered on first visit, then cached and refreshed in the background (decision 0003).
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ store: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'content' });
  const page = await contentPage(store, 'faq-landing-page').catch(() => null);
  return {
    title: page?.seoTitle || page?.title || t('fallbackTitle.faq'),
    ...(page?.seoDescription ? { description: page.seoDescription } : {}),
    alternates: contentAlternates(store, '/faq', undefined),
  };
}

/**
 * §2.1 /faq: the FAQ landing page (faq-landing-page, §7.9) and the FAQ content pages grouped by
 * topic, each linking to /faq/{slug}. The two load side by side; a failing list leaves the
 * landing text standing (§8).
 */
export default async function FaqPage({ params }: { params: Params }) {
  const store = await storeFromParams(params);
  setRequestLocale(store.localeISOCode);
  const t = await getTranslations('content');
  const [landing, questions] = await Promise.all([
    contentPage(store, 'faq-landing-page'),
    faqPages(store).catch(() => []),
  ]);
  if (!landing) notFound();
  const topics = groupByTopic(questions, t('moreHelp'));
  return (
    <ContentPageView
      store={store}
      page={landing}
      eyebrow={t('eyebrow.help')}
      trail={[{ name: landing.title }]}
      aside={
        <ContentCallout
          title={t('stillNeedHelp')}
          text={t('stillNeedHelpText')}
          actions={[{ href: href(store, '/customer/track-order'), label: t('trackOrder'), primary: true }]}
        />
      }
    >
      <section aria-labelledby="faq-topics" className="mt-14 border-t border-black/10 pt-10">
        <h2 id="faq-topics" className="text-[11px] font-semibold uppercase tracking-[0.2em] text-neutral-500">
          {t('faqTopics')}
        </h2>
        {topics.length === 0 ? (
          <p className="mt-6 text-sm text-neutral-600">{t('noFaqs')}</p>
        ) : (
          <div className="mt-8 grid gap-x-10 gap-y-12 sm:grid-cols-2">
            {/* Plain groups, not regions: the page's own sections may carry the same headings
                as the topics, and two landmarks of one name confuse landmark navigation (axe). */}
            {topics.map((topic, i) => (
              <div key={topic.topic}>
                <h3 id={`topic-${i}`} className="font-display text-2xl">
                  {topic.topic}
                </h3>
                <ul className="mt-4 divide-y divide-black/10 border-y border-black/10">
                  {topic.pages.map((question) => (
                    <li key={question.slug}>
                      <a
                        href={href(store, `/faq/${question.slug}`)}
                        className="group flex items-center justify-between gap-4 py-3.5 text-sm hover:text-black"
                      >
                        <span className="text-neutral-800 group-hover:underline group-hover:underline-offset-4">
                          {question.title}
                        </span>
                        <span aria-hidden="true" className="inline-block text-neutral-400 rtl:-scale-x-100">
                          →
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </section>
    </ContentPageView>
  );
}
