import 'server-only';
import { getDb } from '@vitrine/commerce/db';
import { createApi, type Api } from '@vitrine/commerce/http';
import { createLogger } from '@vitrine/commerce/logger';
import { API_VERSION } from '@vitrine/commerce/version';
import { apiHolder as holder } from '@/lib/api/holder';
import { expireProductPages } from '@/lib/catalogue/invalidate';
import { absoluteUrl } from '@/lib/store';

export type { Api } from '@vitrine/commerce/http';

/** The one API instance of this process (lib/api/holder.ts), built on first use (the database URL is known only at run time). */
export function api(): Api {
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
