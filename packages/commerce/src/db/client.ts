import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/**
 * Connections a server's pool keeps open however long it sits idle: as many as a page's parallel
 * reads. A connection opened on demand costs 8-25 ms (SCRAM authentication on both sides):
 * without them, the first shopper after a quiet half-minute waited that much longer for a page.
 * Scripts and tests keep none, so that an idle pool never holds their process open.
 */
export const SERVER_KEPT_CONNECTIONS = 4;

export function createDatabase(url: string, poolSize = 10, keptConnections = 0): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    min: Math.min(keptConnections, poolSize),
    // A request must fail fast rather than queue forever when the database is gone (health check, §2.1).
    connectionTimeoutMillis: 5_000,
    // Connections beyond the kept ones close after this long unused.
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return drizzle(pool, { schema }) as Database;
}

// Kept on globalThis so Next's dev server reloading modules does not open a pool per reload.
const globalForDb = globalThis as unknown as { __vitrineDb?: Database };

/** The process-wide database for DATABASE_URL (set by the start script for the embedded server). */
export function getDb(): Database {
  if (!globalForDb.__vitrineDb) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: start the app with `npm start`, which provides one');
    globalForDb.__vitrineDb = createDatabase(
      url,
      Number(process.env.DATABASE_POOL_SIZE ?? 10),
      SERVER_KEPT_CONNECTIONS,
    );
  }
  return globalForDb.__vitrineDb;
}

/** True when the database answers a trivial query within the timeout. */
export async function pingDatabase(db: Database, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database ping timed out')), timeoutMs);
    });
    await Promise.race([db.$client.query('select 1'), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
