import type { LocaleConfig } from '@vitrine/config';
import type { ProductCard as Card } from '@/lib/data/catalogue';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { href } from '@/lib/store';
import { priceText } from './Price';
import { ProductTile, type Tile, type TileLabels } from './ProductTile';

/** The store's words for cards, read once per request; the grid passes them to every card. */
export const productCardText = cache(async () => {
  const t = await getTranslations('product');
  const tw = await getTranslations('wishlist.heart');
  const price = await priceText();
  const labels: TileLabels = {
    soldOut: t('soldOut'),
    price: price.labels,
    heart: { add: tw('add'), remove: tw('remove'), failed: tw('failed') },
  };
  return { t, money: price.money, labels };
});
export type ProductCardText = Awaited<ReturnType<typeof productCardText>>;

/** What a product's tile shows, translated and formatted for the store. */
export function tileOf(product: Card, store: LocaleConfig, { t, money }: ProductCardText): Tile {
  return {
    sku: product.sku,
    href: href(store, `/${product.urlKey}.html`),
    name: product.name,
    alt: `${product.name}, ${product.colour}`,
    images: product.images.slice(0, 2).map(({ path, width, height }) => ({ path, width, height })),
    sticker: product.sticker && t(`sticker.${product.sticker}` as 'sticker.new'),
    inStock: product.inStock,
    price: { minor: product.price.amountMinor, text: money(product.price) },
    was: product.wasPrice && money(product.wasPrice),
    colours: product.colourCount > 1 ? t('colours', { count: product.colourCount }) : null,
  };
}

/**
 * A product in a grid (see ProductTile). Synchronous: a listing's 48 cards render in their grid's
 * pass rather than as 48 awaited components, each its own chunk of the page's payload.
 */
export function ProductCard({
  product,
  store,
  text,
  priority = false,
}: {
  product: Card;
  store: LocaleConfig;
  text: ProductCardText;
  priority?: boolean;
}) {
  return (
    <ProductTile
      tile={tileOf(product, store, text)}
      labels={text.labels}
      store={store.localeISOCode}
      eager={priority}
    />
  );
}
