import { describe, expect, it } from 'vitest';
import {
  COOKIE_SWITCHABLE_FLAGS,
  FEATURE_FLAGS,
  parseFeatureCookie,
  parseFeatureList,
  resolveFeatures,
  shouldSendQuoteHeader,
} from './features.ts';

describe('feature flags from configuration', () => {
  it('reads names separated by commas or spaces and reports unknown ones', () => {
    const { flags, unknown } = parseFeatureList(' contentQuoteHeader,, contentQuoteHeaderBeta  typo ');
    expect([...flags].sort()).toEqual(['contentQuoteHeader', 'contentQuoteHeaderBeta']);
    expect(unknown).toEqual(['typo']);
  });

  it('is empty when unset', () => {
    expect(parseFeatureList(undefined).flags.size).toBe(0);
    expect(parseFeatureList('').flags.size).toBe(0);
  });

  it('is case-sensitive: a flag name is an identifier', () => {
    expect(parseFeatureList('CONTENTQUOTEHEADER').unknown).toEqual(['CONTENTQUOTEHEADER']);
  });
});

describe('§9 features cookie', () => {
  it('switches allow-listed flags on and off', () => {
    const { on, off } = parseFeatureCookie('contentQuoteHeader,-contentQuoteHeaderBeta');
    expect([...on]).toEqual(['contentQuoteHeader']);
    expect([...off]).toEqual(['contentQuoteHeaderBeta']);
  });

  it('lets the last mention of a flag win', () => {
    const { on, off } = parseFeatureCookie('contentQuoteHeader -contentQuoteHeader');
    expect(on.size).toBe(0);
    expect([...off]).toEqual(['contentQuoteHeader']);
  });

  it('ignores unknown names, malformed values and oversized lists', () => {
    expect(parseFeatureCookie('admin,%E0%A4%A').on.size).toBe(0);
    expect(parseFeatureCookie('%E0%A4%A').on.size).toBe(0);
    expect(parseFeatureCookie(Array(40).fill('contentQuoteHeader').join(',')).on.size).toBe(0);
  });

  it('only allow-listed flags can be switched by cookie', () => {
    for (const flag of COOKIE_SWITCHABLE_FLAGS) expect(FEATURE_FLAGS).toContain(flag);
  });

  it('applies the cookie on top of configuration', () => {
    expect([...resolveFeatures({ configured: 'contentQuoteHeader', cookie: '-contentQuoteHeader' })]).toEqual(
      [],
    );
    expect([...resolveFeatures({ configured: '', cookie: 'contentQuoteHeaderBeta' })]).toEqual([
      'contentQuoteHeaderBeta',
    ]);
    expect([...resolveFeatures({ configured: 'contentQuoteHeader' })]).toEqual(['contentQuoteHeader']);
  });
});

describe('§7.9 content fetch with the Quote header', () => {
  it('is used when either of its two flags is on', () => {
    expect(shouldSendQuoteHeader(new Set())).toBe(false);
    expect(shouldSendQuoteHeader(new Set(['contentQuoteHeader']))).toBe(true);
    expect(shouldSendQuoteHeader(new Set(['contentQuoteHeaderBeta']))).toBe(true);
    expect(shouldSendQuoteHeader(new Set(['somethingElse']))).toBe(false);
  });
});
