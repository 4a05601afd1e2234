import { createApi, type Api } from '@vitrine/commerce/http';
import { getDb } from '@vitrine/commerce/db';
import { createLogger } from '@vitrine/commerce/logger';
import { API_VERSION } from '@vitrine/commerce/version';
import { apiHolder as holder } from '@/lib/api/holder';
import { expireProductPages } from '@/lib/catalogue/invalidate';
import { absoluteUrl } from '@/lib/store';

export const dynamic = 'force-dynamic';

// One API instance per process, built on first use (the database URL is known only at run time).
function api(): Api {
  holder.__vitrineApi ??= createApi({
    db: getDb(),
    log: createLogger(),
    version: API_VERSION,
    // Email links follow the web app's routing mode (subpath prefixes or store hosts).
    onStockChange: expireProductPages,
    storeLink: absoluteUrl,
  });
  return holder.__vitrineApi;
}

/** Mounts the Hono API (DESIGN: Requests) in the web process, under /api/v1 and /api/v2. */
const handle = (request: Request) => api().fetch(request);
export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as OPTIONS,
  handle as HEAD,
};
