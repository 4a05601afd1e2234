import { describe, expect, it } from 'vitest';
import {
  BANNER_DEFAULT_END,
  CART_WIDGET_CATEGORY,
  CONSENT_WAIT_FOR_UPDATE_MS,
  ERROR_REPORTING,
  ERROR_REPORTING_IGNORED_STATUSES,
  FOOTER_CACHE_MS,
  FOOTER_TIMEOUT_MS,
  HOMEPAGE_WIDGET_SIZE,
  HOMEPAGE_WIDGETS,
  LOCALE_REQUIRED_MESSAGE,
  QUOTE_TOKEN_PLACEHOLDER,
  REQUEST_TIMEOUT_MESSAGE,
  VIEWPORT_MAXIMUM_SCALE,
} from './constants.ts';
import { MINUTES_PER_HOUR, MS_PER_SECOND, SECONDS_PER_MINUTE } from './dates.ts';

describe('§9 business constants', () => {
  it('footer: 15 minutes in memory, 10 s server timeout', () => {
    expect(FOOTER_CACHE_MS).toBe(15 * SECONDS_PER_MINUTE * MS_PER_SECOND);
    expect(FOOTER_CACHE_MS).toBe(900_000);
    expect(FOOTER_TIMEOUT_MS).toBe(10 * MS_PER_SECOND);
    expect(FOOTER_CACHE_MS).toBeLessThan(MINUTES_PER_HOUR * SECONDS_PER_MINUTE * MS_PER_SECOND);
  });

  it('homepage widgets: new arrivals (category), trending and bestsellers (global), 6 products each', () => {
    expect(HOMEPAGE_WIDGET_SIZE).toBe(6);
    expect(HOMEPAGE_WIDGETS).toEqual([
      { id: 'newArrivals', source: 'category' },
      { id: 'trending', source: 'global' },
      { id: 'bestsellers', source: 'global' },
    ]);
  });

  it('cart widgets use category 3008', () => {
    expect(CART_WIDGET_CATEGORY).toBe(3008);
  });

  it('missing banner end date: 01-01-2121 12:00', () => {
    expect(BANNER_DEFAULT_END).toBe('01-01-2121 12:00');
  });

  it('error reporting: sample rate 0.5, traces 0.005, 50 breadcrumbs; §8 ignored statuses', () => {
    expect(ERROR_REPORTING).toEqual({ sampleRate: 0.5, tracesSampleRate: 0.005, maxBreadcrumbs: 50 });
    expect(ERROR_REPORTING_IGNORED_STATUSES).toEqual([401, 403, 404, 409]);
  });

  it('fixed values of §4.4, §7.5, §8 and §2.3', () => {
    expect(QUOTE_TOKEN_PLACEHOLDER).toBe('pltqt');
    expect(REQUEST_TIMEOUT_MESSAGE).toBe('Request has timed out!');
    expect(LOCALE_REQUIRED_MESSAGE).toBe('Locale is required');
    expect(CONSENT_WAIT_FOR_UPDATE_MS).toBe(500);
    expect(VIEWPORT_MAXIMUM_SCALE).toBe(5);
  });
});
