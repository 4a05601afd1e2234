import { getLocale, LISTING_PAGE_SIZE, MAX_LISTING_PAGE, type LocaleConfig } from '@vitrine/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SEED_NOW } from '../../testing/global-setup.ts';
import { testDatabase } from '../../testing/database.ts';
import { FACET_PARAMS, listingService, type ListingRequest, type ListingResult } from './listing.ts';
import { effectivePrice } from '../catalog/pricing.ts';

const db = testDatabase();
const listing = listingService(db);
afterAll(() => db.$client.end());
const now = new Date(TEST_SEED_NOW.getTime() + 60_000);
const GB = getLocale('en-GB');
const US = getLocale('en-US');

/** A product of a listing as the tests see it, read with plain SQL and priced with pricing.ts. */
interface Ref {
  id: number;
  sku: string;
  colourGroup: string;
  sizeKind: string;
  position: number;
  dateEnabled: Date;
  price: number;
  attributes: Record<string, unknown>;
  /** Sizes in stock in the store's region. */
  sizes: Set<string>;
}

/**
 * What a listing should contain: the category's live products priced in the store currency with
 * at least one size in stock in the store's region (sold-out products are hidden).
 */
async function reference(store: LocaleConfig, categoryPath: string, at = now): Promise<Ref[]> {
  const { rows } = await db.$client.query<{
    id: number;
    sku: string;
    colour_group: string;
    size_kind: string;
    position: number;
    date_enabled: Date;
    attributes: Record<string, unknown>;
    amount_minor: number;
    special_minor: number | null;
    special_from: Date | null;
    special_to: Date | null;
    currency: string;
    sizes: string[] | null;
  }>(
    `select p.id, p.sku, p.colour_group, p.size_kind, pc.position, p.date_enabled, p.attributes,
            pr.amount_minor, pr.special_minor, pr.special_from, pr.special_to, pr.currency,
            (select array_agg(v.size) from product_variants v join stock_levels s on s.variant_id = v.id
              where v.product_id = p.id and s.region = $3 and s.quantity > 0) as sizes
       from product_categories pc
       join categories c on c.id = pc.category_id and c.path = $1
       join products p on p.id = pc.product_id
       join product_prices pr on pr.product_id = p.id and pr.currency = $2
      where p.date_enabled <= $4`,
    [categoryPath, store.currency, store.stockRegion, at],
  );
  return rows
    .filter((r) => r.sizes !== null)
    .map((r) => ({
      id: r.id,
      sku: r.sku,
      colourGroup: r.colour_group,
      sizeKind: r.size_kind,
      position: r.position,
      dateEnabled: r.date_enabled,
      attributes: r.attributes,
      sizes: new Set(r.sizes),
      price: effectivePrice(
        {
          currency: r.currency.trim(),
          amountMinor: r.amount_minor,
          specialMinor: r.special_minor,
          specialFrom: r.special_from,
          specialTo: r.special_to,
        },
        at,
      ).price.amountMinor,
    }));
}

const byDefault = (a: Ref, b: Ref) => b.position - a.position || a.id - b.id;
const countBy = (refs: Ref[], key: (r: Ref) => Iterable<string>) => {
  const counts = new Map<string, number>();
  for (const r of refs) for (const k of key(r)) counts.set(k, (counts.get(k) ?? 0) + 1);
  return counts;
};
const facetCounts = (result: ListingResult, name: string) =>
  new Map(result.facets.find((f) => f.name === name)?.values.map((v) => [v.value, v.count]) ?? []);
const skus = (result: ListingResult) => result.products.map((p) => p.sku);

const request = (over: Partial<ListingRequest> = {}): ListingRequest => ({
  categoryPath: 'clothing',
  sort: 'default',
  page: 1,
  filters: {},
  ...over,
});

/** Every product of a listing, page by page, in order. */
async function allPages(store: LocaleConfig, req: ListingRequest): Promise<ListingResult['products']> {
  const first = await listing.list(store, { ...req, page: 1, pageSize: 120 }, now);
  const cards = [...first.products];
  for (let page = 2; page <= first.pageCount; page++) {
    cards.push(...(await listing.list(store, { ...req, page, pageSize: 120 }, now)).products);
  }
  return cards;
}

let clothing: Ref[];
beforeAll(async () => {
  clothing = await reference(GB, 'clothing');
  // The tests below need a listing longer than a page, with several colours and sizes.
  expect(clothing.length).toBeGreaterThan(LISTING_PAGE_SIZE);
});

