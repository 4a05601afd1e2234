'use client';

import { useState } from 'react';
import { WishlistHeart, type HeartLabels } from '@/components/wishlist/WishlistHeart';
import { MediaImage } from './MediaImage';
import { PriceLine, type FormattedPrice, type PriceLabels } from './PriceLine';

/**
 * One product of a grid, reduced to what its tile shows, in the shopper's words and currency
 * (the server translates and formats; see ProductCard).
 */
export interface Tile {
  sku: string;
  href: string;
  name: string;
  /** The picture's description: name and colour. */
  alt: string;
  /** The front, then the view shown on hover. */
  images: { path: string; width: number; height: number }[];
  sticker: string | null;
  inStock: boolean;
  price: FormattedPrice;
  was: string | null;
  /** "4 colours", when the style comes in more than one. */
  colours: string | null;
}

/** Words every tile of a page shares; one object per request, so the page's payload holds it once. */
export interface TileLabels {
  soldOut: string;
  price: PriceLabels;
  heart: HeartLabels;
}

const SIZES = '(min-width: 1024px) 16vw, (min-width: 768px) 30vw, 46vw';

/**
 * A product in a grid: image with a second view on hover, sticker, wishlist heart, name, price,
 * colour count. A client component so the page's payload carries each product as a few fields
 * rather than its markup: a listing's 48 tiles were more than half of its payload, rendered
 * twice on the server (issue 3, uncached renders). The HTML is the same either way.
 */
export function ProductTile({
  tile,
  labels,
  store,
  eager = false,
}: {
  tile: Tile;
  labels: TileLabels;
  store: string;
  eager?: boolean;
}) {
  const [first, second] = tile.images;
  // The second view only once a mouse comes over the tile: a phone has no hover, and it fetched
  // a second picture for every card that it could never show (and the page carried 48 more
  // images to render; issue 3).
  const [hovered, setHovered] = useState(false);
  return (
    <article
      className="group relative"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
    >
      <a href={tile.href} className="block">
        <div className="relative aspect-[4/5] overflow-hidden bg-[var(--stone)]">
          {first && (
            <MediaImage
              image={first}
              sizes={SIZES}
              alt={tile.alt}
              eager={eager}
              className="absolute inset-0 size-full object-cover transition-opacity duration-500"
            />
          )}
          {second && hovered && (
            <MediaImage
              image={second}
              sizes={SIZES}
              alt=""
              eager
              className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-500 group-hover:opacity-100"
            />
          )}
          {tile.sticker && (
            <span className="absolute start-2 top-2 bg-white/95 px-2 py-1 text-[10px] font-semibold uppercase tracking-[0.14em]">
              {tile.sticker}
            </span>
          )}
          {!tile.inStock && (
            <span className="absolute inset-x-0 bottom-0 bg-white/90 py-2 text-center text-xs uppercase tracking-widest">
              {labels.soldOut}
            </span>
          )}
        </div>
        <h3 className="mt-3 line-clamp-2 text-[13px] leading-snug text-neutral-800">{tile.name}</h3>
      </a>
      {/* Beside the link, not in it (a button inside a link is neither); over the picture's corner. */}
      <WishlistHeart
        sku={tile.sku}
        store={store}
        labels={labels.heart}
        className="absolute end-1.5 top-1.5 size-11 rounded-full text-[var(--ink)] hover:bg-white/70"
      />
      <div className="mt-1">
        <PriceLine price={tile.price} was={tile.was} labels={labels.price} />
      </div>
      {tile.colours && <p className="mt-1 text-xs text-neutral-500">{tile.colours}</p>}
    </article>
  );
}
