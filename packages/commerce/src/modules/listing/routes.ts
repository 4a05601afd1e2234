import { createRoute, z } from '@hono/zod-openapi';
import { ImageSchema, MoneySchema, ProductCardSchema } from './wire.ts';
import { MAX_LISTING_PAGE, SORT_OPTIONS } from '@vitrine/config';
import { MAX_FILTER_VALUE_LENGTH, MAX_FILTER_VALUES } from './listing-filters.ts';
import { FACET_PARAMS } from './listing.ts';
import { errorResponses, localeHeader } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { MAX_QUERY_LENGTH, searchService, SUGGEST_LIMITS } from './search.ts';
import { cachedSuggestions, suggestionsFreshFor } from './suggest-cache.ts';

/**
 * Longest `q` the API accepts. Up to this, a query is cut to MAX_QUERY_LENGTH (100) characters
 * and searched (a pasted product description still finds something); longer is a 400: no search
 * box sends it, and a request line of kilobytes is not worth reading.
 */
export const MAX_HTTP_QUERY_LENGTH = 1_000;

const queryParam = (example: string) =>
  z
    .string()
    .max(MAX_HTTP_QUERY_LENGTH)
    .optional()
    .openapi({
      param: { name: 'q', in: 'query' },
      example,
      description: `The query; searched up to its first ${MAX_QUERY_LENGTH} characters. Empty finds nothing.`,
    });

/** A repeatable query parameter (`colour_group=black&colour_group=red`), always read as a list. */
const oneOrMany = (name: string) =>
  z
    .union([
      z.string().max(MAX_FILTER_VALUE_LENGTH),
      z.array(z.string().max(MAX_FILTER_VALUE_LENGTH)).max(MAX_FILTER_VALUES),
    ])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .openapi({ param: { name, in: 'query', style: 'form', explode: true } });

/** A price bound in the store's currency, major units; '' is "no bound". */
const priceBound = z
  .string()
  .trim()
  .regex(/^(\d{1,7}(\.\d{1,3})?)?$/, 'a price in major units, e.g. 19.99');

const SearchQuerySchema = z
  .object({
    q: queryParam('satin dress'),
    page: z
      .string()
      .regex(/^\d{1,4}$/)
      .optional()
      .transform((v) => (v === undefined ? 1 : Number(v)))
      .pipe(z.number().int().min(1).max(MAX_LISTING_PAGE))
      .openapi({
        param: { name: 'page', in: 'query' },
        example: '1',
        description: `1 to ${MAX_LISTING_PAGE}`,
      }),
    sort: z
      .enum(SORT_OPTIONS)
      .optional()
      .openapi({
        param: { name: 'sort', in: 'query' },
        description: '`default` is relevance; `numberofdays` is newest first.',
      }),
    price: z
      .union([priceBound, z.array(priceBound).max(2)])
      .optional()
      .openapi({
        param: { name: 'price', in: 'query', style: 'form', explode: true },
        description: 'Given twice, the lowest and the highest effective price (either may be empty).',
        example: ['10', '50'],
      }),
    ...Object.fromEntries(FACET_PARAMS.map((name) => [name, oneOrMany(name)])),
  })
  .openapi('SearchQuery');

const FacetSchema = z
  .object({
    name: z.string().openapi({ example: 'colour_group' }),
    values: z.array(z.object({ value: z.string(), count: z.number().int(), selected: z.boolean() })),
  })
  .openapi('Facet');

const SearchPageSchema = z
  .object({
    query: z.string().openapi({ description: 'The query as searched: trimmed, spaces collapsed, cut.' }),
    total: z.number().int(),
    page: z.number().int(),
    pageCount: z
      .number()
      .int()
      .openapi({ description: `At most ${MAX_LISTING_PAGE}` }),
    products: z.array(ProductCardSchema),
    facets: z.array(FacetSchema),
    priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  })
  .openapi('SearchPage');

const SuggestionsSchema = z
  .object({
    query: z.string(),
    products: z
      .array(
        z.object({
          sku: z.string(),
          urlKey: z.string(),
          name: z.string(),
          price: MoneySchema,
          wasPrice: MoneySchema.nullable(),
          image: ImageSchema.nullable(),
        }),
      )
      .max(SUGGEST_LIMITS.products),
    categories: z.array(z.object({ path: z.string(), name: z.string() })).max(SUGGEST_LIMITS.categories),
    queries: z.array(z.string()).max(SUGGEST_LIMITS.queries),
  })
  .openapi('Suggestions');

const searchRoute = createRoute({
  method: 'get',
  path: '/page/search',
  tags: ['search'],
  summary: 'Search results (§7.4 page/search, the /catalogsearch/result page of §2.1)',
  description:
    'Live products of the store (its language, currency and stock region) matching the query, with ' +
    'the listing facets (repeat a facet parameter to select several values), price range, sorts ' +
    'and pages of 48. Accent-insensitive; tolerates typos.',
  request: { query: SearchQuerySchema, headers: localeHeader },
  responses: {
    200: {
      description: 'One page of the results',
      content: { 'application/json': { schema: SearchPageSchema } },
    },
    ...errorResponses(400),
  },
});

const suggestRoute = createRoute({
  method: 'get',
  path: '/searchsuggest',
  tags: ['search'],
  summary: 'Suggestions as the shopper types (§7.8 searchsuggest)',
  description:
    `Up to ${SUGGEST_LIMITS.products} products (one per name), ${SUGGEST_LIMITS.categories} categories ` +
    `and ${SUGGEST_LIMITS.queries} popular searches whose words start with what was typed.`,
  request: { query: z.object({ q: queryParam('dre') }), headers: localeHeader },
  responses: {
    200: { description: 'The suggestions', content: { 'application/json': { schema: SuggestionsSchema } } },
    ...errorResponses(400),
  },
});

/** The price parameter as a range: the first value the lowest, the second the highest price. */
function priceRange(raw: string | string[] | undefined): { min?: number; max?: number } | undefined {
  const [lo, hi] = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map((v) =>
    v === '' ? undefined : Number(v),
  );
  if (lo === undefined && hi === undefined) return undefined;
  // A range the wrong way round is turned, as on the listing pages.
  if (lo !== undefined && hi !== undefined && lo > hi) return { min: hi, max: lo };
  return { ...(lo === undefined ? {} : { min: lo }), ...(hi === undefined ? {} : { max: hi }) };
}

export function searchRoutes() {
  return apiRouter()
    .openapi(searchRoute, async (c) => {
      const { q, page, sort, price, ...facets } = c.req.valid('query');
      const filters = Object.fromEntries(
        Object.entries(facets as Record<string, string[]>).filter(([, values]) => values.length > 0),
      );
      const range = priceRange(price);
      const result = await searchService(c.get('db')).search(c.get('store'), {
        q: q ?? '',
        page,
        sort: sort ?? 'default',
        filters,
        ...(range ? { price: range } : {}),
      });
      return c.json(result, 200);
    })
    .openapi(suggestRoute, async (c) => {
      const { q } = c.req.valid('query');
      const suggestions = await cachedSuggestions(c.get('db'), c.get('store'), q ?? '');
      // The same for every shopper of a store: a browser, a CDN or the page cache in front of the
      // API may keep it for what is left of our own copy's life, so none is older than 30 s.
      const maxAge = suggestionsFreshFor(c.get('db'), c.get('store'), q ?? '');
      c.header('Cache-Control', `public, max-age=${maxAge}`);
      c.header('Vary', 'locale');
      return c.json(suggestions, 200);
    });
}
