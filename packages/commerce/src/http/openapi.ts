import { z } from '@hono/zod-openapi';

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'VALIDATION_FAILED' }),
      message: z.string().openapi({ example: 'The request is not valid: skus.' }),
      requestId: z.string().optional(),
      fields: z
        .array(z.object({ field: z.string(), code: z.string(), message: z.string() }))
        .optional()
        .openapi({ description: 'Per-field problems, for forms' }),
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

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429;

const descriptions: Record<number, string> = {
  400: 'Invalid input or unknown store locale',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state',
  422: 'Understood but not possible (for instance more units than can be returned)',
  429: 'Too many attempts; see Retry-After',
};

/** The documented error responses of a route, all in the one error shape. */
export function errorResponses(...statuses: ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((s) => [
      s,
      { description: descriptions[s]!, content: { 'application/json': { schema: ErrorSchema } } },
    ]),
  ) as Record<
    ErrorStatus,
    { description: string; content: { 'application/json': { schema: typeof ErrorSchema } } }
  >;
}

/** Routes of §2.1 "login needed": a bearer access token (apps) or the session cookie (web). */
export const signedInSecurity: Record<string, string[]>[] = [{ bearerAuth: [] }, { sessionCookie: [] }];

/** A documented JSON response: `json(Schema, 'What it is')`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON request body, spread into a route's `request`. */
export const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
