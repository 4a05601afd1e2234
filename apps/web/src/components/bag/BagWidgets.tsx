import type { ProductCard as Card } from '@/lib/data/catalogue';
import type { LocaleConfig } from '@vitrine/config';
import { getTranslations } from 'next-intl/server';
import { ProductCard, productCardText } from '@/components/product/ProductCard';

/**
 * §9 "cart widgets use category 3008": finishing touches (bags, jewellery, belts, beauty,
 * WIDGET_CATEGORIES in packages/config) as the home page shows its widgets.
 */
export async function BagWidgets({ store, products }: { store: LocaleConfig; products: Card[] }) {
  if (products.length === 0) return null;
  const t = await getTranslations('bag');
  const text = await productCardText();
  return (
    <section
      aria-labelledby="bag-widgets"
      className="mx-auto max-w-7xl px-4 pt-16 md:px-6 md:pt-20"
      data-testid="bag-widgets"
    >
      <div className="border-b border-black/10 pb-4">
        <h2 id="bag-widgets" className="font-display text-2xl md:text-3xl">
          {t('widgets')}
        </h2>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-x-3 gap-y-8 md:grid-cols-3 md:gap-x-5 lg:grid-cols-6">
        {products.map((p) => (
          <ProductCard key={p.sku} product={p} store={store} text={text} />
        ))}
      </div>
    </section>
  );
}
