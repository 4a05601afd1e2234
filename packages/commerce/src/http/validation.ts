import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import type { ApiEnv } from './context.ts';
import { ApiError } from './errors.ts';

/**
 * Every zod failure at the boundary becomes one 400 with the offending fields named, in the
 * caller's language (the names are the API's own field names, so they need no translation).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, ApiEnv, any, any> = (result) => {
  if (!result.success) {
    const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || 'body'))];
    throw new ApiError(400, 'VALIDATION_FAILED', { fields: fields.join(', ') });
  }
};

/** A router for a module's routes, with the shared validation behaviour. */
export const apiRouter = () => new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
