import { useTranslations } from 'next-intl';
import { pageWindow } from '@/lib/orders/query';

/** Server-rendered page links (they work without JavaScript): previous, a window of pages, next. */
export function HistoryPagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const t = useTranslations('orders.history');
  const pages = pageWindow(page, pageCount);
  if (pages.length === 0) return null;
  const link =
    'flex h-11 min-w-11 items-center justify-center border border-transparent px-3 text-sm text-stone-900 hover:border-stone-400';
  return (
    <nav aria-label={t('pagination')} className="mt-8 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 ? (
          <li>
            <a href={hrefFor(page - 1)} rel="prev" className={link}>
              <span aria-hidden="true" className="me-1 inline-block rtl:rotate-180">
                ‹
              </span>
              {t('previous')}
            </a>
          </li>
        ) : null}
        {pages.map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span
                  aria-current="page"
                  className={`${link} bg-stone-900 font-semibold text-white hover:border-transparent`}
                >
                  <span className="sr-only">{t('pageN', { page: p })}</span>
                  <span aria-hidden="true">{p}</span>
                </span>
              ) : (
                <a href={hrefFor(p)} aria-label={t('pageN', { page: p })} className={link}>
                  {p}
                </a>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a href={hrefFor(page + 1)} rel="next" className={link}>
              {t('next')}
              <span aria-hidden="true" className="ms-1 inline-block rtl:rotate-180">
                ›
              </span>
            </a>
          </li>
        ) : null}
      </ul>
      <p className="text-xs text-stone-600">{t('showing', { page, pages: pageCount })}</p>
    </nav>
  );
}
