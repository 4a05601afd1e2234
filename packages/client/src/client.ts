import { COOKIE_NAMES, XSRF_HEADER } from '@vitrine/config';
import { untilAborted } from './abort.ts';
import { readDocumentCookie } from './cookie.ts';
import { ApiRequestError, NO_RESPONSE_STATUS, RequestTimeoutError, type HttpMethod } from './errors.ts';
import { memoryFlag, type FlagStore } from './flags.ts';
import { isTokenResponse, memorySession, sessionFromTokenResponse, type SessionStore } from './session.ts';

/** §9 leaves the request timeout unstated; 30 s outlasts any answer a shopper would wait for. */
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_REFRESH_PATH = 'auth/refresh';
export const DEFAULT_LOGOUT_PATH = 'auth/logout';
const TIMEOUT_REASON = 'The request timed out';

/** The part of fetch the client uses; globalThis.fetch fits. */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface LogoutRedirectEvent {
  /** Which call ended the session (§4.1): the refresh, or the logout itself. */
  reason: 'refresh' | 'logout';
  status: number;
}

export interface ClientOptions {
  /** API base, e.g. '/api/v1' in the browser (same origin) or 'https://host/api/v1'. */
  baseUrl: string;
  /** Store locale such as 'en-GB' (a function when the store can change under a long-lived client). */
  locale?: string | (() => string | undefined);
  fetch?: FetchLike;
  /** Per attempt: a replay after a refresh, and the refresh itself, each get the full time. */
  timeoutMs?: number;
  /** Default: an in-memory token session (no tokens until set). The browser app passes cookieSession(). */
  session?: SessionStore;
  /** Reads the anti-forgery cookie. Default: document.cookie when there is a document. */
  getCookie?: (name: string) => string | undefined;
  /** §4.1 logout-redirect flag. Default: in memory. */
  flags?: FlagStore;
  /** Called once each time the flag is raised, after it is stored. */
  onLogoutRedirect?: (event: LogoutRedirectEvent) => void;
  credentials?: RequestCredentials;
  /** Clock for the §3.6 derived expiry. */
  now?: () => number;
  refreshPath?: string;
  logoutPath?: string;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Merged over the client's headers (so a caller can replace any of them). */
  headers?: HeadersInit;
  /** §7.1: the locale header is removable per request. */
  withoutLocale?: boolean;
  signal?: AbortSignal;
  /** Appended to the path; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
}

export interface PutOptions extends RequestOptions {
  /** §7.1: a PUT can return the full response instead of only the data. */
  fullResponse?: boolean;
}

export interface FullResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

export interface Client {
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(
    path: string,
    body: unknown,
    options: PutOptions & { fullResponse: true },
  ): Promise<FullResponse<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: PutOptions): Promise<T>;
  /**
   * Renews the session now (§7.1 refresh), sharing a refresh already in flight. Rejects when the
   * refresh fails; a 400 or 401 also raises the logout-redirect flag (§4.1). Unlike a 401-driven
   * refresh it is sent even without a stored token session: the server decides.
   */
  refreshSession(): Promise<void>;
  /**
   * POST auth/logout (with the refresh token in the body for a token session); clears a token
   * session on success, raises the logout-redirect flag on 401 (§4.1).
   */
  logout(): Promise<void>;
}

interface RawResponse {
  status: number;
  ok: boolean;
  statusText: string;
  headers: Headers;
  data: unknown;
}

type RefreshOutcome = { ok: true } | { ok: false; sessionEnded: boolean; error: unknown };

/** §7.1: the locale header carries the code with '-' replaced by '_' ('en-GB' -> 'en_GB'). */
export function toLocaleHeader(locale: string): string {
  return locale.replaceAll('-', '_');
}

/** 'auth/refresh?x' and '/auth/refresh/' name the same endpoint. */
function endpointKey(path: string): string {
  const cut = path.search(/[?#]/);
  return (cut === -1 ? path : path.slice(0, cut)).replace(/^\/+|\/+$/g, '');
}

function joinUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  let url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== null && value !== undefined) params.append(key, String(value));
    }
    const search = params.toString();
    if (search !== '') url += (url.includes('?') ? '&' : '?') + search;
  }
  return url;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Turns a non-2xx answer into the error passed to the caller, reading the API's
 * `{"error":{"code","message","requestId"}}` body when there is one.
 */
