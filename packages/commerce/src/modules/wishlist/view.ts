import { ONE_SIZE } from '@vitrine/config';
import { desc, eq, inArray, isNull, and, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { sizesOfStyles, styleSkusOf, type Money } from '../catalog/index.ts';
import { offersForSkus, type OfferStore } from '../catalog/index.ts';
import { wishlistAlerts, wishlistItems } from './schema.ts';

/** One size of a wishlist item in the store: its label in the store's size format and stock. */
export interface WishlistSize {
  sku: string;
  /** Canonical (UK) size. */
  size: string;
  /** As the store shows it (§3.2 size format). */
  label: string;
  /** Units in the store's region. */
  stock: number;
  inStock: boolean;
  /** The shopper asked to be emailed when it is back (and has not been emailed yet). */
  notify: boolean;
}

/** A style in a wishlist, as a product card of the store: what the wishlist page shows. */
export interface WishlistItem {
  id: number;
  /** The style SKU (VT000012). */
  sku: string;
  name: string;
  urlKey: string;
  colour: string;
  image: { path: string; width: number; height: number } | null;
  /** Null when the store does not sell it (no price in its currency). */
  price: Money | null;
  wasPrice: Money | null;
  /** Some size in stock in the store's region. */
  inStock: boolean;
  oneSize: boolean;
  /** The size chosen so far (from the bag, or on the page); null for none. */
  size: string | null;
  sizes: WishlistSize[];
  addedAt: string;
}

/**
 * The items of a wishlist, newest first, each with the card data of the store: the name in its
 * language, first image, price and was-price in its currency, every size with stock in its
 * region. Prices and stock come from the catalogue's offers, which the bag prices its lines by
 * too, so the wishlist and the bag never disagree about a price.
 */
export async function wishlistItemsView(
  ex: Executor,
  wishlistId: number,
  store: OfferStore,
  now: Date,
): Promise<WishlistItem[]> {
  const items = await ex
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, wishlistId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id));
  if (items.length === 0) return [];
  const productIds = items.map((i) => i.productId);
  const variants = await sizesOfStyles(ex, productIds);
  const styleSku = await styleSkusOf(ex, productIds);
  const offers = await offersForSkus(
    ex,
    variants.map((v) => v.sku),
    store,
    now,
  );
  const alerts = await ex
    .select({ itemId: wishlistAlerts.itemId, variantId: wishlistAlerts.variantId })
    .from(wishlistAlerts)
    .where(
      and(
        inArray(
          wishlistAlerts.itemId,
          items.map((i) => i.id),
        ),
        isNull(wishlistAlerts.notifiedAt),
      ),
    );
  const waiting = new Set(alerts.map((a) => `${a.itemId}:${a.variantId}`));

  const views: WishlistItem[] = [];
  for (const item of items) {
    const own = variants.filter((v) => v.productId === item.productId);
    const first = own.map((v) => offers.get(v.sku)).find(Boolean);
    if (!first) continue; // A style without sizes cannot be shown or bought.
    const sizes = own.flatMap((v): WishlistSize[] => {
      const offer = offers.get(v.sku);
      if (!offer) return [];
      return [
        {
          sku: v.sku,
          size: offer.size,
          label: offer.sizeLabel,
          stock: offer.stock,
          inStock: offer.stock > 0,
          notify: waiting.has(`${item.id}:${v.id}`),
        },
      ];
    });
    const chosen = own.find((v) => v.id === item.variantId)?.sku ?? null;
    views.push({
      id: item.id,
      sku: styleSku.get(item.productId) ?? first.productSku,
      name: first.name,
      urlKey: first.urlKey,
      colour: first.colour,
      image: first.image,
      price: first.price?.price ?? null,
      wasPrice: first.price?.wasPrice ?? null,
      inStock: sizes.some((s) => s.inStock),
      oneSize: sizes.length === 1 && sizes[0]!.size === ONE_SIZE,
      size: chosen,
      sizes,
      addedAt: item.addedAt.toISOString(),
    });
  }
  return views;
}

/** The style SKUs of a wishlist with their item ids: hearts on listings (GET wishlistskus). */
export async function wishlistStyles(
  ex: Executor,
  wishlistId: number,
): Promise<{ id: number; sku: string }[]> {
  const items = await ex
    .select({ id: wishlistItems.id, productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, wishlistId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id));
  const skus = await styleSkusOf(
    ex,
    items.map((i) => i.productId),
  );
  return items.flatMap((i) => {
    const sku = skus.get(i.productId);
    return sku === undefined ? [] : [{ id: i.id, sku }];
  });
}

export async function countItems(ex: Executor, wishlistId: number): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, wishlistId));
  return row?.n ?? 0;
}
