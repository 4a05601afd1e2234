/**
 * `npm start`: everything a newcomer needs in one command. Validates the configuration, then in
 * parallel (a) builds the web app when its sources changed since the last build and (b) starts the
 * database (embedded unless DATABASE_URL), migrates and seeds it on first start; then serves the
 * storefront on PORT. `--dev` runs Next's dev server instead of a production build.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ConfigError,
  loadEnv,
  prepareDatabase,
  takeOverStopSignals,
  type PreparedDatabase,
} from '@vitrine/commerce';
import { buildIsCurrent, recordBuild } from './build-stamp.ts';
import { nextHostname } from './next-hostname.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const nextBin = path.join(root, 'node_modules/next/dist/bin/next');
const webServer = path.join(webDir, 'src/server/main.ts');
const dev = process.argv.includes('--dev');
const log = (message: string) => console.log(`[vitrine] ${message}`);

let env;
try {
  env = loadEnv(process.env, root);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const started = Date.now();
const origin = `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${env.PORT}`;
let database: PreparedDatabase | undefined;
let stopping = false;

let server: ChildProcess | undefined = undefined;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  if (server && server.exitCode === null) {
    const child = server;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  await database?.stop().catch(() => {});
  process.exit(code);
}
// The web server stops first, then the database (embedded.ts takeOverStopSignals).
takeOverStopSignals();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => void shutdown(0));
}

function run(args: string[], extraEnv: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [nextBin, ...args], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
}

async function build(): Promise<void> {
  if (dev) return;
  if (await buildIsCurrent(root)) {
    log('web build is current');
    return;
  }
  log('building the web app (first start or sources changed)...');
  const t = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = run(['build']);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build exited with ${code}`)),
    );
  });
  await recordBuild(root);
  log(`built in ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

// Both run to their end, so a failed build still hands over the database it started to stop.
const [built, prepared] = await Promise.allSettled([build(), prepareDatabase(env, log)]);
if (prepared.status === 'fulfilled') database = prepared.value;
for (const outcome of [built, prepared]) {
  if (outcome.status === 'rejected') {
    console.error('[vitrine] could not start:', outcome.reason);
    await shutdown(1);
  }
}

const hostname = await nextHostname(env.HOST);
// Next keeps its rendered pages on disk beside the build and serves them again after a restart,
// even when the database behind them is another one (another DATA_DIR, a re-seed): a listing of
// products that no longer exist. Pages are a cache (DESIGN principle 3): each start begins empty.
if (!dev) rmSync(path.join(webDir, '.next/server/route-cache'), { recursive: true, force: true });
// The sandbox acquirer tells the store of each payment's changes by signed webhooks, as a real
// provider does (docs/operations/payments.md "Webhooks"), where its development secret holds.
const sandboxWebhooks =
  env.PAYMENT_PROVIDER === 'sandbox' &&
  !env.SANDBOX_WEBHOOK_URL &&
  (env.APP_ENV === 'development' || env.APP_ENV === 'test');
const serverEnv = {
  DATABASE_URL: database!.url,
  DATA_DIR: env.dataDir,
  NODE_ENV: dev ? 'development' : 'production',
  ...(sandboxWebhooks ? { SANDBOX_WEBHOOK_URL: `${origin}/api/v1/payment/webhook/sandbox` } : {}),
};
// WEB_CPU_PROFILE=<dir>: a V8 CPU profile of the web process, written when it stops (benchmarks;
// Node refuses --cpu-prof in NODE_OPTIONS).
const profile = process.env.WEB_CPU_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.WEB_CPU_PROFILE)}`]
  : [];
// WEB_NODE_FLAGS=<flags, comma-separated>: more V8 or Node flags for the web process, to diagnose
// garbage collection (`--trace-gc,--trace-incremental-marking`) or take a heap snapshot on a signal
// (`--heapsnapshot-signal=SIGUSR2`); Node refuses most of them in NODE_OPTIONS.
const diagnostics = (process.env.WEB_NODE_FLAGS ?? '').split(',').filter(Boolean);
// Production: Next behind the page cache (apps/web/src/server/main.ts, decision 0015).
server = dev
  ? run(['dev', '-p', String(env.PORT), '-H', hostname], serverEnv)
  : spawn(
      process.execPath,
      [
        ...profile,
        ...diagnostics,
        '--import',
        'tsx',
        webServer,
        '--port',
        String(env.PORT),
        '--hostname',
        hostname,
      ],
      { cwd: webDir, stdio: 'inherit', env: { ...process.env, ...serverEnv } },
    );
server.once('exit', (code) => void shutdown(code ?? 1));

// Say "ready" only once the store answers, so the time printed is the time a shopper waits.
for (let i = 0; i < 600 && !stopping; i++) {
  try {
    const res = await fetch(`${origin}/elb-health-check`);
    if (res.ok) {
      log(`storefront ready on ${origin}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 250));
}