function errorFromResponse(
  response: RawResponse,
  method: HttpMethod,
  path: string,
  extra: { sessionEnded?: boolean; cause?: unknown } = {},
): ApiRequestError {
  const body = response.data;
  const envelope =
    typeof body === 'object' && body !== null && 'error' in body
      ? (body as { error: unknown }).error
      : undefined;
  const fields =
    typeof envelope === 'object' && envelope !== null ? (envelope as Record<string, unknown>) : {};
  const text = typeof body === 'string' && body.trim() !== '' ? body.trim() : undefined;
  return new ApiRequestError({
    status: response.status,
    code: typeof fields.code === 'string' ? fields.code : `HTTP_${response.status}`,
    message:
      typeof fields.message === 'string'
        ? fields.message
        : (text ?? (response.statusText || `HTTP ${response.status}`)),
    requestId:
      typeof fields.requestId === 'string'
        ? fields.requestId
        : (response.headers.get('x-request-id') ?? undefined),
    path,
    method,
    ...extra,
  });
}

export function createClient(options: ClientOptions): Client {
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const session: SessionStore = options.session ?? memorySession();
  const getCookie = options.getCookie ?? readDocumentCookie;
  const flags = options.flags ?? memoryFlag();
  const now = options.now ?? Date.now;
  const refreshKey = endpointKey(options.refreshPath ?? DEFAULT_REFRESH_PATH);
  const logoutKey = endpointKey(options.logoutPath ?? DEFAULT_LOGOUT_PATH);

  // §4.1 single flight. Refreshes run one at a time, so `started - settled` is 0 or 1. A request
  // remembers how many had settled when it was sent: any refresh started since then (in flight
  // at send time, or begun by another request's 401) already renews the token it was sent with,
  // so its 401 joins that refresh's outcome instead of starting another. This is what keeps N
  // concurrent 401s to one refresh however their answers interleave with the refresh's own.
  let refreshesStarted = 0;
  let refreshesSettled = 0;
  let latestRefresh: Promise<RefreshOutcome> | undefined;

  function currentLocale(): string | undefined {
    return typeof options.locale === 'function' ? options.locale() : options.locale;
  }

  function buildHeaders(method: HttpMethod, hasBody: boolean, request: RequestOptions): Headers {
    const headers = new Headers({ accept: 'application/json' });
    if (hasBody) headers.set('content-type', 'application/json; charset=utf-8');
    const locale = currentLocale();
    if (locale) headers.set('locale', locale);
    // §6: bearer from the stored session; with cookie sessions the browser sends the tokens.
    if (session.kind === 'token') {
      const record = session.get();
      if (record) headers.set('authorization', `Bearer ${record.accessToken}`);
    }
    // §9: anti-forgery header on every non-GET, read afresh each attempt because the server may
    // rotate the cookie (e.g. on refresh) between an attempt and its replay.
    if (method !== 'GET') {
      const xsrf = getCookie(COOKIE_NAMES.xsrf);
      if (xsrf) headers.set(XSRF_HEADER, xsrf);
    }
    if (request.headers) new Headers(request.headers).forEach((value, key) => headers.set(key, value));
    // §7.1: '-' -> '_' applies to a caller-given locale header too (content fetches pass one, §7.3).
    const finalLocale = headers.get('locale');
    if (request.withoutLocale) headers.delete('locale');
    else if (finalLocale !== null) headers.set('locale', toLocaleHeader(finalLocale));
    return headers;
  }

  async function readBody(response: Response): Promise<{ data: unknown; invalidJson?: unknown }> {
    const text = await response.text();
    if (text === '') return { data: undefined };
    const type = response.headers.get('content-type') ?? '';
    if (!/\bjson\b/i.test(type)) return { data: text };
    try {
      return { data: JSON.parse(text) as unknown };
    } catch (error) {
      return { data: text, invalidJson: error };
    }
  }

  /** One attempt: fetch and read the body under the timeout. HTTP errors are returned, not thrown. */
  async function send(
    method: HttpMethod,
    path: string,
    body: unknown,
    request: RequestOptions,
  ): Promise<RawResponse> {
    const callerSignal = request.signal;
    callerSignal?.throwIfAborted();
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

    const hasBody = body !== undefined;
    const init: RequestInit = {
      method,
      headers: buildHeaders(method, hasBody, request),
      signal: controller.signal,
      credentials: options.credentials ?? 'same-origin',
    };
    if (hasBody) init.body = JSON.stringify(body);

    let timer: ReturnType<typeof setTimeout> | undefined;
    // §8: the timeout wins the race even against a fetch that ignores its abort signal.
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new RequestTimeoutError({ path, method }));
        controller.abort(new DOMException(TIMEOUT_REASON, 'TimeoutError'));
      }, timeoutMs);
    });
    const attempt = (async () => {
      const response = await fetchImpl(joinUrl(options.baseUrl, path, request.query), init);
      const { data, invalidJson } = await readBody(response);
      const raw: RawResponse = {
        status: response.status,
        ok: response.ok,
        statusText: response.statusText,
        headers: response.headers,
        data,
      };
      if (invalidJson !== undefined && response.ok) {
        throw new ApiRequestError({
          status: response.status,
          code: 'INVALID_JSON',
          message: `Invalid JSON in response: ${messageOf(invalidJson)}`,
          requestId: response.headers.get('x-request-id') ?? undefined,
          path,
          method,
          cause: invalidJson,
        });
      }
      return raw;
    })();
    // Whichever loses the race must not surface as an unhandled rejection.
    attempt.catch(() => undefined);
    timedOut.catch(() => undefined);

    try {
      return await Promise.race([attempt, timedOut]);
    } catch (error) {
      if (error instanceof ApiRequestError) throw error;
      if (callerSignal?.aborted) throw callerSignal.reason;
      throw new ApiRequestError({
        status: NO_RESPONSE_STATUS,
        code: 'NETWORK_ERROR',
        message: messageOf(error),
        path,
        method,
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  /** §4.1: a session that cannot be renewed is over; the app sends the shopper to logout. */
  function endSession(event: LogoutRedirectEvent): void {
    if (session.kind === 'token') session.clear();
    flags.set();
    try {
      options.onLogoutRedirect?.(event);
    } catch (error) {
      // A failing app hook must not change what the waiting requests see; the flag is stored
      // already, and the error still surfaces as an uncaught one for the reporter.
      queueMicrotask(() => {
        throw error;
      });
    }
  }

  async function runRefresh(): Promise<RefreshOutcome> {
    try {
      // §7.1 refresh body for token sessions; in the browser the refresh cookie is the credential,
      // and the body an empty JSON object (the API refuses a POST without a JSON body, 415).
      const body = session.kind === 'token' ? { refreshToken: session.get()?.refreshToken ?? '' } : {};
      const response = await send('POST', refreshKey, body, {});
      if (response.status === 400 || response.status === 401) {
        const error = errorFromResponse(response, 'POST', refreshKey, { sessionEnded: true });
        endSession({ reason: 'refresh', status: response.status });
        return { ok: false, sessionEnded: true, error };
      }
      if (!response.ok) {
        return { ok: false, sessionEnded: false, error: errorFromResponse(response, 'POST', refreshKey) };
      }
      if (session.kind === 'token') {
        if (!isTokenResponse(response.data)) {
          return {
            ok: false,
            sessionEnded: false,
            error: new ApiRequestError({
              status: response.status,
              code: 'INVALID_REFRESH_RESPONSE',
              message: 'The refresh answer holds no usable tokens',
              path: refreshKey,
              method: 'POST',
            }),
          };
        }
        // §7.1: the answer's record replaces the stored one.
        session.set(sessionFromTokenResponse(response.data, now()));
      }
      return { ok: true };
    } catch (error) {
      return { ok: false, sessionEnded: false, error };
    } finally {
      // Counted before any waiter resumes, so a 401 that arrives after this refresh still sees it.
      refreshesSettled += 1;
    }
  }

  function startRefresh(): Promise<RefreshOutcome> {
    refreshesStarted += 1;
    latestRefresh = runRefresh();
    return latestRefresh;
  }

  /**
   * The refresh that answers a 401 for a request sent when `settledAtSend` refreshes had settled:
   * one started since then (whatever its outcome, even if it already ended the session), else a
   * new one when there is a session to renew, else none.
   */
  function refreshFor(settledAtSend: number): Promise<RefreshOutcome> | undefined {
    if (latestRefresh !== undefined && refreshesStarted > settledAtSend) return latestRefresh;
    const renewable = session.kind === 'token' ? session.get() !== null : session.canRefresh();
    return renewable ? startRefresh() : undefined;
  }

  async function execute(
    method: HttpMethod,
    path: string,
    body: unknown,
    request: RequestOptions,
  ): Promise<RawResponse> {
    const key = endpointKey(path);
    const isAuthCall = key === refreshKey || key === logoutKey;
    const settledAtSend = refreshesSettled;
    let response = await send(method, path, body, request);

    // §4.1 / §8: 401 -> one shared refresh, then one replay. The refresh and logout calls are
    // never retried: their 401 is the end of the session, handled below.
    const refresh = response.status === 401 && !isAuthCall ? refreshFor(settledAtSend) : undefined;
    if (refresh !== undefined) {
      const outcome = await untilAborted(refresh, request.signal);
      if (!outcome.ok) {
        // A session that ended: the caller sees its own 401. Any other refresh failure (timeout,
        // 5xx) is passed on as is, so it keeps its message and the reporter sees it (§8).
        if (outcome.sessionEnded) {
          throw errorFromResponse(response, method, path, { sessionEnded: true, cause: outcome.error });
        }
        throw outcome.error;
      }
      response = await send(method, path, body, request);
    }

    if (key === refreshKey && (response.status === 400 || response.status === 401)) {
      endSession({ reason: 'refresh', status: response.status });
      throw errorFromResponse(response, method, path, { sessionEnded: true });
    }
    if (key === logoutKey && response.status === 401) {
      endSession({ reason: 'logout', status: response.status });
      throw errorFromResponse(response, method, path, { sessionEnded: true });
    }
    if (!response.ok) throw errorFromResponse(response, method, path);
    if (key === logoutKey && session.kind === 'token') session.clear();
    return response;
  }

  async function data<T>(method: HttpMethod, path: string, body: unknown, request: RequestOptions = {}) {
    return (await execute(method, path, body, request)).data as T;
  }

  function put<T>(
    path: string,
    body: unknown,
    request: PutOptions & { fullResponse: true },
  ): Promise<FullResponse<T>>;
  function put<T>(path: string, body?: unknown, request?: PutOptions): Promise<T>;
  async function put<T>(
    path: string,
    body?: unknown,
    request: PutOptions = {},
  ): Promise<T | FullResponse<T>> {
    const { fullResponse, ...rest } = request;
    const response = await execute('PUT', path, body, rest);
    if (!fullResponse) return response.data as T;
    return { status: response.status, headers: response.headers, data: response.data as T };
  }

  return {
    get: (path, request) => data('GET', path, undefined, request),
    delete: (path, request) => data('DELETE', path, undefined, request),
    post: (path, body, request) => data('POST', path, body, request),
    patch: (path, body, request) => data('PATCH', path, body, request),
    put,
    async refreshSession() {
      const outcome = await (refreshFor(refreshesSettled) ?? startRefresh());
      if (!outcome.ok) throw outcome.error;
    },
    async logout() {
      // With a token session the refresh token goes along, so the server can revoke it and sign
      // out even when the access token has already expired; cookie sessions send the cookie.
      const record = session.kind === 'token' ? session.get() : null;
      await execute('POST', logoutKey, record ? { refreshToken: record.refreshToken } : {}, {});
    },
  };
}
