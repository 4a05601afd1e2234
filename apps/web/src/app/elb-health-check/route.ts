import { getDb, pingDatabase } from '@vitrine/commerce/db';

export const dynamic = 'force-dynamic';

/** §2.1 load-balancer health check: 200 when the database answers, 503 when it does not. */
export async function GET() {
  // getDb throws when no database is configured: that is unhealthy too, not a 500.
  const healthy = await Promise.resolve()
    .then(() => pingDatabase(getDb()))
    .catch(() => false);
  return Response.json(
    { status: healthy ? 'ok' : 'unavailable', database: healthy ? 'up' : 'down' },
    { status: healthy ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
