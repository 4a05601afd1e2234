import { MAX_LISTING_PAGE, SORT_OPTIONS, type SortOption } from '@vitrine/config';

export interface ListingParams {
  page: number;
  sort: SortOption;
  filters: Record<string, string[]>;
  price?: { min?: number; max?: number };
}

const MAX_VALUES_PER_FILTER = 30;
const MAX_VALUE_LENGTH = 60;

/**
 * A listing's URL query read leniently (issue #3 bad input: clamp or ignore, never fail): a page
 * that is not a positive whole number is 1 and is capped at §9's 209; an unknown sort is the
 * default; filter values are trimmed, de-duplicated and bounded; `price` comes twice (min, max;
 * either may be empty) so a plain HTML form can send it, and a range the wrong way round is turned.
 */
export function parseListingParams(query: URLSearchParams, facetNames: readonly string[]): ListingParams {
  const rawPage = Number(query.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? Math.min(rawPage, MAX_LISTING_PAGE) : 1;
  const rawSort = query.get('sort') ?? 'default';
  const sort = (SORT_OPTIONS as readonly string[]).includes(rawSort) ? (rawSort as SortOption) : 'default';

  const filters: Record<string, string[]> = {};
  for (const name of facetNames) {
    const values = [
      ...new Set(
        query
          .getAll(name)
          .map((v) => v.trim())
          .filter((v) => v && v.length <= MAX_VALUE_LENGTH),
      ),
    ];
    if (values.length) filters[name] = values.slice(0, MAX_VALUES_PER_FILTER);
  }

  const [minRaw, maxRaw] = query.getAll('price');
  const min = money(minRaw);
  const max = money(maxRaw);
  const price =
    min === undefined && max === undefined
      ? undefined
      : min !== undefined && max !== undefined && min > max
        ? { min: max, max: min }
        : { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
  return { page, sort, filters, ...(price ? { price } : {}) };
}

function money(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value < 1e7 ? value : undefined;
}

/** The query string of a listing view, for links: one change applied to the current view. */
export function listingHref(
  base: string,
  current: URLSearchParams,
  change: (q: URLSearchParams) => void,
): string {
  const next = new URLSearchParams(current);
  change(next);
  if (next.get('page') === '1') next.delete('page');
  if (next.get('sort') === 'default') next.delete('sort');
  const query = next.toString();
  return query ? `${base}?${query}` : base;
}

/** Next's `searchParams` record as URLSearchParams, repeated parameters kept in order. */
export function toSearchParams(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) for (const v of [value ?? []].flat()) query.append(key, v);
  return query;
}
