import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashQuoteToken, isWellFormedQuoteToken, newQuoteToken, quoteTokenFromHeader } from './tokens.ts';

describe('quote tokens (decision 0012)', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newQuoteToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(isWellFormedQuoteToken(token)).toBe(true);
    }
  });

  it('are stored as their SHA-256 only', () => {
    const token = newQuoteToken();
    expect(hashQuoteToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashQuoteToken(token)).not.toContain(token);
    expect(hashQuoteToken(token)).toHaveLength(64);
  });

  it('§7.5: no header, an empty one and the placeholder pltqt mean "no quote"', () => {
    expect(quoteTokenFromHeader(undefined)).toBeUndefined();
    expect(quoteTokenFromHeader('  ')).toBeUndefined();
    expect(quoteTokenFromHeader('pltqt')).toBeUndefined();
    expect(quoteTokenFromHeader(' abc ')).toBe('abc');
  });

  it('a value that cannot be a token is recognised without a look-up', () => {
    expect(isWellFormedQuoteToken('abc')).toBe(false);
    expect(isWellFormedQuoteToken('A'.repeat(44))).toBe(false);
    expect(isWellFormedQuoteToken(`${'A'.repeat(42)}+`)).toBe(false);
  });
});
