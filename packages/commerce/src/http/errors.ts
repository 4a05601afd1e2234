import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from './messages.ts';

/**
 * An error the API answers with its own status and a stable `code` (DESIGN: one JSON error shape,
 * `{"error":{"code","message"}}`). The message is rendered in the caller's language at the edge.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly params: Record<string, string> = {},
    /** Field name -> field error code (field-messages.ts), for forms that show errors per field. */
    readonly fields?: Record<string, string>,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export const notFound = (code: ErrorCode = 'ROUTE_NOT_FOUND', params?: Record<string, string>) =>
  new ApiError(404, code, params);
export const badRequest = (code: ErrorCode, params?: Record<string, string>) =>
  new ApiError(400, code, params);
export const unauthorized = () => new ApiError(401, 'UNAUTHORIZED');
export const forbidden = () => new ApiError(403, 'FORBIDDEN');
export const conflict = (code: ErrorCode = 'CONFLICT', params?: Record<string, string>) =>
  new ApiError(409, code, params);

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

export interface ErrorBody {
  error: { code: string; message: string; requestId?: string; fields?: FieldError[] };
}