describe('category listing: pages', () => {
  it('shows a page of 48 in merchandised order, with the total and the page count', async () => {
    const result = await listing.list(GB, request(), now);
    expect(result.total).toBe(clothing.length);
    expect(result.page).toBe(1);
    expect(result.pageCount).toBe(Math.ceil(clothing.length / LISTING_PAGE_SIZE));
    expect(skus(result)).toEqual(
      clothing
        .sort(byDefault)
        .slice(0, LISTING_PAGE_SIZE)
        .map((r) => r.sku),
    );
  });

  it('takes a page size and a page number', async () => {
    const result = await listing.list(GB, request({ page: 3, pageSize: 10 }), now);
    expect(result.pageCount).toBe(Math.ceil(clothing.length / 10));
    expect(skus(result)).toEqual(
      clothing
        .sort(byDefault)
        .slice(20, 30)
        .map((r) => r.sku),
    );
  });

  it('past the last page shows no products but the right total', async () => {
    const result = await listing.list(GB, request({ page: MAX_LISTING_PAGE }), now);
    expect(result.products).toEqual([]);
    expect(result.total).toBe(clothing.length);
    expect(result.page).toBe(MAX_LISTING_PAGE);
    expect(result.facets.length).toBeGreaterThan(0);
  });

  it('caps the page count at MAX_LISTING_PAGE', async () => {
    const result = await listing.list(GB, request({ pageSize: 1 }), now);
    expect(result.pageCount).toBe(Math.min(clothing.length, MAX_LISTING_PAGE));
  });

  it('gives cards in the store currency and language, all in stock', async () => {
    const [en, fr] = await Promise.all([
      listing.list(GB, request(), now),
      listing.list(getLocale('fr-FR'), request(), now),
    ]);
    for (const card of en.products) {
      expect(card.price.currency).toBe('GBP');
      expect(card.inStock).toBe(true);
    }
    const frBySku = new Map(fr.products.map((c) => [c.sku, c]));
    const both = en.products.filter((c) => frBySku.has(c.sku));
    expect(both.length).toBeGreaterThan(0);
    expect(both.some((c) => frBySku.get(c.sku)!.name !== c.name)).toBe(true);
    for (const card of fr.products) expect(card.price.currency).toBe('EUR');
  });

  it('lists only live products, in stock in the store region', async () => {
    const earlier = new Date(now.getTime() - 30 * 86_400_000);
    const expected = await reference(GB, 'clothing', earlier);
    expect(expected.length).toBeLessThan(clothing.length);
    expect((await listing.list(GB, request(), earlier)).total).toBe(expected.length);
    const us = await reference(US, 'clothing');
    expect((await listing.list(US, request(), now)).total).toBe(us.length);
  });

  it('answers an unknown category with an empty listing', async () => {
    const result = await listing.list(GB, request({ categoryPath: 'no/such-category' }), now);
    expect(result).toEqual({ total: 0, page: 1, pageCount: 0, products: [], facets: [], priceRange: null });
  });
});

