import type { LocaleConfig } from '@vitrine/config';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categoryIdAt, productInCategory, productIdsOfSkus } from '../catalog/index.ts';
import { listingIndexFor, productCards, type ProductCard } from '../listing/index.ts';
import { bestSelling } from '../order/index.ts';
import { mostViewed } from './signals.ts';
import {
  homeWidgetFromIndex,
  TRENDING_FALLBACK_DAYS,
  WIDGET_CANDIDATES_PER_CARD,
} from './home-widgets-index.ts';

export type HomeWidget = 'newArrivals' | 'trending' | 'bestsellers';

/**
 * The id of the category the new-arrivals widget draws from: the store's new-in category homepage
 * (§3.2 `categoryHomepages.newIn`, a path like `/new-in.html`). Null when the catalogue has no such
 * category: the widget then shows nothing rather than the whole catalogue.
 */
async function newArrivalsCategory(db: Database, store: LocaleConfig): Promise<number | null> {
  const path = store.categoryHomepages.newIn?.replace(/^\//, '').replace(/\.html$/, '');
  return path ? categoryIdAt(db, path) : null;
}

/** §9 homepage widgets (module `merchandising`): what the home page shows beside the menu. */
export function homeWidgetService(db: Database) {
  return {
    /**
     * §9 homepage recommendation widgets: new arrivals (category: the store's new-in category
     * homepage, §3.2 `categoryHomepages.newIn`, so a product merchandisers take out of New In
     * leaves the widget too), trending and bestsellers (global); each shows products sold in the
     * store's currency and in stock there.
     */
    async homeWidget(
      widget: HomeWidget,
      store: LocaleConfig,
      limit: number,
      now = new Date(),
    ): Promise<ProductCard[]> {
      // Real signals first (issue 3 §6): trending follows this week's product page views,
      // bestsellers the units sold in the last month's orders.
      const signal =
        widget === 'trending'
          ? await mostViewed(db, limit * WIDGET_CANDIDATES_PER_CARD, now)
          : widget === 'bestsellers'
            ? await productIdsOfSkus(db, await bestSelling(db, limit * WIDGET_CANDIDATES_PER_CARD, now))
            : [];
      const newIn = widget === 'newArrivals' ? await newArrivalsCategory(db, store) : undefined;
      if (newIn === null) return [];
      // The same cards from the listing index when it is ready, without the card statements.
      const index = listingIndexFor(db)?.current();
      const fromIndex = index && homeWidgetFromIndex(index, widget, store, limit, now, signal, newIn);
      if (fromIndex) return fromIndex;

      const live = sql`p.date_enabled <= ${now}`;
      const spec =
        newIn !== undefined
          ? {
              where: sql`${live} and ${productInCategory(sql`p.id`, newIn)}`,
              order: sql`p.date_enabled desc, p.id desc`,
            }
          : widget === 'trending'
            ? // Without views yet (a new store): the most popular of what went live lately.
              {
                where: sql`${live} and p.date_enabled > ${now}::timestamptz - make_interval(secs => ${TRENDING_FALLBACK_DAYS * 86_400})`,
                order: sql`p.popularity desc, p.id`,
              }
            : // Bestsellers without orders yet: the catalogue's popularity.
              { where: live, order: sql`p.popularity desc, p.id` };
      const query = { ...spec, limit, inStockOnly: true, distinctStyle: true };
      const byViews =
        signal.length > 0
          ? await productCards(db, store, now, {
              where: sql`${live} and p.id in ${signal}`,
              order: sql`array_position(ARRAY[${sql.join(
                signal.map((id) => sql`${id}`),
                sql`, `,
              )}]::int[], p.id)`,
              limit,
              inStockOnly: true,
              distinctStyle: true,
            })
          : [];
      if (byViews.length >= limit) return byViews;
      // Rank a bounded list through an index first, so the cost does not grow with the catalogue;
      // only if that list holds too few different in-stock styles, rank everything.
      const fill = async (n: number) => {
        const cards = await productCards(db, store, now, {
          ...query,
          limit: n + byViews.length,
          candidates: limit * WIDGET_CANDIDATES_PER_CARD,
        });
        return cards.length >= n
          ? cards
          : productCards(db, store, now, { ...query, limit: n + byViews.length });
      };
      if (byViews.length === 0) return fill(limit).then((cards) => cards.slice(0, limit));
      const shown = new Set(byViews.map((c) => c.sku));
      const rest = (await fill(limit)).filter((c) => !shown.has(c.sku));
      return [...byViews, ...rest].slice(0, limit);
    },
  };
}
