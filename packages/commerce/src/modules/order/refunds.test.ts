import { describe, expect, it } from 'vitest';
import { isReturnable, refundSplit, RETURN_WINDOW_DAYS, returnableUntil } from './refunds.ts';

describe('§7.6 refund type', () => {
  it('pays the card back what the card paid', () => {
    expect(refundSplit({ totalMinor: 5000, giftCardMinor: 0, creditMinor: 0 })).toEqual({
      type: 'card',
      cardMinor: 5000,
      storeCreditMinor: 0,
      totalMinor: 5000,
    });
  });

  it('pays gift-card and credit money back as store credit', () => {
    expect(refundSplit({ totalMinor: 0, giftCardMinor: 3000, creditMinor: 2000 })).toMatchObject({
      type: 'store-credit',
      storeCreditMinor: 5000,
    });
  });

  it('splits an order paid both ways', () => {
    expect(refundSplit({ totalMinor: 1200, giftCardMinor: 800, creditMinor: 0 })).toEqual({
      type: 'mixed',
      cardMinor: 1200,
      storeCreditMinor: 800,
      totalMinor: 2000,
    });
  });

  it('has nothing to refund on a free order', () => {
    expect(refundSplit({ totalMinor: 0, giftCardMinor: 0, creditMinor: 0 }).type).toBe('none');
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
