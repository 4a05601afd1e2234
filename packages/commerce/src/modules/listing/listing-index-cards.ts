// What a product card shows (product-cards.ts ProductCard), kept in the listing index beside what a
// listing counts, so a listing or search page takes its 48 cards from memory instead of a
// statement per page, which also held a pool connection on every view. listing-index-build.ts
// reads the fields with the rest of a product, in the same snapshot; migration 0015 names a
// product on channel listing_index when any of them changes.
//
// Prices and stock come from the index's own columns, so a card always agrees with the listing it
// is on (the SQL path reads cards in a later statement, which can see a newer price).

import type { LocaleConfig } from '@vitrine/config';
import { effectivePrice } from '../catalog/index.ts';
import type { ListingStore } from './listing-index-store.ts';
import { localised, type LocalisedText } from '../catalog/schema.ts';
import type { ProductCard } from './product-cards.ts';

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

/** Separates a packed card's fields (listing-index-build.ts reads records split by it too). */
const FIELD = '\u001f';
/** A packed card's null or absent value. */
const NONE = '\u0002';
const LANGUAGES = ['en', 'fr', 'ar'] as const;

/**
 * Card fields by slot, each packed in one string, and how many products each style group has
 * (its cards' colour count).
 *
 * Kept as objects, 100,000 cards were about 1.4 million heap objects (a card, its names, its
 * images and their strings, each string a slice pinning the whole text the build read): over half
 * of everything a full garbage collection marks, several times an hour on a busy store, pausing
 * the pages rendering meanwhile. Packed, a card is one string,
 * unpacked for the few dozen a page shows.
 */
export class CardColumns {
  /** Per slot: the packed card (pack), or the fields as given when a value cannot be packed. */
  private readonly cards: (string | CardFields | undefined)[] = [];
  /** Per slot: its style group's code, or -1. */
  private readonly styleOf: number[] = [];
  private readonly styleCodes = new Map<string, number>();
  private readonly styleNames: string[] = [];
  private readonly styleCounts: number[] = [];

  /** Sets a slot's fields; `fields` undefined forgets them (a removed product). */
  write(slot: number, fields: CardFields | undefined): void {
    const old = this.styleOf[slot] ?? -1;
    const style = fields ? this.styleCode(fields.styleGroup) : -1;
    if (old !== style) {
      if (old >= 0) this.styleCounts[old]!--;
      if (style >= 0) this.styleCounts[style]!++;
    }
    for (let s = this.styleOf.length; s < slot; s++) this.styleOf[s] = -1;
    this.styleOf[slot] = style;
    this.cards[slot] = fields && (pack(fields) ?? fields);
  }

  get(slot: number): CardFields | undefined {
    const card = this.cards[slot];
    if (typeof card !== 'string') return card;
    return unpack(card, this.styleNames[this.styleOf[slot]!]!);
  }

  /** The slot's style group, without unpacking its card (widgets look at thousands). */
  styleGroup(slot: number): string | undefined {
    const code = this.styleOf[slot] ?? -1;
    return code < 0 ? undefined : this.styleNames[code];
  }

  /** Products in a style group: product-cards.ts productCards counts every product, live or not. */
  styleSize(styleGroup: string): number {
    const code = this.styleCodes.get(styleGroup);
    return code === undefined ? 0 : this.styleCounts[code]!;
  }

  private styleCode(styleGroup: string): number {
    let code = this.styleCodes.get(styleGroup);
    if (code === undefined) {
      code = this.styleNames.length;
      const own = ownCopy(styleGroup);
      this.styleCodes.set(own, code);
      this.styleNames.push(own);
      this.styleCounts.push(0);
    }
    return code;
  }
}

/**
 * The card in one string: sku, url key, colour, sticker, the three names, then each image's path,
 * width, height and view. Undefined when a value holds the separator or is the null mark.
 */
export function pack(card: CardFields): string | undefined {
  const values = [card.sku, card.urlKey, card.colour, card.sticker ?? NONE];
  for (const language of LANGUAGES) values.push(card.names[language] ?? NONE);
  for (const image of card.images) {
    values.push(image.path, String(image.width), String(image.height), image.view);
  }
  if (values.some((value) => value.includes(FIELD))) return undefined;
  // Only the sticker and the names are read back as null when they are the mark.
  if (card.sticker === NONE || LANGUAGES.some((l) => card.names[l] === NONE)) return undefined;
  // join makes a new string of its own: the build's text it was read from can be collected.
  return values.join(FIELD);
}

function unpack(packed: string, styleGroup: string): CardFields {
  const v = packed.split(FIELD);
  const names: CardFields['names'] = {};
  LANGUAGES.forEach((language, i) => {
    if (v[4 + i] !== NONE) names[language] = v[4 + i]!;
  });
  const images: CardImage[] = [];
  for (let i = 7; i + 3 < v.length; i += 4) {
    images.push({ path: v[i]!, width: Number(v[i + 1]), height: Number(v[i + 2]), view: v[i + 3]! });
  }
  return {
    sku: v[0]!,
    urlKey: v[1]!,
    styleGroup,
    colour: v[2]!,
    sticker: v[3] === NONE ? null : v[3]!,
    names,
    images,
  };
}

/**
 * A copy of `text` with characters of its own. A slice of a longer string (V8 makes one for
 * substrings of 13 characters or more) keeps that whole string alive: here, the build's text.
 */
function ownCopy(text: string): string {
  return Buffer.from(text, 'utf16le').toString('utf16le');
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
