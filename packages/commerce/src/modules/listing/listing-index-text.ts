// The search documents in the listing index's memory (decision 0023): a search's matching
// products and their relevance without asking PostgreSQL to rank them.
//
// A broad word's first search ("dress": 20,000 documents at 100,000 products) spent most of its
// time in PostgreSQL reading and ranking every matching document, and sending them back. Here each
// language's documents (product_search, as PostgreSQL made them: its stemming, its weights) are
// kept inverted: lexeme → the products holding it, in id order, and their positions. A query
// PostgreSQL parsed (search.ts plan) is matched by merging those lists and ranked with
// ts_rank's own arithmetic (fulltext-rank.ts), so the listing is the one SQL gives. The name's
// trigram similarity to the query is pg_trgm's: the trigrams are PostgreSQL's own (show_trgm of
// each distinct name, read with the documents, and of the query, given by the search's plan),
// counted as similarity() counts them.
//
// The documents change only when product_search does: migration 0010 notifies 'search', and the
// listing index drops them (listing-index-refresh.ts) and reads them again in the background.
// Until they are read, and for queries this cannot rank (phrases, prefixes, negations), the
// source's SQL answers as before. Search's stage 3 (any of the words) also lists the documents
// whose text is like the whole query (pg_trgm's `%>`): those few come from PostgreSQL's trigram
// index, and the ranking of the tens of thousands with any of the words stays here.

import type { Logger } from 'pino';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { SEARCH_LANGUAGES } from './schema.ts';
import { parseTsquery, rankPlan, readTsvector, tsRank32, type TextQuery } from './fulltext-rank.ts';
import type { SourceRows } from './listing-index-sources.ts';

/**
 * What a search source matches, for the listing index to compute in memory: the documents of
 * `language` matching `tsquery` (a tsquery's text), each at ts_rank(document, tsquery, 32) +
 * nameWeight × similarity(name, query), `queryTrigrams` being show_trgm of the folded query.
 */
export interface TextMatch {
  language: string;
  tsquery: string;
  queryTrigrams: string[];
  nameWeight: number;
  /**
   * Stage 3: also the documents whose text is like this one (`text %> search_normalize(it)`),
   * matching or not, each adding word_similarity to its ts_rank (two reals added, as in SQL).
   */
  similarTo?: string;
}

/** Documents like a query's text (stage 3): ids ascending, and each one's word similarity. */
export interface SimilarDocuments {
  ids: Int32Array;
  similarity: Float64Array;
}

/** One language's documents, inverted. */
export class LanguageDocuments {
  private readonly terms: Map<string, number>;
  /** Per term, its postings: [termStart[t], termStart[t + 1]). */
  private readonly termStart: Int32Array;
  /** Per posting, the product id (ascending within a term). */
  private readonly postingProduct: Int32Array;
  /** Per posting, its positions: [positionStart[p], positionStart[p + 1]). */
  private readonly positionStart: Int32Array;
  /** WordEntryPos values: weight << 14 | position. */
  private readonly positions: Uint16Array;
  /** Per product id, its folded name (product_search.name) as an index into `names`; -1: none. */
  private readonly nameOf: Int32Array;
  /** Per distinct name, its trigrams (show_trgm) as ids of `trigramIds`, ascending. */
  private readonly nameTrigrams: Int32Array[];
  private readonly trigramIds: Map<string, number>;
  readonly products: number;

  constructor(
    terms: Map<string, number>,
    termStart: Int32Array,
    postingProduct: Int32Array,
    positionStart: Int32Array,
    positions: Uint16Array,
    nameOf: Int32Array,
    nameTrigrams: Int32Array[],
    trigramIds: Map<string, number>,
    products: number,
  ) {
    this.terms = terms;
    this.termStart = termStart;
    this.postingProduct = postingProduct;
    this.positionStart = positionStart;
    this.positions = positions;
    this.nameOf = nameOf;
    this.nameTrigrams = nameTrigrams;
    this.trigramIds = trigramIds;
    this.products = products;
  }

  bytes(): number {
    return (
      this.termStart.byteLength +
      this.postingProduct.byteLength +
      this.positionStart.byteLength +
      this.positions.byteLength
    );
  }

  private postings(lexeme: string): [number, number] {
    const t = this.terms.get(lexeme);
    return t === undefined ? [0, 0] : [this.termStart[t]!, this.termStart[t + 1]!];
  }

