// The §9 home page widgets from the listing index (decision 0007): new arrivals, trending and
// bestsellers, ranked in memory the way productCards ranks them in SQL (home-widgets.ts),
// with their cards from the index (listing/listing-index-cards.ts). The search page with no results
// shows the bestsellers on every view, and their card statements were a large part of its
// render (issue 3). The signals themselves (this week's views, this month's orders) still come from
// PostgreSQL: they change with every order, and the index does not hold them.

import type { LocaleConfig } from '@vitrine/config';
import { cardsOf, highestFirst, type ListingStore, type ProductCard } from '../listing/index.ts';
import type { HomeWidget } from './home-widgets.ts';

/** Trending without views yet (a new store): the most popular of what went live in these days. */
export const TRENDING_FALLBACK_DAYS = 60;

/** How many products by the widget's order the first try considers (listing/product-cards.ts `candidates`). */
export const WIDGET_CANDIDATES_PER_CARD = 40;

type Locale = Pick<LocaleConfig, 'language' | 'currency' | 'stockRegion'>;

/**
 * A widget's cards as homeWidget's SQL gives them, from its signal (product ids, best first:
 * most viewed or most sold; empty for new arrivals). Undefined when the index lacks a card: the
 * caller asks SQL.
 */
export function homeWidgetFromIndex(
  store: ListingStore,
  widget: HomeWidget,
  locale: Locale,
  limit: number,
  now: Date,
  signal: readonly number[],
  /** New arrivals: the category they are drawn from (§9 "new arrivals (category)"). */
  categoryId?: number,
): ProductCard[] | undefined {
  const nowUs = now.getTime() * 1000;
  // The signal's live products in its order, each style once in its most popular colour.
  const signalSlots: number[] = [];
  for (const id of signal) {
    const slot = store.slotOf(id);
    if (slot >= 0 && store.alive[slot] !== 0 && store.dateUs[slot]! <= nowUs) signalSlots.push(slot);
  }
  const byViews = signalSlots.length > 0 ? pick(store, signalSlots, locale, limit) : [];
  if (!byViews) return undefined;
  if (byViews.length >= limit) return cardsOf(store, byViews, locale, now);

  // The rest by the widget's own order: the first candidates by that order, or every product if
  // those hold fewer than `n` styles in stock (SQL's fill).
  const order: Order = {
    nowUs,
    sinceUs: widget === 'trending' ? nowUs - TRENDING_FALLBACK_DAYS * 86_400_000_000 : -Infinity,
    newest: widget === 'newArrivals',
    ...(categoryId !== undefined && { members: store.category(categoryId) }),
  };
  const fill = (n: number): number[] | undefined => {
    const wanted = n + byViews.length;
    const first = pick(store, ranked(store, order, limit * WIDGET_CANDIDATES_PER_CARD), locale, wanted);
    if (!first || first.length >= n) return first;
    return pick(store, ranked(store, order, Infinity), locale, wanted);
  };
  const rest = fill(limit);
  if (!rest) return undefined;
  // As SQL: the fill leaves out the products the signal's cards show (another colour of one of
  // their styles may still come).
  const shown = new Set(byViews);
  return cardsOf(store, [...byViews, ...rest.filter((id) => !shown.has(id))].slice(0, limit), locale, now);
}

interface Order {
  nowUs: number;
  /** Only products that went live after this (trending's fallback). */
  sinceUs: number;
  /** New arrivals: `p.date_enabled desc, p.id desc`; else `p.popularity desc, p.id`. */
  newest: boolean;
  /** Only these slots (a category's members); every product when absent. */
  members?: { bySlot: Int32Array; length: number };
}

/** Scratch reused between calls (a call runs to its end synchronously): no garbage per view. */
let slots = new Int32Array(4096);
let keys = new Float64Array(4096);

/**
 * The first `count` live slots by the widget's order. A pass over every product with no call per
 * product: the whole catalogue is 100,000 of them, and a callback per product into growing arrays
 * costs more than the SQL ranking it replaces.
 */
function ranked(store: ListingStore, order: Order, count: number): number[] {
  const { alive, dateUs, popularity, ids } = store;
  if (store.size > slots.length) {
    slots = new Int32Array(store.size);
    keys = new Float64Array(store.size);
  }
  const { nowUs, sinceUs, newest, members } = order;
  const total = members ? members.length : store.size;
  let n = 0;
  for (let i = 0; i < total; i++) {
    const slot = members ? members.bySlot[i]! : i;
    if (alive[slot] === 0) continue;
    const date = dateUs[slot]!;
    if (date > nowUs || date <= sinceUs) continue;
    slots[n] = slot;
    keys[n] = newest ? date : popularity[slot]!;
    n++;
  }
  const tie = newest
    ? (a: number, b: number) => ids[slots[b]!]! - ids[slots[a]!]!
    : (a: number, b: number) => ids[slots[a]!]! - ids[slots[b]!]!;
  return highestFirst(keys, n, count, tie).map((i) => slots[i]!);
}

/**
 * Of slots in the widget's order, the ids of the first `limit` styles in stock in the store's
 * region and priced in its currency, each style in its most popular product
 * (`distinct on (style_group) ... order by style_group, popularity desc, id`), the styles in the
 * order of those products. Undefined when a slot has no card fields.
 */
function pick(
  store: ListingStore,
  slots: readonly number[],
  locale: Locale,
  limit: number,
): number[] | undefined {
  const prices = store.priceColumns(locale.currency);
  const region = store.regionBit(locale.stockRegion);
  if (!prices || region === 0) return [];
  const { popularity, ids } = store;
  const better = (a: number, b: number) =>
    popularity[a]! > popularity[b]! || (popularity[a] === popularity[b] && ids[a]! < ids[b]!);
  /** Each style's chosen product, as its position in `slots`. */
  const chosen = new Map<string, number>();
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if ((store.inStockRegions[slot]! & region) === 0 || prices.amount[slot] === 0) continue;
    const styleGroup = store.cards.styleGroup(slot);
    if (styleGroup === undefined) return undefined;
    const held = chosen.get(styleGroup);
    if (held === undefined || better(slot, slots[held]!)) chosen.set(styleGroup, i);
  }
  return [...chosen.values()]
    .sort((a, b) => a - b)
    .slice(0, limit)
    .map((i) => ids[slots[i]!]!);
}
