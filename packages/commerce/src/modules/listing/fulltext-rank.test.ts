import { describe, expect, it } from 'vitest';
import { parseTsquery, parseTsvector, rankDocument, rankPlan } from './fulltext-rank.ts';

// The listing index ranks searches in memory (decision 0023) and must agree with PostgreSQL to the
// last bit: the expected ranks below are PostgreSQL 18's (the embedded server's) `ts_rank(v, q, 32)::float8` for the same
// vector and query. listing-index.int.test.ts checks every document of the test catalogue too.

const DRESS = `'ateli':11C 'black':7B,8B,9B,10B 'button':1A,13C,15C 'cloth':5B 'dress':4A,6B 'midi':3A,17C`;

const rank = (vector: string, query: string) =>
  rankDocument(rankPlan(parseTsquery(query)!), parseTsvector(vector));

describe('parseTsvector', () => {
  it('reads lexemes, positions and weights as PostgreSQL stores them (weight << 14 | position)', () => {
    const doc = parseTsvector(`'black':7B,8 'dress':4A 'it''s':1C 'x\\\\y':2 'plain'`);
    expect([...doc.keys()]).toEqual(['black', 'dress', "it's", 'x\\y', 'plain']);
    expect(doc.get('black')).toEqual([(2 << 14) | 7, 8]);
    expect(doc.get('dress')).toEqual([(3 << 14) | 4]);
    expect(doc.get("it's")).toEqual([(1 << 14) | 1]);
    expect(doc.get('plain')).toEqual([]);
  });

  it('reads Arabic and accented lexemes whole', () => {
    expect([...parseTsvector(`'فستان':1A 'écru':2B`).keys()]).toEqual(['فستان', 'écru']);
  });
});

describe('parseTsquery', () => {
  it('reads lexemes joined by & and |, & binding tighter', () => {
    expect(parseTsquery(`'dress'`)).toEqual({ lexeme: 'dress' });
    expect(parseTsquery(`'a' | 'b' & 'c'`)).toEqual({
      op: '|',
      left: { lexeme: 'a' },
      right: { op: '&', left: { lexeme: 'b' }, right: { lexeme: 'c' } },
    });
    expect(parseTsquery(`( 'a' | 'b' ) & 'it''s'`)).toEqual({
      op: '&',
      left: { op: '|', left: { lexeme: 'a' }, right: { lexeme: 'b' } },
      right: { lexeme: "it's" },
    });
  });

  it('refuses what it cannot rank: phrases, negations, prefixes, weights, nothing at all', () => {
    for (const query of [
      `'satin' <-> 'midi'`,
      `'satin' <2> 'midi'`,
      `'dress' & !'red'`,
      `'dre':*`,
      `'dress':AB`,
      '',
      `'a' &`,
      `( 'a'`,
    ]) {
      expect(parseTsquery(query), query).toBeUndefined();
    }
  });
});

describe('ts_rank(document, query, 32), as PostgreSQL computes it', () => {
  it('one word: its positions and weights', () => {
    expect(rank(DRESS, `'dress'`)).toBe(0.4007382094860077);
  });

  it('every word (&): how close the words stand', () => {
    expect(rank(DRESS, `'black' & 'dress'`)).toBe(0.49897316098213196);
    expect(rank(DRESS, `( 'black' | 'noir' ) & 'dress' & 'midi'`)).toBe(0.49999991059303284);
    expect(rank(`'a':1A,3 'b':2B,5C 'c':4`, `'a' & 'b' & 'zz'`)).toBe(0.4600858688354492);
    // Words more than 100 apart, or without positions, barely count.
    expect(rank(`'a':1 'b':150`, `'a' & 'b'`)).toBe(1.0000000168623835e-16);
    expect(rank(`'a' 'b'`, `'a' & 'b'`)).toBe(1.0000000168623835e-16);
  });

  it('any word (|): the average over the query words', () => {
    expect(rank(DRESS, `'black' | 'dress'`)).toBe(0.33662816882133484);
    expect(rank(`'a' 'b'`, `'a'`)).toBe(0.057308755815029144);
  });

  it('orders and dedupes the query words as PostgreSQL does', () => {
    expect(rankPlan(parseTsquery(`'midi' & ( 'dress' | 'midi' ) & 'black'`)!)).toEqual({
      items: ['black', 'dress', 'midi'],
      and: true,
    });
    // Byte order of UTF-8: 'z' (0x7a) before 'é' (0xc3 0xa9).
    expect(rankPlan(parseTsquery(`'é' | 'z'`)!).items).toEqual(['z', 'é']);
  });
});
