import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TaxClass } from '@vitrine/config';

/** Text in each shop language; English is always present and is the fallback. */
export type LocalisedText = { en: string; fr?: string; ar?: string };

/** The text in the shopper's language, or English where that language is missing. */
export const localised = (value: LocalisedText, language: 'en' | 'fr' | 'ar'): string =>
  value[language] ?? value.en;

/**
 * What a style or size SKU may look like (VT000012, VT000012-10, VT000016-ONE SIZE: one-size
 * accessories carry their size name, space included); anything else is not one.
 */
export const SKU_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]| (?=[A-Za-z0-9._-])){0,63}$/;

/**
 * Listing attributes of §3.3 that are properties of a product (not of a size or a store):
 * fit, occasion_wear, length_new, sleeves, style, neck_shape, design, fastening, heel_height,
 * skin_type, skin_concern, key_ingredients, application_time, main_range, is_multi_colour...
 * Kept as JSONB so a merchandiser can add an attribute without a migration; the listing
 * filters of the catalogue read them through a GIN index.
 */
export type ProductAttributes = Record<string, string | number | boolean | string[]>;

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  /** URL path without the `.html` suffix, e.g. `clothing/dresses` (§2.1: category pages end in .html). */
  path: text('path').notNull().unique(),
  parentId: integer('parent_id'),
  position: integer('position').notNull().default(0),
  names: jsonb('names').$type<LocalisedText>().notNull(),
  /** Shown in the header navigation and the home page tiles. */
  inMenu: boolean('in_menu').notNull().default(true),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** Style code; sizes are variants with their own SKU. */
    sku: text('sku').notNull().unique(),
    /** Products of one style in other colours share a group: the colour siblings. */
    styleGroup: text('style_group').notNull(),
    urlKey: text('url_key').notNull().unique(),
    names: jsonb('names').$type<LocalisedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalisedText>().notNull(),
    /** colour_en of §3.3 and its filter group (a "berry" dress is in the "red" group). */
    colour: text('colour').notNull(),
    colourGroup: text('colour_group').notNull(),
    /** Which size scale the variants use: clothes, shoes, bra, belt, accessory, beauty. */
    sizeKind: text('size_kind').notNull(),
    attributes: jsonb('attributes').$type<ProductAttributes>().notNull().default({}),
    /** §3.3 sticker_path: a merchandising sticker such as "new" or "bestseller". */
    sticker: text('sticker'),
    /** §3.3 date_enabled: when the product went live; "new in" sorts on it (numberofdays). */
    dateEnabled: timestamp('date_enabled', { withTimezone: true }).notNull(),
    /** Popularity used by the default sort and the trending/bestseller widgets (§9). */
    popularity: integer('popularity').notNull().default(0),
    /** Issue 31: what the product is for tax (config TAX_CLASSES): clothing and footwear, or standard. */
    taxClass: text('tax_class').$type<TaxClass>().notNull().default('standard'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_style_group_idx').on(t.styleGroup),
    index('products_date_enabled_idx').on(t.dateEnabled),
    // Bestseller and trending widgets (§9) rank by popularity: `order by popularity desc, id`, whose
    // nulls come first. Built NULLS LAST (drizzle's default for desc), the index never matched that
    // order, and every widget read all 100,000 products to rank them (migration 0014).
    index('products_popularity_idx').on(t.popularity.desc().nullsFirst(), t.id),
    index('products_attributes_gin').using('gin', t.attributes),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.position),
  ],
);

/** A size of a product: the unit that is stocked and sold. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    /** Canonical (UK) size; each store shows it in its own size format (§3.2). */
    size: text('size').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_variants_product_idx').on(t.productId)],
);

/**
 * Price list: one row per product and currency, in integer minor units (DESIGN: money is exact).
 * The special price applies only inside its date window (§3.3 special_price with from/to dates).
 */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currency: char('currency', { length: 3 }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    specialMinor: integer('special_minor'),
    specialFrom: timestamp('special_from', { withTimezone: true }),
    specialTo: timestamp('special_to', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.currency] }),
    check('product_prices_amount_positive', sql`${t.amountMinor} > 0`),
    check(
      'product_prices_special_below_price',
      sql`${t.specialMinor} IS NULL OR (${t.specialMinor} > 0 AND ${t.specialMinor} < ${t.amountMinor})`,
    ),
  ],
);

/** Stock per variant and warehouse region (§3.3 total_stock_gb, total_stock_us). */
export const stockLevels = pgTable(
  'stock_levels',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.region] }),
    check('stock_levels_quantity_non_negative', sql`${t.quantity} >= 0`),
    // "Which sizes are in stock here" (listings, product cards) from the index alone: only the
    // rows with stock, so an index-only scan needs no visit to the table to read the quantity.
    index('stock_levels_in_stock_idx')
      .on(t.variantId, t.region)
      .where(sql`${t.quantity} > 0`),
  ],
);

/** Product imagery: `path` names a generated WebP set (`{path}-{width}.webp`) under the media folder. */
export const productImages = pgTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    view: text('view').notNull(),
    path: text('path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/**
 * The subject colour of each product image (visual search, §7.8), in CIE L*a*b*, computed with
 * sharp from the image file (palette.ts) when images are rendered.
 */
export const imagePalettes = pgTable('image_palettes', {
  path: text('path').primaryKey(),
  l: real('l').notNull(),
  a: real('a').notNull(),
  b: real('b').notNull(),
  hex: char('hex', { length: 7 }).notNull(),
});
