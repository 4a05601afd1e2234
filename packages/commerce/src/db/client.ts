import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { env, type Env } from '../env.ts';
import { asTransaction, guardPool } from './transaction-guard.ts';

/**
 * The pool with Drizzle's query builder. It carries no schema: each module queries its own tables
 * through its schema.ts, so the database kit names no module (issue 30; db/schema.ts lists every
 * table for migrations alone).
 */
export type Database = NodePgDatabase & { $client: pg.Pool };

/**
 * Connections a server's pool keeps open however long it sits idle: as many as a page's parallel
 * reads. A connection opened on demand pays SCRAM authentication on both sides: without them,
 * the first shopper after a quiet half-minute waited for that on top of the page.
 * Scripts and tests keep none, so that an idle pool never holds their process open.
 */
const SERVER_KEPT_CONNECTIONS = 4;

/**
 * How long one statement may wait for a lock or run, and a transaction sit idle, before
 * PostgreSQL cancels it (issue 35 item 2): a request waits a bounded time, never for ever, and
 * the loser of a race gets an answer (toApiError maps the cancellations) instead of holding a
 * connection the rest of the store needs.
 */
export interface DatabaseTimeouts {
  lockTimeoutMs: number;
  statementTimeoutMs: number;
  idleInTransactionMs: number;
}

/** Defaults for scripts and tests; a server takes DATABASE_LOCK_TIMEOUT_MS and its siblings. */
export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  lockTimeoutMs: 3_000,
  statementTimeoutMs: 30_000,
  idleInTransactionMs: 60_000,
};

export function createDatabase(
  url: string,
  poolSize = 10,
  keptConnections = 0,
  timeouts: DatabaseTimeouts = DEFAULT_TIMEOUTS,
): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    min: Math.min(keptConnections, poolSize),
    // A request must fail fast rather than queue forever when the database is gone (health check, §2.1).
    connectionTimeoutMillis: 5_000,
    // Connections beyond the kept ones close after this long unused.
    idleTimeoutMillis: 30_000,
    lock_timeout: timeouts.lockTimeoutMs,
    statement_timeout: timeouts.statementTimeoutMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  guardPool(pool);
  const db = drizzle(pool) as Database;
  const transaction = db.transaction.bind(db);
  db.transaction = ((callback, config) =>
    transaction((tx) => asTransaction(() => callback(tx)), config)) as Database['transaction'];
  return db;
}

/** A server's pool: its size, kept connections and timeouts from the configuration. */
export function createServerDatabase(url: string, config: Env): Database {
  return createDatabase(url, config.DATABASE_POOL_SIZE, SERVER_KEPT_CONNECTIONS, {
    lockTimeoutMs: config.DATABASE_LOCK_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_MS,
  });
}

// Kept on globalThis so Next's dev server reloading modules does not open a pool per reload.
const globalForDb = globalThis as unknown as { __vitrineDb?: Database };

/** The process-wide database for DATABASE_URL (set by the start script for the embedded server). */
export function getDb(): Database {
  if (!globalForDb.__vitrineDb) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: start the app with `npm start`, which provides one');
    globalForDb.__vitrineDb = createServerDatabase(url, env());
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
