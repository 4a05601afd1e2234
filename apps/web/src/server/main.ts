/**
 * The production web server: Next's request handler behind the page cache (decision 0015).
 * `scripts/start.ts` runs it in place of `next start`, with the same port and hostname rules
 * (scripts/next-hostname.ts); `next dev` keeps Next's own server and no page cache.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stampClientAddress, env, securityHeaders, stopping } from '../lib/data/runtime';
import next from 'next';
import { apiReader } from './api-direct';
import { startHostedPayments } from '../lib/data/payment';
import { localStoreOrigins } from './store-origins';
import { isReturnPage, RETURN_PAGE_HEADERS } from '../lib/payment/return-page';
import { literalPath } from './literal-path';
import { PageCache, type NextHandler } from './page-cache';
import { registerPageCache } from './page-cache-registry';
import { pagePolicy } from './page-policy';
import { withPagePolicy } from './page-policy-handler';
import { loopbackOrigin, markWarmingUp, warmUp } from './warm-up';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '3000' }, hostname: { type: 'string', default: 'localhost' } },
});
const port = Number(values.port);
const hostname = values.hostname!;
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const config = env();
const app = next({ dev: false, dir: webDir, hostname, port });
// Every answer carries the security headers (decision 0032): set here, before anything answers,
// so Next's assets, redirects, errors, media and the API have them; a page's policy replaces the
// not-a-page one as it leaves Next, and the page cache keeps it with the page.
const headers = securityHeaders(config);
const secure = Object.entries(headers);
const handle: NextHandler = withPagePolicy(
  app.getRequestHandler(),
  pagePolicy(config),
  headers['content-security-policy']!,
);
await app.prepare();

const cache =
  config.PAGE_CACHE === 'on'
    ? new PageCache({ maxBytes: config.PAGE_CACHE_MB * 1024 * 1024, ttlMs: config.PAGE_CACHE_SECONDS * 1000 })
    : null;
if (cache) registerPageCache(cache);

// Before the first request: the health check says "starting" until the warm-up is over.
markWarmingUp();
const server = createServer((req, res) => {
  // This server owns the socket: it decides the client address for every path behind it, Next's
  // pages, route handlers and server actions and the API's reads alike (decision 0028).
  stampClientAddress(req, config.TRUSTED_PROXY_HOPS);
  req.url = literalPath(req.url ?? '/');
  for (const [name, value] of secure) res.setHeader(name, value);
  // Stripe's return page is framed by the checkout (issue 34, decision 0079): its own policy
  // replaces the not-a-page one here, as Next would add a route's to it rather than replace it.
  if (isReturnPage(req.url))
    for (const [name, value] of Object.entries(RETURN_PAGE_HEADERS)) res.setHeader(name, value);
  const handler = apiReader(req) ?? handle;
  const answered = cache ? cache.handle(req, res, handler) : handler(req, res);
  answered.catch((err: unknown) => {
    console.error('[vitrine] request failed outside Next:', err);
    if (!res.headersSent) {
      res.statusCode = 500;
      res.end();
    } else res.destroy();
  });
});
// Issue 34: the sandbox acquirer's card fields and bank screen, on their own origin, framed by
// this store's pages only (its origins come from configuration and the address it listens on).
const hostedPayments = await startHostedPayments(config, hostname, localStoreOrigins(config, hostname, port));
server.listen(port, hostname, () => {
  console.log(
    `[vitrine] web server on http://${hostname}:${port} (page cache ${config.PAGE_CACHE}, Node.js ${process.version})`,
  );
  // The indexes read and each route's code loaded (warm-up.ts): waited for here, not by a shopper.
  void warmUp(loopbackOrigin(server.address() as AddressInfo)).then(({ ms, indexes, answers }) =>
    console.log(
      `[vitrine] warmed up in ${Math.round(ms)} ms (listing index ${indexes}; ${answers.map((a) => `${a.path} ${a.status}`).join(', ')})`,
    ),
  );
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeIdleConnections();
    hostedPayments?.close();
    // Next stops taking pages, and the store's modules write what they hold (stopping.ts).
    void Promise.allSettled([app.close(), stopping()]).finally(() => process.exit(0));
  });
}
