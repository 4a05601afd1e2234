import type { LocaleConfig } from '@vitrine/config';
import { FACET_PARAMS, type ResolvedPage, SALE_PATH, catalogue } from '@/lib/data/catalogue';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ListingBanner } from '@/components/content/ListingBanner';
import { ListingView } from '@/components/listing/ListingView';
import { ProductPage } from '@/components/product/ProductPage';
import { StoreChrome } from '@/components/shell/StoreChrome';
import { contentNow } from '@/lib/content/clock';
import { shellChrome } from '@/lib/content/shell';
import { parseListingParams } from '@/lib/listing-params';
import { decodeCatalogueRoute } from '@/lib/routing';
import { reportingOutcome } from '@/lib/page-outcome';
import { everyStoreAlternates, href, storeFromParams } from '@/lib/store';
import { paramText } from '@/lib/route-param';

// Each (store, path, query) is its own cached page; see decision 3 and lib/routing.ts.
export const revalidate = 300;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ store: string; rest: string[] }>;

/** What the catalogue path shows: §7.4's resolution, and the sale listing where nothing else lives. */
type CataloguePath = ResolvedPage | { type: 'sale'; name: string };

/**
 * One resolution per request, shared by the metadata and the page. `/sale.html` is the sale
 * listing of every store (issue 29 item 12, decision 0047) unless a category takes the path.
 */
const resolve = cache(async (store: LocaleConfig, path: string): Promise<CataloguePath> => {
  const page = await catalogue().pages.resolve(`/${path}.html`, store.language);
  if (page.type !== 'none' || path !== SALE_PATH) return page;
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'listing' });
  return { type: 'sale', name: t('sale') };
});

async function read(params: Params) {
  const store = await storeFromParams(params);
  const route = decodeCatalogueRoute((await params).rest);
  if (!route) notFound();
  const joined = route.path.map(paramText).join('/');
  return { store, query: route.query, path: joined, page: await resolve(store, joined) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { store, path, page, query } = await read(params);
  if (page.type === 'none') return {};
  const canonicalPath = `/${path}.html`;
  // A listing's canonical URL keeps only its page number: filtered views point at the category.
  const pageNo = Number(query.get('page'));
  const canonical = href(
    store,
    page.type !== 'product' && pageNo > 1 ? `${canonicalPath}?page=${pageNo}` : canonicalPath,
  );
  return {
    title: page.name,
    alternates: {
      canonical,
      languages: everyStoreAlternates(canonicalPath),
    },
    ...(page.type !== 'product' && [...query.keys()].some((k) => k !== 'page')
      ? { robots: { index: false, follow: true } }
      : {}),
  };
}

/** §2.1 catalogue pages: the paths ending .html are categories or products (§7.4 page resolution). */
export default function CataloguePage({ params }: { params: Params }) {
  return reportingOutcome(() => cataloguePage(params));
}

async function cataloguePage(params: Params) {
  // §2.3: the catch-all (the proxy rewrites every .html path here), not the shell, loads menu,
  // footer and listing banner: they start now, beside the page's own resolution. A path that
  // resolves to nothing gets the store's 404, whose chrome reuses this load (one per render).
  const loadingChrome = shellChrome(await storeFromParams(params));
  const { store, query, page } = await read(params);
  setRequestLocale(store.localeISOCode);
  const data = catalogue();
  if (page.type === 'product') {
    // Recommendations load beside the product; a failing row leaves the page standing (§8).
    const [product, { similar, pairs }, chrome] = await Promise.all([
      data.products.bySku(page.sku, store),
      data.recommendations.forProduct(store, page.sku),
      loadingChrome,
    ]);
    if (!product) notFound();
    return (
      <StoreChrome store={store} chrome={chrome}>
        <ProductPage product={product} store={store} similar={similar} pairs={pairs} />
      </StoreChrome>
    );
  }
  if (page.type === 'category' || page.type === 'sale') {
    const listingParams = parseListingParams(query, FACET_PARAMS);
    // The listing banner comes from the same load as the header and footer.
    const [listing, chrome] = await Promise.all([
      page.type === 'sale'
        ? data.sale.list(store, listingParams)
        : data.listing.list(store, { categoryPath: page.path, ...listingParams }),
      loadingChrome,
    ]);
    const path = page.type === 'sale' ? SALE_PATH : page.path;
    const breadcrumbs = page.type === 'sale' ? [] : page.breadcrumbs;
    const { preview } = chrome;
    return (
      <StoreChrome store={store} chrome={chrome}>
        {preview ? (
          <ListingBanner
            store={store}
            file={preview.listingBanners}
            now={Date.parse(preview.info.At)}
            preview
          />
        ) : (
          <ListingBanner store={store} file={chrome.shell.listingBanners} now={contentNow()} />
        )}
        <ListingView
          store={store}
          heading={page.name}
          trail={[
            ...breadcrumbs.map((b) => ({ path: `/${b.path}.html`, name: b.name })),
            { name: page.name },
          ]}
          basePath={`/${path}.html`}
          query={query}
          params={listingParams}
          listing={listing}
        />
      </StoreChrome>
    );
  }
  notFound();
}
