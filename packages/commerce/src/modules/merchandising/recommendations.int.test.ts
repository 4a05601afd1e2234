import { getLocale } from '@vitrine/config';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../api.ts';
import { testDatabase } from '../../testing/database.ts';
import { statementsWith } from '../../testing/statements.ts';
import { TEST_SEED_NOW } from '../../testing/global-setup.ts';
import { disableListingIndex, listingIndexFor } from '../listing/listing-index.ts';
import { recommendationService } from './recommendations.ts';
import { catalogService } from '../../catalogue.ts';
import { recordView } from './signals.ts';

const db = testDatabase();
afterAll(() => db.$client.end());
const now = new Date(TEST_SEED_NOW.getTime() + 60_000);
const recs = recommendationService(db);

async function aDress() {
  const { rows } = await db.$client.query<{ sku: string; url_key: string; style_group: string }>(
    `select p.sku, p.url_key, p.style_group from products p
       join product_categories pc on pc.product_id = p.id join categories c on c.id = pc.category_id
      where c.path = 'clothing/dresses' and p.date_enabled <= $1 order by p.popularity desc limit 1`,
    [now],
  );
  return rows[0]!;
}

async function categoriesOf(skus: string[]) {
  const { rows } = await db.$client.query<{ sku: string; paths: string[] }>(
    `select p.sku, array_agg(c.path) as paths from products p
       join product_categories pc on pc.product_id = p.id join categories c on c.id = pc.category_id
      where p.sku = any($1) group by p.sku`,
    [skus],
  );
  return new Map(rows.map((r) => [r.sku, r.paths]));
}

describe('§7.8 item recommendations', () => {
  it('are other in-stock styles from the same category, never the product or its colours', async () => {
    const dress = await aDress();
    const similar = await recs.similar(getLocale('en-GB'), dress.sku, 6, now);
    expect(similar.length).toBeGreaterThan(0);
    const { rows: siblings } = await db.$client.query<{ sku: string }>(
      `select sku from products where style_group = $1`,
      [dress.style_group],
    );
    for (const card of similar) {
      expect(siblings.map((s) => s.sku)).not.toContain(card.sku);
      expect(card.inStock).toBe(true);
      expect(card.price.currency).toBe('GBP');
    }
    const paths = await categoriesOf(similar.map((c) => c.sku));
    for (const card of similar) expect(paths.get(card.sku)).toContain('clothing/dresses');
  });

  it('answer nothing for an unknown product', async () => {
    expect(await recs.similar(getLocale('en-GB'), 'VT9999999', 6, now)).toEqual([]);
  });
});

