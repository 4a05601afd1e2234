import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, localeHeader } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { clientAddress } from '../../http/client-address.ts';
import { tryConsume } from '../security/index.ts';
import { SKU_PATTERN } from '../catalog/index.ts';
import { recordView } from './signals.ts';

const viewRoute = createRoute({
  method: 'post',
  path: '/event/view',
  tags: ['recommendations'],
  summary: 'Count a product page view (trending, issue 3 §6); sent as a beacon, answers 204',
  description:
    'No identity is stored: a count per product and day. Views beyond a per-address limit are dropped silently.',
  request: {
    headers: localeHeader,
    body: {
      content: { 'application/json': { schema: z.object({ sku: z.string().regex(SKU_PATTERN) }).strict() } },
      required: true,
    },
  },
  responses: { 204: { description: 'Counted (or dropped)' }, ...errorResponses(400) },
});

export function signalRoutes() {
  return apiRouter().openapi(viewRoute, async (c) => {
    const db = c.get('db');
    if (await tryConsume(db, 'viewsPerAddress', clientAddress(c)))
      await recordView(db, c.req.valid('json').sku);
    return c.body(null, 204);
  });
}
