import { describe, expect, it } from 'vitest';
import { getLocale } from './locales.ts';
import { isPageAvailable } from './page-availability.ts';
import {
  DELIVERY_SUBSCRIPTION_SKU,
  deliverySubscriptionOffer,
  shippingOptions,
  subscriptionPeriodEnd,
} from './shipping.ts';

// §9 "Subscription SKU is a yearly subscription" and §2.2 "Subscription: en-GB only" (issue 6
// item 5): the product, its price, and the end of a year in the store's time zone.

const LONDON = 'Europe/London';

describe('§9 subscription SKU: the yearly free-next-day-delivery subscription', () => {
  it('is SUB-NDD-1Y at £9.99 a year in en-GB, the only store §2.2 offers it in', () => {
    expect(DELIVERY_SUBSCRIPTION_SKU).toBe('SUB-NDD-1Y');
    expect(deliverySubscriptionOffer('en-GB')).toEqual({
      sku: 'SUB-NDD-1Y',
      priceMinor: 999,
      currency: 'GBP',
      termYears: 1,
    });
    expect(deliverySubscriptionOffer(getLocale('en-GB'))?.priceMinor).toBe(999);
    for (const code of ['en-US', 'en-IE', 'fr-FR', 'ar-AE', 'en-AU'] as const) {
      expect(deliverySubscriptionOffer(code), code).toBeUndefined();
      expect(isPageAvailable('subscription', code), code).toBe(false);
    }
    expect(isPageAvailable('subscription', 'en-GB')).toBe(true);
  });

  it('a subscriber’s next day is free and says why; standard keeps its own threshold reason', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const result = shippingOptions('en-GB', { freeNextDay: true, subtotalMinor: 5_000, now });
    if (!result.ok) throw new Error('expected options');
    const byCode = Object.fromEntries(result.value.methods.map((m) => [m.code, m]));
    expect(byCode.next_day).toMatchObject({ priceMinor: 0, free: true, freeBecause: 'subscription' });
    expect(byCode.standard).toMatchObject({ priceMinor: 0, free: true, freeBecause: 'threshold' });
    const guest = shippingOptions('en-GB', { now });
    if (!guest.ok) throw new Error('expected options');
    expect(guest.value.methods.find((m) => m.code === 'next_day')).toMatchObject({
      priceMinor: 599,
      free: false,
      freeBecause: null,
    });
  });
});

describe('§9 subscription period: one year in the store’s time zone', () => {
  it('ends at the same wall-clock time on the same date next year (winter, GMT)', () => {
    // 21 Nov 2026 18:30 GMT -> 21 Nov 2027 18:30 GMT.
    expect(subscriptionPeriodEnd(new Date('2026-11-21T18:30:00.250Z'), LONDON).toISOString()).toBe(
      '2027-11-21T18:30:00.250Z',
    );
  });

  it('counts the date in the store’s zone, not in UTC (leap day seen from Sydney)', () => {
    // 14:00 UTC on 28 Feb 2028 is 01:00 on 29 Feb in Sydney: that period ends 01:00 on 28 Feb 2029
    // Sydney time (27 Feb 14:00 UTC). Counted in UTC it would end a day later.
    const start = new Date('2028-02-28T14:00:00Z');
    expect(subscriptionPeriodEnd(start, 'Australia/Sydney').toISOString()).toBe('2029-02-27T14:00:00.000Z');
    expect(subscriptionPeriodEnd(start, 'UTC').toISOString()).toBe('2029-02-28T14:00:00.000Z');
  });

  it('follows the wall clock across a DST change (GMT one year, BST the next, and back)', () => {
    // 27 Mar 2027 is the Saturday before the clocks go forward (28 Mar 2027): GMT. The same date in
    // 2028 is Monday 27 March, after the change (26 Mar 2028): BST, so the instant is an hour earlier in UTC.
    expect(subscriptionPeriodEnd(new Date('2027-03-27T12:00:00Z'), LONDON).toISOString()).toBe(
      '2028-03-27T11:00:00.000Z',
    );
    // And back: 30 Oct 2027 (BST, clocks go back 31 Oct) -> 30 Oct 2028 (GMT after 29 Oct 2028).
    expect(subscriptionPeriodEnd(new Date('2027-10-30T11:00:00Z'), LONDON).toISOString()).toBe(
      '2028-10-30T12:00:00.000Z',
    );
  });

  it('a wall time the spring change skips next year moves forward by the gap', () => {
    // 01:30 GMT on 26 Mar 2027; on 26 Mar 2028 the clocks go forward at 01:00, so 01:30 does not
    // exist and the period ends at 02:30 BST (01:30 UTC).
    expect(subscriptionPeriodEnd(new Date('2027-03-26T01:30:00Z'), LONDON).toISOString()).toBe(
      '2028-03-26T01:30:00.000Z',
    );
  });

  it('29 February ends on 28 February of the next year (the month is kept), and 28 Feb stays 28 Feb', () => {
    expect(subscriptionPeriodEnd(new Date('2028-02-29T10:00:00Z'), LONDON).toISOString()).toBe(
      '2029-02-28T10:00:00.000Z',
    );
    expect(subscriptionPeriodEnd(new Date('2027-02-28T10:00:00Z'), LONDON).toISOString()).toBe(
      '2028-02-28T10:00:00.000Z',
    );
    // 29 Feb 2028 00:30 in London is GMT, so also 00:30 UTC: still the 29th, still ends on the 28th.
    expect(subscriptionPeriodEnd(new Date('2028-02-29T00:30:00Z'), LONDON).toISOString()).toBe(
      '2029-02-28T00:30:00.000Z',
    );
    // Four years from a leap day land on a leap day again.
    expect(subscriptionPeriodEnd(new Date('2028-02-29T10:00:00Z'), LONDON, 4).toISOString()).toBe(
      '2032-02-29T10:00:00.000Z',
    );
  });
});
