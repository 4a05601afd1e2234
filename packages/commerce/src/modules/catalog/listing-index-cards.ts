// What a product card shows (service.ts ProductCard), kept in the listing index beside what a
// listing counts, so a listing or search page takes its 48 cards from memory instead of a
// statement per page (about 2 ms in PostgreSQL and 5 ms as the server sees it at 100,000
// products). listing-index-build.ts reads the fields with the rest of a product, in the same
// snapshot; migration 0015 names a product on channel listing_index when any of them changes.
//
// Prices and stock come from the index's own columns, so a card always agrees with the listing it
// is on (the SQL path reads cards in a later statement, which can see a newer price).

import type { LocaleConfig } from '@vitrine/config';
import { effectivePrice } from './pricing.ts';
import type { ListingStore } from './listing-index-store.ts';
import { localised, type LocalisedText } from './schema.ts';
import type { ProductCard } from './service.ts';

export interface CardImage {
  path: string;
  width: number;
  height: number;
  view: string;
}

/** A product's card fields as read from PostgreSQL. */
export interface CardFields {
  sku: string;
  urlKey: string;
  /** products.style_group: a card counts the products sharing it (its colours). */
  styleGroup: string;
  colour: string;
  sticker: string | null;
  /** The languages present in products.names. */
  names: Partial<LocalisedText>;
  /** Images at positions below 2, in position order. */
  images: CardImage[];
}

/** Card fields by slot, and how many products each style group has (its cards' colour count). */
export class CardColumns {
  private readonly fields: (CardFields | undefined)[] = [];
  private readonly styleSizes = new Map<string, number>();

  /** Sets a slot's fields; `fields` undefined forgets them (a removed product). */
  write(slot: number, fields: CardFields | undefined): void {
    const old = this.fields[slot];
    if (old?.styleGroup !== fields?.styleGroup) {
      if (old) this.resize(old.styleGroup, -1);
      if (fields) this.resize(fields.styleGroup, 1);
    }
    this.fields[slot] = fields;
  }

  get(slot: number): CardFields | undefined {
    return this.fields[slot];
  }

  /** Products in a style group: service.ts productCards counts every product, live or not. */
  styleSize(styleGroup: string): number {
    return this.styleSizes.get(styleGroup) ?? 0;
  }

  private resize(styleGroup: string, by: number): void {
    const n = (this.styleSizes.get(styleGroup) ?? 0) + by;
    if (n > 0) this.styleSizes.set(styleGroup, n);
    else this.styleSizes.delete(styleGroup);
  }
}

/**
 * The cards of the given products in the store's language, currency and region, in the order
 * given; undefined when one of them has no card fields or no price in the currency here (a
 * product removed meanwhile), and the caller reads the cards from SQL instead.
 */
export function cardsOf(
  store: ListingStore,
  ids: readonly number[],
  locale: Pick<LocaleConfig, 'language' | 'currency' | 'stockRegion'>,
  now: Date,
): ProductCard[] | undefined {
  const prices = store.priceColumns(locale.currency);
  if (!prices && ids.length > 0) return undefined;
  const regionBit = store.regionBit(locale.stockRegion);
  const cards: ProductCard[] = [];
  for (const id of ids) {
    const slot = store.slotOf(id);
    const fields = slot < 0 || !store.alive[slot] ? undefined : store.cards.get(slot);
    const amount = prices!.amount[slot]!;
    if (!fields || amount === 0) return undefined;
    const special = prices!.special[slot]!;
    const fromUs = prices!.fromUs[slot]!;
    const toUs = prices!.toUs[slot]!;
    cards.push({
      sku: fields.sku,
      urlKey: fields.urlKey,
      name: localised(fields.names as LocalisedText, locale.language),
      colour: fields.colour,
      sticker: fields.sticker,
      colourCount: store.cards.styleSize(fields.styleGroup),
      inStock: (store.inStockRegions[slot]! & regionBit) !== 0,
      images: fields.images.map((image) => ({ ...image })),
      ...effectivePrice(
        {
          currency: locale.currency,
          amountMinor: amount,
          specialMinor: special === 0 ? null : special,
          specialFrom: Number.isFinite(fromUs) ? dateOfMicros(fromUs) : null,
          specialTo: Number.isFinite(toUs) ? dateOfMicros(toUs) : null,
        },
        now,
      ),
    });
  }
  return cards;
}

/**
 * The Date node-postgres makes of a timestamp: whole milliseconds, the microseconds dropped
 * (truncated towards the past), so a card's special price window is the SQL path's to the
 * microsecond.
 */
function dateOfMicros(us: number): Date {
  return new Date(Math.floor(us / 1000));
}
