import type pg from 'pg';
import { taxClassOfSizeKind } from '../../modules/catalog/index.ts';
import { refreshSearchIndex } from '../../modules/listing/index.ts';
import { bulkInsert } from '../bulk-insert.ts';
import { generateProducts, SEED_CATEGORIES, type SeedProduct } from './catalogue.ts';
import { IMAGE_ASPECT, IMAGE_WIDTHS } from './images.ts';

export interface SeedOptions {
  products: number;
  now?: Date;
  seed?: number;
  /** Called after each batch with products written so far. */
  onProgress?: (done: number, total: number) => void;
}

/** Products written per round trip: large enough to amortise, small enough to stay memory-flat. */
const BATCH = 1_000;

/** Tables the demo catalogue owns, emptied by a re-seed (children first is not needed with cascade). */
export const CATALOGUE_TABLES = [
  'product_images',
  'stock_levels',
  'product_prices',
  'product_variants',
  'product_categories',
  'products',
  'categories',
];

/**
 * Writes the deterministic demo catalogue (§3.3 attributes, prices in every store currency, stock
 * per region) in one transaction: an interrupted seed leaves the database as it was.
 */
export async function loadCatalogue(
  client: pg.ClientBase,
  options: SeedOptions,
): Promise<{ products: number }> {
  const now = options.now ?? new Date();
  await client.query('begin');
  try {
    await client.query(`truncate ${CATALOGUE_TABLES.join(', ')} restart identity cascade`);
    const categoryIds = await insertCategories(client);
    let batch: SeedProduct[] = [];
    let done = 0;
    for (const product of generateProducts(options.products, {
      now,
      ...(options.seed === undefined ? {} : { seed: options.seed }),
    })) {
      batch.push(product);
      if (batch.length === BATCH) {
        await insertProducts(client, batch, categoryIds);
        done += batch.length;
        batch = [];
        options.onProgress?.(done, options.products);
      }
    }
    if (batch.length) {
      await insertProducts(client, batch, categoryIds);
      done += batch.length;
      options.onProgress?.(done, options.products);
    }
    // In the same transaction: a seeded catalogue is always a searchable one.
    await refreshSearchIndex(client);
    await client.query('commit');
    await client.query('analyze');
    return { products: done };
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

async function insertCategories(client: pg.ClientBase): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  // Parents come before children in SEED_CATEGORIES' order of depth.
  const byDepth = [...SEED_CATEGORIES].sort((a, b) => a.path.split('/').length - b.path.split('/').length);
  for (const category of byDepth) {
    const parentId = category.parentPath ? ids.get(category.parentPath) : null;
    const { rows } = await client.query<{ id: number }>(
      'insert into categories (path, parent_id, position, names, in_menu) values ($1, $2, $3, $4, $5) returning id',
      [category.path, parentId ?? null, category.position, JSON.stringify(category.names), category.inMenu],
    );
    ids.set(category.path, rows[0]!.id);
  }
  return ids;
}

async function insertProducts(client: pg.ClientBase, batch: SeedProduct[], categoryIds: Map<string, number>) {
  const inserted = await bulkInsert(
    client,
    'products',
    [
      { name: 'sku', type: 'text' },
      { name: 'style_group', type: 'text' },
      { name: 'url_key', type: 'text' },
      { name: 'names', type: 'jsonb' },
      { name: 'descriptions', type: 'jsonb' },
      { name: 'colour', type: 'text' },
      { name: 'colour_group', type: 'text' },
      { name: 'size_kind', type: 'text' },
      { name: 'attributes', type: 'jsonb' },
      { name: 'sticker', type: 'text' },
      { name: 'date_enabled', type: 'timestamptz' },
      { name: 'popularity', type: 'int' },
      { name: 'tax_class', type: 'text' },
    ],
    batch.map((p) => [
      p.sku,
      p.styleGroup,
      p.urlKey,
      p.names,
      p.descriptions,
      p.colour,
      p.colourGroup,
      p.sizeKind,
      p.attributes,
      p.sticker,
      p.dateEnabled,
      p.popularity,
      taxClassOfSizeKind(p.sizeKind),
    ]),
    'id, sku',
  );
  const productIds = new Map<string, number>(
    inserted.rows.map((r: { id: number; sku: string }) => [r.sku, r.id]),
  );
  const idOf = (p: SeedProduct) => productIds.get(p.sku)!;

  await bulkInsert(
    client,
    'product_categories',
    [
      { name: 'product_id', type: 'int' },
      { name: 'category_id', type: 'int' },
      { name: 'position', type: 'int' },
    ],
    batch.flatMap((p) =>
      p.categoryPaths.map((path) => {
        const categoryId = categoryIds.get(path);
        if (categoryId === undefined) throw new Error(`seed product ${p.sku} names unknown category ${path}`);
        return [idOf(p), categoryId, p.popularity];
      }),
    ),
  );

  const variants = await bulkInsert(
    client,
    'product_variants',
    [
      { name: 'product_id', type: 'int' },
      { name: 'sku', type: 'text' },
      { name: 'size', type: 'text' },
      { name: 'position', type: 'int' },
    ],
    batch.flatMap((p) => p.variants.map((v, i) => [idOf(p), v.sku, v.size, i])),
    'id, sku',
  );
  const variantIds = new Map<string, number>(
    variants.rows.map((r: { id: number; sku: string }) => [r.sku, r.id]),
  );

  await bulkInsert(
    client,
    'stock_levels',
    [
      { name: 'variant_id', type: 'int' },
      { name: 'region', type: 'text' },
      { name: 'quantity', type: 'int' },
    ],
    batch.flatMap((p) =>
      p.variants.flatMap((v) =>
        Object.entries(v.stock).map(([region, qty]) => [variantIds.get(v.sku)!, region, qty]),
      ),
    ),
  );

  await bulkInsert(
    client,
    'product_prices',
    [
      { name: 'product_id', type: 'int' },
      { name: 'currency', type: 'text' },
      { name: 'amount_minor', type: 'int' },
      { name: 'special_minor', type: 'int' },
      { name: 'special_from', type: 'timestamptz' },
      { name: 'special_to', type: 'timestamptz' },
    ],
    batch.flatMap((p) =>
      p.prices.map((pr) => [
        idOf(p),
        pr.currency,
        pr.amountMinor,
        pr.specialMinor,
        pr.specialFrom,
        pr.specialTo,
      ]),
    ),
  );

  const width = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const height = Math.round((width * IMAGE_ASPECT.height) / IMAGE_ASPECT.width);
  await bulkInsert(
    client,
    'product_images',
    [
      { name: 'product_id', type: 'int' },
      { name: 'position', type: 'int' },
      { name: 'view', type: 'text' },
      { name: 'path', type: 'text' },
      { name: 'width', type: 'int' },
      { name: 'height', type: 'int' },
    ],
    batch.flatMap((p) =>
      p.images.map((img, i) => [idOf(p), i, img.view, `products/${img.key}`, width, height]),
    ),
  );
}
