/**
 * `npm run bench`: start-up and page-throughput benchmarks of the real `npm start`.
 *   1. cold start: no web build, empty data folder -> build, embedded PostgreSQL, migrate, seed,
 *      images, serve; timed until the home page answers 200.
 *   2. warm start: the same command again, reusing build and data.
 *   3. home page throughput: autocannon, 50 connections, on en-GB `/` and ar-AE `/ae-ar`.
 *   4. what a page's Content-Security-Policy costs when it is rendered: reading its inline scripts
 *      (inlineScriptHashes, decision 0032), per page, against the render time the server reports.
 * Prints a Markdown section whose figures replace the rows they measured in bench/RESULTS.md (the
 * current table; earlier figures live in git).
 * Options: --duration S (default 20), --skip-cold (keep the current build and data).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { inlineScriptHashes } from '../apps/web/src/server/inline-script-hashes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    'skip-cold': { type: 'boolean', default: false },
  },
});
const port = 3200;
const origin = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.test-data/bench');

function start(): ChildProcess {
  return spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/start.ts')],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
}

async function timeUntilHomeAnswers(child: ChildProcess, started: number): Promise<number> {
  for (let i = 0; i < 2400; i++) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${origin}/`);
      if (res.status === 200) return (Date.now() - started) / 1000;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('store did not answer within 8 minutes');
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

async function load(url: string) {
  const result = await autocannon({ url, connections: 50, duration: Number(values.duration) });
  return {
    url: url.replace(origin, ''),
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const rows: string[] = [];
let child: ChildProcess;
if (!values['skip-cold']) {
  await fs.rm(path.join(root, 'apps/web/.next'), { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
  const t0 = Date.now();
  child = start();
  const cold = await timeUntilHomeAnswers(child, t0);
  rows.push(
    `| cold start (build + embedded PostgreSQL + seed 2,000 products + images), to first home page | ${cold.toFixed(1)} s |`,
  );
  await stop(child);
}
const t1 = Date.now();
child = start();
const warm = await timeUntilHomeAnswers(child, t1);
rows.push(`| warm start (build and data reused), to first home page | ${warm.toFixed(1)} s |`);

// Warm the page caches of the two stores, then load them.
await fetch(`${origin}/`);
await fetch(`${origin}/ae-ar`);
const results = [await load(`${origin}/`), await load(`${origin}/ae-ar`)];

// Decision 0032: each rendering of a page is read once for its inline scripts. A fresh query
// string is a page cache miss, so the server-timing header says what Next's render took.
const policyRows: string[] = [];
for (const page of [
  '/shop-by/bottoms.html?sort=numberofdays',
  '/ae-ar/shop-by/bottoms.html?sort=numberofdays',
  '/catalogsearch/result?q=dress',
]) {
  const url = `${origin}${page}&refresh=bench-${Date.now()}`;
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const html = Buffer.from(await res.arrayBuffer());
  const render = /render;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
  for (let i = 0; i < 50; i++) inlineScriptHashes(html);
  const runs = 500;
  const t = performance.now();
  for (let i = 0; i < runs; i++) inlineScriptHashes(html);
  const ms = (performance.now() - t) / runs;
  policyRows.push(
    `| page policy: reading \`${page}\`'s inline scripts (${Math.round(html.length / 1024)} kB, ${inlineScriptHashes(html).hashes.length} named), per rendering | ${ms.toFixed(2)} ms (Next's render of that page: ${render ?? '?'} ms) |`,
  );
}
await stop(child);

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const section = [
  `## ${new Date().toISOString().slice(0, 10)} · ${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  '',
  `Command: \`npm run bench -- --duration ${values.duration}${values['skip-cold'] ? ' --skip-cold' : ''}\` (load generator on the same cores)`,
  '',
  '| measure | result |',
  '|---|---|',
  ...rows,
  ...results.map(
    (r) =>
      `| home page \`${r.url}\` throughput, autocannon 50 connections, ${values.duration} s | ${r.rps} req/s (p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}) |`,
  ),
  ...policyRows,
  '',
].join('\n');
console.log(`\n${section}`);
