import { describe, expect, it } from 'vitest';
import { COLOURS } from '@vitrine/config';
import { ATTRIBUTE_FACETS } from './listing-filters.ts';
import {
  colourVocabulary,
  MAX_QUERY_LENGTH,
  normalizeQuery,
  REFRESH_SQL,
  refreshParameters,
  SEARCH_ATTRIBUTES,
} from './search.ts';

describe('normalizeQuery', () => {
  it('trims and collapses white space of every kind', () => {
    expect(normalizeQuery('  satin \t\n  dress  ')).toBe('satin dress');
    expect(normalizeQuery('robe\u00a0écru')).toBe('robe écru');
  });

  it('is empty for nothing but white space', () => {
    expect(normalizeQuery('')).toBe('');
    expect(normalizeQuery(' \n\t ')).toBe('');
  });

  it('drops control characters, which PostgreSQL text cannot hold (NUL)', () => {
    expect(normalizeQuery('dre\u0000ss\u0007')).toBe('dre ss');
  });

  it(`cuts a long query to ${MAX_QUERY_LENGTH} characters and never fails`, () => {
    const q = normalizeQuery('a'.repeat(10_000));
    expect(q).toHaveLength(MAX_QUERY_LENGTH);
    expect(normalizeQuery(`${'word '.repeat(30)}`).length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
  });

  it('counts characters, not UTF-16 units: an emoji or an Arabic letter is never split', () => {
    const q = normalizeQuery('👗'.repeat(150));
    expect(Array.from(q)).toHaveLength(MAX_QUERY_LENGTH);
    expect(q).toBe('👗'.repeat(MAX_QUERY_LENGTH));
    expect(normalizeQuery('فستان '.repeat(40))).toBe('فستان '.repeat(40).slice(0, MAX_QUERY_LENGTH).trim());
  });

  it('does not end with the space a cut can leave', () => {
    const q = normalizeQuery(`${'x'.repeat(99)} tail`);
    expect(q).toBe('x'.repeat(99));
  });
});

describe('search index vocabulary', () => {
  it('names every colour and colour group of the catalogue in every language', () => {
    const { colours, groups } = colourVocabulary();
    for (const colour of COLOURS) {
      expect(colours[colour.token], colour.token).toEqual(colour.name);
      for (const language of ['en', 'fr', 'ar'] as const) {
        expect(groups[colour.group]?.[language], `${colour.group} in ${language}`).toBeTruthy();
      }
    }
  });

  it('indexes every listing facet attribute', () => {
    for (const name of ATTRIBUTE_FACETS) expect(SEARCH_ATTRIBUTES).toContain(name);
  });

  it('binds every value of the refresh statement', () => {
    const parameters = refreshParameters();
    const used = new Set([...REFRESH_SQL.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    expect([...used].sort()).toEqual(parameters.map((_, i) => i + 1));
    expect(JSON.parse(parameters[0])).toEqual(colourVocabulary().colours);
  });
});
