import { createRoute, z } from '@hono/zod-openapi';
import { DELIVERY_METHOD_CODES } from '@vitrine/config';
import { errorResponses, json, signedInSecurity } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { callerOf, quoteHeaders } from '../quote/http.ts';
import { estimateTax } from './tax-estimate.ts';

const TaxEstimateSchema = z
  .object({
    pricesIncludeTax: z
      .boolean()
      .openapi({ description: 'true: the tax is inside the prices ("incl. VAT")' }),
    taxMinor: z.number().int(),
    addedMinor: z
      .number()
      .int()
      .openapi({ description: 'What the tax adds to the total: 0 where prices include it' }),
    byRate: z.array(z.object({ name: z.string(), ratePpm: z.number().int(), taxMinor: z.number().int() })),
  })
  .openapi('TaxEstimate');

const taxRoute = createRoute({
  method: 'get',
  path: '/checkout/tax',
  tags: ['checkout'],
  security: [{}, ...signedInSecurity],
  summary: 'The tax of the caller’s bag delivered to an address (issue 31, docs/operations/tax.md)',
  description:
    'What place-order will record, for the checkout’s summary while the address is typed. `estimate` is null while there is nothing to work out yet: no bag, a country the store does not deliver to, or no delivery method offered there.',
  request: {
    headers: quoteHeaders,
    query: z.object({
      country: z.string().regex(/^[A-Za-z]{2}$/),
      region: z.string().max(40).optional().openapi({ description: 'US state or Canadian province code' }),
      postcode: z.string().max(20).optional(),
      deliveryMethod: z.enum(DELIVERY_METHOD_CODES).optional(),
    }),
  },
  responses: {
    200: json(z.object({ estimate: TaxEstimateSchema.nullable() }), 'The tax, or null'),
    ...errorResponses(400, 404),
  },
});

export function taxRoutes() {
  return apiRouter().openapi(taxRoute, async (c) => {
    const query = c.req.valid('query');
    const estimate = await estimateTax(c.get('db'), await callerOf(c), {
      countryCode: query.country,
      region: query.region,
      postcode: query.postcode,
      deliveryMethod: query.deliveryMethod,
    });
    return c.json({ estimate }, 200);
  });
}
