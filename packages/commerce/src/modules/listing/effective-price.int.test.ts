import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/database.ts';
import { effectivePrice, isSpecialActive, type PriceRow } from '../catalog/index.ts';
import { queryIndex } from './listing-index-query.ts';
import { ListingStore } from './listing-index-store.ts';
import { record } from '../../testing/listing-records.ts';
import { specialInForce } from './listing.ts';

// Decision 0060: the effective price (§3.3) is defined once in each language: catalog/pricing.ts
// in TypeScript, effective_price_minor and special_price_in_force in SQL (migration 0020), which
// the listing's SQL and add to bag call; the listing index applies the rule in its own loop. Here
// all of them answer the same rows at the same instants, the window's bounds included.

const db = testDatabase();

/** Instants an hour apart, few enough that a window's bound and `now` often coincide. */
const HOUR = 3_600_000;
const BASE = Date.UTC(2026, 0, 15, 12);
const INSTANTS = Array.from({ length: 9 }, (_, i) => new Date(BASE + (i - 4) * HOUR));
const instant = fc.constantFrom(...INSTANTS);

const priceRow: fc.Arbitrary<PriceRow> = fc.record({
  currency: fc.constant('GBP'),
  amountMinor: fc.integer({ min: 1, max: 5_000 }),
  specialMinor: fc.option(fc.integer({ min: 1, max: 6_000 }), { nil: null }),
  specialFrom: fc.option(instant, { nil: null }),
  specialTo: fc.option(instant, { nil: null }),
});

const ROWS = fc.sample(priceRow, { numRuns: 400, seed: 60 });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The rows as a product_prices alias `pr`, for SQL written against that table. */
const rowsAsPr = sql.join(
  ROWS.map(
    (r, i) =>
      sql`(${i}::int, ${r.amountMinor}::int, ${r.specialMinor}::int, ${iso(r.specialFrom)}::timestamptz, ${iso(r.specialTo)}::timestamptz)`,
  ),
  sql`, `,
);

/** The listing index's effective price of one product with this row as its GBP price. */
function indexPrice(row: PriceRow, now: Date): { price: number | null; reduced: boolean } {
  const store = new ListingStore();
  store.upsert(
    record({
      id: 1,
      inStock: ['10', 'gb'],
      priceCurrencies: ['GBP'],
      priceValues: [
        row.amountMinor,
        row.specialMinor ?? 0,
        row.specialFrom ? row.specialFrom.getTime() * 1000 : -Infinity,
        row.specialTo ? row.specialTo.getTime() * 1000 : Infinity,
      ],
    }),
  );
  const core = queryIndex(store, {
    source: { ids: [1], positions: [0], popularityTiebreak: false },
    currency: 'GBP',
    region: 'gb',
    now,
    selection: new Map(),
    price: { min: null, max: null },
    sort: 'default',
    offset: 0,
    limit: 1,
  });
  return { price: core.priceMin, reduced: store.reducedIn('GBP', now).ids.includes(1) };
}

describe('the effective price, one rule in TypeScript, SQL, PL/pgSQL and the listing index (decision 0060)', () => {
  it('effective_price_minor and special_price_in_force answer as pricing.ts, at every instant', async () => {
    for (const now of INSTANTS) {
      const { rows } = await db.execute<{ i: number; price: number; special: boolean; listing: boolean }>(sql`
        select pr.i,
          effective_price_minor(pr.amount_minor, pr.special_minor, pr.special_from, pr.special_to, ${now.toISOString()}::timestamptz) as price,
          special_price_in_force(pr.amount_minor, pr.special_minor, pr.special_from, pr.special_to, ${now.toISOString()}::timestamptz) as special,
          ${specialInForce(now)} as listing
        from (values ${rowsAsPr}) pr(i, amount_minor, special_minor, special_from, special_to)
        order by pr.i`);
      expect(rows).toHaveLength(ROWS.length);
      for (const row of rows) {
        const price = ROWS[row.i]!;
        expect(Number(row.price)).toBe(effectivePrice(price, now).price.amountMinor);
        expect(row.special).toBe(isSpecialActive(price, now));
        expect(row.listing).toBe(isSpecialActive(price, now));
      }
    }
  });

  it('the listing index prices and reduces as pricing.ts', () => {
    for (const now of INSTANTS) {
      for (const price of ROWS) {
        expect(indexPrice(price, now)).toEqual({
          price: effectivePrice(price, now).price.amountMinor,
          reduced: isSpecialActive(price, now),
        });
      }
    }
  });

  it('add to bag (quote_add_line) takes its price from effective_price_minor', async () => {
    const { rows } = await db.execute<{ source: string }>(
      sql`select prosrc as source from pg_proc where proname = 'quote_add_line'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toContain('effective_price_minor(pr.amount_minor, pr.special_minor');
    expect(rows[0]!.source).not.toContain('pr.special_minor < pr.amount_minor');
  });
});
