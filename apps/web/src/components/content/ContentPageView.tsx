import type { ContentPage } from '@vitrine/client';
import type { LocaleConfig } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/product/Breadcrumbs';
import { RichText } from './RichText';

export const sectionId = (index: number) => `section-${index + 1}`;

function formatUpdated(value: string, store: LocaleConfig): string | null {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return new Intl.DateTimeFormat(store.realLocaleISOCode, {
    dateStyle: 'long',
    timeZone: store.timezone,
  }).format(time);
}

/**
 * An editorial page: eyebrow, title and standfirst, then the body and its sections at a readable
 * measure, with an "on this page" list beside them on wide screens when there is more than one
 * section. `aside` goes under that list (calls to action); `children` after the sections.
 */
export async function ContentPageView({
  store,
  page,
  eyebrow,
  trail,
  aside,
  children,
  showUpdated = false,
}: {
  store: LocaleConfig;
  page: ContentPage;
  /** The kind of page above its title; a merchandiser's own page has none. */
  eyebrow?: string;
  trail: { path?: string; name: string }[];
  aside?: ReactNode;
  children?: ReactNode;
  showUpdated?: boolean;
}) {
  const t = await getTranslations('content');
  const updated = showUpdated ? formatUpdated(page.updatedAt, store) : null;
  const toc = page.sections.length > 1;
  return (
    <article className="mx-auto max-w-6xl px-5 pb-8 pt-8 md:px-8 md:pt-12">
      <Breadcrumbs store={store} trail={trail} />
      <header className="mt-10 max-w-3xl md:mt-14">
        {/* Darker than the brand's stone grey: 11px text needs 4.5:1 on paper (WCAG AA). */}
        {eyebrow ? (
          <p className="mb-4 text-[11px] font-semibold uppercase tracking-[0.22em] text-[#6b6158]">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="font-display text-4xl leading-[1.1] md:text-6xl">{page.title}</h1>
        {page.seoDescription ? (
          <p className="mt-6 max-w-[60ch] text-lg leading-relaxed text-neutral-600">{page.seoDescription}</p>
        ) : null}
        {updated ? <p className="mt-4 text-xs text-neutral-500">{t('updated', { date: updated })}</p> : null}
      </header>
      <div
        className={`mt-12 grid gap-12 border-t border-black/10 pt-12 ${toc || aside ? 'lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16' : ''}`}
      >
        {toc || aside ? (
          <aside className="space-y-10 lg:sticky lg:top-8 lg:self-start">
            {toc ? (
              <nav aria-labelledby="on-this-page">
                <h2
                  id="on-this-page"
                  className="text-[11px] font-semibold uppercase tracking-[0.2em] text-neutral-500"
                >
                  {t('onThisPage')}
                </h2>
                <ol className="mt-4 space-y-2.5 border-s border-black/10 text-sm">
                  {page.sections.map((section, i) => (
                    <li key={i}>
                      <a
                        href={`#${sectionId(i)}`}
                        className="-ms-px block border-s border-transparent ps-4 text-neutral-600 hover:border-black hover:text-black"
                      >
                        {section.heading}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            {aside}
          </aside>
        ) : null}
        <div className="min-w-0 max-w-[68ch]">
          <RichText safeHtml={page.body} store={store} />
          {page.sections.map((section, i) => (
            <section
              key={i}
              id={sectionId(i)}
              aria-labelledby={`${sectionId(i)}-heading`}
              className="scroll-mt-8 border-black/10 pt-10 [&:not(:first-child)]:mt-10 [&:not(:first-child)]:border-t"
            >
              <h2 id={`${sectionId(i)}-heading`} className="font-display text-2xl md:text-3xl">
                {section.heading}
              </h2>
              <RichText safeHtml={section.body} store={store} className="mt-4" />
            </section>
          ))}
          {children}
        </div>
      </div>
    </article>
  );
}

/** A call-to-action panel for the aside of a content page. */
export function ContentCallout({
  title,
  text,
  actions,
}: {
  title: string;
  text?: string;
  actions: { href: string; label: string; primary?: boolean }[];
}) {
  return (
    <div className="bg-[var(--stone)] p-6">
      <p className="font-display text-xl">{title}</p>
      {text ? <p className="mt-2 text-sm leading-relaxed text-neutral-600">{text}</p> : null}
      <div className="mt-5 flex flex-col gap-2">
        {actions.map((a) => (
          <a
            key={a.href}
            href={a.href}
            className={
              a.primary
                ? 'bg-[var(--ink)] px-5 py-3 text-center text-xs font-semibold uppercase tracking-[0.18em] text-white hover:bg-black'
                : 'border border-black/80 px-5 py-3 text-center text-xs font-semibold uppercase tracking-[0.18em] hover:bg-black hover:text-white'
            }
          >
            {a.label}
          </a>
        ))}
      </div>
    </div>
  );
}
