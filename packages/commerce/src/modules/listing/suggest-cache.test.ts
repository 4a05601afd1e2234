import { getLocale } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { cachedSuggestions, SUGGEST_CACHE_SECONDS, suggestionsFreshFor } from './suggest-cache.ts';

/** A database that answers the suggestion statement with one popular search, or fails when told. */
function fakeDb(popular: string) {
  const calls: number[] = [];
  let failNext = false;
  const db = {
    execute: async () => {
      calls.push(calls.length);
      if (failNext) {
        failNext = false;
        throw new Error('connection lost');
      }
      return { rows: [{ names: [], categories: [], queries: [popular] }] };
    },
  } as unknown as Database;
  return { db, calls, failOnce: () => (failNext = true) };
}

describe('suggestions cache (issue 3: suggestions p95 under 15 ms)', () => {
  it('reads the database once for a text a store asks again, however it is spaced', async () => {
    const { db, calls } = fakeDb('midi dress');
    const gb = getLocale('en-GB');
    expect((await cachedSuggestions(db, gb, 'mid')).queries).toEqual(['midi dress']);
    expect((await cachedSuggestions(db, gb, '  mid ')).queries).toEqual(['midi dress']);
    expect(calls).toHaveLength(1);
  });

  it('shares one read between shoppers typing the same text at the same moment', async () => {
    const { db, calls } = fakeDb('black jeans');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cachedSuggestions(db, getLocale('en-GB'), 'bla')),
    );
    expect(new Set(answers).size).toBe(1);
    expect(calls).toHaveLength(1);
  });

  it('keeps each store apart: the same text in another store is read for that store', async () => {
    const { db, calls } = fakeDb('robe');
    await cachedSuggestions(db, getLocale('en-GB'), 'ro');
    await cachedSuggestions(db, getLocale('fr-FR'), 'ro');
    expect(calls).toHaveLength(2);
  });

  it('does not keep a failed read: the next shopper gets a fresh one', async () => {
    const { db, calls, failOnce } = fakeDb('satin');
    failOnce();
    await expect(cachedSuggestions(db, getLocale('en-GB'), 'sat')).rejects.toThrow('connection lost');
    expect((await cachedSuggestions(db, getLocale('en-GB'), 'sat')).queries).toEqual(['satin']);
    expect(calls).toHaveLength(2);
  });

  it('says how long its copy has left, so copies kept in front of it expire with it', async () => {
    const { db, failOnce } = fakeDb('linen shirt');
    const gb = getLocale('en-GB');
    expect(suggestionsFreshFor(db, gb, 'lin')).toBe(0);
    await cachedSuggestions(db, gb, 'lin');
    expect(suggestionsFreshFor(db, gb, ' lin')).toBeGreaterThanOrEqual(SUGGEST_CACHE_SECONDS - 1);
    expect(suggestionsFreshFor(db, gb, 'lin')).toBeLessThanOrEqual(SUGGEST_CACHE_SECONDS);
    expect(suggestionsFreshFor(db, getLocale('fr-FR'), 'lin')).toBe(0);
    failOnce();
    await expect(cachedSuggestions(db, gb, 'kni')).rejects.toThrow('connection lost');
    expect(suggestionsFreshFor(db, gb, 'kni')).toBe(0);
  });
});