  /** The products matching the query, in id order. */
  match(query: TextQuery): Int32Array {
    if ('lexeme' in query) {
      const [from, to] = this.postings(query.lexeme);
      return this.postingProduct.subarray(from, to);
    }
    const left = this.match(query.left);
    const right = this.match(query.right);
    return query.op === '&' ? intersect(left, right) : union(left, right);
  }

  /**
   * Each product's relevance, as the SQL source computes it: ts_rank(document, query, 32) (plus
   * its word similarity when it is one of `similar`) + nameWeight × similarity(name, query).
   * `products`, in id order, match the query or are among `similar`.
   */
  relevance(
    query: TextQuery,
    products: Int32Array,
    match: TextMatch,
    similar: SimilarDocuments = NONE_SIMILAR,
  ): Float64Array {
    const plan = rankPlan(query);
    const items = plan.items.length;
    const ranges = plan.items.map((lexeme) => this.postings(lexeme));
    const cursors = Int32Array.from(ranges, ([from]) => from);
    const at = { data: this.positions, start: new Int32Array(items), end: new Int32Array(items) };
    const similarity = this.similarityTo(match.queryTrigrams);
    const out = new Float64Array(products.length);
    let s = 0;
    for (let i = 0; i < products.length; i++) {
      const product = products[i]!;
      // Both in id order: the cursor into `similar` only moves on too.
      while (s < similar.ids.length && similar.ids[s]! < product) s++;
      const like = s < similar.ids.length && similar.ids[s] === product ? similar.similarity[s]! : 0;
      for (let item = 0; item < items; item++) {
        const to = ranges[item]![1];
        // Products come in id order, and so do a term's postings: each cursor only moves on.
        let p = cursors[item]!;
        while (p < to && this.postingProduct[p]! < product) p++;
        cursors[item] = p;
        const found = p < to && this.postingProduct[p] === product;
        at.start[item] = found ? this.positionStart[p]! : -1;
        at.end[item] = found ? this.positionStart[p + 1]! : -1;
      }
      // real + real in SQL: rounded to single precision before the name's double-precision share.
      const rank = like === 0 ? tsRank32(plan, at) : Math.fround(tsRank32(plan, at) + like);
      out[i] = rank + match.nameWeight * similarity(this.nameOf[product] ?? -1);
    }
    return out;
  }

  /**
   * pg_trgm's similarity(name, query) by name index, from their trigram sets: shared trigrams
   * over all distinct ones, in single precision (cnt_sml). Worked out once per distinct name.
   */
  private similarityTo(queryTrigrams: string[]): (name: number) => number {
    const query = new Set<number>();
    let unknown = 0;
    for (const trigram of new Set(queryTrigrams)) {
      const id = this.trigramIds.get(trigram);
      if (id === undefined) unknown++;
      else query.add(id);
    }
    const length = query.size + unknown;
    const memo = new Map<number, number>();
    return (name) => {
      if (name < 0) return 0;
      let value = memo.get(name);
      if (value === undefined) {
        const trigrams = this.nameTrigrams[name]!;
        let shared = 0;
        for (const t of trigrams) if (query.has(t)) shared++;
        const union = trigrams.length + length - shared;
        value = union === 0 ? 0 : Math.fround(shared / union);
        memo.set(name, value);
      }
      return value;
    };
  }
}

const NONE_SIMILAR: SimilarDocuments = { ids: new Int32Array(0), similarity: new Float64Array(0) };

function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length));
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      out[n++] = x;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out.subarray(0, n);
}

function union(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? a[i]! : Infinity;
    const y = j < b.length ? b[j]! : Infinity;
    if (x <= y) {
      out[n++] = x;
      i++;
      if (x === y) j++;
    } else {
      out[n++] = y;
      j++;
    }
  }
  return out.subarray(0, n);
}

