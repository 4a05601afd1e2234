import { findLocale } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import { href } from '@/lib/store';

/**
 * The 404 page's content (§2.1 /404, and any unknown path through the catch-all), in the store's
 * language. Both 404 boundaries draw it: `(shell)/not-found.tsx` inside that group's chrome, and
 * `[store]/not-found.tsx` around its own chrome (decision 0011).
 */
export async function NotFoundView() {
  const t = await getTranslations('notFound');
  const store = await getTranslations('store');
  const code = findLocale(store('code'));
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
        {/* The latest arrivals the text offers (§2.1 /new-in.html). */}
        {code ? (
          <a
            href={href(code, '/new-in.html')}
            className="border border-[var(--ink)] px-7 py-3 text-xs font-semibold uppercase tracking-[0.18em] hover:bg-[var(--ink)] hover:text-white"
          >
            {t('newIn')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
