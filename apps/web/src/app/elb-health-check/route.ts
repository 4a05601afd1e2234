import { listingIndexState, searchDocumentsState } from '@/lib/data/catalogue';
import { pingDatabase } from '@/lib/data/database';
import { warmUpState } from '@/server/warm-up';

export const dynamic = 'force-dynamic';

/**
 * §2.1 load-balancer health check: 200 when the database answers, 503 when it does not. Also
 * says what the listing index is doing (decision 0007: "building" for a few seconds after a start,
 * while listings are answered from SQL) and whether searches rank in memory yet (decision 0023:
 * "reading" for a few seconds after the index is built), for operators; neither changes the status.
 * A web server that has just started answers 503 "starting" until its listing index is in memory
 * and it has asked itself for its first pages (server/warm-up.ts): no shopper is sent to it before.
 */
export async function GET() {
  // getDb throws when no database is configured: that is unhealthy too, not a 500.
  const healthy = await Promise.resolve()
    .then(() => pingDatabase())
    .catch(() => false);
  const starting = healthy && warmUpState() === 'running';
  return Response.json(
    healthy
      ? {
          status: starting ? 'starting' : 'ok',
          database: 'up',
          listingIndex: listingIndexState(),
          searchDocuments: searchDocumentsState(),
        }
      : { status: 'unavailable', database: 'down' },
    { status: healthy && !starting ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
