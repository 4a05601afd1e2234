import type { LocaleConfig } from '@vitrine/config';
import type { ProductCard as Card } from '@vitrine/commerce/catalog';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { WishlistHeart } from '@/components/wishlist/WishlistHeart';
import { href } from '@/lib/store';
import { MediaImage } from './MediaImage';
import { PriceView, priceText } from './Price';

/** The store's words for cards, read once per request; the grid passes them to every card. */
export const productCardText = cache(async () => {
  const t = await getTranslations('product');
  const tw = await getTranslations('wishlist.heart');
  return {
    t,
    heart: { add: tw('add'), remove: tw('remove'), failed: tw('failed') },
    price: await priceText(),
  };
});
export type ProductCardText = Awaited<ReturnType<typeof productCardText>>;

/**
 * A product in a grid: image with a second view on hover, sticker, wishlist heart, name, price,
 * colour count. Synchronous: a listing's 48 cards render in their grid's pass rather than as 48
 * awaited components, each its own chunk of the page's payload (issue 3, uncached renders).
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
  const { t } = text;
  const [first, second] = product.images;
  const sizes = '(min-width: 1024px) 16vw, (min-width: 768px) 30vw, 46vw';
  return (
    <article className="group relative">
      <a href={href(store, `/${product.urlKey}.html`)} className="block">
        <div className="relative aspect-[4/5] overflow-hidden bg-[var(--stone)]">
          {first && (
            <MediaImage
              image={first}
              sizes={sizes}
              alt={`${product.name}, ${product.colour}`}
              eager={priority}
              className="absolute inset-0 size-full object-cover transition-opacity duration-500"
            />
          )}
          {second && (
            <MediaImage
              image={second}
              sizes={sizes}
              alt=""
              className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-500 group-hover:opacity-100"
            />
          )}
          {product.sticker && (
            <span className="absolute start-2 top-2 bg-white/95 px-2 py-1 text-[10px] font-semibold uppercase tracking-[0.14em]">
              {t(`sticker.${product.sticker}` as 'sticker.new')}
            </span>
          )}
          {!product.inStock && (
            <span className="absolute inset-x-0 bottom-0 bg-white/90 py-2 text-center text-xs uppercase tracking-widest">
              {t('soldOut')}
            </span>
          )}
        </div>
        <h3 className="mt-3 line-clamp-2 text-[13px] leading-snug text-neutral-800">{product.name}</h3>
      </a>
      {/* Beside the link, not in it (a button inside a link is neither); over the picture's corner. */}
      <WishlistHeart
        sku={product.sku}
        store={store.localeISOCode}
        labels={text.heart}
        className="absolute end-1.5 top-1.5 size-11 rounded-full text-[var(--ink)] hover:bg-white/70"
      />
      <div className="mt-1">
        <PriceView price={product.price} wasPrice={product.wasPrice} text={text.price} />
      </div>
      {product.colourCount > 1 && (
        <p className="mt-1 text-xs text-neutral-500">{t('colours', { count: product.colourCount })}</p>
      )}
    </article>
  );
}
