import { findLocale, toHeaderLocale } from '@vitrine/config';
import { API_VERSION, APP_NAME } from '@/lib/data/runtime';

/** §2.1 /plt-app-info: which app, which version, which store answered (for support and deploy checks). */
export async function GET(_req: Request, { params }: { params: Promise<{ store: string }> }) {
  const store = findLocale((await params).store);
  if (!store)
    return Response.json({ error: { code: 'ROUTE_NOT_FOUND', message: 'Unknown store' } }, { status: 404 });
  return Response.json(
    {
      app: APP_NAME,
      version: API_VERSION,
      store: {
        locale: toHeaderLocale(store.localeISOCode),
        localeISOCode: store.localeISOCode,
        storeId: store.storeId,
        currency: store.currency,
        subpathPrefix: store.subpathPrefix,
      },
      environment: process.env.APP_ENV ?? 'development',
      node: process.version,
    },
    { headers: { 'cache-control': 'no-store' } },
  );
}
