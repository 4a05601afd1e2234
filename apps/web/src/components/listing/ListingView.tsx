import {
  formatSize,
  LISTING_PAGE_SIZE,
  MAX_LISTING_PAGE,
  SORT_OPTIONS,
  type LocaleConfig,
  type SizeKind,
} from '@vitrine/config';
import type { Facet, ListingResult } from '@/lib/data/catalogue';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ProductCard, productCardText } from '@/components/product/ProductCard';
import { Breadcrumbs } from '@/components/product/Breadcrumbs';
import { attributeNameLabel, attributeValueLabel } from '@/lib/attributes';
import { listingHref, type ListingParams } from '@/lib/listing-params';
import { href } from '@/lib/store';
import { FacetGroup, type FacetPanel } from './FacetGroup';
import { FilterGroup } from './FilterGroup';
import { Pagination } from './Pagination';

/** Size facets and the size scale their values are in (shown in the store's size format, §3.2). */
const SIZE_FACETS: Record<string, SizeKind> = {
  clothes_size: 'clothes',
  shoesize: 'shoes',
  belt_size: 'belt',
  accessory_size: 'accessory',
};

interface Props {
  store: LocaleConfig;
  heading: string;
  /** Breadcrumb trail after Home; the last entry is this page. */
  trail: { path?: string; name: string }[];
  /** The page's own path in the store (`/clothing/dresses.html`, `/catalogsearch/result`). */
  basePath: string;
  query: URLSearchParams;
  params: ListingParams;
  listing: ListingResult;
  /** What the default sort is called here: merchandised order on categories, relevance in search. */
  defaultSort?: 'default' | 'relevance';
  /** Shown instead of the generic empty state when nothing matches. */
  empty?: ReactNode;
}

/**
 * A product listing, for categories (§2.1 .html pages) and search results: filters with counts,
 * sort, 48 a page, crawlable pagination. Everything is a link or a GET form, so it works before
 * JavaScript and every view has a URL a shopper can share and a crawler can follow (§2.3
 * parameter names only).
 */
