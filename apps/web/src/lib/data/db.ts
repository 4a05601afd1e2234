import 'server-only';
import { catalogService } from '@vitrine/commerce/catalog';
import { getDb } from '@vitrine/commerce/db';

/** Server-only data access for pages: the commerce services, in process (no HTTP hop). */
export const catalog = () => catalogService(getDb());
