import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { VisualSearchForm } from '@/components/listing/VisualSearchForm';
import { ProductCard, productCardText } from '@/components/product/ProductCard';
import { catalogue } from '@/lib/data/catalogue';
import { toSearchParams } from '@/lib/listing-params';
import { storeFromParams } from '@/lib/store';

// Results depend on the colour in the URL; nothing here is worth caching.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const HEX = /^[0-9a-f]{6}$/i;
const CATEGORY = /^[a-z0-9][a-z0-9/-]{0,200}$/;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await storeFromParams(params);
  const t = await getTranslations({ locale: store.localeISOCode, namespace: 'search' });
  return { title: t('visualTitle'), robots: { index: false, follow: true } };
}

/** §7.8 visual search: upload a photo, see in-stock products of the nearest colour. */
export default async function VisualSearchPage({ params, searchParams }: Props) {
  const store = await storeFromParams(params);
  setRequestLocale(store.localeISOCode);
  const t = await getTranslations('search');
  const cardText = await productCardText();
  const query = toSearchParams(await searchParams);
  const hex = query.get('color') ?? '';
  const category = query.get('categories') ?? '';
  const colour = HEX.test(hex)
    ? { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16) }
    : null;
  const [menu, products] = await Promise.all([
    catalogue().home.menu(store.language),
    colour
      ? catalogue().recommendations.visual(store, colour, {
          ...(CATEGORY.test(category) ? { category } : {}),
          limit: 24,
        })
      : Promise.resolve(null),
  ]);
  const categories = menu.map((c) => ({ path: c.path, name: c.name }));
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-16 md:px-6">
      <h1 className="font-display text-3xl md:text-4xl">{t('visualTitle')}</h1>
      <p className="mt-3 max-w-2xl text-base leading-relaxed text-stone-700">{t('visualIntro')}</p>
      <VisualSearchForm store={store.localeISOCode} categories={categories} category={category} />
      {colour && products ? (
        <section aria-labelledby="visual-results" className="mt-12">
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-block size-8 rounded-full border border-stone-300"
              style={{ backgroundColor: `#${hex}` }}
            />
            <h2 id="visual-results" className="font-display text-2xl">
              {t('visualResults')}
            </h2>
            <span className="sr-only">
              {t('visualColour')}: #{hex}
            </span>
          </div>
          {products.length === 0 ? (
            <p className="mt-6 text-base text-stone-700">{t('visualNone')}</p>
          ) : (
            <div className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
              {products.map((product) => (
                <ProductCard key={product.sku} product={product} store={store} text={cardText} />
              ))}
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
