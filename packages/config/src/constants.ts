// §9 business constants and limits (and a few fixed values of §4, §7 and §8).

// §9 homepage recommendation widgets, 6 products each; cart widgets use category 3008.
export const HOMEPAGE_WIDGET_SIZE = 6;
export const HOMEPAGE_WIDGETS: readonly {
  id: 'newArrivals' | 'trending' | 'bestsellers';
  source: 'category' | 'global';
}[] = Object.freeze([
  { id: 'newArrivals', source: 'category' },
  { id: 'trending', source: 'global' },
  { id: 'bestsellers', source: 'global' },
]);
export const CART_WIDGET_CATEGORY = 3008;

/**
 * Merchandising category ids of §7.8's category widget (the spec names 3008 for the bag) and the
 * catalogue categories they draw from: the bag's widget offers finishing touches (bags,
 * jewellery, belts, beauty) that go with whatever is in it.
 */
export const WIDGET_CATEGORIES: Readonly<Record<number, readonly string[]>> = Object.freeze({
  [CART_WIDGET_CATEGORY]: Object.freeze([
    'accessories/bags',
    'accessories/jewellery',
    'accessories/belts',
    'beauty',
  ]),
});

// §9 / §7.9: footer kept 15 minutes in memory; 10 s fetch timeout on the server.
export const FOOTER_CACHE_MS = 15 * 60 * 1000;
export const FOOTER_TIMEOUT_MS = 10_000;

// §3.5 / §9: a missing banner end date defaults to this (DD-MM-YYYY HH:mm).
export const BANNER_DEFAULT_END = '01-01-2121 12:00';
/**
 * §3.5 "one rule": the instant BANNER_DEFAULT_END names, for the API's schedules and the browser's
 * alike. The spec gives no zone; noon UTC is New Year's Day 2121 in every zone (UTC-12 to
 * UTC+14), so "until further notice" ends at one moment whatever the store, and a reader that
 * does not know the store's zone (the browser's banner clock) reads it the same (decision 0052).
 */
export const BANNER_DEFAULT_END_INSTANT = '2121-01-01T12:00:00.000Z';

// §9 error-reporting sampling.
export const ERROR_REPORTING = Object.freeze({
  sampleRate: 0.5,
  tracesSampleRate: 0.005,
  maxBreadcrumbs: 50,
});
// §8: statuses never reported (network errors and unknown status are skipped too).
export const ERROR_REPORTING_IGNORED_STATUSES: readonly number[] = Object.freeze([401, 403, 404, 409]);

// §7.5: quote header value when no quote token is stored.
export const QUOTE_TOKEN_PLACEHOLDER = 'pltqt';

// §8 fixed messages.
export const REQUEST_TIMEOUT_MESSAGE = 'Request has timed out!';
export const LOCALE_REQUIRED_MESSAGE = 'Locale is required';

// §4.4: the tag manager waits 500 ms for a consent update.
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

// §2.3: viewport maximum scale 5 (not applied on Android).
export const VIEWPORT_MAXIMUM_SCALE = 5;
