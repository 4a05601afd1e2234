import { getLocale } from '@vitrine/config';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../testing/database.ts';
import { TEST_SEED_NOW } from '../../testing/global-setup.ts';
import { pageService } from './pages.ts';
import { productService } from './product.ts';

const db = testDatabase();
afterAll(() => db.$client.end());
const now = new Date(TEST_SEED_NOW.getTime() + 60_000);

async function aClothingProduct() {
  const { rows } = await db.$client.query<{ sku: string; url_key: string; style_group: string }>(
    `select sku, url_key, style_group from products where size_kind = 'clothes' and date_enabled <= $1
      and style_group in (select style_group from products group by style_group having count(*) > 1)
      order by id limit 1`,
    [now],
  );
  return rows[0]!;
}

describe('§7.4 page resolution', () => {
  it('finds categories with their breadcrumbs, in the store language', async () => {
    const pages = pageService(db);
    const page = await pages.resolve('/clothing/dresses.html', 'fr');
    expect(page).toMatchObject({
      type: 'category',
      path: 'clothing/dresses',
      breadcrumbs: [{ path: 'clothing' }],
    });
    expect(page.type === 'category' && page.name).toBe('Robes');
    expect(await pages.resolve('/new-in.html', 'en')).toMatchObject({ type: 'category', breadcrumbs: [] });
  });

  it('finds products by their URL key, and nothing at unknown or non-.html paths', async () => {
    const product = await aClothingProduct();
    expect(await pageService(db).resolve(`/${product.url_key}.html`, 'en')).toMatchObject({
      type: 'product',
      sku: product.sku,
    });
    expect(await pageService(db).resolve('/no-such-thing.html', 'en')).toEqual({ type: 'none' });
    expect(await pageService(db).resolve('/clothing/dresses', 'en')).toEqual({ type: 'none' });
  });
});

describe('product page read', () => {
  it('has price, sizes with stock of the store region, images, colour siblings and a category', async () => {
    const { sku, style_group } = await aClothingProduct();
    const gb = (await productService(db).bySku(sku, getLocale('en-GB'), now))!;
    const us = (await productService(db).bySku(sku, getLocale('en-US'), now))!;
    expect(gb.price.currency).toBe('GBP');
    expect(us.price.currency).toBe('USD');
    expect(gb.images.length).toBeGreaterThanOrEqual(2);
    const { rows: stock } = await db.$client.query<{ sku: string; region: string; quantity: number }>(
      `select v.sku, s.region, s.quantity from product_variants v join stock_levels s on s.variant_id = v.id
        join products p on p.id = v.product_id where p.sku = $1`,
      [sku],
    );
    for (const size of gb.sizes) {
      const row = stock.find((s) => s.sku === size.sku && s.region === 'gb');
      expect(size.quantity).toBe(row?.quantity ?? 0);
    }
    for (const size of us.sizes) {
      expect(size.quantity).toBe(stock.find((s) => s.sku === size.sku && s.region === 'us')?.quantity ?? 0);
    }
    const { rows: group } = await db.$client.query<{ sku: string }>(
      `select sku from products where style_group = $1 and date_enabled <= $2`,
      [style_group, now],
    );
    expect(gb.siblings.map((s) => s.sku).sort()).toEqual(group.map((g) => g.sku).sort());
    expect(gb.category?.path).toMatch(/^clothing\//);
  });

  it('speaks the store language and answers nothing for an unknown SKU', async () => {
    const { sku } = await aClothingProduct();
    const en = await productService(db).bySku(sku, getLocale('en-GB'), now);
    const ar = await productService(db).bySku(sku, getLocale('ar-AE'), now);
    expect(ar!.name).not.toBe(en!.name);
    expect(ar!.name).toMatch(/[\u0600-\u06FF]/);
    expect(await productService(db).bySku('VT9999999', getLocale('en-GB'), now)).toBeUndefined();
  });
});
