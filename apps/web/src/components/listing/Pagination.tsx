import { getTranslations } from 'next-intl/server';
import { listingHref } from '@/lib/listing-params';

/** Server-rendered, crawlable page links: first, a window around the current page, last. */
export async function Pagination({
  base,
  query,
  page,
  pageCount,
}: {
  base: string;
  query: URLSearchParams;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('listing');
  const to = (p: number) => listingHref(base, query, (q) => q.set('page', String(p)));
  const pages = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])]
    .filter((p) => p >= 1 && p <= pageCount)
    .sort((a, b) => a - b);
  const link = 'flex h-10 min-w-10 items-center justify-center px-3 text-sm hover:bg-black/5';
  return (
    <nav aria-label={t('pagination')} className="mt-14 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 && (
          <li>
            <a href={to(page - 1)} rel="prev" className={link}>
              {t('previous')}
            </a>
          </li>
        )}
        {pages.map((p, i) => (
          <li key={p} className="flex items-center">
            {i > 0 && p - pages[i - 1]! > 1 && (
              <span className="px-1 text-neutral-400" aria-hidden="true">
                …
              </span>
            )}
            {p === page ? (
              <span
                aria-current="page"
                className={`${link} bg-[var(--ink)] text-white hover:bg-[var(--ink)]`}
              >
                <span className="sr-only">{t('pageN', { page: p })}</span>
                <span aria-hidden="true">{p}</span>
              </span>
            ) : (
              <a href={to(p)} aria-label={t('pageN', { page: p })} className={link}>
                {p}
              </a>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <a href={to(page + 1)} rel="next" className={link}>
              {t('next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
