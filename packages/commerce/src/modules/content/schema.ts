import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.ts';

// The content service of decision 0010 (§3.1, §3.4, §3.5, §7.7, §7.9). Every entry keeps the
// editor's draft beside what shoppers see, so an edit is never live until a publisher says so
// (issue 5 §9). Media URLs inside the JSON are stored without the CDN host (§3.5).

/** What a content entry is; decides its key, whether it has a locale, and its validation. */
export const CONTENT_KINDS = ['footer', 'single', 'page', 'faq', 'menu', 'robot'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** `locale` of entries that are the same for every store (robot) or keyed by region (menu). */
export const ANY_LOCALE = '*';

export const contentEntries = pgTable(
  'content_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    /** footer: 'footer'; single: its §7.9 endpoint; page and faq: the slug; menu: the region. */
    key: text('key').notNull(),
    /** Store locale (en-GB...), or ANY_LOCALE. */
    locale: text('locale').notNull(),
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    published: jsonb('published').$type<Record<string, unknown>>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** A publication booked for later: shoppers get `scheduled` from `scheduled_at` on. */
    scheduled: jsonb('scheduled').$type<Record<string, unknown>>(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** Written by the seed and untouched since: a re-seed may replace it. */
    seed: boolean('seed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('content_entries_kind_key_locale_key').on(t.kind, t.key, t.locale)],
);

/** §7.7 banner file types. */
export const BANNER_TYPES = ['listing', 'home'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

/**
 * One banner of a region's file (§3.5, §7.7). Its schedule lives in the JSON (`Schedule`), as the
 * file carries it, so the storefront applies §4.3 itself and preview can apply it at any instant.
 */
export const contentBanners = pgTable(
  'content_banners',
  {
    id: serial('id').primaryKey(),
    /** The store's bmsStoreCode (UK, AE_AR...). */
    region: text('region').notNull(),
    type: text('type', { enum: BANNER_TYPES }).notNull(),
    /** BannerId on the wire: a slug, unique within the region's file. */
    bannerId: text('banner_id').notNull(),
    /** Order in the file; lower first. */
    position: integer('position').notNull().default(0),
    draft: jsonb('draft').$type<Record<string, unknown>>().notNull(),
    published: jsonb('published').$type<Record<string, unknown>>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    seed: boolean('seed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('content_banners_region_type_banner_key').on(t.region, t.type, t.bannerId),
    index('content_banners_published_idx')
      .on(t.region, t.type, t.position)
      .where(sql`published is not null`),
  ],
);
