import { getLocale } from '@vitrine/config';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/database.ts';
import { TEST_SEED_NOW } from '../../testing/global-setup.ts';
import { marketplaceService } from './marketplace.ts';

const db = testDatabase();
afterAll(() => db.$client.end());
const now = new Date(TEST_SEED_NOW.getTime() + 60_000);

describe('§2.1 /pltmarketplace', () => {
  it('lists only partner brands, with a brand facet that filters (§2.3 brand)', async () => {
    const market = marketplaceService(db);
    const all = await market.list(getLocale('en-GB'), { sort: 'default', page: 1, filters: {} }, now);
    expect(all.total).toBeGreaterThan(0);
    const { rows } = await db.$client.query<{ sku: string; brand: string }>(
      `select sku, attributes->>'brand' as brand from products`,
    );
    const brandOf = new Map(rows.map((r) => [r.sku, r.brand]));
    for (const p of all.products) expect(brandOf.get(p.sku)).not.toBe('Vitrine');
    const facet = all.facets.find((f) => f.name === 'brand')!;
    expect(facet.values.length).toBeGreaterThan(1);
    expect(facet.values.map((v) => v.value)).not.toContain('Vitrine');

    const one = facet.values[0]!;
    const filtered = await market.list(
      getLocale('en-GB'),
      { sort: 'default', page: 1, filters: { brand: [one.value] } },
      now,
    );
    expect(filtered.total).toBe(one.count);
    for (const p of filtered.products) expect(brandOf.get(p.sku)).toBe(one.value);
  });
});
