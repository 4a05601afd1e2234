import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import { withBodyTypes } from './body-types.ts';
import type { ApiEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { fieldCode } from '../kernel/field-messages.ts';

/**
 * Every zod failure at the boundary becomes one 400 with the offending fields named, in the
 * caller's language (the names are the API's own field names, so they need no translation).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const validationHook: Hook<any, ApiEnv, any, any> = (result) => {
  if (!result.success) {
    const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || 'body'))];
    const perField: Record<string, string> = {};
    for (const issue of result.error.issues) perField[issue.path.join('.') || 'body'] ??= fieldCode(issue);
    throw new ApiError(400, 'VALIDATION_FAILED', { fields: fields.join(', ') }, perField);
  }
  const nul = pathOfNul(result.data);
  if (nul !== undefined) {
    const field = nul || 'body';
    throw new ApiError(400, 'VALIDATION_FAILED', { fields: field }, { [field]: 'invalid' });
  }
};

/**
 * Where a value holds a NUL character (U+0000), or undefined. PostgreSQL stores no NUL in text or
 * jsonb and fails the query, so it is refused here, named, like any other invalid field (issue 35
 * item 11). Walked without recursion: a route that takes free-form JSON may be sent any depth.
 */
export function pathOfNul(value: unknown): string | undefined {
  const stack: [unknown, string][] = [[value, '']];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * A router for a module's routes, with the shared validation behaviour: every route with a body
 * names the media types it takes when it refuses another (body-types.ts).
 */
export function apiRouter() {
  const router = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  const openapi = router.openapi;
  router.openapi = ((route, handler, hook) => openapi(withBodyTypes(route), handler, hook)) as typeof openapi;
  return router;
}