describe('§7.8 upsell?url=', () => {
  it('pairs a dress with shoes, bags or jewellery in the store currency', async () => {
    const dress = await aDress();
    const pairs = (await recs.upsell(getLocale('en-US'), `/${dress.url_key}.html`, 6, now))!;
    expect(pairs.length).toBeGreaterThan(0);
    const paths = await categoriesOf(pairs.map((c) => c.sku));
    for (const card of pairs) {
      expect(card.price.currency).toBe('USD');
      expect(
        paths.get(card.sku)!.some((p) => ['shoes', 'accessories/bags', 'accessories/jewellery'].includes(p)),
      ).toBe(true);
    }
  });

  it('gives the product page both rows from one read: the same as the two widgets, or none for no product', async () => {
    const dress = await aDress();
    for (const store of [getLocale('en-GB'), getLocale('fr-FR')]) {
      const both = await recs.forProduct(store, dress.sku, 6, now);
      expect(both.similar).toEqual(await recs.similar(store, dress.sku, 6, now));
      expect(both.pairs).toEqual(await recs.upsell(store, `/${dress.url_key}.html`, 6, now));
      expect(both.pairs.length).toBeGreaterThan(0);
    }
    expect(await recs.forProduct(getLocale('en-GB'), 'VT9999999', 6, now)).toEqual({
      similar: [],
      pairs: [],
    });
  });

  it('is a 404 for a URL that is not a product, and a 400 without one, over HTTP', async () => {
    const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
    expect((await api.request('/api/v1/upsell?url=/clothing/dresses.html')).status).toBe(404);
    expect((await api.request('/api/v1/upsell')).status).toBe(400);
    const dress = await aDress();
    const res = await api.request(`/api/v1/upsell?url=${encodeURIComponent(`/${dress.url_key}.html`)}`, {
      headers: { locale: 'fr_FR' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).products[0].price.currency).toBe('EUR');
    const widget = await (await api.request('/api/v1/widgets/category?path=clothing/dresses&limit=3')).json();
    expect(widget.products).toHaveLength(3);
    expect((await api.request('/api/v1/widgets/global?type=everything')).status).toBe(400);
  });

  it('§9 the bag widget, category id 3008: finishing touches (bags, jewellery, belts, beauty), in stock', async () => {
    const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
    const res = await api.request('/api/v1/widgets/category?id=3008&limit=6', {
      headers: { locale: 'en_US' },
    });
    expect(res.status).toBe(200);
    const { products } = (await res.json()) as { products: { sku: string; price: { currency: string } }[] };
    expect(products.length).toBeGreaterThan(0);
    const paths = await categoriesOf(products.map((p) => p.sku));
    for (const card of products) {
      expect(card.price.currency).toBe('USD');
      expect(paths.get(card.sku)!.some((p) => p.startsWith('accessories/') || p.startsWith('beauty'))).toBe(
        true,
      );
    }
    expect((await api.request('/api/v1/widgets/category?id=42')).status).toBe(404);
    expect((await api.request('/api/v1/widgets/category?id=3008&path=beauty')).status).toBe(400);
    expect((await api.request('/api/v1/widgets/category')).status).toBe(400);
  });

  it('§7.8 keyword widget: relevant products for a word, without becoming a popular search', async () => {
    const api = createApi({ db, log: pino({ level: 'silent' }), version: 'test' });
    const before = await db.$client.query(`select coalesce(sum(count), 0)::int as n from search_queries`);
    const res = await api.request('/api/v1/widgets/keyword?q=dress&limit=4');
    expect(res.status).toBe(200);
    const { products } = (await res.json()) as { products: { name: string }[] };
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(4);
    expect(products.some((p) => /dress/i.test(p.name))).toBe(true);
    const after = await db.$client.query(`select coalesce(sum(count), 0)::int as n from search_queries`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect((await api.request('/api/v1/widgets/keyword?q=')).status).toBe(400);
  });
});

describe('recommendations from the listing index (listing-index-top.ts)', () => {
  // `indexed` answers from the listing index once it is built; `plain` keeps the SQL ordering.
  const indexedDb = testDatabase();
  const plainDb = testDatabase();
  afterAll(async () => {
    await listingIndexFor(indexedDb)?.stop();
    await Promise.all([indexedDb.$client.end(), plainDb.$client.end()]);
  });

  it('give what the SQL ordering of whole categories gives: similar items, pairs and category widgets', async () => {
    await disableListingIndex(plainDb);
    expect(await listingIndexFor(indexedDb, { log: { info: () => {}, warn: () => {} } })!.ready()).toBe(true);
    const indexed = recommendationService(indexedDb);
    const plain = recommendationService(plainDb);
    const dress = await aDress();
    // Other test files change the catalogue meanwhile: compare both answers taken together.
    await vi.waitFor(
      async () => {
        // Asked for one, the index hands over 40 candidates: fewer than a category holds here, so
        // the index's own order decides what SQL is left to choose from.
        for (const store of [getLocale('en-GB'), getLocale('en-US'), getLocale('fr-FR')]) {
          for (const limit of [1, 6]) {
            // Whole cards: the index's own (listing-index-cards.ts) against SQL's.
            const similar = await indexed.similar(store, dress.sku, limit, now);
            expect(similar.length).toBeGreaterThan(0);
            expect(similar).toEqual(await plain.similar(store, dress.sku, limit, now));
            const url = `/${dress.url_key}.html`;
            expect(await indexed.upsell(store, url, limit, now)).toEqual(
              await plain.upsell(store, url, limit, now),
            );
            expect(await indexed.category(store, ['beauty', 'shoes'], limit, now)).toEqual(
              await plain.category(store, ['beauty', 'shoes'], limit, now),
            );
          }
        }
      },
      { timeout: 10_000, interval: 500 },
    );
    // A product page's two rows read no cards from PostgreSQL: productCards is the only
    // statement reading product_images here.
    let rows: Awaited<ReturnType<typeof indexed.forProduct>> | undefined;
    const cardReads = await statementsWith(indexedDb, 'product_images', async () => {
      rows = await indexed.forProduct(getLocale('en-GB'), dress.sku, 6, now);
    });
    expect(rows!.similar).toHaveLength(6);
    expect(rows!.pairs).toHaveLength(6);
    expect(cardReads).toBe(0);
  });

  it('give the home widgets SQL gives, with and without signals, and read no card from PostgreSQL', async () => {
    // Built by the test above (the same file's databases).
    expect(await listingIndexFor(indexedDb)!.ready()).toBe(true);
    const indexed = catalogService(indexedDb);
    const plain = catalogService(plainDb);
    // Trending from views, far from the other files' views and orders: two colours of one style
    // (its less popular colour viewed most) and the most popular colour of another.
    const later = new Date(now.getTime() + 200 * 86_400_000);
    const { rows: styles } = await indexedDb.$client.query<{ skus: string[] }>(
      `select array_agg(sku order by popularity, id) as skus from products
        group by style_group having count(*) > 1 order by style_group limit 2`,
    );
    const viewed = [styles[0]!.skus[0]!, styles[0]!.skus.at(-1)!, styles[1]!.skus.at(-1)!];
    for (const [i, sku] of viewed.entries()) {
      for (let n = 0; n < 5 - i; n++) await recordView(indexedDb, sku, later);
    }
    // Catalogue changes of other test files come and go: both answers are compared taken together.
    await vi.waitFor(
      async () => {
        for (const store of [getLocale('en-GB'), getLocale('en-US'), getLocale('ar-AE')]) {
          for (const widget of ['newArrivals', 'trending', 'bestsellers'] as const) {
            for (const limit of [1, 6]) {
              for (const at of [now, later]) {
                const cards = await indexed.homeWidget(widget, store, limit, at);
                expect(cards.length).toBeGreaterThan(0);
                expect(cards).toEqual(await plain.homeWidget(widget, store, limit, at));
              }
            }
          }
        }
      },
      { timeout: 10_000, interval: 500 },
    );
    // The search page with no results shows the bestsellers on every view: no card statement.
    let bestsellers: Awaited<ReturnType<typeof indexed.homeWidget>> = [];
    const cardReads = await statementsWith(indexedDb, 'product_images', async () => {
      bestsellers = await indexed.homeWidget('bestsellers', getLocale('fr-FR'), 6, now);
    });
    expect(bestsellers).toHaveLength(6);
    expect(cardReads).toBe(0);
  });
});