/** Reads one language's documents from product_search. */
export async function readLanguageDocuments(
  client: pg.ClientBase,
  language: string,
): Promise<LanguageDocuments> {
  const result = await client.query({
    text: `select product_id, name, document::text as document from product_search
           where language = $1 order by product_id`,
    values: [language],
    rowMode: 'array',
  });
  const rows = result.rows as [number, string, string][];
  const terms = new Map<string, number>();
  const termCount: number[] = [];
  // The postings in document order first, then placed by term (a counting sort keeps id order).
  const entryTerm: number[] = [];
  const entryProduct: number[] = [];
  const entryPositionEnd: number[] = [];
  const flatPositions: number[] = [];
  const names = new Map<string, number>();
  let maxProduct = 0;
  for (const [product, name, document] of rows) {
    if (!names.has(name)) names.set(name, names.size);
    maxProduct = Math.max(maxProduct, product);
    readTsvector(document, (lexeme, positions) => {
      let t = terms.get(lexeme);
      if (t === undefined) {
        t = terms.size;
        terms.set(lexeme, t);
        termCount.push(0);
      }
      termCount[t]!++;
      entryTerm.push(t);
      entryProduct.push(product);
      for (const p of positions) flatPositions.push(p);
      entryPositionEnd.push(flatPositions.length);
    });
  }
  const nameOf = new Int32Array(maxProduct + 1).fill(-1);
  for (const [product, name] of rows) nameOf[product] = names.get(name)!;

  const termStart = new Int32Array(terms.size + 1);
  for (let t = 0; t < terms.size; t++) termStart[t + 1] = termStart[t]! + termCount[t]!;
  const next = termStart.slice(0, terms.size);
  const postings = entryTerm.length;
  const slotOf = new Int32Array(postings);
  const postingProduct = new Int32Array(postings);
  const positionStart = new Int32Array(postings + 1);
  for (let e = 0; e < postings; e++) {
    const slot = next[entryTerm[e]!]!++;
    slotOf[e] = slot;
    postingProduct[slot] = entryProduct[e]!;
    positionStart[slot + 1] = entryPositionEnd[e]! - (e === 0 ? 0 : entryPositionEnd[e - 1]!);
  }
  for (let p = 0; p < postings; p++) positionStart[p + 1] = positionStart[p + 1]! + positionStart[p]!;
  const positions = new Uint16Array(flatPositions.length);
  for (let e = 0; e < postings; e++) {
    let to = positionStart[slotOf[e]!]!;
    for (let from = e === 0 ? 0 : entryPositionEnd[e - 1]!; from < entryPositionEnd[e]!; from++) {
      positions[to++] = flatPositions[from]!;
    }
  }

  // The trigrams of each distinct name, as pg_trgm makes them.
  const trigrams = await client.query<{ t: string[] }>(
    `select show_trgm(n) as t from unnest($1::text[]) with ordinality u(n, i) order by i`,
    [[...names.keys()]],
  );
  const trigramIds = new Map<string, number>();
  const nameTrigrams = trigrams.rows.map((row) =>
    Int32Array.from(new Set(row.t), (t) => {
      let id = trigramIds.get(t);
      if (id === undefined) trigramIds.set(t, (id = trigramIds.size));
      return id;
    }),
  );
  return new LanguageDocuments(
    terms,
    termStart,
    postingProduct,
    positionStart,
    positions,
    nameOf,
    nameTrigrams,
    trigramIds,
    rows.length,
  );
}

/** A failed read is tried again after this long (searches rank in SQL meanwhile). */
export const SEARCH_DOCUMENTS_RETRY_MS = 30_000;

/**
 * The search documents of every shop language, read in the background and dropped when
 * product_search changes. `get` answers only from documents read since the last change.
 */
export class SearchDocuments {
  private languages = new Map<string, LanguageDocuments>();
  /** Bumped by forget(): documents read before it are not kept. */
  private generation = 0;
  private reading: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private wanted = false;
  private stopped = false;

  private readonly db: Database;
  private readonly log: Pick<Logger, 'info' | 'warn'>;
  private readonly retryMs: number;

  constructor(db: Database, log: Pick<Logger, 'info' | 'warn'>, retryMs = SEARCH_DOCUMENTS_RETRY_MS) {
    this.db = db;
    this.log = log;
    this.retryMs = retryMs;
  }

  get(language: string): LanguageDocuments | undefined {
    return this.languages.get(language);
  }

  /** For the health check: searches rank in memory only when 'ready'. */
  get state(): 'idle' | 'reading' | 'ready' {
    if (this.languages.size > 0) return 'ready';
    return this.reading ? 'reading' : 'idle';
  }

  /** Bytes of typed arrays held. */
  bytes(): number {
    return [...this.languages.values()].reduce((sum, l) => sum + l.bytes(), 0);
  }

  /** Reads the documents in the background, unless read or being read. */
  load(): void {
    this.wanted = true;
    if (this.reading || this.stopped || this.languages.size > 0) return;
    this.reading = this.read().finally(() => (this.reading = undefined));
  }

  /** product_search changed: drop the documents, and read them again if they were wanted. */
  forget(): void {
    this.generation++;
    this.languages = new Map();
    if (this.wanted && !this.reading) this.load();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    this.languages = new Map();
  }

  /** Resolves once the documents are read (or could not be). Tests and benchmarks. */
  async ready(): Promise<void> {
    this.load();
    while (this.reading) await this.reading;
  }

