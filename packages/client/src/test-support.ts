// Test support only (not exported from the package): canned answers and a fetch double that
// records what the client sent.
import type { FetchLike } from './client.ts';

export function jsonResponse(status: number, body?: unknown, headers: Record<string, string> = {}): Response {
  if (body === undefined) return new Response(null, { status, headers });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

export interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

export function toSent(url: string, init: RequestInit): SentRequest {
  return {
    url,
    method: init.method ?? 'GET',
    headers: new Headers(init.headers),
    body: typeof init.body === 'string' ? init.body : undefined,
    signal: init.signal ?? undefined,
  };
}

/** A fetch that records every call and answers with `answer` (sync or async). */
export function recordingFetch(answer: (request: SentRequest) => Response | Promise<Response>): {
  fetch: FetchLike;
  sent: SentRequest[];
} {
  const sent: SentRequest[] = [];
  return {
    sent,
    fetch: async (url, init) => {
      const request = toSent(url, init);
      sent.push(request);
      return answer(request);
    },
  };
}

/** The fetch of a request that never gets an answer, except a rejection when aborted. */
export function hangingFetch(): FetchLike {
  return (_url, init) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
    });
}
