// Site search (module `search`): §2.1 /catalogsearch/result, §7.4 page/search and §7.8
// searchsuggest, in PostgreSQL alone (full text, pg_trgm and unaccent; no search server).
//
// The index (schema.ts) is derived from the catalogue by refreshSearchIndex, one statement: a
// search document per product and language, the vocabulary of those documents and the distinct
// product names. A search is a listing (listing.ts) whose source is "the products whose
// document matches, with their relevance", so facets, sorts, price range and pagination are the
// category listings' own. Matching goes in up to three stages, each tried only when the one before
// found no document at all:
//   1. exact: websearch_to_tsquery of the query as typed (stemmed in the store's language,
//      accent-free), every word required;
//   2. corrected: each query word is widened to its trigram-closest catalogue words (`%` on
//      search_words: "drss" → dress, "sattin" → satin, Arabic "ساتان" → also "الساتان"); a word
//      that is not a catalogue word is replaced by them, one with no close match dropped; every
//      word still required;
//   3. partial: any of those words, or the whole query similar to a document's text (`%>`,
//      pg_trgm word similarity, which then adds to the relevance), the best matches first.
// Relevance is ts_rank blended with the trigram similarity of the query to the product's name (so
// the product named exactly as typed comes first), then popularity. ts_rank rather than
// ts_rank_cd: cover density's proximity costs more over a broad word's 20,000 documents,
// and stages 1 and 2 require every word anyway.
//
// Every value from the request is a bound parameter. The only SQL text built from values is the
// text search configuration and the language of the index partitions, both taken from the fixed
// maps below by the store's language, never from the request.

import { SORT_OPTIONS, type Language, type LocaleConfig, type SortOption } from '@vitrine/config';
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { COLOURS } from '@vitrine/config';
import { ATTRIBUTE_FACETS } from './listing-filters.ts';
import {
  clampPage,
  emptyListing,
  listProducts,
  type ListingQuery,
  type ListingResult,
  type ListingSource,
} from './listing.ts';
import { listingIndexFor } from './listing-index.ts';
import type { SearchDocuments } from './listing-index-text.ts';
import type { SourceCache } from './listing-index-sources.ts';
import { categories, products } from '../catalog/schema.ts';
import { productCards, type EffectivePrice } from './product-cards.ts';
import { flushQueryCounts, queryCountsOf, writeQueryCounts } from './query-count-writes.ts';
import { productSearch, SEARCH_LANGUAGES, searchNames, searchQueries, searchWords } from './schema.ts';

/** Longest query searched: a longer one is cut here (never an error). */
export const MAX_QUERY_LENGTH = 100;

/** Suggestions as the shopper types (§7.8 searchsuggest): at most this many of each. */
export const SUGGEST_LIMITS = { products: 6, categories: 4, queries: 5 } as const;

/** Text search configuration per shop language: stemming for English and French, none for Arabic. */
const TEXT_SEARCH_CONFIG: Readonly<Record<Language, string>> = {
  en: 'english',
  fr: 'french',
  ar: 'simple',
};

/** Weight of the query's trigram similarity to the product name, beside ts_rank (0..1). */
const NAME_SIMILARITY_WEIGHT = 0.5;

/** Most query words looked at: a pasted paragraph must not become a hundred-word query. */
const MAX_QUERY_WORDS = 10;

/** Alternatives kept per misspelt word: at most this many, each nearly as close as the closest. */
const MAX_ALTERNATIVES = 3;
const ALTERNATIVE_RATIO = 0.9;

/** Products kept per distinct name in search_names (suggestions take the first in stock). */
const NAME_PRODUCTS = 20;

/**
 * Suggestions read the cards of the two most popular products of a few more names than they
 * show: enough for a name whose products are sold out here to be skipped, few enough for one
 * cheap card query.
 */
const SUGGEST_CANDIDATES_PER_NAME = 2;
const SUGGEST_SPARE_NAMES = 2;

/**
 * Attribute values a search document holds: the listing facets plus range and ingredients ("petite
 * dress", "retinol serum"). Values are English tokens in every language (the catalogue has no
 * translations of them); the localised names of products already carry most of those words.
 */
export const SEARCH_ATTRIBUTES: readonly string[] = [
  ...new Set([...ATTRIBUTE_FACETS, 'main_range', 'key_ingredients', 'application_time']),
];

/**
 * Colour group names per language. products.colour_group holds English tokens; the storefront's
 * filter labels (apps/web messages) name them, and a French shopper types "robe verte", not
 * "robe green". Colours themselves are named by the catalogue vocabulary (seed COLOURS).
 */
