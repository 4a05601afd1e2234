import type { Money, QuoteChange } from '@/lib/data/bag';

/** A message key of the `bag.changes` namespace and its values. */
export interface ChangeNotice {
  key:
    | 'priceChanged'
    | 'quantityReduced'
    | 'removedOutOfStock'
    | 'removedUnavailable'
    | 'removedBagFull'
    | 'storeChanged';
  values: Record<string, string | number>;
}

export interface ChangeContext {
  /** How a size is named to the shopper ("Satin midi dress (UK 10)"), or a stand-in ("An item"). */
  item(sku: string): string;
  money(m: Money): string;
  /** The store's currency, for a bag that moved here from another store. */
  currency: string;
}

/**
 * What quote/refresh (or a store switch) changed, as sentences for the top of the bag page
 * (decision 0012 `changes`): "The price of X changed from £30 to £25", "Only 2 left of X: we
 * reduced the quantity". One notice per change, in the order the service found them.
 */
export function changeNotices(changes: readonly QuoteChange[], context: ChangeContext): ChangeNotice[] {
  return changes.map((change): ChangeNotice => {
    switch (change.type) {
      case 'price_changed':
        return {
          key: 'priceChanged',
          values: {
            item: context.item(change.sku),
            from: context.money(change.from),
            to: context.money(change.to),
          },
        };
      case 'quantity_reduced':
        return { key: 'quantityReduced', values: { item: context.item(change.sku), count: change.to } };
      case 'removed_out_of_stock':
        return { key: 'removedOutOfStock', values: { item: context.item(change.sku) } };
      case 'removed_unavailable':
        return { key: 'removedUnavailable', values: { item: context.item(change.sku) } };
      case 'removed_bag_full':
        return { key: 'removedBagFull', values: { item: context.item(change.sku) } };
      case 'store_changed':
        return { key: 'storeChanged', values: { currency: context.currency } };
    }
  });
}

/** The style SKU of a size SKU (VT000012-10 → VT000012), to name a line that left the bag. */
export function styleSkuOf(sku: string): string {
  const cut = sku.lastIndexOf('-');
  return cut > 0 ? sku.slice(0, cut) : sku;
}

/** The sizes whose lines left the bag, which the bag itself can no longer name. */
export function removedSkus(changes: readonly QuoteChange[]): string[] {
  return [
    ...new Set(
      changes.flatMap((c) =>
        c.type === 'removed_out_of_stock' || c.type === 'removed_unavailable' || c.type === 'removed_bag_full'
          ? [c.sku]
          : [],
      ),
    ),
  ];
}
