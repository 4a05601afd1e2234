import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import type { TaxClass } from '@vitrine/config';
import { taxClassOfSizeKind } from '../modules/catalog/index.ts';

// Test support only: products of the quote tests' own, so changing their prices, stock or sizes
// never disturbs another test file sharing the run's database.

export interface FixtureProduct {
  productId: number;
  sku: string;
  urlKey: string;
  /** Size SKU by canonical size. */
  sizes: Record<string, { sku: string; variantId: number }>;
}

export interface FixtureOptions {
  sizes?: string[];
  /** Regular prices in minor units by currency; a currency left out is a store that does not sell it. */
  prices?: Record<string, number>;
  /** Stock per size in the gb region (us gets the same unless given). */
  stock?: number | Record<string, number>;
  usStock?: number;
  names?: { en: string; fr?: string; ar?: string };
  /** Issue 31: the product's tax class; a dress is `clothing` (catalog taxClassOfSizeKind). */
  taxClass?: TaxClass;
}

let counter = 0;

export async function createProduct(db: Database, options: FixtureOptions = {}): Promise<FixtureProduct> {
  const tag = `QT${randomBytes(3).toString('hex').toUpperCase()}${++counter}`;
  const sizes = options.sizes ?? ['8', '10', '12'];
  const prices = options.prices ?? { GBP: 4999, EUR: 5999, USD: 6499, AED: 23500 };
  const names = options.names ?? {
    en: `Linen dress ${tag}`,
    fr: `Robe en lin ${tag}`,
    ar: `فستان كتان ${tag}`,
  };
  const client = db.$client;
  const { rows } = await client.query<{ id: number }>(
    `insert into products (sku, style_group, url_key, names, descriptions, colour, colour_group, size_kind, date_enabled, tax_class)
     values ($1, $1, $2, $3, $4, 'sage', 'green', 'clothes', now() - interval '1 day', $5) returning id`,
    [
      tag,
      `linen-dress-${tag.toLowerCase()}`,
      JSON.stringify(names),
      JSON.stringify({ en: 'A dress' }),
      options.taxClass ?? taxClassOfSizeKind('clothes'),
    ],
  );
  const productId = rows[0]!.id;
  await client.query(
    `insert into product_images (product_id, position, view, path, width, height)
     values ($1, 0, 'front', $2, 800, 1067), ($1, 1, 'back', $3, 800, 1067)`,
    [productId, `products/${tag}-front`, `products/${tag}-back`],
  );
  for (const [currency, amount] of Object.entries(prices)) {
    await client.query(
      'insert into product_prices (product_id, currency, amount_minor) values ($1, $2, $3)',
      [productId, currency, amount],
    );
  }
  const bySize: FixtureProduct['sizes'] = {};
  for (const [position, size] of sizes.entries()) {
    const sku = `${tag}-${size}`;
    const { rows: v } = await client.query<{ id: number }>(
      'insert into product_variants (product_id, sku, size, position) values ($1, $2, $3, $4) returning id',
      [productId, sku, size, position],
    );
    const variantId = v[0]!.id;
    const gb = typeof options.stock === 'object' ? (options.stock[size] ?? 0) : (options.stock ?? 20);
    await client.query(
      `insert into stock_levels (variant_id, region, quantity) values ($1, 'gb', $2), ($1, 'us', $3)`,
      [variantId, gb, options.usStock ?? gb],
    );
    bySize[size] = { sku, variantId };
  }
  return { productId, sku: tag, urlKey: `linen-dress-${tag.toLowerCase()}`, sizes: bySize };
}

export async function setStock(
  db: Database,
  variantId: number,
  quantity: number,
  region = 'gb',
): Promise<void> {
  await db.$client.query('update stock_levels set quantity = $3 where variant_id = $1 and region = $2', [
    variantId,
    region,
    quantity,
  ]);
}

export async function setPrice(db: Database, productId: number, currency: string, amountMinor: number) {
  await db.$client.query(
    'update product_prices set amount_minor = $3, special_minor = null where product_id = $1 and currency = $2',
    [productId, currency, amountMinor],
  );
}

export async function insertPromotion(
  db: Database,
  promotion: {
    code?: string;
    percentOff?: number;
    amountOffMinor?: number;
    currency?: string;
    minimumMinor?: number;
    startsAt?: Date;
    endsAt?: Date;
    maxUses?: number;
    uses?: number;
  },
): Promise<string> {
  const code = promotion.code ?? `QT${randomBytes(4).toString('hex').toUpperCase()}`;
  await db.$client.query(
    `insert into promotions (code, percent_off, amount_off_minor, currency, minimum_minor, starts_at, ends_at, max_uses, uses)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      code,
      promotion.percentOff ?? null,
      promotion.amountOffMinor ?? null,
      promotion.currency ?? null,
      promotion.minimumMinor ?? 0,
      promotion.startsAt ?? null,
      promotion.endsAt ?? null,
      promotion.maxUses ?? null,
      promotion.uses ?? 0,
    ],
  );
  return code;
}
