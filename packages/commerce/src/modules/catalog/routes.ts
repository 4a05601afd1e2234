import { createRoute, z } from '@hono/zod-openapi';
import { DomainError } from '../../kernel/errors.ts';
import { errorResponses, localeHeader } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { pageService } from './pages.ts';
import { SKU_PATTERN } from './schema.ts';
import { catalogService } from './service.ts';

/** Most SKUs one stock look-up may name: a bag or a product page, never a catalogue dump. */
export const MAX_STOCK_SKUS = 100;

/**
 * §7.6 `stock?skus=[list]`: the list is a JSON array (`["VT1-10","VT1-12"]`), as the spec writes
 * it; a comma-separated list is accepted too because that is what a person types.
 */
const skuList = z
  .string()
  .min(1)
  .transform((raw, ctx) => {
    let values: unknown;
    try {
      values = raw.trim().startsWith('[') ? JSON.parse(raw) : raw.split(',');
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array or a comma-separated list' });
      return z.NEVER;
    }
    if (!Array.isArray(values)) {
      ctx.addIssue({ code: 'custom', message: 'must be a list' });
      return z.NEVER;
    }
    return [...new Set(values.map((v) => String(v).trim()).filter(Boolean))];
  })
  .pipe(z.array(z.string().regex(SKU_PATTERN)).min(1).max(MAX_STOCK_SKUS))
  .openapi({ param: { name: 'skus', in: 'query' }, example: '["VT000001-10","VT000001-12"]' });

const StockEntry = z
  .object({ sku: z.string(), quantity: z.number().int(), inStock: z.boolean() })
  .openapi('StockEntry');

const stockRoute = createRoute({
  method: 'get',
  path: '/stock',
  tags: ['catalog'],
  summary: 'Stock of sizes in the store’s warehouse region (§7.6)',
  request: { query: z.object({ skus: skuList }), headers: localeHeader },
  responses: {
    200: {
      description: 'Stock of every known SKU asked for, in the order asked; unknown SKUs are left out.',
      content: {
        'application/json': { schema: z.object({ region: z.string(), stock: z.array(StockEntry) }) },
      },
    },
    ...errorResponses(400),
  },
});

const inventoryRoute = createRoute({
  method: 'get',
  path: '/product/{sku}/inventory',
  tags: ['catalog'],
  summary: 'Every size of a product with its stock (§7.6, v2)',
  request: {
    params: z.object({
      sku: z
        .string()
        .regex(SKU_PATTERN)
        .openapi({ param: { name: 'sku', in: 'path' }, example: 'VT000001' }),
    }),
    headers: localeHeader,
  },
  responses: {
    200: {
      description: 'Sizes in display order with stock in the store’s region.',
      content: {
        'application/json': {
          schema: z
            .object({
              sku: z.string(),
              sizeKind: z.string(),
              region: z.string(),
              sizes: z.array(
                z.object({
                  sku: z.string(),
                  size: z.string(),
                  quantity: z.number().int(),
                  inStock: z.boolean(),
                }),
              ),
            })
            .openapi('ProductInventory'),
        },
      },
    },
    ...errorResponses(400, 404),
  },
});

const PageSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('category'),
      path: z.string(),
      name: z.string(),
      breadcrumbs: z.array(z.object({ path: z.string(), name: z.string() })),
    }),
    z.object({ type: z.literal('product'), sku: z.string(), urlKey: z.string(), name: z.string() }),
    z.object({ type: z.literal('none') }),
  ])
  .openapi('Page');

const pageRoute = createRoute({
  method: 'get',
  path: '/page',
  tags: ['catalog'],
  summary: 'What lives at a storefront URL: a category, a product or nothing (§7.4)',
  request: {
    query: z.object({
      url: z
        .string()
        .min(1)
        .max(2048)
        .openapi({ param: { name: 'url', in: 'query' }, example: '/clothing/dresses.html' }),
    }),
    headers: localeHeader,
  },
  responses: {
    200: {
      description: 'The page, named in the store’s language',
      content: { 'application/json': { schema: PageSchema } },
    },
    ...errorResponses(400),
  },
});

const pageHandler = apiRouter().openapi(pageRoute, async (c) => {
  const { url } = c.req.valid('query');
  return c.json(await pageService(c.get('db')).resolve(url, c.get('language')), 200);
});

export function catalogRoutesV1() {
  return apiRouter()
    .openapi(stockRoute, async (c) => {
      const { skus } = c.req.valid('query');
      const store = c.get('store');
      const stock = await catalogService(c.get('db')).stockForSkus(skus, store);
      return c.json({ region: store.stockRegion, stock }, 200);
    })
    .route('/', pageHandler);
}

export function catalogRoutesV2() {
  return (
    apiRouter()
      .openapi(inventoryRoute, async (c) => {
        const { sku } = c.req.valid('param');
        const inventory = await catalogService(c.get('db')).productInventory(sku, c.get('store'));
        if (!inventory) throw new DomainError('PRODUCT_NOT_FOUND', { sku });
        return c.json(inventory, 200);
      })
      // §7.4: page has a v2; the answer is the same resolution.
      .route('/', pageHandler)
  );
}
