/**
 * Finding the database for a script run beside the app (`npm run ops`, `npm run worker`): with
 * DATABASE_URL, or the embedded PostgreSQL under DATA_DIR: the one the running app started when
 * there is one (a second server on the same folder cannot start), otherwise it starts it for the
 * script and stops it after.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { runMigrations, startEmbeddedPostgres, type Env } from '@vitrine/commerce';

/** The database cannot be found or reached: exit code 3 of the scripts. */
export class DatabaseError extends Error {}

export interface Connection {
  url: string;
  how: string;
  stop: () => Promise<void>;
}

async function readFileOrNull(file: string): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch {
    return null;
  }
}

export async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The embedded server a running app started: PostgreSQL writes its pid and port into
 * postmaster.pid (lines 1 and 4) for as long as it runs. start.ts lets it pick a free port at each
 * start (EMBEDDED_PG_PORT=0), so the file, not the configuration, knows where it listens.
 */
async function runningEmbedded(env: Env, password: string): Promise<string | null> {
  const pidFile = await readFileOrNull(path.join(env.dataDir, 'postgres', 'postmaster.pid'));
  const ports = new Set<number>();
  if (pidFile) {
    const [pidLine, , , portLine] = pidFile.split('\n');
    const pid = Number(pidLine);
    let alive: boolean;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch (err) {
      // EPERM: it runs, as another user (the embedded server runs as `postgres` under root).
      alive = (err as NodeJS.ErrnoException).code === 'EPERM';
    }
    if (alive && Number(portLine) > 0) ports.add(Number(portLine));
  }
  if (env.EMBEDDED_PG_PORT) ports.add(env.EMBEDDED_PG_PORT);
  for (const port of ports) {
    const url = `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/vitrine`;
    if (await answers(url)) return url;
  }
  return null;
}

export async function connect(env: Env): Promise<Connection> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, how: 'DATABASE_URL', stop: async () => {} };
  const credentials = await readFileOrNull(path.join(env.dataDir, 'postgres.json'));
  const initialised = await readFileOrNull(path.join(env.dataDir, 'postgres', 'PG_VERSION'));
  if (!credentials || !initialised) {
    throw new DatabaseError(
      `No database under ${env.dataDir}: start the shop once with \`npm start\`, or set DATABASE_URL.`,
    );
  }
  const password = (JSON.parse(credentials) as { password: string }).password;
  const running = await runningEmbedded(env, password);
  if (running) {
    return { url: running, how: `the running app's embedded PostgreSQL`, stop: async () => {} };
  }
  const started = await startEmbeddedPostgres({ dataDir: env.dataDir, port: env.EMBEDDED_PG_PORT });
  // The app migrates at start; a folder last used by an older version may lack the order tables.
  await runMigrations(started.url);
  return {
    url: started.url,
    how: `embedded PostgreSQL in ${env.dataDir}, started for this command`,
    stop: started.stop,
  };
}
