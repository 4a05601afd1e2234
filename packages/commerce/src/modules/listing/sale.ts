import type { LocaleConfig } from '@vitrine/config';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  listProducts,
  specialInForce,
  type ListingQuery,
  type ListingResult,
  type ListingSource,
} from './listing.ts';
import { productPrices, products } from '../catalog/schema.ts';

/** Where the sale listing lives in every store (`/sale.html`, decision 0047): a catalogue path no category takes. */
export const SALE_PATH = 'sale';

/**
 * The products reduced at `now` in `currency`: a special price below the regular one whose §3.3
 * from/to window holds `now` (pricing.ts isSpecialActive), most popular first. A price outside its
 * window is no reduction; the bounds are instants, so every store's time zone is already in them.
 */
export function saleSource(currency: string, now: Date): ListingSource {
  return {
    rows: sql`select p.id as product_id, p.popularity as position
      from ${products} p join ${productPrices} pr on pr.product_id = p.id and pr.currency = ${currency}
      where ${specialInForce(now)}`,
    // The same products, found by the listing index in memory at the same instant.
    reducedIn: { currency, now },
  };
}

/**
 * Issue 29 item 12: the sale listing of a store, its reduced products listed like a category (the
 * store's rules, filters, sorts, price range and pages; listing.ts).
 */
export function saleService(db: Database) {
  return {
    list(store: LocaleConfig, req: ListingQuery, now = new Date()): Promise<ListingResult> {
      return listProducts(db, store, saleSource(store.currency, now), req, now);
    },
  };
}
