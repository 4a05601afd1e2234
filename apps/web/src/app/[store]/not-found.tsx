import { getTranslations } from 'next-intl/server';

/**
 * The 404 page (§2.1 /404, and any unknown path through the catch-all). Rendered inside the
 * store's layout, so it speaks the store's language and keeps the header and footer.
 */
export default async function NotFound() {
  const t = await getTranslations('notFound');
  const store = await getTranslations('store');
  return (
    <section
      data-reporting="off"
      className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center md:py-32"
    >
      <p className="font-display text-7xl text-[#857b71] md:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-6 font-display text-3xl md:text-4xl">{t('title')}</h1>
      <p className="mt-4 max-w-md text-sm leading-relaxed text-neutral-600">{t('text')}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3" data-testid="not-found-links">
        <a
          href={store('home')}
          className="bg-[var(--ink)] px-7 py-3 text-xs font-semibold uppercase tracking-[0.18em] text-white"
        >
          {t('home')}
        </a>
      </div>
    </section>
  );
}
