import { getLocale, LOCALES, SORT_OPTIONS } from '@vitrine/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SEED_NOW } from '../../testing/global-setup.ts';
import { testDatabase } from '../../testing/database.ts';
import { disableListingIndex, listingIndexFor } from './listing-index.ts';
import { listingService, type ListingQuery } from './listing.ts';
import { saleService } from './sale.ts';

// Issue 29 item 12: the sale listing holds the products reduced at the moment asked (§3.3
// special_price inside its from/to window), from the listing index and from SQL alike.

const db = testDatabase();
const sqlDb = testDatabase();
const index = listingIndexFor(db, { log: { info: () => {}, warn: () => {} } })!;
const now = new Date(TEST_SEED_NOW.getTime() + 60_000);
const GB = getLocale('en-GB');

beforeAll(async () => {
  await disableListingIndex(sqlDb);
  expect(await index.ready()).toBe(true);
});

afterAll(async () => {
  await index.stop();
  await Promise.all([db.$client.end(), sqlDb.$client.end()]);
});

const query = (over: Partial<ListingQuery> = {}): ListingQuery => ({
  sort: 'default',
  page: 1,
  filters: {},
  pageSize: 120,
  ...over,
});

describe('sale listing', () => {
  it('a product whose special price window has ended or not started is not on the sale listing', async () => {
    // A product in stock in GB with a GBP special price open at both ends, live before it starts.
    const { rows } = await db.$client.query<{
      sku: string;
      category: string;
      amount_minor: number;
      special_minor: number;
      special_from: Date;
      special_to: Date;
    }>(
      `select p.sku, c.path as category, pr.amount_minor, pr.special_minor, pr.special_from, pr.special_to
         from products p
         join product_prices pr on pr.product_id = p.id and pr.currency = 'GBP'
         join product_categories pc on pc.product_id = p.id
         join categories c on c.id = pc.category_id
        where pr.special_minor is not null and pr.special_from is not null and pr.special_to is not null
          and p.date_enabled < pr.special_from - interval '1 day'
          and exists (select 1 from product_variants v join stock_levels s on s.variant_id = v.id
                       where v.product_id = p.id and s.region = 'gb' and s.quantity > 0)
        order by p.id limit 1`,
    );
    const product = rows[0]!;
    expect(product, 'a seeded product with a special price window').toBeDefined();
    const at = (minor: number) => ({ min: minor / 100, max: minor / 100 });
    const skus = async (list: Promise<{ products: { sku: string }[] }>) =>
      (await list).products.map((p) => p.sku);
    const started = product.special_from;
    const ended = product.special_to;
    const notStarted = new Date(started.getTime() - 1);

    for (const database of [db, sqlDb]) {
      const sale = saleService(database);
      const category = listingService(database);
      // In force (from is inclusive): on the sale listing at its special price.
      expect(await skus(sale.list(GB, query({ price: at(product.special_minor) }), started))).toContain(
        product.sku,
      );
      for (const moment of [ended, notStarted]) {
        // Outside its window it costs its regular price: its category lists it so, the sale does not.
        const regular = query({ price: at(product.amount_minor) });
        expect(
          await skus(category.list(GB, { ...regular, categoryPath: product.category }, moment)),
        ).toContain(product.sku);
        expect(await skus(sale.list(GB, regular, moment))).not.toContain(product.sku);
      }
    }
  });

  it('lists only reduced products, and the listing index answers as SQL: any store, sort, filter and page', async () => {
    const fromIndex = saleService(db);
    const fromSql = saleService(sqlDb);
    for (const store of LOCALES) {
      const first = await fromSql.list(store, query({ pageSize: 48 }), now);
      expect(first.total, store.localeISOCode).toBeGreaterThan(0);
      const colour = first.facets.find((f) => f.name === 'colour_group')!.values[0]!.value;
      for (const sort of SORT_OPTIONS) {
        for (const req of [
          query({ sort, pageSize: 48 }),
          query({ sort, pageSize: 48, page: 2 }),
          query({ sort, filters: { colour_group: [colour] } }),
        ]) {
          const context = JSON.stringify({ store: store.localeISOCode, req });
          const expected = await fromSql.list(store, req, now);
          for (const card of expected.products) {
            expect(card.wasPrice, `${context} ${card.sku}`).not.toBeNull();
            expect(card.price.amountMinor).toBeLessThan(card.wasPrice!.amountMinor);
          }
          expect(await fromIndex.list(store, req, now), context).toEqual(expected);
        }
      }
    }
  });
});
