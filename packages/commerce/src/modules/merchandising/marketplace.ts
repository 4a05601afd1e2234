import { BRANDS, type BrandId, type LocaleConfig } from '@vitrine/config';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { listProducts, type ListingQuery, type ListingResult } from '../listing/index.ts';

/**
 * §2.1 /pltmarketplace: partner brands' products (every product whose brand is not the house
 * brand), listed like a category and filterable by `brand` (§2.3).
 */
export function marketplaceService(db: Database, brand: BrandId = 'vitrine') {
  const house = BRANDS[brand].name;
  return {
    list(store: LocaleConfig, req: ListingQuery, now = new Date()): Promise<ListingResult> {
      return listProducts(
        db,
        store,
        {
          rows: sql`select p.id as product_id, p.popularity as position from products p
                    where p.attributes->>'brand' is not null and p.attributes->>'brand' <> ${house}`,
          // The same products, found by the listing index in memory: the SQL reads every
          // product's attributes on every view.
          attributeOtherThan: { facet: 'brand', except: house },
        },
        req,
        now,
      );
    },
  };
}
