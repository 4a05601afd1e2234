import { HOMEPAGE_WIDGET_SIZE, toHeaderLocale } from '@vitrine/config';
import { FACET_PARAMS, normalizeQuery, catalogue } from '@/lib/data/catalogue';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListingView } from '@/components/listing/ListingView';
import { ProductCard, productCardText } from '@/components/product/ProductCard';
import { StoreChrome } from '@/components/shell/StoreChrome';
import { shellChrome } from '@/lib/content/shell';
import { parseListingParams, toSearchParams } from '@/lib/listing-params';
import { reportingOutcome } from '@/lib/page-outcome';
import { catalogPrefix, href, storeFromParams } from '@/lib/store';
import { SearchBox } from '@/components/shell/SearchBox';

// Search results are per query and always fresh (issue #3 measures them uncached).
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'search' });
  const q = normalizeQuery(toSearchParams(await searchParams).get('q') ?? '');
  // Search result pages are never indexed (robots.txt also keeps crawlers out).
  return { title: q ? t('resultsFor', { q }) : t('title'), robots: { index: false, follow: true } };
}

/** §2.1 /catalogsearch/result?q=: search with the listings' filters, sort and pagination. */
export default function SearchPage(props: Props) {
  return reportingOutcome(() => searchPage(props));
}

async function searchPage({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  setRequestLocale(store.localeISOCode);
  const t = await getTranslations('search');
  const cardText = await productCardText();
  const query = toSearchParams(await searchParams);
  const q = normalizeQuery(query.get('q') ?? '');
  const listingParams = parseListingParams(query, FACET_PARAMS);
  // §2.3: search results, not the shell, load menu, footer and banner, beside the search.
  const [chrome, result] = await Promise.all([
    shellChrome(store),
    q ? catalogue().search.search(store, { q, ...listingParams }) : null,
  ]);
  const searchBox = (className: string, autoFocus = false) => (
    <SearchBox
      action={href(store, '/catalogsearch/result')}
      pathPrefix={catalogPrefix(store)}
      localeHeader={toHeaderLocale(store.localeISOCode)}
      formatLocale={store.realLocaleISOCode}
      defaultValue={q}
      autoFocus={autoFocus}
      className={className}
    />
  );

  // §7.8 visual search, offered wherever a shopper searches.
  const photoLink = (className: string) => (
    <a
      href={href(store, '/catalogsearch/visual')}
      className={`inline-flex items-center gap-2 text-sm underline underline-offset-4 hover:text-stone-600 ${className}`}
    >
      {t('visualLink')}
    </a>
  );

  if (!result || result.total === 0) {
    const [menu, popular] = await Promise.all([
      catalogue().home.menu(store.language),
      catalogue().home.homeWidget('bestsellers', store, HOMEPAGE_WIDGET_SIZE),
    ]);
    return (
      <StoreChrome store={store} chrome={chrome}>
        <div className="mx-auto max-w-7xl px-4 pt-10 md:px-6">
          {searchBox('mb-3 max-w-xl', !q)}
          {photoLink('mb-10')}
          <h1 className="font-display text-3xl md:text-4xl">{q ? t('noResults', { q }) : t('emptyQuery')}</h1>
          <p className="mt-3 max-w-xl text-sm text-neutral-600">
            {q ? t('noResultsText') : t('emptyQueryText')}
          </p>
          <h2 className="mt-10 text-xs font-semibold uppercase tracking-[0.16em]">{t('categories')}</h2>
          <ul className="mt-4 flex flex-wrap gap-2" data-testid="search-alternatives">
            {menu
              .flatMap((m) => [m, ...m.children])
              .slice(0, 12)
              .map((c) => (
                <li key={c.path}>
                  <a
                    href={href(store, `/${c.path}.html`)}
                    className="block rounded-full border border-black/15 px-4 py-2 text-sm hover:border-black"
                  >
                    {c.name}
                  </a>
                </li>
              ))}
          </ul>
          <h2 className="mt-12 font-display text-2xl">{t('popular')}</h2>
          <div className="mt-6 grid grid-cols-2 gap-x-3 gap-y-8 md:grid-cols-3 lg:grid-cols-6">
            {popular.map((p) => (
              <ProductCard key={p.sku} product={p} store={store} text={cardText} />
            ))}
          </div>
        </div>
      </StoreChrome>
    );
  }

  return (
    <StoreChrome store={store} chrome={chrome}>
      <div className="mx-auto max-w-7xl px-4 pt-6 md:hidden">{searchBox('')}</div>
      <div className="mx-auto max-w-7xl px-4 pt-4 md:px-6">{photoLink('')}</div>
      <ListingView
        store={store}
        heading={t('resultsFor', { q: result.query })}
        trail={[{ name: t('title') }]}
        basePath="/catalogsearch/result"
        query={query}
        params={listingParams}
        listing={result}
        defaultSort="relevance"
      />
    </StoreChrome>
  );
}