  private async read(): Promise<void> {
    for (;;) {
      const generation = this.generation;
      const read = new Map<string, LanguageDocuments>();
      const started = performance.now();
      try {
        const client = await this.db.$client.connect();
        try {
          for (const language of SEARCH_LANGUAGES)
            read.set(language, await readLanguageDocuments(client, language));
        } finally {
          client.release();
        }
      } catch (err) {
        this.log.warn(
          { err: err instanceof Error ? err.message : err, retryInMs: this.retryMs },
          'listing index: search documents not read, searches rank in SQL',
        );
        // A database restarting or a pool exhausted for a moment must not leave every search
        // ranking in SQL until the next rebuild (up to 10 minutes): try again soon.
        if (!this.stopped) {
          clearTimeout(this.retry);
          this.retry = setTimeout(() => this.load(), this.retryMs).unref();
        }
        return;
      }
      if (this.stopped) return;
      // Changed while reading: what was read may be older than the change.
      if (generation !== this.generation) continue;
      this.languages = read;
      this.log.info(
        {
          documents: [...read.values()].reduce((sum, l) => sum + l.products, 0),
          readMs: Math.round(performance.now() - started),
          megabytes: Math.round(this.bytes() / 1e5) / 10,
        },
        'listing index: search documents read',
      );
      return;
    }
  }

  /**
   * Whether any document of the language matches the tsquery (what `document @@ tsquery` over
   * product_search says), or undefined when this cannot say: documents not read, or a query
   * beyond & and |. A single word's matches are a slice of its postings: no work per document.
   */
  matchesAny(language: string, tsquery: string): boolean | undefined {
    const documents = this.languages.get(language);
    const query = documents && parseTsquery(tsquery);
    return query ? documents.match(query).length > 0 : undefined;
  }

  /**
   * The rows of a text match (SourceRows), or undefined when this cannot answer it: documents
   * not read, or a query beyond & and |. Positions (relevance) only when asked.
   */
  async rows(match: TextMatch, withPositions: boolean): Promise<SourceRows | undefined> {
    const documents = this.languages.get(match.language);
    if (!documents) return undefined;
    const query = parseTsquery(match.tsquery);
    if (!query) return undefined;
    if (match.similarTo === undefined) {
      // A single word's matches are a view of its postings: read, never written.
      const ids = documents.match(query);
      return { ids, positions: withPositions ? documents.relevance(query, ids, match) : null };
    }
    // Stage 3. PostgreSQL looks for the documents like the query on the other core (a trigram
    // index search, long for a query of many words) while this thread matches and ranks the tens
    // of thousands with any of them: the statement is sent before the ranking holds the thread.
    const asked = this.similar(match.language, match.similarTo);
    asked.catch(() => undefined);
    await new Promise((resolve) => setImmediate(resolve));
    const matching = documents.match(query);
    const ranked = withPositions ? documents.relevance(query, matching, match) : undefined;
    const similar = await asked;
    const ids = union(matching, similar.ids);
    if (!ranked) return { ids, positions: null };
    // The similar documents ranked with their similarity, in place of their plain rank.
    const like = documents.relevance(query, similar.ids, match, similar);
    const positions = new Float64Array(ids.length);
    // `ids`, `matching` and `similar.ids` are all in id order: the cursors only move on.
    let m = 0;
    let s = 0;
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k]!;
      while (s < similar.ids.length && similar.ids[s]! < id) s++;
      if (s < similar.ids.length && similar.ids[s] === id) {
        positions[k] = like[s]!;
        continue;
      }
      while (m < matching.length && matching[m]! < id) m++;
      positions[k] = ranked[m]!;
    }
    return { ids, positions };
  }

  /**
   * The documents whose text is like `text` (pg_trgm word similarity over its threshold), through
   * PostgreSQL's trigram index: a handful for a long query, found in tens of milliseconds.
   */
  private async similar(language: string, text: string): Promise<SimilarDocuments> {
    const result = await this.db.$client.query<[number, number]>({
      text: `select product_id, word_similarity(search_normalize($2), text) from product_search
             where language = $1 and text %> search_normalize($2) order by product_id`,
      values: [language, text],
      rowMode: 'array',
    });
    return {
      ids: Int32Array.from(result.rows, (r) => r[0]),
      // A real, sent as its shortest exact text: rounding it back gives the very value SQL adds.
      similarity: Float64Array.from(result.rows, (r) => Math.fround(r[1])),
    };
  }
}