const COLOUR_GROUP_NAMES: Readonly<Record<string, Record<Language, string>>> = {
  black: { en: 'Black', fr: 'Noir', ar: 'أسود' },
  white: { en: 'White', fr: 'Blanc', ar: 'أبيض' },
  cream: { en: 'Cream', fr: 'Crème', ar: 'كريمي' },
  beige: { en: 'Beige', fr: 'Beige', ar: 'بيج' },
  brown: { en: 'Brown', fr: 'Marron', ar: 'بني' },
  green: { en: 'Green', fr: 'Vert', ar: 'أخضر' },
  blue: { en: 'Blue', fr: 'Bleu', ar: 'أزرق' },
  red: { en: 'Red', fr: 'Rouge', ar: 'أحمر' },
  pink: { en: 'Pink', fr: 'Rose', ar: 'وردي' },
  purple: { en: 'Purple', fr: 'Violet', ar: 'بنفسجي' },
  yellow: { en: 'Yellow', fr: 'Jaune', ar: 'أصفر' },
  orange: { en: 'Orange', fr: 'Orange', ar: 'برتقالي' },
  grey: { en: 'Grey', fr: 'Gris', ar: 'رمادي' },
  nude: { en: 'Nude', fr: 'Nude', ar: 'نيود' },
  gold: { en: 'Gold', fr: 'Doré', ar: 'ذهبي' },
  silver: { en: 'Silver', fr: 'Argenté', ar: 'فضي' },
  'animal print': { en: 'Animal print', fr: 'Imprimé animal', ar: 'نقشة حيوانات' },
  multi: { en: 'Multi', fr: 'Multicolore', ar: 'متعدد الألوان' },
};

/** The colour names the index uses: `{ colours: {token: {en, fr, ar}}, groups: {...} }`. */
export function colourVocabulary(): {
  colours: Record<string, Record<Language, string>>;
  groups: Record<string, Record<Language, string>>;
} {
  return {
    colours: Object.fromEntries(
      COLOURS.map((c) => [c.token, { en: c.name.en, fr: c.name.fr, ar: c.name.ar }]),
    ),
    groups: { ...COLOUR_GROUP_NAMES },
  };
}

/**
 * A query as searched: control characters dropped (PostgreSQL text cannot hold NUL), spaces
 * collapsed, trimmed and cut to MAX_QUERY_LENGTH characters (code points, so an emoji or an
 * Arabic letter is never split). '' means "no query".
 */