describe('category listing: sorts', () => {
  it('default: merchandised position, highest first, then id', async () => {
    const cards = await allPages(GB, request());
    expect(cards.map((c) => c.sku)).toEqual(clothing.sort(byDefault).map((r) => r.sku));
  });

  it('numberofdays: newest first', async () => {
    const cards = await allPages(GB, request({ sort: 'numberofdays' }));
    const bySku = new Map(clothing.map((r) => [r.sku, r]));
    const dates = cards.map((c) => bySku.get(c.sku)!.dateEnabled.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(cards).toHaveLength(clothing.length);
  });

  it('price_asc and price_desc: by the effective price shown on the cards, ties by id', async () => {
    const bySku = new Map(clothing.map((r) => [r.sku, r]));
    const asc = await allPages(GB, request({ sort: 'price_asc' }));
    const expectedAsc = clothing.slice().sort((a, b) => a.price - b.price || a.id - b.id);
    expect(asc.map((c) => c.sku)).toEqual(expectedAsc.map((r) => r.sku));
    for (const card of asc) expect(card.price.amountMinor).toBe(bySku.get(card.sku)!.price);
    const prices = asc.map((c) => c.price.amountMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // Some product is on a special price now, so the effective price really matters.
    expect(asc.some((c) => c.wasPrice !== null)).toBe(true);

    const desc = await allPages(GB, request({ sort: 'price_desc' }));
    const expectedDesc = clothing.slice().sort((a, b) => b.price - a.price || a.id - b.id);
    expect(desc.map((c) => c.sku)).toEqual(expectedDesc.map((r) => r.sku));
  });
});

describe('category listing: filters and facets', () => {
  const colours = () => [...countBy(clothing, (r) => [r.colourGroup])].sort((a, b) => b[1] - a[1]);

  it('a colour shows only that colour group; two colours show both', async () => {
    const [[a, countA], [b, countB]] = colours() as [[string, number], [string, number]];
    const one = await listing.list(GB, request({ filters: { colour_group: [a] }, pageSize: 120 }), now);
    expect(one.total).toBe(countA);
    const groupOf = new Map(clothing.map((r) => [r.sku, r.colourGroup]));
    for (const sku of skus(one)) expect(groupOf.get(sku)).toBe(a);

    const two = await listing.list(GB, request({ filters: { colour_group: [a, b] }, pageSize: 120 }), now);
    expect(two.total).toBe(countA + countB);
    const all = await allPages(GB, request({ filters: { colour_group: [b, a] } }));
    expect(new Set(all.map((c) => c.sku))).toEqual(
      new Set(clothing.filter((r) => r.colourGroup === a || r.colourGroup === b).map((r) => r.sku)),
    );
  });

  it('counts are disjunctive: a chosen colour keeps the other colours, others shrink to it', async () => {
    const [[a]] = colours() as [[string, number]];
    const result = await listing.list(GB, request({ filters: { colour_group: [a] } }), now);
    // The colour facet ignores the colour selection: the same counts as with no filter.
    expect(facetCounts(result, 'colour_group')).toEqual(countBy(clothing, (r) => [r.colourGroup]));
    const colour = result.facets.find((f) => f.name === 'colour_group')!;
    expect(colour.values.filter((v) => v.selected).map((v) => v.value)).toEqual([a]);
    expect(colour.values.length).toBeGreaterThan(1);
    // The size facet counts the chosen colour's products only.
    const ofA = clothing.filter((r) => r.colourGroup === a && r.sizeKind === 'clothes');
    expect(facetCounts(result, 'clothes_size')).toEqual(countBy(ofA, (r) => r.sizes));
    const fits = countBy(
      clothing.filter((r) => r.colourGroup === a),
      (r) => (typeof r.attributes.fit === 'string' ? [r.attributes.fit] : []),
    );
    expect(facetCounts(result, 'fit')).toEqual(fits);
  });

  it('with no filter every facet counts the whole listing, sizes in size order', async () => {
    const result = await listing.list(GB, request(), now);
    expect(facetCounts(result, 'colour_group')).toEqual(countBy(clothing, (r) => [r.colourGroup]));
    const clothes = clothing.filter((r) => r.sizeKind === 'clothes');
    expect(facetCounts(result, 'clothes_size')).toEqual(countBy(clothes, (r) => r.sizes));
    const occasions = countBy(clothing, (r) =>
      Array.isArray(r.attributes.occasion_wear) ? (r.attributes.occasion_wear as string[]) : [],
    );
    expect(facetCounts(result, 'occasion_wear')).toEqual(occasions);
    const sizes = result.facets.find((f) => f.name === 'clothes_size')!.values.map((v) => Number(v.value));
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    const colourCounts = result.facets.find((f) => f.name === 'colour_group')!.values.map((v) => v.count);
    expect(colourCounts).toEqual([...colourCounts].sort((a, b) => b - a));
    for (const facet of result.facets) {
      expect(FACET_PARAMS).toContain(facet.name);
      expect(facet.values.length).toBeGreaterThan(0);
      for (const v of facet.values) expect(v.selected).toBe(false);
    }
  });

  it('a size shows only products with that size in stock in the store region', async () => {
    const us = await reference(US, 'clothing');
    const inStock = (refs: Ref[], size: string) =>
      refs.filter((r) => r.sizeKind === 'clothes' && r.sizes.has(size)).map((r) => r.sku);
    // The size whose in-stock products differ most between the GB and US warehouses.
    const candidates = [...countBy(clothing, (r) => r.sizes).keys()].filter((s) => /^\d+$/.test(s));
    const diff = (size: string) => {
      const gb = new Set(inStock(clothing, size));
      const u = new Set(inStock(us, size));
      return [...gb].filter((s) => !u.has(s)).length + [...u].filter((s) => !gb.has(s)).length;
    };
    const size = candidates.sort((a, b) => diff(b) - diff(a))[0]!;
    expect(diff(size)).toBeGreaterThan(0);

    const gb = await allPages(GB, request({ filters: { clothes_size: [size] } }));
    expect(new Set(gb.map((c) => c.sku))).toEqual(new Set(inStock(clothing, size)));
    const usCards = await allPages(US, request({ filters: { clothes_size: [size] } }));
    expect(new Set(usCards.map((c) => c.sku))).toEqual(new Set(inStock(us, size)));
  });

  it('an attribute list (occasion_wear) matches a product having any of the chosen values', async () => {
    const occasions = (r: Ref) =>
      Array.isArray(r.attributes.occasion_wear) ? (r.attributes.occasion_wear as string[]) : [];
    const [x, y] = [...countBy(clothing, occasions).keys()] as [string, string];
    const result = await listing.list(GB, request({ filters: { occasion_wear: [x, y] } }), now);
    const expected = clothing.filter((r) => occasions(r).includes(x) || occasions(r).includes(y));
    expect(result.total).toBe(expected.length);
  });

  it('filters combine with AND across facets', async () => {
    const [[a]] = colours() as [[string, number]];
    const size = '12';
    const filters = { colour_group: [a], clothes_size: [size] };
    const result = await listing.list(GB, request({ filters }), now);
    const hasSize = (r: Ref) => r.sizeKind === 'clothes' && r.sizes.has(size);
    const expected = clothing.filter((r) => r.colourGroup === a && hasSize(r));
    expect(result.total).toBe(expected.length);
    // The size facet counts colour a only, the colour facet size 12 only.
    const sized = clothing.filter(hasSize);
    expect(facetCounts(result, 'colour_group')).toEqual(countBy(sized, (r) => [r.colourGroup]));
  });

  it('a price range is inclusive, on the effective price; the slider range ignores it', async () => {
    const prices = clothing.map((r) => r.price).sort((a, b) => a - b);
    const low = prices[Math.floor(prices.length / 4)]!;
    const high = prices[Math.floor((prices.length * 3) / 4)]!;
    const result = await listing.list(GB, request({ price: { min: low / 100, max: high / 100 } }), now);
    const expected = clothing.filter((r) => r.price >= low && r.price <= high);
    expect(result.total).toBe(expected.length);
    const cards = await allPages(GB, request({ price: { min: low / 100, max: high / 100 } }));
    expect(new Set(cards.map((c) => c.sku))).toEqual(new Set(expected.map((r) => r.sku)));
    expect(cards.some((c) => c.price.amountMinor === low)).toBe(true);
    expect(cards.some((c) => c.price.amountMinor === high)).toBe(true);
    expect(result.priceRange).toEqual({ min: prices[0]! / 100, max: prices.at(-1)! / 100 });
    // Facets count within the price range.
    expect(facetCounts(result, 'colour_group')).toEqual(countBy(expected, (r) => [r.colourGroup]));
  });

  it('the slider range follows the other filters', async () => {
    const [[a]] = colours() as [[string, number]];
    const req = request({ filters: { colour_group: [a] }, price: { max: 0.01 } });
    const result = await listing.list(GB, req, now);
    expect(result.total).toBe(0);
    const ofA = clothing.filter((r) => r.colourGroup === a).map((r) => r.price);
    expect(result.priceRange).toEqual({ min: Math.min(...ofA) / 100, max: Math.max(...ofA) / 100 });
  });

  it('ignores unknown filter names and values', async () => {
    const [[a, countA]] = colours() as [[string, number]];
    const plain = await listing.list(GB, request(), now);
    const filters = { bogus: ['x'], colour_en: ['black'], colour_group: ['no-such-colour'], fit: ['nope'] };
    const unknown = await listing.list(GB, request({ filters }), now);
    expect(unknown.total).toBe(plain.total);
    expect(skus(unknown)).toEqual(skus(plain));
    expect(unknown.facets).toEqual(plain.facets);
    const mixed = await listing.list(GB, request({ filters: { colour_group: [a, 'no-such-colour'] } }), now);
    expect(mixed.total).toBe(countA);
  });

  it('treats a value that looks like SQL as a value no product has', async () => {
    const injection = "'; drop table products; --";
    const { rows: before } = await db.$client.query<{ n: number }>('select count(*)::int as n from products');
    const plain = await listing.list(GB, request(), now);
    const filters = {
      colour_group: [injection],
      clothes_size: [injection],
      occasion_wear: [injection],
      [injection]: ['x'],
    };
    const result = await listing.list(GB, request({ filters }), now);
    expect(result.total).toBe(plain.total);
    const odd = await listing.list(GB, request({ categoryPath: injection }), now);
    expect(odd.total).toBe(0);
    const { rows: after } = await db.$client.query<{ n: number }>('select count(*)::int as n from products');
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
