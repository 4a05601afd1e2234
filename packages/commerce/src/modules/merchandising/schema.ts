import { date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { products } from '../catalog/schema.ts';

/**
 * Product page views per day (issue 3 §6: trending from real signals), merchandising's own signal.
 * Counted from a beacon the product page sends; no shopper identity is stored, only a count per
 * product and day.
 */
export const productViews = pgTable(
  'product_views',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] }), index('product_views_day_idx').on(t.day)],
);
