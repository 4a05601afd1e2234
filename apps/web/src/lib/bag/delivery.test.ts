import { getLocale } from '@vitrine/config';
import { describe, expect, it } from 'vitest';
import { deliveryEstimate } from './delivery';

// A Tuesday morning in London: standard delivery leaves today.
const now = new Date('2026-11-24T09:00:00Z');

describe('the bag page’s delivery estimate', () => {
  it('is the store’s standard delivery, with what is missing for free delivery', () => {
    const estimate = deliveryEstimate(getLocale('en-GB'), 3_000, now)!;
    expect(estimate).toMatchObject({
      priceMinor: 399,
      currency: 'GBP',
      free: false,
      missingForFreeMinor: 2_000,
    });
    expect(estimate.from.date <= estimate.to.date).toBe(true);
    expect(estimate.from.daysFromToday).toBeGreaterThanOrEqual(2);
  });

  it('is free from the store’s threshold', () => {
    expect(deliveryEstimate(getLocale('en-GB'), 5_000, now)).toMatchObject({
      priceMinor: 0,
      free: true,
      missingForFreeMinor: 0,
    });
  });

  it('is in the store’s currency and calendar (UAE: dirhams)', () => {
    expect(deliveryEstimate(getLocale('ar-AE'), 10_000, now)).toMatchObject({
      priceMinor: 2_000,
      currency: 'AED',
    });
  });

  it('works for a store with no country of its own (en-EU)', () => {
    expect(deliveryEstimate(getLocale('en-EU'), 1_000, now)).toMatchObject({ currency: 'EUR', free: false });
  });
});
