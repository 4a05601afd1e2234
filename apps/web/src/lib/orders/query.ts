// What the order pages read from their address and forms. Pure: unit-tested beside this file.

/** What `searchParams` holds for a page (Next passes strings, repeated names as arrays). */
export type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** Order numbers as the order module writes them (VT and 6-12 digits). */
const ORDER_NUMBER = /^VT\d{6,12}$/;

/** What a shopper typed, as the number it means: spaces dropped, upper case (vt 100 001 → VT100001). */
export function normaliseOrderNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER.test(value);
}

/** Longest input echoed back into a field: nothing a shopper types for an order number is longer. */
const MAX_TYPED = 40;

/**
 * The order number a page is opened with. Emails and the checkout link with `?order=` because
 * §2.3 drops query parameters outside its list and `order` is on it; `number` is read too, for
 * links of other clients should it ever be let through. `typed` fills the field back in as the
 * shopper sent it; `number` is set only when it is a well-formed order number.
 */
export function orderNumberFrom(params: SearchParams): { typed: string; number: string | undefined } {
  const typed = (first(params.order) ?? first(params.number) ?? '').trim().slice(0, MAX_TYPED);
  const number = normaliseOrderNumber(typed);
  return { typed, number: isOrderNumber(number) ? number : undefined };
}

/** Most pages of history a link can ask for; the API caps `page` the same way. */
const MAX_PAGE = 10_000;

/** The history page asked for: a whole number from 1, anything else is page 1. */
export function pageFrom(params: SearchParams): number {
  const raw = first(params.page);
  if (!raw || !/^\d{1,5}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * The page links to draw: the first, the last and two either side of the current one, with
 * `null` where pages are left out (drawn as an ellipsis).
 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 1) return [];
  const wanted = new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  pages.forEach((p, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && p - previous > 1) out.push(null);
    out.push(p);
  });
  return out;
}
