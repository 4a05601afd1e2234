// Pure parsing and ordering for category listings (§3.3): which filter parameters exist, how a
// request's raw values are cleaned, how a price range in major units becomes minor units, and the
// order facet values are shown in. No I/O: listing.ts turns the result into bound SQL parameters.

import {
  ALLOWED_QUERY_PARAMS,
  currencyMinorDigits,
  SIZE_RANGES,
  type CurrencyCode,
  type SizeKind,
} from '@vitrine/config';

/**
 * Size facets: the in-stock sizes (product_variants.size with stock in the store's region) of the
 * products whose size scale is `kind`. `accessory` and `beauty` products are one size only, so
 * they have no size facet (accessory_size is the bag/jewellery size attribute, below).
 */
export const SIZE_FACETS = {
  clothes_size: 'clothes',
  shoesize: 'shoes',
  bra_size: 'bra',
  belt_size: 'belt',
} as const satisfies Record<string, SizeKind>;
export type SizeFacet = keyof typeof SIZE_FACETS;

/** Facets read from products.attributes (a string, or a list of strings: match if any). */
export const ATTRIBUTE_FACETS = [
  'brand',
  'accessory_size',
  'style',
  'length_new',
  'fit',
  'sleeves',
  'neck_shape',
  'design',
  'occasion_wear',
  'fastening',
  'heel_height',
  'skin_type',
  'skin_concern',
] as const;
export type AttributeFacet = (typeof ATTRIBUTE_FACETS)[number];

/** The products.colour_group column. */
export const COLOUR_FACET = 'colour_group';

/**
 * Every filter parameter a listing understands, in the order its facets are shown. All are in the
 * §2.3 allow-list (colour_group is a shell parameter, the others are §3.3 attribute names), so a
 * filtered URL survives the shell's query cleaning.
 */
export const FACET_PARAMS: readonly string[] = Object.freeze([
  ...(Object.keys(SIZE_FACETS) as SizeFacet[]),
  COLOUR_FACET,
  ...ATTRIBUTE_FACETS,
]);
for (const name of FACET_PARAMS) {
  if (!ALLOWED_QUERY_PARAMS.has(name)) {
    throw new Error(`listing filter ${name} is not in the §2.3 allow-list`);
  }
}

const FACET_SET: ReadonlySet<string> = new Set(FACET_PARAMS);

export function isSizeFacet(name: string): name is SizeFacet {
  return Object.hasOwn(SIZE_FACETS, name);
}

/** Longest value kept and most values kept per facet: a URL cannot make the query arbitrarily big. */
export const MAX_FILTER_VALUE_LENGTH = 100;
export const MAX_FILTER_VALUES = 50;

/**
 * The filters of a request that a listing understands: unknown parameter names are dropped, values
 * are trimmed, empty and over-long ones dropped, duplicates removed, at most MAX_FILTER_VALUES per
 * facet; a facet left without values is dropped. The result is keyed in FACET_PARAMS order. Values
 * are never interpreted here: whether one exists is for the data to say (listing.ts ignores a
 * value no product of the listing has).
 */
export function parseFilters(
  filters: Readonly<Record<string, readonly string[] | undefined>>,
): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const name of FACET_PARAMS) {
    const raw = Object.hasOwn(filters, name) ? filters[name] : undefined;
    if (!Array.isArray(raw)) continue;
    const values: string[] = [];
    for (const value of raw) {
      if (typeof value !== 'string') continue;
      const v = value.trim();
      if (v === '' || v.length > MAX_FILTER_VALUE_LENGTH || values.includes(v)) continue;
      values.push(v);
      if (values.length === MAX_FILTER_VALUES) break;
    }
    if (values.length > 0) parsed.set(name, values);
  }
  return parsed;
}

export function isFacetParam(name: string): boolean {
  return FACET_SET.has(name);
}

/**
 * A price filter in major units (20 = £20, inclusive) as whole minor units of the currency:
 * the lower bound rounds up, the upper bound down, so "from 19.995" does not admit 19.99.
 * A bound that is not a finite, non-negative number is ignored.
 */
export function priceBoundsMinor(
  price: { min?: number; max?: number } | undefined,
  currency: CurrencyCode,
): { min: number | null; max: number | null } {
  const factor = 10 ** currencyMinorDigits(currency);
  const valid = (n: number | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  // The epsilon absorbs binary fractions: 19.99 * 100 is 1998.9999999999998.
  const min = valid(price?.min) ? Math.ceil(price.min * factor - 1e-6) : null;
  const max = valid(price?.max) ? Math.floor(price.max * factor + 1e-6) : null;
  // Past 2^31 minor units nothing can match; clamp so the bound stays a valid integer parameter.
  const clamp = (n: number | null) => (n === null ? null : Math.min(n, 2_147_483_647));
  return { min: clamp(min), max: clamp(max) };
}

/** Minor units to major units of the currency (1999 GBP pence = 19.99). */
export function toMajor(amountMinor: number, currency: CurrencyCode): number {
  const digits = currencyMinorDigits(currency);
  return Number((amountMinor / 10 ** digits).toFixed(digits));
}

/** Bag and jewellery sizes (the accessory_size attribute), smallest first. */
const ACCESSORY_SIZES = ['mini', 'small', 'medium', 'large', 'statement'];

/** Position of a value in its size scale, or undefined when it is not on it. */
function sizeRank(facet: string, value: string): number | undefined {
  const scale = isSizeFacet(facet)
    ? SIZE_RANGES[SIZE_FACETS[facet]]
    : facet === 'accessory_size'
      ? ACCESSORY_SIZES
      : undefined;
  if (!scale) return undefined;
  const i = scale.indexOf(value);
  if (i >= 0) return i;
  // Half shoe sizes ('5.5') are not in the stocked range but sit between its whole sizes.
  const n = Number(value);
  if (facet === 'shoesize' && Number.isFinite(n)) {
    const below = scale.findLastIndex((s) => Number(s) < n);
    return below + 0.5;
  }
  return undefined;
}

export function isSizeOrdered(facet: string): boolean {
  return isSizeFacet(facet) || facet === 'accessory_size';
}

/**
 * Facet values in display order: sizes (and accessory sizes) in size order, values off the scale
 * after them by name; every other facet by count (most first), then by name.
 */
export function sortFacetValues<T extends { value: string; count: number }>(facet: string, values: T[]): T[] {
  const byName = (a: T, b: T) => (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);
  if (isSizeOrdered(facet)) {
    return values.slice().sort((a, b) => {
      const ra = sizeRank(facet, a.value);
      const rb = sizeRank(facet, b.value);
      if (ra !== undefined && rb !== undefined) return ra - rb || byName(a, b);
      if (ra !== undefined) return -1;
      if (rb !== undefined) return 1;
      return byName(a, b);
    });
  }
  return values.slice().sort((a, b) => b.count - a.count || byName(a, b));
}
