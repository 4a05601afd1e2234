// §4.1 races: every answer the server gives is released by fast-check's scheduler, so each run
// tries another interleaving of the N requests, their 401s, the refresh and the replays.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClient, type FetchLike } from './client.ts';
import { ApiRequestError } from './errors.ts';
import { memoryFlag } from './flags.ts';
import { cookieSession, memorySession, type SessionStore } from './session.ts';
import { jsonResponse, toSent, type SentRequest } from './test-support.ts';

const NEW_TOKENS = { accessToken: 'new', refreshToken: 'r-new', expiresIn: 900, tokenType: 'Bearer' };

interface Server {
  fetch: FetchLike;
  sent: SentRequest[];
  /** The access token each non-refresh request carried, per path. */
  tokensByPath: Map<string, string[]>;
  refreshCalls: () => number;
}

/**
 * A server where only the token 'new' is accepted. `tokenOf` says which token a request carries:
 * its bearer header, or (cookie sessions) the cookie the browser held when the request left.
 */
function scheduledServer(
  s: fc.Scheduler,
  refreshAnswer: () => Response,
  tokenOf: (request: SentRequest) => string,
  onRefresh: () => void = () => undefined,
): Server {
  const sent: SentRequest[] = [];
  const tokensByPath = new Map<string, string[]>();
  let refreshCalls = 0;
  // What each request carries is fixed when it is sent; only its answer waits for the scheduler,
  // and `after` runs when the answer is released (as a Set-Cookie would take effect).
  const release = s.scheduleFunction(async (response: Response) => response);
  const answer = (response: Response, after: () => void) =>
    release(response).then((r) => {
      after();
      return r;
    });
  const fetch: FetchLike = (url, init) => {
    const request = toSent(url, init);
    sent.push(request);
    if (url.endsWith('/auth/refresh')) {
      refreshCalls += 1;
      return answer(refreshAnswer(), onRefresh);
    }
    const token = tokenOf(request);
    tokensByPath.set(url, [...(tokensByPath.get(url) ?? []), token]);
    return answer(token === 'new' ? jsonResponse(200, { url }) : jsonResponse(401), () => undefined);
  };
  return { fetch, sent, tokensByPath, refreshCalls: () => refreshCalls };
}

const bearerOf = (request: SentRequest) =>
  request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';

function tokenClient(
  fetch: FetchLike,
  session: SessionStore = memorySession({ accessToken: 'old', refreshToken: 'r-old' }),
) {
  const flags = memoryFlag();
  let redirects = 0;
  const client = createClient({
    baseUrl: '/api/v1',
    locale: 'en-GB',
    fetch,
    session,
    flags,
    onLogoutRedirect: () => (redirects += 1),
    getCookie: () => 'xsrf',
  });
  return { client, flags, session, redirects: () => redirects };
}

const paths = (n: number) => Array.from({ length: n }, (_, i) => `items/${i}`);
const url = (path: string) => `/api/v1/${path}`;

