import { COOKIE_NAMES, XSRF_HEADER } from '@vitrine/config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient, DEFAULT_TIMEOUT_MS, toLocaleHeader, type ClientOptions } from './client.ts';
import { ApiRequestError, RequestTimeoutError, TIMEOUT_MESSAGE } from './errors.ts';
import { memoryFlag } from './flags.ts';
import { cookieSession, memorySession } from './session.ts';
import { hangingFetch, jsonResponse, recordingFetch, type SentRequest } from './test-support.ts';

const OLD = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const TOKENS = { accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 3600, tokenType: 'Bearer' };

function setup(
  answer: (request: SentRequest) => Response | Promise<Response> = () => jsonResponse(200, { ok: true }),
  options: Partial<ClientOptions> = {},
) {
  const { fetch, sent } = recordingFetch(answer);
  const flags = memoryFlag();
  const onLogoutRedirect = vi.fn();
  const session = memorySession({ ...OLD });
  const client = createClient({
    baseUrl: '/api/v1',
    locale: 'en-GB',
    fetch,
    session,
    flags,
    onLogoutRedirect,
    getCookie: (name) => (name === COOKIE_NAMES.xsrf ? 'xsrf-value' : undefined),
    now: () => 1_000_000,
    ...options,
  });
  return { client, sent, flags, onLogoutRedirect, session };
}

