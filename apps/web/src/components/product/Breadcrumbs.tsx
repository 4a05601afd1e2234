import type { LocaleConfig } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import { homeOf, href } from '@/lib/store';

/** Home / parents / current page, as a nav with the current page marked (and crawlable links). */
export async function Breadcrumbs({
  store,
  trail,
}: {
  store: LocaleConfig;
  trail: { path?: string; name: string }[];
}) {
  const t = await getTranslations('product');
  return (
    <nav aria-label={t('breadcrumbs')}>
      <ol className="flex flex-wrap items-center gap-x-2 text-xs text-neutral-500">
        <li>
          <a href={homeOf(store)} className="hover:text-black hover:underline">
            {t('home')}
          </a>
        </li>
        {trail.map((crumb, i) => (
          <li key={i} className="flex items-center gap-2">
            <span aria-hidden="true">/</span>
            {crumb.path && i < trail.length - 1 ? (
              <a href={href(store, crumb.path)} className="hover:text-black hover:underline">
                {crumb.name}
              </a>
            ) : (
              <span aria-current={i === trail.length - 1 ? 'page' : undefined} className="text-neutral-800">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
