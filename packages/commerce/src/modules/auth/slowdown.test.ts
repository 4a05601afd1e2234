import { describe, expect, it } from 'vitest';
import { FREE_FAILURES, loginDelayMs } from './slowdown.ts';

describe('sign-in slow-down (decision 0029)', () => {
  it('costs nothing for the first few failures, then doubles up to the cap', () => {
    expect(loginDelayMs(0, 3000)).toBe(0);
    expect(loginDelayMs(FREE_FAILURES, 3000)).toBe(0);
    expect([4, 5, 6, 7, 8, 50, 10_000].map((n) => loginDelayMs(n, 3000))).toEqual([
      250, 500, 1000, 2000, 3000, 3000, 3000,
    ]);
  });

  it('is off with a cap of 0', () => {
    expect(loginDelayMs(100, 0)).toBe(0);
  });
});
