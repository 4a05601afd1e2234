/** §8: the exact message a request that runs out of time rejects with. */
export const TIMEOUT_MESSAGE = 'Request has timed out!';

/** `status` of a request that got no HTTP answer (network failure or timeout). */
export const NO_RESPONSE_STATUS = 0;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestErrorInit {
  status: number;
  code: string;
  message: string;
  path: string;
  method: HttpMethod;
  requestId?: string | undefined;
  /** §4.1: set when this failure ended the session and raised the logout-redirect flag. */
  sessionEnded?: boolean;
  cause?: unknown;
}

/**
 * §8 "other request errors are passed to the caller": every failure of a request made through the
 * client, so callers and the reporter can tell HTTP failures from bugs with one `instanceof`.
 * The server's `{"error":{"code","message","requestId"}}` body fills code, message and requestId.
 */
/**
 * Marks every ApiRequestError, whichever copy of this package made it. Next bundles the package
 * more than once on the server (instrumentation and pages), and a client made in one bundle
 * throws errors the other's class does not own, so `instanceof` answers by the mark instead.
 */
const API_REQUEST_ERROR = Symbol.for('vitrine.ApiRequestError');

export class ApiRequestError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    // Subclasses (RequestTimeoutError) keep the ordinary prototype test.
    if (this !== ApiRequestError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && API_REQUEST_ERROR in value;
  }

  readonly [API_REQUEST_ERROR] = true;
  readonly status: number;
  readonly code: string;
  readonly requestId: string | undefined;
  /** The request path as the caller gave it, relative to the API base, query string included. */
  readonly path: string;
  readonly method: HttpMethod;
  readonly sessionEnded: boolean;

  constructor(init: ApiRequestErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.code = init.code;
    this.requestId = init.requestId;
    this.path = init.path;
    this.method = init.method;
    this.sessionEnded = init.sessionEnded ?? false;
  }
}

/** §8 request timeout. Kept an ApiRequestError so callers handle it with the other request failures. */
export class RequestTimeoutError extends ApiRequestError {
  constructor(init: { path: string; method: HttpMethod }) {
    super({ ...init, status: NO_RESPONSE_STATUS, code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
    this.name = 'RequestTimeoutError';
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}
