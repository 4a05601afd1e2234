import { untilAborted, type FetchLike } from '@vitrine/client';

/** A request handler in this process, as the API instance's `request` is (Hono's app.request). */
export type InProcessHandler = (input: string, init: RequestInit) => Response | Promise<Response>;

/**
 * A `fetch` that the API instance of this process answers (decision 0059): no socket, no custom
 * server, no Next `fetch`. It keeps what the content reads relied on of an HTTP request:
 *
 * - the caller's signal bounds the wait (the content client's timeouts, §8 and §9; the preview's
 *   own): an abort rejects with the signal's reason, as fetch does, while the API finishes the
 *   read it started, as it did for a request whose client went away;
 * - a handler that throws instead of answering (the API cannot be built) is a 500, as Next's
 *   `/api` route answered it, so §8 reports it rather than taking it for a network failure.
 *   The API answers its own errors (its onError) before they get here.
 */
export function inProcessFetch(handle: InProcessHandler, onThrow: (error: unknown) => void): FetchLike {
  const answer = async (input: string, init: RequestInit): Promise<Response> => {
    try {
      return await handle(input, init);
    } catch (error) {
      onThrow(error);
      return new Response(null, { status: 500 });
    }
  };
  return async (input, init) => {
    init.signal?.throwIfAborted();
    return untilAborted(answer(input, init), init.signal);
  };
}
