import type { AddressInfo } from 'node:net';
import { createServerDatabase } from './db/client.ts';
import { prepareDatabase } from './db/bootstrap.ts';
import { takeOverStopSignals } from './db/embedded.ts';
import { env } from './env.ts';
import { createApi } from './api.ts';
import { apiNodeServer } from './http/node-server.ts';
import { listenForBackground, startBackground } from './jobs.ts';
import { stopping, whenStopping } from './kernel/stopping.ts';
import { createLogger } from './kernel/logger.ts';
import { API_VERSION } from './version.ts';

/**
 * The API on its own (`npm run api`), for when it must scale apart from the pages. Same app,
 * same database rules as the copy mounted in the web process.
 */
const config = env();
const log = createLogger(config.LOG_LEVEL);
const database = await prepareDatabase(config, (m) => log.info(m));
const db = createServerDatabase(database.url, config);
const api = createApi({ db, log, version: API_VERSION });
// Issue 31 item 7: a job worker here too unless WORKER=off (decision 0065).
const background = startBackground({ db, databaseUrl: database.url, log, env: config, name: 'api' });
const listener = listenForBackground(db, background, log);
whenStopping(() => Promise.all([background.stop(2_500), listener.stop()]).then(() => {}));
const server = apiNodeServer(api, config.TRUSTED_PROXY_HOPS);
server.listen(config.PORT, config.HOST, () => {
  const { address, port } = server.address() as AddressInfo;
  log.info(`API listening on http://${address}:${port}/api/v1`);
});

// The server stops first, then the work left for a stop (stopping.ts), the pool and the database
// (embedded.ts takeOverStopSignals).
takeOverStopSignals();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    server.close();
    // The pool waits for its checked-out clients, and the change listeners hold theirs until
    // their next keepalive (about 4 s): the database ends those connections anyway.
    void stopping()
      .then(() => Promise.race([db.$client.end(), new Promise((resolve) => setTimeout(resolve, 1_000))]))
      .finally(() => database.stop().finally(() => process.exit(0)));
  });
}
