/**
 * Reads of the versioned API (GET and HEAD under /api/v1 and /api/v2) answered by the API itself,
 * without passing through Next's router and route handler first. That detour cost CPU on every
 * request, which capped suggestions when many shoppers type at once (decision 0017, issue 3).
 * Writes still go through Next: placing an order revalidates Next's
 * pages (`onStockChange`), which needs Next's request context.
 *
 * It is the API instance Next built (lib/api/holder.ts), so there is still one pool, one listing
 * index and one suggestion cache per process. Until Next has built it (the first API request of
 * a process), reads go through Next, which builds it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { apiHolder } from '../lib/api/holder';
import { isVersionedApiPath } from './page-cache-policy';

/** Whether a request is a read of the versioned API. */
export function isApiRead(method: string | undefined, url: string | undefined): boolean {
  return (
    (method === 'GET' || method === 'HEAD') && url !== undefined && isVersionedApiPath(url.split('?', 1)[0]!)
  );
}

const listener = getRequestListener((request) => apiHolder.__vitrineApi!.fetch(request), {
  // Next shares this process and its global Request and Response: leave them as they are.
  overrideGlobalObjects: false,
});

/**
 * The API's own handler for a request that is an API read, once the API is built; null hands the
 * request to Next. The page cache sits in front of either (main.ts): the API's public answers
 * (suggestions) are then answered without entering the API at all.
 */
export function apiReader(
  req: IncomingMessage,
): ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | null {
  return apiHolder.__vitrineApi && isApiRead(req.method, req.url) ? listener : null;
}