export async function ListingView({
  store,
  heading,
  trail,
  basePath,
  query,
  params,
  listing,
  defaultSort = 'default',
  empty,
}: Props) {
  const t = await getTranslations('listing');
  const ta = await getTranslations('attributes');
  const format = await getFormatter();
  const cardText = await productCardText();
  const base = href(store, basePath);
  const sortLabel = (option: string) =>
    option === 'default' && defaultSort === 'relevance' ? t('sort.relevance') : t(`sort.${option}`);
  const valueLabel = (facet: string, value: string) =>
    SIZE_FACETS[facet]
      ? formatSize(value, SIZE_FACETS[facet], store.sizeFormat)
      : attributeValueLabel(ta, facet, value);
  const money = (major: number) =>
    format.number(major, { style: 'currency', currency: store.currency, maximumFractionDigits: 0 });

  const active = Object.entries(params.filters).flatMap(([name, values]) =>
    values.map((value) => ({ name, value })),
  );
  const hasFilters = active.length > 0 || params.price !== undefined;
  const clearAll = listingHref(base, query, (q) => {
    for (const key of [...new Set(q.keys())]) if (key !== 'sort' && key !== 'q') q.delete(key);
  });

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 md:px-6 md:pt-8">
      <Breadcrumbs store={store} trail={trail} />
      <header className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl md:text-4xl">{heading}</h1>
          <p className="mt-2 text-sm text-neutral-600" data-testid="result-count">
            {t('count', { count: listing.total })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <details className="filter-toggle md:hidden">
            <summary className="flex h-10 cursor-pointer list-none items-center border border-black/20 px-4 text-xs font-semibold uppercase tracking-[0.14em]">
              {t('filters')}
            </summary>
          </details>
          <details className="relative">
            <summary className="flex h-10 cursor-pointer list-none items-center gap-2 border border-black/20 px-4 text-xs font-semibold uppercase tracking-[0.14em]">
              {t('sortBy')}:{' '}
              <span className="font-normal normal-case tracking-normal">{t(`sort.${params.sort}`)}</span>
            </summary>
            <ul className="absolute end-0 z-30 mt-1 w-56 border border-black/10 bg-white py-1 shadow-xl">
              {SORT_OPTIONS.map((option) => (
                <li key={option}>
                  <a
                    href={listingHref(base, query, (q) => {
                      q.set('sort', option);
                      q.delete('page');
                    })}
                    aria-current={option === params.sort ? 'true' : undefined}
                    className="block px-4 py-2 text-sm hover:bg-neutral-100 aria-[current]:font-semibold"
                  >
                    {sortLabel(option)}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        </div>
      </header>

      {hasFilters && (
        <ul className="mt-5 flex flex-wrap items-center gap-2" aria-label={t('filters')}>
          {active.map(({ name, value }) => (
            <li key={`${name}=${value}`}>
              <a
                href={listingHref(base, query, (q) => {
                  const rest = q.getAll(name).filter((v) => v !== value);
                  q.delete(name);
                  for (const v of rest) q.append(name, v);
                  q.delete('page');
                })}
                aria-label={t('remove', { label: valueLabel(name, value) })}
                className="flex items-center gap-2 rounded-full bg-[var(--stone)] px-3 py-1.5 text-xs hover:bg-black/10"
              >
                {valueLabel(name, value)} <span aria-hidden="true">×</span>
              </a>
            </li>
          ))}
          {params.price && (
            <li>
              <a
                href={listingHref(base, query, (q) => {
                  q.delete('price');
                  q.delete('page');
                })}
                className="flex items-center gap-2 rounded-full bg-[var(--stone)] px-3 py-1.5 text-xs hover:bg-black/10"
              >
                {t('priceRange', {
                  min: money(params.price.min ?? 0),
                  max: params.price.max === undefined ? '∞' : money(params.price.max),
                })}{' '}
                <span aria-hidden="true">×</span>
              </a>
            </li>
          )}
          <li>
            <a href={clearAll} className="px-2 text-xs underline underline-offset-4">
              {t('clearAll')}
            </a>
          </li>
        </ul>
      )}

      <div className="mt-8 md:grid md:grid-cols-[220px_1fr] md:gap-10">
        <aside className="filter-panel hidden md:block" aria-label={t('filters')}>
          {listing.facets.map((facet) => (
            <FacetGroup
              key={facet.name}
              facet={facetPanel(facet, attributeNameLabel(ta, facet.name), base, query, (v) =>
                valueLabel(facet.name, v),
              )}
              selectedLabel={t('selected')}
            />
          ))}
          {listing.priceRange && (
            <FilterGroup
              name="price"
              title={attributeNameLabel(ta, 'price')}
              open={params.price !== undefined}
            >
              <form method="get" action={base}>
                {[...query.entries()]
                  .filter(([k]) => k !== 'price' && k !== 'page')
                  .map(([k, v], i) => (
                    <input key={`${k}${i}`} type="hidden" name={k} value={v} />
                  ))}
                <div className="mt-3 flex items-center gap-2">
                  {(
                    [
                      [t('priceMin'), params.price?.min, Math.floor(listing.priceRange.min)],
                      [t('priceMax'), params.price?.max, Math.ceil(listing.priceRange.max)],
                    ] as const
                  ).map(([label, value, bound]) => (
                    <label key={label} className="flex-1 text-xs text-neutral-600">
                      {label} ({store.currencySymbol})
                      <input
                        type="number"
                        name="price"
                        min={0}
                        inputMode="numeric"
                        defaultValue={value ?? ''}
                        placeholder={String(bound)}
                        className="mt-1 h-9 w-full border border-black/20 bg-white px-2 text-sm"
                      />
                    </label>
                  ))}
                </div>
                <button
                  type="submit"
                  className="mt-3 h-9 w-full border border-black text-xs font-semibold uppercase tracking-[0.14em] hover:bg-black hover:text-white"
                >
                  {t('apply')}
                </button>
              </form>
            </FilterGroup>
          )}
        </aside>

        {/* The target of the layout's "Skip to results" link, shown on pages that have one. */}
        <section id="results" aria-labelledby="results-heading">
          <h2 id="results-heading" className="sr-only">
            {heading}
          </h2>
          {listing.products.length > 0 ? (
            <ul
              className="grid grid-cols-2 gap-x-3 gap-y-10 md:grid-cols-3 md:gap-x-5 xl:grid-cols-4"
              data-testid="product-grid"
            >
              {listing.products.map((product, i) => (
                <li key={product.sku}>
                  <ProductCard product={product} store={store} text={cardText} priority={i < 4} />
                </li>
              ))}
            </ul>
          ) : listing.total > 0 ? (
            <Empty
              title={t('pastEnd')}
              text=""
              action={{ href: listingHref(base, query, (q) => q.delete('page')), label: t('backToFirst') }}
            />
          ) : (
            (empty ?? (
              <Empty title={t('empty')} text={t('emptyText')} action={{ href: base, label: t('showAll') }} />
            ))
          )}
          {listing.total > MAX_LISTING_PAGE * LISTING_PAGE_SIZE && params.page === listing.pageCount && (
            <p className="mt-10 text-center text-sm text-neutral-600">
              {t('narrow', { max: MAX_LISTING_PAGE })}
            </p>
          )}
          <Pagination base={base} query={query} page={params.page} pageCount={listing.pageCount} />
        </section>
      </div>
    </div>
  );
}

/** A facet's panel: its values labelled for the store and each with the link that toggles it. */
function facetPanel(
  facet: Facet,
  title: string,
  base: string,
  query: URLSearchParams,
  label: (value: string) => string,
): FacetPanel {
  return {
    name: facet.name,
    title,
    look: facet.name in SIZE_FACETS ? 'size' : facet.name === 'colour_group' ? 'colour' : 'check',
    choices: facet.values.map((v) => ({
      value: v.value,
      label: label(v.value),
      count: v.count,
      selected: v.selected,
      href: listingHref(base, query, (q) => {
        const rest = q.getAll(facet.name).filter((x) => x !== v.value);
        q.delete(facet.name);
        for (const x of rest) q.append(facet.name, x);
        if (!v.selected) q.append(facet.name, v.value);
        q.delete('page');
      }),
    })),
  };
}

function Empty({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: { href: string; label: string };
}) {
  return (
    <div className="flex flex-col items-center py-20 text-center" data-testid="listing-empty">
      <p className="font-display text-2xl">{title}</p>
      {text && <p className="mt-3 max-w-sm text-sm text-neutral-600">{text}</p>}
      <a
        href={action.href}
        className="mt-8 bg-[var(--ink)] px-7 py-3 text-xs font-semibold uppercase tracking-[0.18em] text-white"
      >
        {action.label}
      </a>
    </div>
  );
}
