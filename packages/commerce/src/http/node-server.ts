import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { stampClientAddress } from './client-address.ts';

/**
 * The API's own HTTP server (`npm run api`): Node's server in front of the Hono app. It owns the
 * socket, so it decides each request's client address (decision 0028) before the app sees it.
 */
export function apiNodeServer(
  api: { fetch: Parameters<typeof getRequestListener>[0] },
  trustedProxyHops: number,
): Server {
  const listener = getRequestListener(api.fetch);
  return createServer((req, res) => {
    stampClientAddress(req, trustedProxyHops);
    void listener(req, res);
  });
}
