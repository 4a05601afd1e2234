import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, json, signedInSecurity } from '../../http/openapi.ts';
import { apiRouter } from '../../http/validation.ts';
import { principalOf, requireCustomer } from '../../http/principal.ts';
import { CREDIT_KINDS } from './schema.ts';
import { assertCreditOffered, creditAccount, type OrderNumbers } from './service.ts';

const Money = z.object({ amountMinor: z.number().int(), currency: z.string() });

const CreditQuery = z
  .object({
    currency: z
      .string()
      .regex(/^[A-Za-z]{3}$/)
      .transform((c) => c.toUpperCase())
      .optional()
      .openapi({ description: 'Default: the store currency', example: 'GBP' }),
    before: z.coerce
      .number()
      .int()
      .positive()
      .optional()
      .openapi({ description: 'Page back: the `nextBefore` of the previous answer' }),
    limit: z.coerce.number().int().min(1).max(100).optional().openapi({ example: 20 }),
  })
  .strict();

const CreditSchema = z
  .object({
    currency: z.string().openapi({ example: 'GBP' }),
    balance: Money,
    balances: z.array(Money).openapi({ description: 'Every currency with a balance, the store’s first' }),
    history: z.array(
      z.object({
        id: z.number().int(),
        amount: Money.openapi({ description: 'Positive adds, negative spends' }),
        kind: z.enum(CREDIT_KINDS),
        label: z.string().openapi({ example: 'Gift card added' }),
        orderNumber: z.string().nullable().openapi({ example: 'VT100123' }),
        note: z.string().nullable(),
        createdAt: z.string().openapi({ format: 'date-time' }),
      }),
    ),
    nextBefore: z.number().int().nullable(),
  })
  .openapi('Credit');

const getRoute = createRoute({
  method: 'get',
  path: '/credit',
  tags: ['credit'],
  security: signedInSecurity,
  middleware: requireCustomer,
  summary: 'The account balance and its history (§7.3 credit; issue 6)',
  description:
    'Balances per currency (the store’s first) and the movements in one currency, newest first, with a localised label. Only in the stores of §2.2 that offer an account balance (404 CREDIT_NOT_AVAILABLE elsewhere).',
  request: { query: CreditQuery },
  responses: { 200: json(CreditSchema, 'The account balance'), ...errorResponses(400, 401, 404) },
});

export interface CreditRoutesOptions {
  /** Names the orders in the history (order/index.ts orderNumbersOf). */
  orderNumbers: OrderNumbers;
}

/** The store-credit module's API (issue 6 item 3). */
export function creditRoutes(options: CreditRoutesOptions) {
  return apiRouter().openapi(getRoute, async (c) => {
    const store = c.get('store');
    assertCreditOffered(store);
    const query = c.req.valid('query');
    return c.json(
      await creditAccount(
        c.get('db'),
        principalOf(c).customerId,
        store,
        c.get('language'),
        options.orderNumbers,
        query,
      ),
      200,
    );
  });
}
