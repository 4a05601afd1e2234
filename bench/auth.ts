/**
 * `npm run bench:auth`: login and refresh throughput of the auth API (issue 7), with autocannon
 * at 50 connections against the API served alone (@hono/node-server) on an embedded PostgreSQL.
 *   - login: 50 customers in turn, the right password: every request verifies an argon2id hash
 *     (19 MiB, 2 passes, 1 lane; decision 0009), which is the cost being measured;
 *   - refresh: every request spends a different, live refresh token (sessions created up front),
 *     so each one is a real rotation: row lock, successor insert, JWT signature.
 * Sign-in attempts are counted per account and address before the password is checked, and a
 * success gives its count back (decision 0029): one account at 50 connections would have more
 * than its 10 attempts in flight at once, so each connection signs in its own customer. Prints a
 * Markdown section for bench/RESULTS.md.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pino from 'pino';
import { createDatabase } from '../packages/commerce/src/db/client.ts';
import { startEmbeddedPostgres } from '../packages/commerce/src/db/embedded.ts';
import { runMigrations } from '../packages/commerce/src/db/migrate.ts';
import { createApi } from '../packages/commerce/src/api.ts';
import { apiNodeServer } from '../packages/commerce/src/http/node-server.ts';
import { startSession } from '../packages/commerce/src/modules/auth/service.ts';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '15' } } });
const duration = Number(values.duration);
const port = 3210;
const origin = `http://127.0.0.1:${port}`;

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-bench-auth-'));
const pg = await startEmbeddedPostgres({ dataDir: dir, durable: false });
await runMigrations(pg.url);
const db = createDatabase(pg.url, 20);
const api = createApi({ db, log: pino({ level: 'silent' }), version: 'bench' });
// One trusted hop: the registrations below each say their own address (20 an hour per address).
const server = apiNodeServer(api, 1);
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

const emails = Array.from({ length: 50 }, (_, i) => `bench${i}@example.com`);
const password = 'Velvet-Orchid-Parade-42';
const json = { 'content-type': 'application/json' };
for (const [i, email] of emails.entries()) {
  await fetch(`${origin}/api/v1/registration`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': `10.0.${i}.1` },
    body: JSON.stringify({ email, password, firstName: 'Bench', lastName: 'Mark' }),
  });
}
const [{ id, session_version: sessionVersion }] = (
  await db.$client.query('select id, session_version from customers where email = $1', [emails[0]])
).rows;

function summary(name: string, result: autocannon.Result) {
  return `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`;
}

let signingIn = 0;
const login = await autocannon({
  url: `${origin}/api/v1/auth/login`,
  method: 'POST',
  headers: json,
  connections: 50,
  duration,
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ email: emails[signingIn++ % emails.length], password }),
      }),
    },
  ],
});

// Enough distinct live tokens for the refresh run (created without argon2: startSession only).
const pool: string[] = [];
const needed = 20_000;
for (let i = 0; i < needed; i += 500) {
  const batch = await Promise.all(
    Array.from({ length: 500 }, () => startSession(db, { customerId: id, sessionVersion })),
  );
  pool.push(...batch.map((pair) => pair.refreshToken));
}
let next = 0;
const refresh = await autocannon({
  url: `${origin}/api/v1/auth/refresh`,
  method: 'POST',
  headers: json,
  connections: 50,
  duration,
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ refreshToken: pool[next++ % pool.length] }),
      }),
    },
  ],
});

console.log(
  `\n## Auth API (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${os.cpus()[0]?.model})\n`,
);
console.log(
  `Command: \`npm run bench:auth -- --duration ${duration}\`; autocannon, 50 connections, API alone.\n`,
);
console.log('| endpoint | req/s | p50 ms | p99 ms | non-2xx |');
console.log('|---|---|---|---|---|');
console.log(summary('POST auth/login (argon2id 19 MiB, t=2, p=1)', login));
console.log(summary('POST auth/refresh (rotation)', refresh));
console.log(`\nRefresh tokens used: ${Math.min(next, pool.length)} of ${pool.length} pre-created.`);

server.close();
await db.$client.end();
await pg.stop();
await fs.rm(dir, { recursive: true, force: true });
