import { describe, expect, it } from 'vitest';
import { allocateRefund, isReturnable, refundSplit, RETURN_WINDOW_DAYS, returnableUntil } from './refunds.ts';

describe('§7.6 refund type', () => {
  it('pays the card back what the card paid', () => {
    expect(refundSplit({ cardMinor: 5000, giftCardMinor: 0, creditMinor: 0 })).toEqual({
      type: 'card',
      cardMinor: 5000,
      storeCreditMinor: 0,
      giftCardMinor: 0,
      creditMinor: 0,
      totalMinor: 5000,
    });
  });

  it('pays gift-card and credit money back as store credit', () => {
    expect(refundSplit({ cardMinor: 0, giftCardMinor: 3000, creditMinor: 2000 })).toMatchObject({
      type: 'store-credit',
      storeCreditMinor: 5000,
    });
  });

  it('splits a refund paid both ways', () => {
    expect(refundSplit({ cardMinor: 1200, giftCardMinor: 800, creditMinor: 0 })).toMatchObject({
      type: 'mixed',
      cardMinor: 1200,
      storeCreditMinor: 800,
      totalMinor: 2000,
    });
  });

  it('has nothing to refund on a free order', () => {
    expect(refundSplit({ cardMinor: 0, giftCardMinor: 0, creditMinor: 0 }).type).toBe('none');
  });
});

describe('a return’s money goes back card first, then gift cards, then store credit', () => {
  const left = { cardMinor: 1000, giftCardMinor: 500, creditMinor: 300 };

  it('fills the card first', () => {
    expect(allocateRefund(700, left)).toEqual({ cardMinor: 700, giftCardMinor: 0, creditMinor: 0 });
  });

  it('then gift cards, then credit', () => {
    expect(allocateRefund(1600, left)).toEqual({ cardMinor: 1000, giftCardMinor: 500, creditMinor: 100 });
    expect(allocateRefund(1800, left)).toEqual(left);
  });

  it('skips a tender with nothing left', () => {
    expect(allocateRefund(400, { cardMinor: 0, giftCardMinor: 0, creditMinor: 900 })).toEqual({
      cardMinor: 0,
      giftCardMinor: 0,
      creditMinor: 400,
    });
  });

  it('never gives back more than was paid', () => {
    expect(() => allocateRefund(1801, left)).toThrow(RangeError);
    expect(() => allocateRefund(-1, left)).toThrow(RangeError);
  });
});

describe('the 28-day return window', () => {
  const delivered = new Date('2026-11-01T10:00:00Z');
  const day = 86_400_000;

  it('runs 28 days from delivery', () => {
    expect(RETURN_WINDOW_DAYS).toBe(28);
    expect(returnableUntil(delivered).toISOString()).toBe('2026-11-29T10:00:00.000Z');
  });

  it('is open only for a delivered order inside the window', () => {
    expect(isReturnable('delivered', delivered, new Date(delivered.getTime() + 27 * day))).toBe(true);
    expect(isReturnable('delivered', delivered, new Date(delivered.getTime() + 28 * day))).toBe(false);
    expect(isReturnable('returned', delivered, delivered)).toBe(false);
    expect(isReturnable('dispatched', null, delivered)).toBe(false);
  });
});
