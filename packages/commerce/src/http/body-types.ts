import type { RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { ErrorSchema } from './openapi.ts';

/**
 * What a route's body may be sent as: the media types of its OpenAPI `requestBody.content`. The
 * route keeps them on the request, so that a refusal can name them: @hono/zod-openapi's own gate
 * refuses a Content-Type the route does not declare, and a body sent without one, with a bare 415
 * that onError words (decision 0006; issue 35 item 11).
 */
export function withBodyTypes<R extends RouteConfig>(route: R): R {
  const content = route.request?.body?.content;
  if (!content) return route;
  const types = Object.keys(content);
  const keep: MiddlewareHandler<ApiEnv> = async (c, next) => {
    c.set('bodyTypes', types);
    await next();
  };
  const own = route.middleware === undefined ? [] : [route.middleware].flat();
  return {
    ...route,
    // First, so that it is known whichever step refuses; the route's own (sign-in, anti-forgery)
    // still run before the body is looked at.
    middleware: [keep, ...own],
    responses: {
      ...route.responses,
      415: {
        description: `The body is not sent as ${types.join(' or ')}`,
        content: { 'application/json': { schema: ErrorSchema } },
      },
    },
  };
}

/** 415 in the one error shape, naming what the route takes. */
export const unsupportedMediaType = (types: readonly string[]) =>
  new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', { accepted: types.join(', ') });

/**
 * Whether a Content-Type header says JSON (`application/json` or a `+json` type, parameters such as
 * charset allowed): the rule for the web app's own JSON endpoints, which read their bodies
 * themselves.
 */
export function sentAsJson(contentType: string | null | undefined): boolean {
  return /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(contentType?.trim() ?? '');
}
