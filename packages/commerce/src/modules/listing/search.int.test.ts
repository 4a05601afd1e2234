import { getLocale, LISTING_PAGE_SIZE, type Language, type LocaleConfig } from '@vitrine/config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PRODUCTS, TEST_SEED_NOW } from '../../testing/global-setup.ts';
import { COLOURS } from '@vitrine/config';
import { testDatabase } from '../../testing/database.ts';
import { effectivePrice } from '../catalog/pricing.ts';
import {
  colourVocabulary,
  MAX_QUERY_LENGTH,
  refreshSearchIndex,
  searchService,
  SUGGEST_LIMITS,
} from './search.ts';

const db = testDatabase();
const search = searchService(db);
afterAll(() => db.$client.end());
const now = new Date(TEST_SEED_NOW.getTime() + 60_000);
const GB = getLocale('en-GB');
const FR = getLocale('fr-FR');
const AE = getLocale('ar-AE');

/** A product a store can list: live, priced in its currency, in stock in its region. */
interface Listed {
  id: number;
  sku: string;
  names: { en: string; fr?: string; ar?: string };
  popularity: number;
}

async function listed(store: LocaleConfig): Promise<Listed[]> {
  const { rows } = await db.$client.query<Listed>(
    `select p.id, p.sku, p.names, p.popularity from products p
      where p.date_enabled <= $1
        and exists (select 1 from product_prices pr where pr.product_id = p.id and pr.currency = $2)
        and exists (select 1 from product_variants v join stock_levels s on s.variant_id = v.id
                     where v.product_id = p.id and s.region = $3 and s.quantity > 0)
      order by p.popularity desc, p.id`,
    [now, store.currency, store.stockRegion],
  );
  return rows;
}

const nameIn = (p: Listed, language: Language) => p.names[language] ?? p.names.en;
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

let gb: Listed[] = [];
let fr: Listed[] = [];
let ae: Listed[] = [];
beforeAll(async () => {
  [gb, fr, ae] = await Promise.all([listed(GB), listed(FR), listed(AE)]);
});

describe('search index', () => {
  it('holds a document per product and language, built with the seed', async () => {
    // Counted per indexed product, not against all products: other test files add products of
    // their own (quote fixtures) while this one runs, without search documents.
    const { rows } = await db.$client.query<{ products: number; incomplete: number; languages: string[] }>(
      `select (select count(distinct product_id)::int from product_search) as products,
              (select count(*)::int from (select product_id from product_search group by product_id
                                          having count(*) <> 3) s) as incomplete,
              (select array_agg(distinct language order by language) from product_search) as languages`,
    );
    expect(rows[0]!.products).toBeGreaterThanOrEqual(TEST_PRODUCTS);
    expect(rows[0]!.incomplete).toBe(0);
    expect(rows[0]!.languages).toEqual(['ar', 'en', 'fr']);
  });

  it('folds text with an IMMUTABLE function, so folded text can be indexed', async () => {
    const { rows } = await db.$client.query<{ volatility: string; folded: string }>(
      `select provolatile as volatility, search_normalize('Robe ÉCRU à Talons') as folded
         from pg_proc where proname = 'search_normalize'`,
    );
    expect(rows[0]).toEqual({ volatility: 'i', folded: 'robe ecru a talons' });
  });

  it('is rebuilt by refreshSearchIndex, idempotently and inside a caller’s transaction', async () => {
    const before = await refreshSearchIndex(db);
    expect(await refreshSearchIndex(db)).toEqual(before);

    const client = await db.$client.connect();
    try {
      await client.query('begin');
      const product = gb[0]!;
      await client.query(
        `update products set names = names || '{"en": "Zanzibar Quokka Gown"}' where id = $1`,
        [product.id],
      );
      await refreshSearchIndex(client);
      const { rows } = await client.query<{ name: string }>(
        `select name from product_search where product_id = $1 and language = 'en'`,
        [product.id],
      );
      expect(rows[0]!.name).toBe('zanzibar quokka gown');
    } finally {
      await client.query('rollback');
      client.release();
    }
    const { rows } = await db.$client.query<{ name: string }>(
      `select name from product_search where product_id = $1 and language = 'en'`,
      [gb[0]!.id],
    );
    expect(rows[0]!.name).not.toBe('zanzibar quokka gown');
  });
});