export function normalizeQuery(raw: string): string {
  const collapsed = raw
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  return Array.from(collapsed).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** What a search asks: the listing's sort, page, filters and price, plus the query. */
export interface SearchRequest extends Omit<ListingQuery, 'sort' | 'page' | 'filters'> {
  q: string;
  /** 'default' (the default) is relevance. */
  sort?: SortOption;
  /** 1-based, clamped to 1..MAX_LISTING_PAGE; default 1. */
  page?: number;
  /** Facet selections, as in the listings (URL parameter name -> values). */
  filters?: Record<string, string[]>;
  /** Count the query as a shopper's search for popular searches (default true; widgets pass false). */
  record?: boolean;
}

/** A search result: a listing of the matching products, and the query as it was searched. */
export interface SearchResult extends ListingResult {
  query: string;
}

/** How the products of a search were found (see the stages at the top of this file). */
export type MatchStage = 'exact' | 'corrected' | 'partial';

export interface SuggestedProduct extends EffectivePrice {
  sku: string;
  urlKey: string;
  name: string;
  image: { path: string; width: number; height: number; view: string } | null;
}

export interface Suggestions {
  /** The query as matched ('' when there was none). */
  query: string;
  products: SuggestedProduct[];
  categories: { path: string; name: string }[];
  /** Popular searches starting with, or close to, what was typed. */
  queries: string[];
}

/** `'english'::regconfig` and `'en'` for the store's language: constants, never request data. */
function languageSql(language: Language): { config: SQL; language: SQL } {
  const config = TEXT_SEARCH_CONFIG[language];
  if (!config || !(SEARCH_LANGUAGES as readonly string[]).includes(language)) {
    throw new Error(`no search configuration for language ${String(language)}`);
  }
  return { config: sql.raw(`'${config}'::regconfig`), language: sql.raw(`'${language}'`) };
}

/** `exists` a document of the language (a constant: languageSql) matching the tsquery. */
function anyDocument(language: SQL, tsquery: SQL): SQL {
  return sql`exists (
    select 1 from ${productSearch} ps where ps.language = ${language} and ps.document @@ ${tsquery}
  )`;
}

/** Typo candidates of one query word, as found by the plan query. */
interface QueryWord {
  word: string;
  known: boolean;
  alternatives: string[];
}

/** How a query is matched: its stage, the tsquery of that stage and the folded query's trigrams. */
interface Decision {
  stage: MatchStage;
  tsquery: string;
  trigrams: string[];
}

/** Queries' decisions kept per listing index (at most this many each; see `decide`). */
const KEPT_DECISIONS = 5_000;
const keptDecisions = new WeakMap<
  SourceCache,
  LRUCache<string, { generation: number; decision: Decision | null }>
>();

/** What stage 1 finds of a query (searchService's plan). */
interface Plan {
  tsquery: string;
  /** The query as typed matches some document. */
  exact: boolean;
  /** When it does not: its words, and their closest catalogue words. */
  words: QueryWord[];
  trigrams: string[];
}

export function searchService(db: Database) {
  /**
   * Stage 1: the query as typed as a tsquery and whether it matches any document; when it does
   * not, the query's words, whether each is a catalogue word and its closest catalogue words.
   * With the search documents in memory (decision 0023) they say whether it matches: PostgreSQL
   * only parses the query. For a broad word it otherwise builds the word's whole GIN bitmap just
   * to say that it matches ("black": 20,000 documents at 100,000 products), on every
   * word's first search. A query that matches nothing then takes the one statement below.
   */
  async function plan(language: Language, q: string): Promise<Plan> {
    const documents = documentsOf(language);
    if (!documents) return planInSql(language, q);
    const l = languageSql(language);
    const result = await db.execute<{ tsquery: string; trigrams: string[] | null }>(sql`
      select websearch_to_tsquery(${l.config}, search_normalize(${q}))::text as tsquery,
        show_trgm(search_normalize(${q})) as trigrams
    `);
    const tsquery = result.rows[0]?.tsquery ?? '';
    return documents.matchesAny(language, tsquery) === true
      ? { tsquery, exact: true, words: [], trigrams: result.rows[0]?.trigrams ?? [] }
      : planInSql(language, q);
  }

  /** The search documents in memory, when read and trusted and holding the language. */
  function documentsOf(language: Language): SearchDocuments | undefined {
    const index = listingIndexFor(db);
    const documents = index?.current() ? index.text : undefined;
    return documents?.get(language) ? documents : undefined;
  }

  /** Whether any document of the language matches the tsquery (its text), in memory if it can. */
  async function anyMatches(language: Language, tsquery: string): Promise<boolean> {
    const known = documentsOf(language)?.matchesAny(language, tsquery);
    if (known !== undefined) return known;
    const l = languageSql(language);
    const result = await db.execute<{ found: boolean }>(
      sql`select ${anyDocument(l.language, sql`${tsquery}::tsquery`)} as found`,
    );
    return result.rows[0]?.found ?? false;
  }

  /** Stage 1 in one round trip, in PostgreSQL alone. */
  async function planInSql(language: Language, q: string): Promise<Plan> {
    const l = languageSql(language);
    const result = await db.execute<{
      tsquery: string;
      exact: boolean;
      words: QueryWord[] | null;
      trigrams: string[] | null;
    }>(sql`
      with query as materialized (
        select websearch_to_tsquery(${l.config}, search_normalize(${q})) as tsq
      ),
      hit as materialized (
        select ${anyDocument(l.language, sql`(select tsq from query)`)} as exact
      )
      select (select tsq::text from query) as tsquery, hit.exact,
        -- The folded query's trigrams: the listing index works out names' similarity from them.
        show_trgm(search_normalize(${q})) as trigrams,
        case when not hit.exact then (
          select coalesce(json_agg(json_build_object('word', w.word, 'known', w.known, 'alternatives', w.alternatives)), '[]')
          from (
            select w.word,
              exists (select 1 from ${searchWords} sw where sw.language = ${l.language} and sw.word = w.word) as known,
              -- The closest words, and those nearly as close: "drss" is dress (0.375), not also
              -- dryness (0.3).
              array(
                select a.word from (
                  select sw.word, sw.documents, similarity(sw.word, w.word) as sim,
                    max(similarity(sw.word, w.word)) over () as best
                  from ${searchWords} sw
                  where sw.language = ${l.language} and sw.word % w.word and sw.word <> w.word
                ) a
                where a.sim >= ${ALTERNATIVE_RATIO}::float8 * a.best
                order by a.sim desc, a.documents desc, a.word
                limit ${MAX_ALTERNATIVES}
              ) as alternatives
            from (
              select word from unnest(tsvector_to_array(to_tsvector('simple', search_normalize(${q})))) word
              -- Stop words ("the", "de") are not words to correct: they match nothing by design.
              where to_tsvector(${l.config}, word) <> ''::tsvector
              limit ${MAX_QUERY_WORDS}
            ) w
          ) w
        ) end as words
      from hit
    `);
    const row = result.rows[0];
    return {
      tsquery: row?.tsquery ?? '',
      exact: row?.exact ?? false,
      words: row?.words ?? [],
      trigrams: row?.trigrams ?? [],
    };
  }

  /**
   * The listing source of a stage: the matching documents of the store's language with their
   * relevance. The tsquery arrives as text (a bound parameter) so that the planner sees a
   * constant: it then estimates how many documents match from the column's statistics and reads
   * "dress" (a fifth of the catalogue) with hash joins but "satin midi dress" with index look-ups,
   * as the category listings do.
   */
  function matchSource(
    language: Language,
    q: string,
    stage: MatchStage,
    tsquery: string,
    queryTrigrams: string[],
  ): ListingSource {
    const l = languageSql(language);
    const fuzzy = stage === 'partial';
    const tsq = sql`${tsquery}::tsquery`;
    return {
      popularityTiebreak: true,
      // Reads product_search alone: the listing index keeps a query's matches until it changes.
      searchIndexOnly: true,
      // The same rows, which the listing index can work out from the documents it holds; stage 3's
      // documents like the whole query it asks PostgreSQL's trigram index for (similarTo).
      text: {
        language,
        tsquery,
        queryTrigrams,
        nameWeight: NAME_SIMILARITY_WEIGHT,
        ...(fuzzy ? { similarTo: q } : {}),
      },
      // The name's trigram similarity is computed once per distinct name, not per product: a
      // broad word ("dress", 20,000 products at 100,000) matches only a few hundred names, and
      // that similarity was most of a first search's time.
      rows: sql`
        with ${fuzzy ? partialMatches(l.language, q, tsq) : wordMatches(l.language, tsq)},
        names as materialized (
          select name, similarity(name, search_normalize(${q})) as similarity
          from (select distinct name from matched) distinct_names
        )
        select matched.product_id, matched.rank + ${NAME_SIMILARITY_WEIGHT}::float8 * names.similarity
        from matched join names using (name)
      `,
    };
  }

  /** Stages 1 and 2's matches (`matched`): the documents with the query's words, and their ts_rank. */
  function wordMatches(language: SQL, tsq: SQL): SQL {
    return sql`matched as materialized (
          select ps.product_id, ps.name, ts_rank(ps.document, ${tsq}, 32) as rank
          from ${productSearch} ps
          where ps.language = ${language} and ps.document @@ ${tsq}
        )`;
  }

  /**
   * Stage 3's matches (`matched`): documents with any of the words, and documents whose text holds
   * something like the whole query (`%>`, pg_trgm's word similarity over its threshold), which
   * also adds that similarity to their relevance. Only those few, found through the trigram index,
   * get it computed: over every document with any of ten words (70,000 of 100,000), a long query's
   * word similarity made such a search take seconds.
   */
  function partialMatches(language: SQL, q: string, tsq: SQL): SQL {
    return sql`similar_text as materialized (
          select ps.product_id, word_similarity(search_normalize(${q}), ps.text) as similarity
          from ${productSearch} ps
          where ps.language = ${language} and ps.text %> search_normalize(${q})
        ),
        matched as materialized (
          select ps.product_id, ps.name, ts_rank(ps.document, ${tsq}, 32) + coalesce(s.similarity, 0) as rank
          from ${productSearch} ps left join similar_text s using (product_id)
          where ps.language = ${language} and ps.document @@ ${tsq}
          union all
          select ps.product_id, ps.name, ts_rank(ps.document, ${tsq}, 32) + s.similarity
          from similar_text s join ${productSearch} ps using (product_id)
          where ps.language = ${language} and not (ps.document @@ ${tsq})
        )`;
  }

  /**
   * Picks the stage and its tsquery. Kept while the listing index keeps the search's matches: a
   * decision depends on product_search and search_words alone, and the index forgets what it
   * kept of searches when product_search changes (or may have: notifications lost). Every view of
   * a search asked this, one or two statements; for a broad word ("dress", 20,000 documents)
   * PostgreSQL builds the word's whole bitmap to say that it matches.
   */
  async function match(
    language: Language,
    q: string,
  ): Promise<{ stage: MatchStage; source: ListingSource } | undefined> {
    const decision = await keptDecision(language, q);
    return decision
      ? {
          stage: decision.stage,
          source: matchSource(language, q, decision.stage, decision.tsquery, decision.trigrams),
        }
      : undefined;
  }

  /** The query's decision: kept, or decided now and kept when the listing index is trusted. */
  async function keptDecision(language: Language, q: string): Promise<Decision | undefined> {
    const index = listingIndexFor(db);
    if (!index?.current()) return decide(language, q);
    const sources = index.sources;
    let kept = keptDecisions.get(sources);
    if (!kept) keptDecisions.set(sources, (kept = new LRUCache({ max: KEPT_DECISIONS })));
    const key = `${language}\u0000${q}`;
    const generation = sources.generation;
    const known = kept.get(key);
    if (known && known.generation === generation) return known.decision ?? undefined;
    const decision = await decide(language, q);
    // Not when product_search changed meanwhile: the decision may be older than the change.
    if (sources.generation === generation) kept.set(key, { generation, decision: decision ?? null });
    return decision;
  }

  /** Decides the stage and its tsquery (stages 2 and 3 from the words' alternatives). */
  async function decide(language: Language, q: string): Promise<Decision | undefined> {
    const l = languageSql(language);
    const found = await plan(language, q);
    if (found.exact) return { stage: 'exact', tsquery: found.tsquery, trigrams: found.trigrams };
    // Nothing but stop words and punctuation ("the", "!!!"): nothing to look for.
    if (found.words.length === 0) return undefined;

    const anyOf = (words: string[]) =>
      sql`(${sql.join(
        words.map((w) => sql`websearch_to_tsquery(${l.config}, ${w})`),
        sql` || `,
      )})`;
    // Each word widened to its close catalogue words: a typo to the words meant ("drss": dress),
    // a known word to its neighbours too (Arabic "ساتان" to "الساتان", with the article the
    // 'simple' configuration keeps). A word neither known nor close to one is dropped.
    const groups = found.words
      .map((w) => (w.known ? [w.word, ...w.alternatives] : w.alternatives))
      .filter((g) => g.length > 0);
    const corrected = found.words.some((w) => w.alternatives.length > 0);
    const every = corrected ? sql.join(groups.map(anyOf), sql` && `) : sql`''::tsquery`;
    const some = groups.length > 0 ? sql.join(groups.map(anyOf), sql` || `) : sql`''::tsquery`;
    // Stage 2 when requiring every (corrected) word still finds something, else stage 3. Whether
    // it does is asked of the documents in memory when they are read: PostgreSQL built the
    // corrected word's whole bitmap to say so (dress's 20,000 documents for "drss").
    const inMemory = documentsOf(language) !== undefined;
    const result = await db.execute<{ every: string; some: string; found: boolean | null }>(sql`
      with q as materialized (select ${every} as every_word, ${some} as some_word)
      select (select every_word::text from q) as every, (select some_word::text from q) as some,
        ${inMemory ? sql`null::boolean` : sql`${corrected} and ${anyDocument(l.language, sql`(select every_word from q)`)}`} as found
    `);
    const row = result.rows[0];
    if (row && corrected && (row.found ?? (await anyMatches(language, row.every)))) {
      return { stage: 'corrected', tsquery: row.every, trigrams: found.trigrams };
    }
    return { stage: 'partial', tsquery: row?.some ?? '', trigrams: found.trigrams };
  }

  const service = {
    /**
     * §7.4 page/search: one page of the products matching `q` in the store (its language,
     * currency and stock region; only live, priced, in-stock products) with the listing's facets,
     * price range and sorts; the default sort is relevance. An empty query finds nothing.
     */
    async search(store: LocaleConfig, req: SearchRequest, now = new Date()): Promise<SearchResult> {
      const query = normalizeQuery(req.q ?? '');
      const page = clampPage(req.page ?? 1);
      if (query === '') return { query, ...emptyListing(page) };
      const sort = req.sort && (SORT_OPTIONS as readonly string[]).includes(req.sort) ? req.sort : 'default';
      // Decided and matched on the folded query (search_normalize lower-cases it anyway), so
      // "Dress" and "dress" share one decision and one set of matches (the kept ones too).
      const matched = await match(store.language, query.toLowerCase());
      if (!matched) return { query, ...emptyListing(page) };
      const { stage, source } = matched;
      const result = await listProducts(
        db,
        store,
        source,
        {
          sort,
          page,
          filters: req.filters ?? {},
          ...(req.price ? { price: req.price } : {}),
          ...(req.pageSize ? { pageSize: req.pageSize } : {}),
        },
        now,
      );
      // Only queries that matched as typed become popular searches: a typo is never suggested.
      // Counted here and written within seconds, not before the shopper gets the page.
      if (stage === 'exact' && page === 1 && req.record !== false && result.total > 0) {
        queryCountsOf(db).add(store.language, query.toLowerCase(), now);
      }
      return { query, ...result };
    },

    /**
     * §7.8 searchsuggest, as the shopper types: products whose name has every typed word as a
     * word prefix ("dre" → dresses) or is close to the text (trigram), one per distinct name, in
     * stock in the store; categories named alike; popular searches starting with or close to it.
     */
    async suggest(
      store: LocaleConfig,
      q: string,
      limit: Partial<Record<keyof typeof SUGGEST_LIMITS, number>> = {},
      now = new Date(),
    ): Promise<Suggestions> {
      const query = normalizeQuery(q);
      const cap = (key: keyof typeof SUGGEST_LIMITS) => {
        const n = limit[key];
        return Number.isInteger(n) && n! >= 0 ? Math.min(n!, SUGGEST_LIMITS[key]) : SUGGEST_LIMITS[key];
      };
      const empty: Suggestions = { query, products: [], categories: [], queries: [] };
      if (query === '') return empty;
      const l = languageSql(store.language);
      const productLimit = cap('products');
      const nameLimit = productLimit + SUGGEST_SPARE_NAMES;

      // Every word as a prefix ('dre':*), all of them (&) or any (|). Lexemes are quoted with
      // their quotes and backslashes escaped, so no input can break the tsquery syntax.
      const prefixes = (operator: '&' | '|') => sql`(
        select to_tsquery('simple', string_agg(
          '''' || replace(replace(w, '\\', '\\\\'), '''', '''''') || ''':*', ${sql.raw(`' ${operator} '`)}))
        from (
          -- One letter is no prefix worth matching ("t shirt" is shirt).
          select w from unnest(tsvector_to_array(to_tsvector('simple', search_normalize(${query})))) w
          where length(w) > 1
          limit ${MAX_QUERY_WORDS}
        ) words
      )`;
      // Folded, the query is a constant by the time the statement is planned, so the trigram
      // and prefix indexes below can use it.
      const folded = sql`search_normalize(${query})`;
      const categoryName = sql`coalesce(c.names ->> ${store.language}, c.names ->> 'en')`;
      const result = await db.execute<{
        names: { ids: number[]; skus: string[] }[] | null;
        categories: { path: string; name: string }[] | null;
        queries: string[] | null;
      }>(sql`
        with typed as materialized (select ${prefixes('&')} as every_word, ${prefixes('|')} as some_word),
        -- Names with every typed word come first ("satin dre": satin dresses, then other matches).
        -- When there are enough of them, they are the answer, found through the word index alone.
        every_name as materialized (
          select n.key, n.product_ids, true as every, starts_with(n.key, ${folded}) as starts,
            word_similarity(${folded}, n.key) as similarity, n.popularity
          from ${searchNames} n
          where n.language = ${l.language} and n.document @@ (select every_word from typed)
          order by starts desc, similarity desc, n.popularity desc, n.key
          limit ${nameLimit}
        ),
        -- Otherwise names with any typed word, or like the text. Only then: for "satin mi", a word
        -- in a third of the names, PostgreSQL scanned them all and worked out each one's trigram
        -- similarity, most of the statement's time.
        any_name as materialized (
          select n.key, n.product_ids, coalesce(n.document @@ (select every_word from typed), false) as every,
            starts_with(n.key, ${folded}) as starts, word_similarity(${folded}, n.key) as similarity, n.popularity
          from ${searchNames} n
          where (select count(*) from every_name) < ${nameLimit}
            and n.language = ${l.language}
            and (n.document @@ (select some_word from typed) or n.key %> ${folded})
          order by every desc, starts desc, similarity desc, n.popularity desc, n.key
          limit ${nameLimit}
        )
        select
          (select json_agg(json_build_object('ids', n.ids, 'skus', n.skus)
              order by n.every desc, n.starts desc, n.similarity desc, n.popularity desc, n.key) from (
            select n.every, n.starts, n.similarity, n.popularity, n.key,
              n.product_ids[1:${SUGGEST_CANDIDATES_PER_NAME}] as ids,
              array(select p.sku from unnest(n.product_ids[1:${SUGGEST_CANDIDATES_PER_NAME}]) with ordinality i(id, o)
                    join ${products} p on p.id = i.id order by i.o) as skus
            from (
              select * from every_name where (select count(*) from every_name) >= ${nameLimit}
              union all
              select * from any_name
            ) n
          ) n) as names,
          (select json_agg(json_build_object('path', c.path, 'name', c.name)) from (
            select c.path, ${categoryName} as name
            from ${categories} c
            where to_tsvector('simple', search_normalize(${categoryName})) @@ (select some_word from typed)
              or search_normalize(${categoryName}) %> ${folded}
            order by to_tsvector('simple', search_normalize(${categoryName})) @@ (select every_word from typed) desc,
              starts_with(search_normalize(${categoryName}), ${folded}) desc,
              word_similarity(${folded}, search_normalize(${categoryName})) desc, length(c.path), c.path
            limit ${cap('categories')}
          ) c) as categories,
          (select json_agg(s.query) from (
            select s.query from ${searchQueries} s
            where s.language = ${l.language}
              and (s.key like replace(replace(replace(${folded}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'
                or s.key % ${folded})
            order by starts_with(s.key, ${folded}) desc, s.count desc, s.last_at desc, s.key
            limit ${cap('queries')}
          ) s) as queries
      `);
      const row = result.rows[0];
      const names = row?.names ?? [];

      // The first product of each name that is live, priced and in stock here, names in order.
      const ids = names.flatMap((n) => n.ids);
      const cards =
        ids.length === 0 || productLimit === 0
          ? []
          : await productCards(db, store, now, {
              where: sql`p.id = any(${sql.param(ids)}::int[]) and p.date_enabled <= ${now}`,
              order: sql`array_position(${sql.param(ids)}::int[], p.id)`,
              limit: ids.length,
              inStockOnly: true,
              distinctStyle: false,
            });
      const bySku = new Map(cards.map((c) => [c.sku, c]));
      const suggested: SuggestedProduct[] = [];
      for (const name of names) {
        const card = name.skus.map((s) => bySku.get(s)).find((c) => c !== undefined);
        if (!card) continue;
        suggested.push({
          sku: card.sku,
          urlKey: card.urlKey,
          name: card.name,
          price: card.price,
          wasPrice: card.wasPrice,
          image: card.images[0] ?? null,
        });
        if (suggested.length === productLimit) break;
      }
      return {
        query,
        products: suggested,
        categories: row?.categories ?? [],
        queries: row?.queries ?? [],
      };
    },

    /**
     * Counts a search for the popular searches of suggestions, now. Only queries that found
     * products, and whose every word is a word of the catalogue (so nothing a shopper typed about
     * themselves can be shown to others), are kept. `search` counts its own through
     * query-counts.ts; `flushQueryCounts` sends those.
     */
    async recordQuery(language: Language, q: string, resultCount: number, now = new Date()): Promise<void> {
      const query = normalizeQuery(q).toLowerCase();
      if (query === '' || !(resultCount > 0)) return;
      await writeQueryCounts(db, [{ language, query, count: 1, lastAt: now }]);
    },

    /** Sends the searches counted so far on their way (query-count-writes.ts); tests wait for it. */
    flushQueryCounts(): Promise<void> {
      return flushQueryCounts(db);
    },
  };
  return service;
}

export type SearchService = ReturnType<typeof searchService>;

/** Anything that runs a parameterised statement: a pg client (the seed's transaction) or pool. */
type Queryable = Pick<pg.ClientBase, 'query'>;

/**
 * Rebuilds the search index from the catalogue in one statement (atomic on its own; inside the
 * caller's transaction when given one): every product's document in every language (upserted, so
 * readers never see it empty), the vocabulary and the distinct names (stale rows deleted).
 * Deleted products leave with their documents (foreign key, on delete cascade).
 */
export async function refreshSearchIndex(
  db: Database | Queryable,
): Promise<{ documents: number; words: number; names: number }> {
  const client: Queryable = '$client' in db ? db.$client : db;
  const { rows } = await client.query<{ documents: number; words: number; names: number }>(
    REFRESH_SQL,
    refreshParameters(),
  );
  const row = rows[0];
  return { documents: row?.documents ?? 0, words: row?.words ?? 0, names: row?.names ?? 0 };
}

/** $1 colour names and $2 colour group names (jsonb, see colourVocabulary), $3 attribute keys. */
export function refreshParameters(): [string, string, string[]] {
  const { colours, groups } = colourVocabulary();
  return [JSON.stringify(colours), JSON.stringify(groups), [...SEARCH_ATTRIBUTES]];
}

const configValues = SEARCH_LANGUAGES.map((l) => `('${l}', '${TEXT_SEARCH_CONFIG[l]}'::regconfig)`).join(
  ', ',
);

/**
 * The statement of refreshSearchIndex (plain SQL so the seed's pg client can run it too).
 * A document is three parts: the name (weight A), the category and colour names (B) and the
 * attribute values (C). Catalogues repeat each part a lot (colour siblings share a name, thousands
 * of products share a category and colour), so each distinct part is folded and parsed once and
 * the documents are assembled from them: at 100,000 products that is a few thousand to_tsvector
 * calls per part instead of 300,000.
 */
export const REFRESH_SQL = `
with languages (language, config) as (values ${configValues}),
product_parts as materialized (
  select p.id as product_id, p.popularity, p.names, p.colour, p.colour_group,
    coalesce((
      select string_agg(v, ' ' order by a.key, v)
      from jsonb_each(p.attributes) a
      cross join lateral jsonb_array_elements_text(case jsonb_typeof(a.value)
        when 'array' then a.value when 'string' then jsonb_build_array(a.value) else '[]'::jsonb end) v
      where a.key = any($3::text[])
    ), '') as attributes,
    coalesce(array(
      select pc.category_id from product_categories pc where pc.product_id = p.id order by pc.category_id
    ), '{}') as category_ids
  from products p
),
-- One row per product and language. Each part is joined back on one text key: a single
-- equality the planner hashes, however few or many parts there are.
product_rows as materialized (
  select pp.product_id, pp.popularity, l.language, l.config,
    coalesce(pp.names ->> l.language, pp.names ->> 'en') as name,
    pp.category_ids, pp.colour, pp.colour_group, pp.attributes,
    l.language || coalesce(pp.names ->> l.language, pp.names ->> 'en') as name_key,
    concat_ws(chr(31), l.language, pp.category_ids::text, pp.colour, pp.colour_group) as category_colour_key,
    l.language || pp.attributes as attribute_key
  from product_parts pp cross join languages l
),
name_parts as materialized (
  select key, language, uses, search_normalize(name) as folded,
    setweight(to_tsvector(config, search_normalize(name)), 'A') as vector
  from (
    select name_key as key, language, config, name, count(*) as uses
    from product_rows group by 1, 2, 3, 4
  ) n
),
category_colour_parts as materialized (
  select key, language, uses, search_normalize(words) as folded,
    setweight(to_tsvector(config, search_normalize(words)), 'B') as vector
  from (
    select k.*, concat_ws(' ',
      (select string_agg(coalesce(c.names ->> k.language, c.names ->> 'en'), ' ' order by c.id)
         from categories c where c.id = any(k.category_ids)),
      $1::jsonb -> k.colour ->> k.language, k.colour,
      $2::jsonb -> k.colour_group ->> k.language, k.colour_group) as words
    from (
      select category_colour_key as key, language, config, category_ids, colour, colour_group,
        count(*) as uses
      from product_rows group by 1, 2, 3, 4, 5, 6
    ) k
  ) k
),
attribute_parts as materialized (
  select key, language, uses, search_normalize(attributes) as folded,
    setweight(to_tsvector(config, search_normalize(attributes)), 'C') as vector
  from (
    select attribute_key as key, language, config, attributes, count(*) as uses
    from product_rows group by 1, 2, 3, 4
  ) a
),
docs as materialized (
  select r.product_id, r.popularity, r.language, r.name as display_name, n.folded as name,
    concat_ws(' ', n.folded, cc.folded, nullif(a.folded, '')) as text,
    n.vector || cc.vector || a.vector as document
  from product_rows r
  join name_parts n on n.key = r.name_key
  join category_colour_parts cc on cc.key = r.category_colour_key
  join attribute_parts a on a.key = r.attribute_key
),
indexed as (
  insert into product_search (product_id, language, name, text, document)
  select product_id, language, name, text, document from docs
  on conflict (product_id, language) do update
    set name = excluded.name, text = excluded.text, document = excluded.document
    where (product_search.name, product_search.text, product_search.document)
      is distinct from (excluded.name, excluded.text, excluded.document)
),
-- Each word with how many document parts hold it, counted from the distinct parts.
words as (
  select p.language, w as word, sum(p.uses)::int as documents
  from (
    select language, folded, uses from name_parts
    union all select language, folded, uses from category_colour_parts
    union all select language, folded, uses from attribute_parts
  ) p
  cross join lateral unnest(tsvector_to_array(to_tsvector('simple', p.folded))) w
  group by p.language, w
),
words_removed as (
  delete from search_words s
  where not exists (select 1 from words w where w.language = s.language and w.word = s.word)
),
words_written as (
  insert into search_words (language, word, documents)
  select language, word, documents from words
  on conflict (language, word) do update set documents = excluded.documents
    where search_words.documents <> excluded.documents
),
names as (
  select language, name as key,
    (array_agg(display_name order by popularity desc, product_id))[1] as name,
    to_tsvector('simple', name) as document,
    (array_agg(product_id order by popularity desc, product_id))[1:${NAME_PRODUCTS}] as product_ids,
    max(popularity) as popularity
  from docs
  group by language, name
),
names_removed as (
  delete from search_names s
  where not exists (select 1 from names n where n.language = s.language and n.key = s.key)
),
names_written as (
  insert into search_names (language, key, name, document, product_ids, popularity)
  select language, key, name, document, product_ids, popularity from names
  on conflict (language, key) do update
    set name = excluded.name, document = excluded.document, product_ids = excluded.product_ids,
      popularity = excluded.popularity
    where (search_names.name, search_names.document, search_names.product_ids, search_names.popularity)
      is distinct from (excluded.name, excluded.document, excluded.product_ids, excluded.popularity)
)
select (select count(*) from docs)::int as documents,
  (select count(*) from words)::int as words,
  (select count(*) from names)::int as names
`;
