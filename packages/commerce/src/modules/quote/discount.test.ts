import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  discountMinor,
  normalisePromotionCode,
  percentOfMinor,
  promotionProblem,
  type PromotionRule,
} from './discount.ts';

const rule = (overrides: Partial<PromotionRule> = {}): PromotionRule => ({
  code: 'X',
  percentOff: 10,
  amountOffMinor: null,
  currency: null,
  minimumMinor: 0,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  uses: 0,
  ...overrides,
});

describe('percentage discounts round half up in minor units', () => {
  it.each([
    [14997, 15, 2250], // 2249.55
    [1250, 10, 125],
    [1005, 10, 101], // 100.5 -> 101
    [1004, 10, 100], // 100.4
    [995, 50, 498], // 497.5 -> 498
    [1, 10, 0], // 0.1
    [5, 10, 1], // 0.5 -> 1
    [0, 90, 0],
  ])('%i at %i%% is %i', (amount, percent, expected) => {
    expect(percentOfMinor(amount, percent)).toBe(expected);
  });

  it('matches exact decimal rounding for any bag and percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 90 }),
        (amount, percent) => {
          const exact = (BigInt(amount) * BigInt(percent) * 10n + 500n) / 1000n; // half up at the 0.5 boundary
          expect(percentOfMinor(amount, percent)).toBe(Number(exact));
        },
      ),
    );
  });
});

describe('discountMinor', () => {
  it('a fixed amount is capped by the subtotal', () => {
    expect(discountMinor(rule({ percentOff: null, amountOffMinor: 1000, currency: 'GBP' }), 600)).toBe(600);
    expect(discountMinor(rule({ percentOff: null, amountOffMinor: 1000, currency: 'GBP' }), 6000)).toBe(1000);
  });
});

describe('promotionProblem', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const bag = { currency: 'GBP', subtotalMinor: 5000 };
  it('holds inside its dates: start inclusive, end exclusive', () => {
    expect(promotionProblem(rule({ startsAt: now }), bag, now)).toBeNull();
    expect(promotionProblem(rule({ startsAt: new Date(now.getTime() + 1) }), bag, now)).toBe(
      'PROMOTION_NOT_STARTED',
    );
    expect(promotionProblem(rule({ endsAt: now }), bag, now)).toBe('PROMOTION_EXPIRED');
  });
  it('uses, currency and minimum', () => {
    expect(promotionProblem(rule({ maxUses: 3, uses: 3 }), bag, now)).toBe('PROMOTION_USED_UP');
    expect(promotionProblem(rule({ maxUses: 3, uses: 2 }), bag, now)).toBeNull();
    expect(promotionProblem(rule({ currency: 'EUR' }), bag, now)).toBe('PROMOTION_WRONG_CURRENCY');
    expect(promotionProblem(rule({ currency: 'GBP', minimumMinor: 5001 }), bag, now)).toBe(
      'PROMOTION_BELOW_MINIMUM',
    );
    expect(promotionProblem(rule({ currency: 'GBP', minimumMinor: 5000 }), bag, now)).toBeNull();
  });
  it('codes are typed by people', () => {
    expect(normalisePromotionCode('  welcome10 ')).toBe('WELCOME10');
  });
});
