import { describe, expect, it } from 'vitest';
import { planGiftCards } from './service.ts';

// Issue 6 item 2: applied cards pay in the order applied, each min(its balance, what is still due).

describe('planGiftCards', () => {
  it('fills the amount due card by card and leaves the rest to the bank card', () => {
    const cards = [{ balanceMinor: 2000 }, { balanceMinor: 5000 }, { balanceMinor: 700 }];
    expect(planGiftCards(cards, 6000).map((c) => c.paysMinor)).toEqual([2000, 4000, 0]);
    expect(planGiftCards(cards, 10_000).map((c) => c.paysMinor)).toEqual([2000, 5000, 700]);
    expect(planGiftCards(cards, 0).map((c) => c.paysMinor)).toEqual([0, 0, 0]);
    expect(planGiftCards([{ balanceMinor: 0 }, { balanceMinor: 300 }], 100).map((c) => c.paysMinor)).toEqual([
      0, 100,
    ]);
  });
});
