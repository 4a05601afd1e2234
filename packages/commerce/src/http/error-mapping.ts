import { HTTPException } from 'hono/http-exception';
import { unsupportedMediaType } from './body-types.ts';
import { ApiError } from './errors.ts';

// What an error thrown anywhere below a request means to its caller: the API's onError and the
// web app's server actions answer with the same status and code (decision 0006).

/**
 * PostgreSQL error codes that mean "this would break a rule" or "another request holds what this
 * one needs" (a lock not granted within DATABASE_LOCK_TIMEOUT_MS), not "the server broke".
 */
const CONFLICT_SQLSTATES = new Set(['23505', '23503', '23514', '40001', '40P01', '55P03']);
/**
 * The database is too busy to answer in time: a statement ran past DATABASE_STATEMENT_TIMEOUT_MS
 * (57014), a transaction sat idle past its bound (25P03), or no pooled connection came free in
 * time. The request may be tried again shortly (503 with Retry-After).
 */
const BUSY_SQLSTATES = new Set(['57014', '25P03']);
const POOL_TIMEOUT = /timeout exceeded when trying to connect/;
/** character_not_in_repertoire (a NUL in text) and untranslatable_character (a NUL in jsonb). */
const UNSTORABLE_TEXT_SQLSTATES = new Set(['22021', '22P05']);

/**
 * The client error an exception stands for, or undefined for a fault of ours (a 500). A request the
 * route cannot read is the client's: `bodyTypes` are what the route takes (body-types.ts), JSON
 * when unknown, as every route but the photo upload takes.
 */
export function toApiError(
  err: unknown,
  bodyTypes: readonly string[] = ['application/json'],
): ApiError | undefined {
  if (err instanceof ApiError) return err;
  if (err instanceof HTTPException) {
    // Hono's own validators throw these, e.g. for a body that is not JSON.
    if (err.status === 400)
      return new ApiError(400, 'VALIDATION_FAILED', { fields: 'body' }, { body: 'invalid' });
    if (err.status === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE');
    // @hono/zod-openapi's gate: a Content-Type the route does not declare, or a body without one.
    if (err.status === 415) return unsupportedMediaType(bodyTypes);
    if (err.status === 401) return new ApiError(401, 'UNAUTHORIZED');
    if (err.status === 403) return new ApiError(403, 'FORBIDDEN');
    if (err.status === 404) return new ApiError(404, 'ROUTE_NOT_FOUND');
    return undefined;
  }
  const code = sqlState(err);
  if (code && CONFLICT_SQLSTATES.has(code)) return new ApiError(409, 'CONFLICT');
  // Text PostgreSQL cannot hold (a NUL): only a client sends that. The validation hook names the
  // field for every input it sees; this covers what reaches a query another way.
  if (code && UNSTORABLE_TEXT_SQLSTATES.has(code))
    return new ApiError(400, 'VALIDATION_FAILED', { fields: 'body' });
  if ((code && BUSY_SQLSTATES.has(code)) || causes(err).some((e) => POOL_TIMEOUT.test(e.message)))
    return new ApiError(503, 'SERVICE_BUSY');
  return undefined;
}

/** The error and the errors it wraps: Drizzle wraps the driver's error in `cause`. */
function causes(err: unknown): Error[] {
  const chain: Error[] = [];
  for (let e: unknown = err; e instanceof Error && chain.length < 3; e = e.cause) chain.push(e);
  return chain;
}

function sqlState(err: unknown): string | undefined {
  for (const e of causes(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
