// Where the popular-search counts a process batches (query-counts.ts) end up (§7.8
// searchsuggest). Each database handle has one batcher. Its batches go to the handle's sink when
// the composition root has given one: jobs.ts queues each batch as a `search-counts` job, which
// whichever worker takes it writes with writeQueryCounts, and a write that fails is retried
// (issue 31 item 6). A handle with no sink writes its batches itself: a process with no job
// runner (tests, scripts) still keeps its counts.
//
// The batchers and sinks are on globalThis, keyed by handle: in the web process Next bundles this
// module more than once (the pages', the API route's and the start-up hook's copies), and all of
// them must batch into, and send through, the one handle's sink.

import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { whenStopping } from '../../kernel/stopping.ts';
import { QueryCounts, type QueryCount } from './query-counts.ts';
import { SEARCH_LANGUAGES, searchQueries, searchWords } from './schema.ts';

/** Takes a batch of counts away to be written (a job queue); rejects when it could not. */
export type QueryCountSink = (counts: QueryCount[]) => Promise<void>;

const holder = globalThis as unknown as {
  __vitrineQueryCounts?: WeakMap<Database, QueryCounts>;
  __vitrineQueryCountSinks?: WeakMap<Database, QueryCountSink>;
};
const batchers = (holder.__vitrineQueryCounts ??= new WeakMap());
const sinks = (holder.__vitrineQueryCountSinks ??= new WeakMap());

/** From now on the handle's batches go to `sink` (null: written by this process again). */
export function sendQueryCountsTo(db: Database, sink: QueryCountSink | null): void {
  if (sink) sinks.set(db, sink);
  else sinks.delete(db);
}

/** The handle's batcher, created on first use; it sends what it holds when the process stops too. */
export function queryCountsOf(db: Database): QueryCounts {
  const known = batchers.get(db);
  if (known) return known;
  // The sink is looked up per batch: one handed in after the first search still gets the batch.
  const counts = new QueryCounts((rows) => (sinks.get(db) ?? ((r) => writeQueryCounts(db, r)))(rows));
  batchers.set(db, counts);
  whenStopping(() => counts.flush());
  return counts;
}

/** Sends or writes what the handle holds now; resolves when that and any batch under way are done. */
export function flushQueryCounts(db: Database): Promise<void> {
  return batchers.get(db)?.flush() ?? Promise.resolve();
}

/**
 * Adds searches to the popular searches, in one statement: queries whose every word is a word of
 * the catalogue only. Queries folding to one key (accents, case) are one row, under the text
 * searched last.
 */
export async function writeQueryCounts(db: Database, counts: QueryCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db.execute(sql`
    insert into ${searchQueries} as s (language, key, query, count, last_at)
    select language, key, (array_agg(query order by last_at desc))[1], sum(count)::int, max(last_at)
    from (
      select r.language, search_normalize(r.query) as key, r.query, r.count, r.last_at
      from unnest(${sql.param(counts.map((c) => c.language))}::text[], ${sql.param(counts.map((c) => c.query))}::text[],
        ${sql.param(counts.map((c) => c.count))}::int[], ${sql.param(counts.map((c) => c.lastAt.toISOString()))}::timestamptz[])
        r (language, query, count, last_at)
      where r.query <> '' and not exists (
        select 1 from unnest(tsvector_to_array(to_tsvector('simple', search_normalize(r.query)))) w
        where not exists (select 1 from ${searchWords} sw where sw.language = r.language and sw.word = w)
      )
    ) r
    group by language, key
    on conflict (language, key) do update
      set count = s.count + excluded.count, query = excluded.query, last_at = greatest(s.last_at, excluded.last_at)
  `);
}

/** A batch as a job carries it (JSON: the time as ISO text). */
const batchSchema = z.object({
  counts: z.array(
    z.object({
      language: z.enum(SEARCH_LANGUAGES),
      query: z.string(),
      count: z.number().int().positive(),
      lastAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type QueryCountBatch = z.input<typeof batchSchema>;

/** A batch as a job's data. */
export function queryCountBatch(counts: QueryCount[]): QueryCountBatch {
  return { counts: counts.map((c) => ({ ...c, lastAt: c.lastAt.toISOString() })) };
}

/** A job's data back as counts; throws on data that is not a batch (the job fails, and ends dead after its tries). */
export function queryCountsOfBatch(data: unknown): QueryCount[] {
  return batchSchema.parse(data).counts.map((c) => ({ ...c, lastAt: new Date(c.lastAt) }));
}