describe('search(): matching', () => {
  it('finds a product by its exact name first, in every language', async () => {
    for (const [store, products] of [
      [GB, gb],
      [FR, fr],
      [AE, ae],
    ] as const) {
      // The most popular products' names, one per name.
      const names = [...new Set(products.map((p) => nameIn(p, store.language)))].slice(0, 8);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        const result = await search.search(store, { q: name }, now);
        expect(result.products[0]?.name, `${store.localeISOCode}: ${name}`).toBe(name);
      }
    }
  });

  it('lists products with any of the words when none has them all, the one named most alike first', async () => {
    const name = nameIn(gb[0]!, 'en');
    // A catalogue word that no document holds together with the name's words (stage 3).
    let q = '';
    for (const word of ['trainers', 'heels', 'jeans', 'blazer', 'knit', 'boots', 'sandals']) {
      const { rows } = await db.$client.query<{ n: number; known: number }>(
        `select (select count(*)::int from product_search where language = 'en'
                  and document @@ websearch_to_tsquery('english', $1)) as n,
                (select count(*)::int from product_search where language = 'en'
                  and document @@ websearch_to_tsquery('english', $2)) as known`,
        [`${name} ${word}`, word],
      );
      if (rows[0]!.n === 0 && rows[0]!.known > 0) {
        q = `${name} ${word}`;
        break;
      }
    }
    expect(q).not.toBe('');
    const byName = await search.search(GB, { q: name }, now);
    const result = await search.search(GB, { q }, now);
    // More than the name alone finds: the other word's products are listed too.
    expect(result.total).toBeGreaterThan(byName.total);
    expect(result.products[0]?.name, q).toBe(name);
  });

  it('returns only products the store lists: live, priced and in stock in its region', async () => {
    const result = await search.search(GB, { q: 'dress', pageSize: 120 }, now);
    expect(result.total).toBeGreaterThan(0);
    const skus = new Set(gb.map((p) => p.sku));
    for (const product of result.products) {
      expect(skus.has(product.sku), product.sku).toBe(true);
      expect(product.inStock).toBe(true);
      expect(product.price.currency).toBe('GBP');
    }
  });

  it('counts exactly the listed products whose document matches', async () => {
    const { rows } = await db.$client.query<{ id: number }>(
      `select product_id as id from product_search
        where language = 'en' and document @@ websearch_to_tsquery('english', search_normalize('satin'))`,
    );
    const matching = new Set(rows.map((r) => r.id));
    const expected = gb.filter((p) => matching.has(p.id)).length;
    expect(expected).toBeGreaterThan(0);
    expect((await search.search(GB, { q: 'satin' }, now)).total).toBe(expected);
  });

  it('tolerates typos: a missing, a doubled or a wrong letter', async () => {
    const dress = await search.search(GB, { q: 'dress' }, now);
    const satin = await search.search(GB, { q: 'satin' }, now);
    expect(dress.total).toBeGreaterThan(0);
    expect(satin.total).toBeGreaterThan(0);
    for (const typo of ['drss', 'dres']) {
      const result = await search.search(GB, { q: typo }, now);
      expect(result.total, typo).toBe(dress.total);
      expect(result.products[0]?.name, typo).toMatch(/dress/i);
    }
    const sattin = await search.search(GB, { q: 'sattin' }, now);
    expect(sattin.total).toBe(satin.total);
    expect(sattin.products[0]?.name).toMatch(/satin/i);
    const sattinDress = await search.search(GB, { q: 'sattin dress' }, now);
    expect(sattinDress.total).toBe((await search.search(GB, { q: 'satin dress' }, now)).total);

    // A word of a product name with its middle letter replaced still finds that word's products.
    const word = words(nameIn(gb[0]!, 'en'))
      .concat(gb.flatMap((p) => words(nameIn(p, 'en'))))
      .find((w) => w.length >= 7 && /^[a-z]+$/.test(w))!;
    expect(word).toBeTruthy();
    const middle = Math.floor(word.length / 2);
    const typo = word.slice(0, middle) + (word[middle] === 'x' ? 'z' : 'x') + word.slice(middle + 1);
    const exact = await search.search(GB, { q: word }, now);
    const typed = await search.search(GB, { q: typo }, now);
    expect(typed.total, `${typo} for ${word}`).toBe(exact.total);
    expect(typed.products[0]?.name.toLowerCase()).toContain(word);
  });

  it('is accent-insensitive in French', async () => {
    const accented = [...new Set(fr.flatMap((p) => words(nameIn(p, 'fr'))))].filter(
      (w) => w.length >= 4 && stripAccents(w) !== w,
    );
    expect(accented.length).toBeGreaterThan(0);
    for (const word of accented.slice(0, 5)) {
      const withAccents = await search.search(FR, { q: word }, now);
      const without = await search.search(FR, { q: stripAccents(word) }, now);
      expect(withAccents.total, word).toBeGreaterThan(0);
      expect(without.total, stripAccents(word)).toBe(withAccents.total);
      expect(stripAccents(without.products[0]!.name.toLowerCase())).toContain(stripAccents(word));
    }
  });

  it('finds "chaussures à talons" typed without its accent', async () => {
    const heeled = fr.filter((p) => /à talons/.test(nameIn(p, 'fr')));
    expect(heeled.length).toBeGreaterThan(0);
    const typed = await search.search(FR, { q: 'chaussures a talons' }, now);
    const accented = await search.search(FR, { q: 'Chaussures à talons' }, now);
    expect(typed.total).toBeGreaterThan(0);
    expect(typed.total).toBe(accented.total);
    expect(typed.products[0]!.name).toMatch(/talons/);
  });

  it('finds a colour by its French name, with or without accents ("robe ecru")', async () => {
    const { colours, groups } = colourVocabulary();
    const groupOf = new Map(COLOURS.map((c) => [c.token, c.group]));
    const folded = (text: string) => stripAccents(text.toLowerCase());
    // The colour most of the French store's dresses come in, named in French without accents.
    const { rows } = await db.$client.query<{ colour: string }>(
      `select p.colour from products p
        join product_categories pc on pc.product_id = p.id
        join categories c on c.id = pc.category_id and c.path = 'clothing/dresses'
       where p.id = any($1::int[])
       group by p.colour order by count(*) desc, p.colour limit 1`,
      [fr.map((p) => p.id)],
    );
    const colour = rows[0]!.colour;
    const french = folded(colours[colour]!.fr);
    const result = await search.search(FR, { q: `robe ${french}` }, now);
    expect(result.total).toBeGreaterThan(0);
    expect(result.products.map((p) => p.colour)).toContain(colour);
    for (const product of result.products) {
      expect(product.name).toMatch(/robe/i);
      // Each match is so named in French, by its colour or by its colour group.
      const named = folded(`${colours[product.colour]!.fr} ${groups[groupOf.get(product.colour)!]!.fr}`);
      expect(
        words(french).every((w) => words(named).includes(w)),
        product.colour,
      ).toBe(true);
    }
  });

  it('finds Arabic-named products by an Arabic word', async () => {
    const word = words(nameIn(ae[0]!, 'ar'))[0]!;
    expect(word).toMatch(/\p{Script=Arabic}/u);
    const result = await search.search(AE, { q: word }, now);
    expect(result.total).toBeGreaterThan(0);
    expect(result.products[0]!.name).toContain(word);
    expect(result.products[0]!.price.currency).toBe('AED');
  });

  it('finds an Arabic word typed without the article the name carries (الساتان as ساتان)', async () => {
    const named = ae
      .map((p) => words(nameIn(p, 'ar')))
      .find((w) => w.length >= 2 && w.slice(1).some((x) => x.startsWith('ال') && x.length >= 5))!;
    expect(named).toBeTruthy();
    const withArticle = named.slice(1).find((x) => x.startsWith('ال') && x.length >= 5)!;
    const result = await search.search(AE, { q: `${named[0]} ${withArticle.slice(2)}` }, now);
    expect(result.total).toBeGreaterThan(0);
    expect(result.products.some((p) => p.name.includes(withArticle))).toBe(true);
  });

  it('treats SQL-looking and tsquery-looking input as text', async () => {
    const before = await db.$client.query<{ n: number }>('select count(*)::int as n from products');
    for (const q of [
      "'; drop table products; --",
      "robe' or '1'='1",
      'dress) | (satin',
      'a & b | !c <-> d:*',
      '\\\\ % _ \' " ; --',
      '<script>alert(1)</script>',
      'ŉ ʼ ʻ',
    ]) {
      await expect(search.search(GB, { q }, now), q).resolves.toMatchObject({ page: 1 });
      await expect(search.suggest(GB, q, {}, now), q).resolves.toMatchObject({ query: q.trim() });
    }
    const after = await db.$client.query<{ n: number }>('select count(*)::int as n from products');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('answers an empty query with an empty result, without failing', async () => {
    for (const q of ['', '   ', '\u0000']) {
      expect(await search.search(GB, { q }, now)).toEqual({
        query: '',
        total: 0,
        page: 1,
        pageCount: 0,
        products: [],
        facets: [],
        priceRange: null,
      });
    }
    // Nothing but stop words and punctuation: nothing to look for either.
    expect((await search.search(GB, { q: 'the !!!' }, now)).total).toBe(0);
  });

  it('cuts a 10,000-character query to 100 characters and searches that', async () => {
    const long = `dress ${'x'.repeat(9_994)}`;
    const result = await search.search(GB, { q: long }, now);
    expect(result.query).toHaveLength(MAX_QUERY_LENGTH);
    expect(result.query.startsWith('dress ')).toBe(true);
    const suggestions = await search.suggest(GB, long, {}, now);
    expect(suggestions.query).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('search(): facets, sorts and pages', () => {
  const q = 'dress';

  it('pages through the results without repeating a product', async () => {
    const first = await search.search(GB, { q }, now);
    expect(first.total).toBeGreaterThan(LISTING_PAGE_SIZE);
    expect(first.pageCount).toBe(Math.ceil(first.total / LISTING_PAGE_SIZE));
    expect(first.products).toHaveLength(LISTING_PAGE_SIZE);
    const second = await search.search(GB, { q, page: 2 }, now);
    expect(second.page).toBe(2);
    expect(second.products.length).toBe(Math.min(LISTING_PAGE_SIZE, first.total - LISTING_PAGE_SIZE));
    const seen = new Set(first.products.map((p) => p.sku));
    for (const product of second.products) expect(seen.has(product.sku)).toBe(false);
    // Past the last page: the total, no products.
    const beyond = await search.search(GB, { q, page: first.pageCount + 1 }, now);
    expect(beyond.total).toBe(first.total);
    expect(beyond.products).toEqual([]);
  });

  it('sorts by price both ways on the effective price', async () => {
    const pageSize = 120;
    const asc = await search.search(GB, { q, sort: 'price_asc', pageSize }, now);
    const prices = asc.products.map((p) => p.price.amountMinor);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(Math.round(asc.priceRange!.min * 100));

    const desc = await search.search(GB, { q, sort: 'price_desc', pageSize }, now);
    const down = desc.products.map((p) => p.price.amountMinor);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(down[0]).toBe(Math.round(desc.priceRange!.max * 100));
  });

  it('sorts new in by date, newest first', async () => {
    const result = await search.search(GB, { q, sort: 'numberofdays', pageSize: 120 }, now);
    const { rows } = await db.$client.query<{ sku: string; date_enabled: Date }>(
      'select sku, date_enabled from products where sku = any($1)',
      [result.products.map((p) => p.sku)],
    );
    const dates = new Map(rows.map((r) => [r.sku, r.date_enabled.getTime()]));
    const order = result.products.map((p) => dates.get(p.sku)!);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('counts facets over every match, and filters by them disjunctively', async () => {
    const all = await search.search(GB, { q }, now);
    const colours = all.facets.find((f) => f.name === 'colour_group')!;
    expect(colours.values.reduce((sum, v) => sum + v.count, 0)).toBe(all.total);

    const [first, second] = colours.values;
    const one = await search.search(GB, { q, filters: { colour_group: [first!.value] } }, now);
    expect(one.total).toBe(first!.count);
    // The selected facet still offers its other values, counted without its own selection.
    const still = one.facets.find((f) => f.name === 'colour_group')!;
    expect(still.values.find((v) => v.value === first!.value)).toMatchObject({ selected: true });
    expect(still.values.find((v) => v.value === second!.value)?.count).toBe(second!.count);

    const both = await search.search(
      GB,
      { q, filters: { colour_group: [first!.value, second!.value] } },
      now,
    );
    expect(both.total).toBe(first!.count + second!.count);
  });

  it('filters by price in major units, inclusive, on the effective price', async () => {
    const all = await search.search(GB, { q, sort: 'price_asc', pageSize: 120 }, now);
    const middle = all.products[Math.floor(all.products.length / 2)]!.price.amountMinor / 100;
    const cheap = await search.search(GB, { q, price: { max: middle }, pageSize: 120 }, now);
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.total).toBeLessThan(all.total);
    for (const product of cheap.products) expect(product.price.amountMinor).toBeLessThanOrEqual(middle * 100);
  });

  it('ranks by relevance, then popularity among equals', async () => {
    // Colour siblings share a name: searching it, their order is by popularity.
    const name = nameIn(gb[0]!, 'en');
    const result = await search.search(GB, { q: name }, now);
    const siblings = result.products.filter((p) => p.name === name).map((p) => p.sku);
    const popularity = new Map(gb.map((p) => [p.sku, p.popularity]));
    const order = siblings.map((sku) => popularity.get(sku)!);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('prices cards in the store currency, like the listings', async () => {
    const result = await search.search(FR, { q: 'robe' }, now);
    expect(result.total).toBeGreaterThan(0);
    const product = result.products[0]!;
    const { rows } = await db.$client.query(
      `select pr.* from product_prices pr join products p on p.id = pr.product_id
        where p.sku = $1 and pr.currency = 'EUR'`,
      [product.sku],
    );
    const row = rows[0]!;
    expect(product.price).toEqual(
      effectivePrice(
        {
          currency: 'EUR',
          amountMinor: row.amount_minor,
          specialMinor: row.special_minor,
          specialFrom: row.special_from,
          specialTo: row.special_to,
        },
        now,
      ).price,
    );
  });
});

describe('suggest()', () => {
  it('has the planner price pg_trgm’s word similarity as the work it is (migration 0016)', async () => {
    // At cost 1 the planner filtered every name of the language with `%>` rather than asking the
    // trigram index: most of a typed prefix's first suggestion at 100,000 products.
    const { rows } = await db.$client.query<{ procost: number }>(
      `select procost from pg_proc where proname = 'word_similarity_commutator_op'`,
    );
    expect(rows.map((r) => Number(r.procost))).toEqual([100]);
  });

  it('suggests products and categories for a three-letter prefix', async () => {
    const result = await search.suggest(GB, 'dre', {}, now);
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.length).toBeLessThanOrEqual(SUGGEST_LIMITS.products);
    for (const product of result.products) {
      expect(
        words(product.name).some((w) => w.startsWith('dre')),
        product.name,
      ).toBe(true);
      expect(product.price.currency).toBe('GBP');
      expect(product.image?.path).toBeTruthy();
    }
    // One product per name: no wall of colour siblings.
    expect(new Set(result.products.map((p) => p.name)).size).toBe(result.products.length);
    expect(result.categories).toContainEqual({ path: 'clothing/dresses', name: 'Dresses' });
    expect(result.categories.length).toBeLessThanOrEqual(SUGGEST_LIMITS.categories);
  });

  it('suggests only products the store lists', async () => {
    const skus = new Set(ae.map((p) => p.sku));
    const word = words(nameIn(ae[0]!, 'ar'))[0]!;
    const result = await search.suggest(AE, word.slice(0, 3), {}, now);
    expect(result.products.length).toBeGreaterThan(0);
    for (const product of result.products) {
      expect(skus.has(product.sku)).toBe(true);
      expect(product.price.currency).toBe('AED');
    }
  });

  it('matches prefixes without accents and in the store language', async () => {
    const result = await search.suggest(FR, 'chau', {}, now);
    expect(result.categories).toContainEqual({ path: 'shoes', name: 'Chaussures' });
    const accented = await search.suggest(FR, 'vetem', {}, now);
    expect(accented.categories.map((c) => c.name)).toContain('Vêtements');
  });

  it('lists popular searches once recorded, most frequent first', async () => {
    const before = await search.suggest(GB, 'sati', {}, now);
    expect(before.queries).not.toContain('satin midi dress');
    for (let i = 0; i < 3; i++) await search.recordQuery('en', 'Satin  Midi Dress', 3);
    await search.recordQuery('en', 'satin shirt', 2);
    const after = await search.suggest(GB, 'sati', {}, now);
    expect(after.queries).toContain('satin midi dress');
    expect(after.queries).toContain('satin shirt');
    expect(after.queries.indexOf('satin midi dress')).toBeLessThan(after.queries.indexOf('satin shirt'));
    // Close to what was typed counts too (trigram similarity): a typo still suggests it.
    expect((await search.suggest(GB, 'satin midi dres', {}, now)).queries).toContain('satin midi dress');
    // Per language: the French store does not see English searches.
    expect((await search.suggest(FR, 'sati', {}, now)).queries).not.toContain('satin midi dress');
  });

  it('records a search that found products as typed, not a typo of it', async () => {
    // Two leading words of a product name, e.g. "cable knit", and a typo of the first.
    const [first, second] = gb
      .map((p) => words(nameIn(p, 'en')))
      .find((w) => w.length >= 2 && /^[a-z]{4,}$/.test(w[0]!) && /^[a-z]{4,}$/.test(w[1]!))!;
    const phrase = `${first} ${second}`;
    const typo = `${first!.slice(0, -1)}q ${second}`;
    expect((await search.search(GB, { q: phrase }, now)).total).toBeGreaterThan(0);
    expect((await search.search(GB, { q: typo }, now)).total).toBeGreaterThan(0);
    await search.flushQueryCounts();
    const { queries } = await search.suggest(GB, phrase.slice(0, 3), {}, now);
    expect(queries).toContain(phrase);
    expect(queries).not.toContain(typo);
  });

  it('counts every one of many shoppers searching the same words at once, written after their pages', async () => {
    const phrase = words(
      nameIn(
        gb.find((p) => words(nameIn(p, 'en')).length >= 2)!,
        'en',
      ),
    )
      .slice(0, 2)
      .join(' ');
    const countOf = async () =>
      (
        await db.$client.query<{ count: number }>(
          `select count from search_queries where language = 'en' and key = search_normalize($1)`,
          [phrase],
        )
      ).rows[0]?.count ?? 0;
    await search.flushQueryCounts();
    const before = await countOf();
    const shoppers = 12;
    const results = await Promise.all(
      Array.from({ length: shoppers }, (_, i) =>
        // Typed in capitals by some: one popular search all the same.
        search.search(GB, { q: i % 3 === 0 ? phrase.toUpperCase() : phrase }, now),
      ),
    );
    expect(results.every((r) => r.total > 0)).toBe(true);
    // The pages did not wait for the counts.
    expect(await countOf()).toBe(before);
    // Other pages of the same search, and a store's own widgets (record: false), are not searches.
    await search.search(GB, { q: phrase, page: 2 }, now);
    await search.search(GB, { q: phrase, record: false }, now);
    await search.flushQueryCounts();
    expect(await countOf()).toBe(before + shoppers);
  });

  it('never records words that are not the catalogue’s, nor searches without results', async () => {
    await search.recordQuery('en', 'dress jane.doe@example.com', 10);
    await search.recordQuery('en', 'dress zzqx', 10);
    await search.recordQuery('en', 'dress tee', 0);
    const { rows } = await db.$client.query<{ query: string }>(
      `select query from search_queries where query in ('dress jane.doe@example.com', 'dress zzqx', 'dress tee')`,
    );
    expect(rows).toEqual([]);
  });

  it('suggests the names with every typed word first, and names with any of them when those are few', async () => {
    // Word pairs of the English names the UK store lists, by how many names hold both
    // (search_names documents are the names' words). Other test files add products of their own.
    const listedIds = gb.map((p) => p.id);
    const { rows } = await db.$client.query<{ a: string; b: string; together: number; either: number }>(
      `
      with names as (select key, document from search_names where language = 'en' and product_ids && $1::int[]),
      pairs as (
        select w1 as a, w2 as b, count(distinct n.key)::int as together
        from names n, unnest(tsvector_to_array(n.document)) w1, unnest(tsvector_to_array(n.document)) w2
        where w1 <> w2 and w1 ~ '^[a-z]{4,}$' and w2 ~ '^[a-z]{4,}$'
        group by 1, 2
      )
      select a, b, together, (select count(*)::int from names n
        where n.document @@ to_tsquery('simple', a || ':*') or n.document @@ to_tsquery('simple', left(b, 3) || ':*')) as either
      from pairs order by together desc, a, b`,
      [listedIds],
    );
    const hasWord = (name: string, prefix: string) => words(name).some((w) => w.startsWith(prefix));
    const check = async (a: string, b: string) => {
      const { products } = await search.suggest(GB, `${a} ${b.slice(0, 3)}`, {}, now);
      const every = products.map((p) => hasWord(p.name, a) && hasWord(p.name, b.slice(0, 3)));
      // Every-word names first: no name with both words after one without.
      expect(every.indexOf(false) === -1 || every.lastIndexOf(true) < every.indexOf(false), `${a} ${b}`).toBe(
        true,
      );
      for (const p of products)
        expect(hasWord(p.name, a) || hasWord(p.name, b.slice(0, 3)), p.name).toBe(true);
      return every;
    };
    // Plenty of names with both words: those alone fill the suggestions.
    const many = rows[0]!;
    expect(many.together).toBeGreaterThan(SUGGEST_LIMITS.products + 2);
    const full = await check(many.a, many.b);
    expect(full.length).toBeGreaterThan(1);
    expect(full.every(Boolean)).toBe(true);
    // One name with both, many with either: it comes first, then the others fill up.
    const few = rows.find((r) => r.together === 1 && r.either > 3 * SUGGEST_LIMITS.products)!;
    expect(few).toBeDefined();
    const mixed = await check(few.a, few.b);
    expect(mixed.length).toBeGreaterThan(1);
    expect(mixed.filter(Boolean).length).toBeLessThanOrEqual(1);
    expect(mixed.some((e) => !e)).toBe(true);
  });

  it('answers nothing for an empty query', async () => {
    expect(await search.suggest(GB, '  ', {}, now)).toEqual({
      query: '',
      products: [],
      categories: [],
      queries: [],
    });
  });
});
