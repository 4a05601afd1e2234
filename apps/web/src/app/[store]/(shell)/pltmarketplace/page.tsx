import { FACET_PARAMS, catalogue } from '@/lib/data/catalogue';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListingView } from '@/components/listing/ListingView';
import { parseListingParams, toSearchParams } from '@/lib/listing-params';
import { contentAlternates } from '@/components/content/content-route';
import { storeFromParams } from '@/lib/store';

// Filtered by query parameters: rendered per request (categories are cached per view instead).
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'marketplace' });
  return {
    title: t('title'),
    description: t('intro'),
    alternates: contentAlternates(store, '/pltmarketplace', undefined),
  };
}

/** §2.1 /pltmarketplace: partner brands' products, filterable by brand (§2.3 brand). */
export default async function MarketplacePage({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  setRequestLocale(store.localeISOCode);
  const t = await getTranslations('marketplace');
  const query = toSearchParams(await searchParams);
  const listingParams = parseListingParams(query, FACET_PARAMS);
  const listing = await catalogue().marketplace.list(store, listingParams);
  return (
    <>
      <p className="mx-auto max-w-7xl px-4 pt-6 text-sm text-neutral-600 md:px-6">{t('intro')}</p>
      <ListingView
        store={store}
        heading={t('title')}
        trail={[{ name: t('title') }]}
        basePath="/pltmarketplace"
        query={query}
        params={listingParams}
        listing={listing}
      />
    </>
  );
}
