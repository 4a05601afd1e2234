import { createRoute, z } from '@hono/zod-openapi';
import { HOMEPAGE_WIDGET_SIZE, WIDGET_CATEGORIES } from '@vitrine/config';
import { DomainError } from '../../kernel/errors.ts';
import { errorResponses, localeHeader } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { dominantColour, SKU_PATTERN } from '../catalog/index.ts';
import { ProductCardSchema } from '../listing/http.ts';
import { homeWidgetService } from './home-widgets.ts';
import { recommendationService } from './recommendations.ts';

export { ProductCardSchema };

const Widget = z.object({ products: z.array(ProductCardSchema) }).openapi('Widget');
const limit = z.coerce.number().int().min(1).max(24).default(HOMEPAGE_WIDGET_SIZE);
const ok = {
  200: {
    description: 'Products, in the store’s language and currency, in stock there',
    content: { 'application/json': { schema: Widget } },
  },
};

const upsellRoute = createRoute({
  method: 'get',
  path: '/upsell',
  tags: ['recommendations'],
  summary: 'Products to pair with the product at a storefront URL (§7.8 upsell?url=)',
  request: { query: z.object({ url: z.string().min(1).max(2048), limit }), headers: localeHeader },
  responses: { ...ok, ...errorResponses(400, 404) },
});

const itemRoute = createRoute({
  method: 'get',
  path: '/widgets/item/{sku}',
  tags: ['recommendations'],
  summary: 'Item recommendations: similar styles from the same category (§7.8)',
  request: {
    params: z.object({
      sku: z
        .string()
        .regex(SKU_PATTERN)
        .openapi({ param: { name: 'sku', in: 'path' } }),
    }),
    query: z.object({ limit }),
    headers: localeHeader,
  },
  responses: { ...ok, ...errorResponses(400) },
});

const categoryRoute = createRoute({
  method: 'get',
  path: '/widgets/category',
  tags: ['recommendations'],
  summary: 'A category’s most popular products, by path or merchandising id (§7.8; the bag uses id 3008, §9)',
  request: {
    query: z
      .object({
        path: z
          .string()
          .regex(/^[a-z0-9][a-z0-9/-]{0,200}$/)
          .optional(),
        id: z.coerce.number().int().positive().max(1_000_000).optional(),
        limit,
      })
      .refine((q) => (q.path === undefined) !== (q.id === undefined), {
        message: 'give either path or id',
        path: ['path'],
      }),
    headers: localeHeader,
  },
  responses: { ...ok, ...errorResponses(400, 404) },
});

const keywordRoute = createRoute({
  method: 'get',
  path: '/widgets/keyword',
  tags: ['recommendations'],
  summary: 'Keyword widget (§7.8): the most relevant in-stock products for a word or phrase',
  request: { query: z.object({ q: z.string().trim().min(1).max(100), limit }), headers: localeHeader },
  responses: { ...ok, ...errorResponses(400) },
});

const globalRoute = createRoute({
  method: 'get',
  path: '/widgets/global',
  tags: ['recommendations'],
  summary: 'Global widgets of §9: new arrivals, trending, bestsellers',
  request: {
    query: z.object({ type: z.enum(['newArrivals', 'trending', 'bestsellers']), limit }),
    headers: localeHeader,
  },
  responses: { ...ok, ...errorResponses(400) },
});

export const VISUAL_SEARCH_PATH = '/widgets/visual';
const ACCEPTED_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/heic',
];

const visualRoute = createRoute({
  method: 'post',
  path: VISUAL_SEARCH_PATH,
  tags: ['recommendations'],
  summary: 'Visual search (§7.8): upload a photo, get in-stock products of the nearest colour',
  description:
    'multipart/form-data with `image` (JPEG, PNG, WebP, AVIF or GIF, up to 8 MB), optional `category` (a category path, children included) and `limit`. Computed with sharp on this server; the photo is not stored.',
  request: {
    headers: localeHeader,
    body: {
      content: {
        'multipart/form-data': {
          schema: z.object({
            image: z.instanceof(File).openapi({ type: 'string', format: 'binary' }),
            category: z
              .string()
              .regex(/^[a-z0-9][a-z0-9/-]{0,200}$/)
              .optional(),
            limit: z.coerce.number().int().min(1).max(48).optional(),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: {
      description: 'The colour found and the products',
      content: {
        'application/json': {
          schema: z.object({ colour: z.string(), products: z.array(ProductCardSchema) }),
        },
      },
    },
    ...errorResponses(400),
  },
});

export function recommendationRoutes() {
  return apiRouter()
    .openapi(upsellRoute, async (c) => {
      const { url, limit } = c.req.valid('query');
      const products = await recommendationService(c.get('db')).upsell(c.get('store'), url, limit);
      if (!products) throw new DomainError('ROUTE_NOT_FOUND');
      return c.json({ products }, 200);
    })
    .openapi(itemRoute, async (c) => {
      const { limit } = c.req.valid('query');
      return c.json(
        {
          products: await recommendationService(c.get('db')).similar(
            c.get('store'),
            c.req.valid('param').sku,
            limit,
          ),
        },
        200,
      );
    })
    .openapi(categoryRoute, async (c) => {
      const { path, id, limit } = c.req.valid('query');
      const paths = path ?? WIDGET_CATEGORIES[id!];
      if (!paths) throw new DomainError('ROUTE_NOT_FOUND');
      return c.json(
        { products: await recommendationService(c.get('db')).category(c.get('store'), paths, limit) },
        200,
      );
    })
    .openapi(visualRoute, async (c) => {
      const { image, category, limit } = c.req.valid('form');
      if (!ACCEPTED_PHOTO_TYPES.includes(image.type) || image.size === 0) {
        throw new DomainError('VALIDATION_FAILED', { fields: 'image' }, { image: 'invalid' });
      }
      let colour;
      try {
        colour = await dominantColour(Buffer.from(await image.arrayBuffer()));
      } catch {
        // Not decodable as an image, whatever its declared type.
        throw new DomainError('VALIDATION_FAILED', { fields: 'image' }, { image: 'invalid' });
      }
      const products = await recommendationService(c.get('db')).visual(c.get('store'), colour, {
        ...(category ? { category } : {}),
        ...(limit ? { limit } : {}),
      });
      const hex = `#${[colour.r, colour.g, colour.b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
      return c.json({ colour: hex, products }, 200);
    })
    .openapi(keywordRoute, async (c) => {
      const { q, limit } = c.req.valid('query');
      return c.json(
        { products: await recommendationService(c.get('db')).keyword(c.get('store'), q, limit) },
        200,
      );
    })
    .openapi(globalRoute, async (c) => {
      const { type, limit } = c.req.valid('query');
      return c.json(
        { products: await homeWidgetService(c.get('db')).homeWidget(type, c.get('store'), limit) },
        200,
      );
    });
}
