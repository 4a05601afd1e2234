import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, localeHeader } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { clientAddress } from '../../http/client-address.ts';
import { ContactInputSchema, submitContact } from './service.ts';

const contactRoute = createRoute({
  method: 'post',
  path: '/contact',
  tags: ['contact'],
  summary: 'Send a message to customer service; the sender gets a confirmation in the store language (§7.6)',
  request: {
    headers: localeHeader,
    body: { content: { 'application/json': { schema: ContactInputSchema } }, required: true },
  },
  responses: {
    202: {
      description: 'Queued; the reference is in both emails',
      content: {
        'application/json': {
          schema: z.object({ accepted: z.literal(true), reference: z.string() }),
        },
      },
    },
    ...errorResponses(400, 429),
  },
});

export function contactRoutes() {
  return apiRouter().openapi(contactRoute, async (c) => {
    const { reference } = await submitContact(c.get('db'), c.req.valid('json'), {
      store: c.get('store'),
      clientAddress: clientAddress(c),
    });
    return c.json({ accepted: true as const, reference }, 202);
  });
}
