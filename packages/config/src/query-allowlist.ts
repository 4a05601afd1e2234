import { LISTING_ATTRIBUTES } from './listing-attributes.ts';

// §2.3 query parameters kept on pages, as listed (names are case-sensitive: Device, Store and
// DateTime are the banner/menu preview parameters of §5 and keep their capitals).
export const SHELL_QUERY_PARAMS: readonly string[] = Object.freeze([
  'color',
  'currency',
  'q',
  'hash',
  'region',
  'locale',
  'slug',
  'page',
  'sort',
  'token',
  'Device',
  'Store',
  'DateTime',
  'confirmSuccess',
  'forgotPasswordEmail',
  'resetPassword',
  'sku',
  'faq',
  'headings',
  'hConversionEventId',
  'refresh',
  'price_slider',
  'clothes_size_mapped',
  'order',
  'categories',
  'colour_group',
  'brand',
  'brands',
  'colour',
  'price',
]);

// §2.3: the list above plus "all listing filter attribute names" (§3.3).
export const ALLOWED_QUERY_PARAMS: ReadonlySet<string> = new Set([
  ...SHELL_QUERY_PARAMS,
  ...LISTING_ATTRIBUTES,
]);

/**
 * §2.3: keeps allowed parameters (in their order, repeated values included) and drops the rest.
 * `dropped` lists each dropped name once, in order of first appearance (for logging or for
 * deciding to redirect to the clean URL). The input is not modified.
 */
export function cleanQuery(search: URLSearchParams): { kept: URLSearchParams; dropped: string[] } {
  const kept = new URLSearchParams();
  const dropped: string[] = [];
  for (const [name, value] of search) {
    if (ALLOWED_QUERY_PARAMS.has(name)) kept.append(name, value);
    else if (!dropped.includes(name)) dropped.push(name);
  }
  return { kept, dropped };
}
