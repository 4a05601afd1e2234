import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DomainError } from '../kernel/errors.ts';

/**
 * An error the API answers with its own status and a stable `code` (DESIGN: one JSON error shape,
 * `{"error":{"code","message"}}`). The message is rendered in the caller's language at the edge.
 * The kit and the web app's server actions raise it with its status; the domain raises a
 * DomainError, whose status the API reads from the composition root's table (error-statuses.ts,
 * decision 0058).
 */
export class ApiError extends DomainError {
  readonly #status: ContentfulStatusCode;

  constructor(
    status: ContentfulStatusCode,
    code: string,
    params: Record<string, string> = {},
    /** Field name -> field error code (field-messages.ts), for forms that show errors per field. */
    fields?: Record<string, string>,
  ) {
    super(code, params, fields);
    this.#status = status;
    this.name = 'ApiError';
  }

  override get status(): ContentfulStatusCode {
    return this.#status;
  }

  /**
   * Every domain error is one the API answers (with its table's status), so `instanceof ApiError`
   * holds for what a service throws, as the web app's server actions expect (decision 0006).
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof DomainError;
  }
}

export const badRequest = (code: string, params?: Record<string, string>) => new ApiError(400, code, params);

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

export interface ErrorBody {
  error: { code: string; message: string; requestId?: string; fields?: FieldError[] };
}