/** A server where only the renewed token is accepted; the refresh answers `refresh`. */
function expiringServer(refresh: () => Response = () => jsonResponse(200, TOKENS)) {
  return (request: SentRequest): Response => {
    if (request.url.endsWith('/auth/refresh')) return refresh();
    return request.headers.get('authorization') === 'Bearer access-2'
      ? jsonResponse(200, { url: request.url })
      : jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'Unauthorised', requestId: 'r-401' } });
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('§7.1 headers', () => {
  it("sends the locale with '-' replaced by '_'", async () => {
    const { client, sent } = setup();
    await client.get('customer');
    expect(sent[0]!.headers.get('locale')).toBe('en_GB');
    expect(toLocaleHeader('zh-Hant-TW')).toBe('zh_Hant_TW');
  });

  it('removes the locale header on request', async () => {
    const { client, sent } = setup();
    await client.post('quote', {}, { withoutLocale: true, headers: { locale: 'fr-FR' } });
    expect(sent[0]!.headers.has('locale')).toBe(false);
  });

  it("transforms a caller's locale header and reads a locale function each request", async () => {
    let locale = 'en-GB';
    const { client, sent } = setup(undefined, { locale: () => locale });
    await client.get('a', { headers: { locale: 'en-IE' } });
    locale = 'fr-FR';
    await client.get('b');
    expect(sent.map((r) => r.headers.get('locale'))).toEqual(['en_IE', 'fr_FR']);
  });

  it('sends no locale header when the client has none', async () => {
    const { client, sent } = setup(undefined, { locale: undefined });
    await client.get('a');
    expect(sent[0]!.headers.has('locale')).toBe(false);
  });

  it('§9: sends the anti-forgery header from its cookie on every non-GET only', async () => {
    const { client, sent } = setup();
    await client.get('a');
    await client.post('a', { x: 1 });
    await client.put('a', { x: 1 });
    await client.patch('a', { x: 1 });
    await client.delete('a');
    expect(sent.map((r) => [r.method, r.headers.get(XSRF_HEADER)])).toEqual([
      ['GET', null],
      ['POST', 'xsrf-value'],
      ['PUT', 'xsrf-value'],
      ['PATCH', 'xsrf-value'],
      ['DELETE', 'xsrf-value'],
    ]);
  });

  it('leaves the anti-forgery header out when there is no cookie', async () => {
    const { client, sent } = setup(undefined, { getCookie: () => undefined });
    await client.post('a', {});
    expect(sent[0]!.headers.has(XSRF_HEADER)).toBe(false);
  });

  it('reads the anti-forgery cookie from document.cookie by default', async () => {
    vi.stubGlobal('document', { cookie: `other=1; ${COOKIE_NAMES.xsrf}=a%20b; last=2` });
    const { fetch, sent } = recordingFetch(() => jsonResponse(204));
    await createClient({ baseUrl: '/api/v1', fetch }).post('a');
    expect(sent[0]!.headers.get(XSRF_HEADER)).toBe('a b');
  });

  it('§6: sends the bearer token of the stored session', async () => {
    const { client, sent } = setup();
    await client.get('customer');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('sends no bearer without a session, nor with a cookie session', async () => {
    const anonymous = setup(undefined, { session: memorySession() });
    await anonymous.client.get('a');
    const browser = setup(undefined, { session: cookieSession() });
    await browser.client.get('a');
    expect(anonymous.sent[0]!.headers.has('authorization')).toBe(false);
    expect(browser.sent[0]!.headers.has('authorization')).toBe(false);
  });
});

describe('§7.1 JSON', () => {
  it('serialises bodies as UTF-8 JSON and parses JSON answers', async () => {
    const { client, sent } = setup(() => jsonResponse(201, { id: 7, name: 'Élan' }));
    const data = await client.post<{ id: number; name: string }>('customer/addresses', { city: 'Zürich' });
    expect(data).toEqual({ id: 7, name: 'Élan' });
    expect(sent[0]).toMatchObject({ url: '/api/v1/customer/addresses', method: 'POST' });
    expect(sent[0]!.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(sent[0]!.headers.get('accept')).toBe('application/json');
    expect(JSON.parse(sent[0]!.body!)).toEqual({ city: 'Zürich' });
  });

  it('sends no body and no content type without data', async () => {
    const { client, sent } = setup();
    await client.get('a');
    await client.delete('a');
    for (const request of sent) {
      expect(request.body).toBeUndefined();
      expect(request.headers.has('content-type')).toBe(false);
    }
  });

  it('joins the base and the path and appends the query', async () => {
    const { client, sent } = setup(undefined, { baseUrl: 'https://shop.test/api/v1/' });
    await client.get('/search?q=dress', { query: { page: 2, sale: true, skip: undefined, none: null } });
    expect(sent[0]!.url).toBe('https://shop.test/api/v1/search?q=dress&page=2&sale=true');
  });

  it('answers undefined for an empty body and the text for a non-JSON body', async () => {
    const empty = setup(() => jsonResponse(204));
    expect(await empty.client.delete('a')).toBeUndefined();
    const text = setup(
      () => new Response('pong', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    expect(await text.client.get('ping')).toBe('pong');
  });

  it('§7.1: a PUT returns the full response on request', async () => {
    const { client } = setup(() => jsonResponse(200, { saved: true }, { etag: '"v2"' }));
    const full = await client.put<{ saved: boolean }>('customer', { a: 1 }, { fullResponse: true });
    expect(full.status).toBe(200);
    expect(full.headers.get('etag')).toBe('"v2"');
    expect(full.data).toEqual({ saved: true });
    expect(await client.put('customer', { a: 1 })).toEqual({ saved: true });
  });
});

describe('§8 other request errors are passed to the caller', () => {
  it("carries the API's status, code, message and request id", async () => {
    const { client } = setup(() =>
      jsonResponse(422, { error: { code: 'INVALID_POSTCODE', message: 'Bad postcode', requestId: 'req-9' } }),
    );
    const error = await client.patch('customer?x=1', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 422,
      code: 'INVALID_POSTCODE',
      message: 'Bad postcode',
      requestId: 'req-9',
      path: 'customer?x=1',
      method: 'PATCH',
      sessionEnded: false,
    });
  });

  it('falls back to the text, the status text and the x-request-id header', async () => {
    const { client } = setup(
      () => new Response('upstream down', { status: 502, headers: { 'x-request-id': 'hdr-1' } }),
    );
    await expect(client.get('a')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'upstream down',
      requestId: 'hdr-1',
    });
    const bare = setup(() => new Response(null, { status: 500, statusText: 'Server Error' }));
    await expect(bare.client.get('a')).rejects.toMatchObject({ message: 'Server Error' });
  });

  it('a network failure is a request error with no status', async () => {
    const { client } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(client.get('a')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'fetch failed',
    });
  });

  it('invalid JSON in a success answer is an error', async () => {
    const { client } = setup(
      () => new Response('{oops', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await expect(client.get('a')).rejects.toMatchObject({ status: 200, code: 'INVALID_JSON' });
  });

  it("a caller's abort rejects with the caller's reason", async () => {
    const client = createClient({ baseUrl: '/api', fetch: hangingFetch() });
    const controller = new AbortController();
    const pending = client.get('a', { signal: controller.signal });
    controller.abort(new Error('left the page'));
    await expect(pending).rejects.toThrow('left the page');
    await expect(client.get('a', { signal: controller.signal })).rejects.toThrow('left the page');
  });
});

describe('§8 request timeout', () => {
  it(`rejects with '${TIMEOUT_MESSAGE}' once the timeout passes, and aborts the fetch`, async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const client = createClient({
      baseUrl: '/api',
      timeoutMs: 5000,
      fetch: (url, init) => {
        signal = init.signal ?? undefined;
        return hangingFetch()(url, init);
      },
    });
    const pending = client.get('slow');
    let settled = false;
    pending.catch(() => undefined).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).message).toBe('Request has timed out!');
    expect(signal?.aborted).toBe(true);
  });

  it('wins even against a fetch that ignores its signal, after 30 s by default', async () => {
    vi.useFakeTimers();
    const client = createClient({ baseUrl: '/api', fetch: () => new Promise<Response>(() => undefined) });
    const pending = client.post('slow', {});
    const assertion = expect(pending).rejects.toThrow(TIMEOUT_MESSAGE);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    await assertion;
  });

  it('leaves no timer behind once answered', async () => {
    vi.useFakeTimers();
    const { client } = setup();
    await client.get('a');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('§4.1 session: refresh on 401', () => {
  it('refreshes with the refresh token, stores the new record and replays with the new token', async () => {
    const { client, sent, session, flags } = setup(expiringServer());
    expect(await client.get('customer')).toEqual({ url: '/api/v1/customer' });
    expect(sent.map((r) => `${r.method} ${r.url} ${r.headers.get('authorization')}`)).toEqual([
      'GET /api/v1/customer Bearer access-1',
      'POST /api/v1/auth/refresh Bearer access-1',
      'GET /api/v1/customer Bearer access-2',
    ]);
    expect(JSON.parse(sent[1]!.body!)).toEqual({ refreshToken: 'refresh-1' });
    expect(sent[1]!.headers.get(XSRF_HEADER)).toBe('xsrf-value');
    // §3.6: no expiration timestamp given, so now + expiresIn seconds.
    expect(session.get()).toEqual({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      expiresAt: 1_000_000 + 3_600_000,
    });
    expect(flags.isSet()).toBe(false);
  });

  it('replays a non-GET with the same body and a fresh anti-forgery cookie', async () => {
    let xsrf = 'before';
    const { client, sent } = setup(
      expiringServer(() => {
        xsrf = 'after';
        return jsonResponse(200, TOKENS);
      }),
      { getCookie: () => xsrf },
    );
    await client.post('wishlist', { sku: 'A1' });
    expect(sent.map((r) => [r.url, r.body, r.headers.get(XSRF_HEADER)])).toEqual([
      ['/api/v1/wishlist', '{"sku":"A1"}', 'before'],
      ['/api/v1/auth/refresh', '{"refreshToken":"refresh-1"}', 'before'],
      ['/api/v1/wishlist', '{"sku":"A1"}', 'after'],
    ]);
  });

  it('in the browser (cookie session) refreshes with an empty JSON object and no bearer', async () => {
    let renewed = false;
    const { client, sent } = setup(
      (request) => {
        if (request.url.endsWith('/auth/refresh')) {
          renewed = true;
          return jsonResponse(204);
        }
        return renewed ? jsonResponse(200, { ok: 1 }) : jsonResponse(401);
      },
      { session: cookieSession() },
    );
    expect(await client.get('customer')).toEqual({ ok: 1 });
    expect(sent).toHaveLength(3);
    expect(sent[1]!.body).toBe('{}');
    expect(sent[1]!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(sent.some((r) => r.headers.has('authorization'))).toBe(false);
  });

  it('retries each request at most once: a replay answered 401 fails without another refresh', async () => {
    const { client, sent, flags } = setup((request) =>
      request.url.endsWith('/auth/refresh') ? jsonResponse(200, TOKENS) : jsonResponse(401),
    );
    const error = await client.get('customer').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, sessionEnded: false });
    expect(sent.map((r) => r.url)).toEqual(['/api/v1/customer', '/api/v1/auth/refresh', '/api/v1/customer']);
    expect(flags.isSet()).toBe(false);
  });

  it('passes a 401 on without refreshing when there is no session to renew', async () => {
    const anonymous = setup(expiringServer(), { session: memorySession() });
    await expect(anonymous.client.get('customer')).rejects.toMatchObject({ status: 401 });
    const guest = setup(expiringServer(), { session: cookieSession({ canRefresh: () => false }) });
    await expect(guest.client.get('customer')).rejects.toMatchObject({ status: 401 });
    expect([anonymous.sent.length, guest.sent.length]).toEqual([1, 1]);
    expect(anonymous.flags.isSet() || guest.flags.isSet()).toBe(false);
  });

  it.each([400, 401])(
    'a refresh answered %i ends the session: flag set once, session cleared, caller rejected',
    async (status) => {
      const { client, sent, flags, session, onLogoutRedirect } = setup(
        expiringServer(() => jsonResponse(status, { error: { code: 'INVALID_TOKEN', message: 'no' } })),
      );
      const error = await client.get('customer').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect(error).toMatchObject({ status: 401, path: 'customer', sessionEnded: true });
      expect((error as Error).cause).toMatchObject({ status, path: 'auth/refresh' });
      expect(sent).toHaveLength(2);
      expect(flags.isSet()).toBe(true);
      expect(session.get()).toBeNull();
      expect(onLogoutRedirect).toHaveBeenCalledExactlyOnceWith({ reason: 'refresh', status });
    },
  );

  it('any other refresh failure is passed on as is and leaves the flag alone', async () => {
    const { client, flags, session } = setup(
      expiringServer(() => jsonResponse(503, { error: { code: 'UNAVAILABLE', message: 'later' } })),
    );
    await expect(client.get('customer')).rejects.toMatchObject({ status: 503, path: 'auth/refresh' });
    expect(flags.isSet()).toBe(false);
    expect(session.get()).toEqual(OLD);
  });

  it('a refresh answer without tokens is a failure, not a silent success', async () => {
    const { client, session } = setup(expiringServer(() => jsonResponse(200, { ok: true })));
    await expect(client.get('customer')).rejects.toMatchObject({ code: 'INVALID_REFRESH_RESPONSE' });
    expect(session.get()).toEqual(OLD);
  });

  it('a refresh that times out rejects the waiting request with the timeout message', async () => {
    vi.useFakeTimers();
    const { client } = setup(
      (request) =>
        request.url.endsWith('/auth/refresh') ? hangingFetch()(request.url, request) : jsonResponse(401),
      { timeoutMs: 1000 },
    );
    const assertion = expect(client.get('customer')).rejects.toThrow(TIMEOUT_MESSAGE);
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
  });

  it('refreshSession() renews on demand and surfaces a failure', async () => {
    const ok = setup(expiringServer());
    await ok.client.refreshSession();
    expect(ok.session.get()?.accessToken).toBe('access-2');
    const ended = setup(expiringServer(() => jsonResponse(401)));
    await expect(ended.client.refreshSession()).rejects.toMatchObject({ status: 401, sessionEnded: true });
    expect(ended.flags.isSet()).toBe(true);
  });
});

describe('§4.1 logout', () => {
  it('a logout answered 401 ends the session without a refresh', async () => {
    const { client, sent, flags, session, onLogoutRedirect } = setup(() => jsonResponse(401));
    await expect(client.logout()).rejects.toMatchObject({ status: 401, sessionEnded: true });
    expect(sent.map((r) => r.url)).toEqual(['/api/v1/auth/logout']);
    expect(flags.isSet()).toBe(true);
    expect(session.get()).toBeNull();
    expect(onLogoutRedirect).toHaveBeenCalledExactlyOnceWith({ reason: 'logout', status: 401 });
  });

  it('the same rule holds for a logout sent with post()', async () => {
    const { client, flags } = setup(() => jsonResponse(401));
    await expect(client.post('/auth/logout')).rejects.toMatchObject({ status: 401 });
    expect(flags.isSet()).toBe(true);
  });

  it('a successful logout clears a token session and raises no flag', async () => {
    const { client, sent, flags, session } = setup(() => jsonResponse(204));
    await client.logout();
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(JSON.parse(sent[0]!.body!)).toEqual({ refreshToken: 'refresh-1' });
    expect(session.get()).toBeNull();
    expect(flags.isSet()).toBe(false);
  });

  it('a cookie-session logout sends an empty JSON object: the cookie says who', async () => {
    const { client, sent } = setup(() => jsonResponse(204), { session: cookieSession() });
    await client.logout();
    expect(sent[0]!.body).toBe('{}');
    expect(sent[0]!.headers.get(XSRF_HEADER)).toBe('xsrf-value');
  });

  it('other logout failures raise no flag', async () => {
    const { client, flags } = setup(() => jsonResponse(500));
    await expect(client.logout()).rejects.toMatchObject({ status: 500 });
    expect(flags.isSet()).toBe(false);
  });
});
