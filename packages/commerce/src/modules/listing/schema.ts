import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalog/schema.ts';

// Site search (§2.1 /catalogsearch/result, §7.4 page/search, §7.8 searchsuggest). Every table here
// is derived from the catalogue by refreshSearchIndex (search.ts) except search_queries, which
// counts what shoppers search for. Text columns named `key`, `name` (product_search) and `text`
// hold folded text: lower-cased and accent-free through the IMMUTABLE SQL function
// search_normalize() of migration 0003, so their trigram indexes match "ecru" to "Écru".

/** The shop languages that have a search document; one row per product and language. */
export const SEARCH_LANGUAGES = ['en', 'fr', 'ar'] as const;

const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/** `language = 'en'` as a partial-index predicate: each language is searched on its own. */
const languageIs = (language: (typeof SEARCH_LANGUAGES)[number]) => sql.raw(`language = '${language}'`);

/**
 * The search document of a product in one language: its name, category names, colour (localised
 * name, token and group) and listing attribute values, weighted name A, categories and colour B,
 * attributes C, stemmed with the language's text search configuration (search.ts).
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    /** The product name in this language, folded: trigram similarity to the query ranks exact names first. */
    name: text('name').notNull(),
    /** Everything the document holds, folded: the trigram fallback (`<%`) reads it. */
    text: text('text').notNull(),
    document: tsvector('document').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    check('product_search_language', sql`${t.language} in ('en', 'fr', 'ar')`),
    // One pair of indexes per language: a query only ever looks at its store's language.
    ...SEARCH_LANGUAGES.flatMap((language) => [
      index(`product_search_document_${language}_idx`).using('gin', t.document).where(languageIs(language)),
      index(`product_search_text_${language}_trgm_idx`)
        .using('gin', t.text.op('gin_trgm_ops'))
        .where(languageIs(language)),
    ]),
  ],
);

/**
 * The words of the search documents (folded, unstemmed) per language, with how many document
 * parts (name; category and colour; attributes) hold each: a query word that is not one of them
 * is a typo candidate, widened to its trigram-closest words, the more frequent first on a tie.
 */
export const searchWords = pgTable(
  'search_words',
  {
    language: text('language').notNull(),
    word: text('word').notNull(),
    documents: integer('documents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.word] }),
    index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  ],
);

/**
 * Distinct product names per language, for suggestions as the shopper types: a few thousand rows
 * however large the catalogue, each with its most popular products. Prefix (`:*`) and trigram
 * matches on these stay fast where ranking every product matching "dre" would not.
 */
export const searchNames = pgTable(
  'search_names',
  {
    language: text('language').notNull(),
    /** The folded name, unique per language. */
    key: text('key').notNull(),
    /** The name as shown (of the most popular product carrying it). */
    name: text('name').notNull(),
    /** `simple` configuration (no stemming), so a prefix of any word matches. */
    document: tsvector('document').notNull(),
    /** The most popular products with this name, most popular first (at most 20). */
    productIds: integer('product_ids').array().notNull(),
    popularity: integer('popularity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.key] }),
    index('search_names_document_idx').using('gin', t.document),
    index('search_names_key_trgm_idx').using('gin', t.key.op('gin_trgm_ops')),
  ],
);

/** Queries shoppers ran that found products, per language: the "popular searches" of suggestions. */
export const searchQueries = pgTable(
  'search_queries',
  {
    language: text('language').notNull(),
    /** The folded query: what counts as "the same query". */
    key: text('key').notNull(),
    /** The query as last typed (trimmed, spaces collapsed, lower-cased), for display. */
    query: text('query').notNull(),
    count: integer('count').notNull().default(1),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.key] }),
    // `key like 'dre%'` whatever the database collation.
    index('search_queries_prefix_idx').on(t.language, t.key.op('text_pattern_ops')),
    index('search_queries_key_trgm_idx').using('gin', t.key.op('gin_trgm_ops')),
  ],
);