describe('§4.1 single-flight refresh under any interleaving', () => {
  it('N concurrent 401s give one refresh and N replays with the new token', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 20 }), async (s, n) => {
        const server = scheduledServer(s, () => jsonResponse(200, NEW_TOKENS), bearerOf);
        const { client, session, flags } = tokenClient(server.fetch);

        const results = await s.waitFor(Promise.all(paths(n).map((p) => client.get<{ url: string }>(p))));

        expect(server.refreshCalls()).toBe(1);
        expect(results).toEqual(paths(n).map((p) => ({ url: url(p) })));
        for (const p of paths(n)) expect(server.tokensByPath.get(url(p))).toEqual(['old', 'new']);
        expect(JSON.parse(server.sent.find((r) => r.url.endsWith('/auth/refresh'))!.body!)).toEqual({
          refreshToken: 'r-old',
        });
        expect(session.kind === 'token' && session.get()?.accessToken).toBe('new');
        expect(flags.isSet()).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('requests started at any point around the refresh still cause one refresh, each fetched at most twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 20 }), async (s, n) => {
        const server = scheduledServer(s, () => jsonResponse(200, NEW_TOKENS), bearerOf);
        const { client } = tokenClient(server.fetch);

        // The first request starts at once; the others start when the scheduler lets them, so
        // some leave before the 401s, some while the refresh is in flight and some after it.
        const [first, ...rest] = paths(n);
        const all = [
          client.get<{ url: string }>(first!),
          ...rest.map((p) =>
            s.schedule(Promise.resolve(p), `start ${p}`).then((q) => client.get<{ url: string }>(q)),
          ),
        ];
        const results = await s.waitFor(Promise.all(all));

        expect(server.refreshCalls()).toBe(1);
        expect(results).toEqual(paths(n).map((p) => ({ url: url(p) })));
        for (const p of paths(n)) {
          const tokens = server.tokensByPath.get(url(p))!;
          // Sent with the new token at once, or with the old one and replayed once with the new.
          expect([['new'], ['old', 'new']]).toContainEqual(tokens);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('in the browser (cookie session) N concurrent 401s give one bodiless refresh and N replays', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 20 }), async (s, n) => {
        // The browser attaches whatever cookie it holds when a request leaves; the refresh
        // answer replaces it.
        let cookie = 'old';
        const server = scheduledServer(
          s,
          () => jsonResponse(204),
          () => cookie,
          () => (cookie = 'new'),
        );
        const { client } = tokenClient(server.fetch, cookieSession());

        await s.waitFor(Promise.all(paths(n).map((p) => client.get(p))));

        expect(server.refreshCalls()).toBe(1);
        expect(server.sent.find((r) => r.url.endsWith('/auth/refresh'))!.body).toBe('{}');
        for (const p of paths(n)) expect(server.tokensByPath.get(url(p))).toEqual(['old', 'new']);
      }),
      { numRuns: 100 },
    );
  });

  it('a refresh answered 400 or 401 rejects every waiting request and raises the flag once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom(400, 401),
        async (s, n, status) => {
          const server = scheduledServer(s, () => jsonResponse(status), bearerOf);
          const { client, flags, session, redirects } = tokenClient(server.fetch);

          const outcomes = await s.waitFor(Promise.allSettled(paths(n).map((p) => client.get(p))));

          expect(server.refreshCalls()).toBe(1);
          for (const outcome of outcomes) {
            expect(outcome.status).toBe('rejected');
            const reason = (outcome as PromiseRejectedResult).reason as unknown;
            expect(reason).toBeInstanceOf(ApiRequestError);
            expect(reason).toMatchObject({ status: 401, sessionEnded: true });
          }
          // No replays: each request was sent once.
          for (const p of paths(n)) expect(server.tokensByPath.get(url(p))).toEqual(['old']);
          expect(flags.isSet()).toBe(true);
          expect(redirects()).toBe(1);
          expect(session.kind === 'token' && session.get()).toBeNull();
        },
      ),
      { numRuns: 200 },
    );
  });

  it('replays answered 401 again fail without a second refresh', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.integer({ min: 1, max: 20 }), async (s, n) => {
        // The refresh "succeeds" but the server still refuses the renewed token.
        const server = scheduledServer(
          s,
          () => jsonResponse(200, NEW_TOKENS),
          () => 'refused',
        );
        const { client, flags } = tokenClient(server.fetch);

        const outcomes = await s.waitFor(Promise.allSettled(paths(n).map((p) => client.get(p))));

        expect(server.refreshCalls()).toBe(1);
        expect(
          outcomes.every((o) => o.status === 'rejected' && (o.reason as ApiRequestError).status === 401),
        ).toBe(true);
        for (const p of paths(n)) expect(server.tokensByPath.get(url(p))).toHaveLength(2);
        expect(flags.isSet()).toBe(false);
      }),
      { numRuns: 100 },
    );
  });
});
