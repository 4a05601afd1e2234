import { describe, expect, it } from 'vitest';
import { reactionFor } from './transaction-guard.ts';

describe('what the guard does with a second connection inside a transaction', () => {
  it('throws where tests and developers run, reports where shoppers are', () => {
    expect(reactionFor({})).toBe('throw');
    expect(reactionFor({ APP_ENV: 'development' })).toBe('throw');
    expect(reactionFor({ APP_ENV: 'test' })).toBe('throw');
    expect(reactionFor({ APP_ENV: 'staging' })).toBe('warn');
    expect(reactionFor({ APP_ENV: 'production' })).toBe('warn');
  });
});
