import { z } from '@hono/zod-openapi';

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'VALIDATION_FAILED' }),
      message: z.string().openapi({ example: 'The request is not valid: skus.' }),
      requestId: z.string().optional(),
    }),
  })
  .openapi('Error');

/** §7.1: the store travels as a `locale` header such as `en_GB`. Validated by the store middleware. */
export const localeHeader = z.object({
  locale: z
    .string()
    .optional()
    .openapi({ param: { name: 'locale', in: 'header' }, example: 'en_GB' }),
});

const descriptions: Record<number, string> = {
  400: 'Invalid input or unknown store locale',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state',
};

/** The documented error responses of a route, all in the one error shape. */
export function errorResponses(...statuses: (400 | 401 | 403 | 404 | 409)[]) {
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: descriptions[s]!, content: { 'application/json': { schema: ErrorSchema } } },
    ]),
  ) as Record<
    400 | 401 | 403 | 404 | 409,
    { description: string; content: { 'application/json': { schema: typeof ErrorSchema } } }
  >;
}
