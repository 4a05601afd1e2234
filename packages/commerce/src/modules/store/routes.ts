import { createRoute, z } from '@hono/zod-openapi';
import { LOCALES, type LocaleConfig, toHeaderLocale } from '@vitrine/config';
import { errorResponses, localeHeader } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';

const StoreSchema = z
  .object({
    locale: z.string().openapi({ example: 'en_GB' }),
    localeISOCode: z.string().openapi({ example: 'en-GB' }),
    language: z.string(),
    direction: z.enum(['ltr', 'rtl']),
    currency: z.string(),
    currencySymbol: z.string(),
    countryCode: z.string(),
    storeId: z.number().int(),
    subpathPrefix: z.string(),
    sizeFormat: z.string(),
    dateFormat: z.string(),
    timezone: z.string(),
    flag: z.string(),
  })
  .openapi('Store');

/** The public face of a store's configuration: what a client needs to show and switch stores. */
export function publicStore(store: LocaleConfig): z.infer<typeof StoreSchema> {
  return {
    locale: toHeaderLocale(store.localeISOCode),
    localeISOCode: store.localeISOCode,
    language: store.language,
    direction: store.direction,
    currency: store.currency,
    currencySymbol: store.currencySymbol,
    countryCode: store.countryCode,
    storeId: store.storeId,
    subpathPrefix: store.subpathPrefix,
    sizeFormat: store.sizeFormat,
    dateFormat: store.dateFormat,
    timezone: store.timezone,
    flag: store.currencyMenuFlagImage,
  };
}

const listRoute = createRoute({
  method: 'get',
  path: '/stores',
  tags: ['store'],
  summary: 'Every store (§1), in switcher order',
  responses: {
    200: {
      description: 'The stores',
      content: { 'application/json': { schema: z.object({ stores: z.array(StoreSchema) }) } },
    },
  },
});

const currentRoute = createRoute({
  method: 'get',
  path: '/store',
  tags: ['store'],
  summary: 'The store the `locale` header selects (§7.1; en_GB when absent)',
  request: { headers: localeHeader },
  responses: {
    200: { description: 'The store', content: { 'application/json': { schema: StoreSchema } } },
    ...errorResponses(400),
  },
});

export function storeRoutes() {
  return apiRouter()
    .openapi(listRoute, (c) => c.json({ stores: LOCALES.map(publicStore) }, 200))
    .openapi(currentRoute, (c) => c.json(publicStore(c.get('store')), 200));
}
