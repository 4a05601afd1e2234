import { describe, expect, it } from 'vitest';
import { moneySummary } from './money-summary.ts';

const sum = (amounts: { amountMinor: number }[]) => amounts.reduce((n, a) => n + a.amountMinor, 0);

describe('moneySummary (issue 29 item 11)', () => {
  it('pays the total by gift cards in turn, then the account balance, then the card; the tenders add up', () => {
    const s = moneySummary({
      subtotalMinor: 8450,
      discountMinor: 0,
      shippingMinor: 0,
      giftCards: [
        { last4: 'AB12', balanceMinor: 1500 },
        { last4: 'CD34', balanceMinor: 5000 },
      ],
      creditMinor: 1000,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(s.totalMinor).toBe(8450);
    expect(s.tenders).toEqual([
      { kind: 'giftCard', last4: 'AB12', amountMinor: 1500 },
      { kind: 'giftCard', last4: 'CD34', amountMinor: 5000 },
      { kind: 'credit', amountMinor: 1000 },
      { kind: 'card', brand: 'visa', last4: '4242', amountMinor: 950 },
    ]);
    expect(sum(s.tenders)).toBe(s.totalMinor);
    expect(s.cardMinor).toBe(950);
  });

  it('never lets a tender pay more than is left, and leaves out the card when nothing is', () => {
    const s = moneySummary({
      subtotalMinor: 3000,
      discountMinor: 500,
      shippingMinor: 399,
      giftCards: [
        { last4: 'AB12', balanceMinor: 2000 },
        { last4: 'CD34', balanceMinor: 2000 },
      ],
      creditMinor: 5000,
    });
    expect(s.totalMinor).toBe(2899);
    expect(s.tenders).toEqual([
      { kind: 'giftCard', last4: 'AB12', amountMinor: 2000 },
      { kind: 'giftCard', last4: 'CD34', amountMinor: 899 },
    ]);
    expect(s.cardMinor).toBe(0);
  });

  it('counts no delivery while none is chosen', () => {
    const s = moneySummary({ subtotalMinor: 2000, discountMinor: 0, shippingMinor: null });
    expect(s).toMatchObject({ shippingMinor: null, totalMinor: 2000, cardMinor: 2000 });
  });
});
