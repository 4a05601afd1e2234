/**
 * `npm run bench:catalogue`: catalogue pages on the 100,000-product catalogue (issue #3).
 *   - uncached: distinct listing views (each a new cache entry) and product pages, fetched one at
 *     a time, so the time is the server's render time (p50/p95 over the sample);
 *   - cached: autocannon, 50 connections, on one listing view and one product page.
 * Uses DATA_DIR=.test-data/big, seeding 100,000 products there first if it is empty.
 * Prints a Markdown section; `--write` appends it to bench/RESULTS.md.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    samples: { type: 'string', default: '40' },
    write: { type: 'boolean', default: false },
  },
});
const port = 3210;
const origin = `http://127.0.0.1:${port}`;
const dataDir = path.join(root, '.test-data/big');
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  SEED_ON_START: 'false',
};
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

const exists = await fs.stat(path.join(dataDir, 'postgres.json')).then(
  () => true,
  () => false,
);
if (!exists) {
  console.log('seeding 100,000 products into .test-data/big ...');
  const seeded = spawnSync(
    process.execPath,
    [tsx, 'packages/commerce/src/db/seed/cli.ts', '--products', '100000'],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error('seed failed');
}

const server: ChildProcess = spawn(process.execPath, [tsx, 'scripts/start.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (let i = 0; ; i++) {
  if (i > 1200) throw new Error('store did not start');
  if (
    await fetch(`${origin}/elb-health-check`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 250));
}

async function timed(url: string): Promise<number> {
  const t = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t;
}
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const summary = (xs: number[]) =>
  `p50 ${pct(xs, 50).toFixed(0)} ms, p95 ${pct(xs, 95).toFixed(0)} ms (n=${xs.length})`;

// Product URLs from the sitemap, listing views as distinct page/sort combinations.
const sitemap = await (await fetch(`${origin}/sitemap/products-1.xml`)).text();
const productUrls = [...sitemap.matchAll(/<loc>[^<]*?(\/[^/<]+\.html)<\/loc>/g)].map((m) => m[1]!);
const n = Number(values.samples);
const sorts = ['default', 'price_asc', 'price_desc', 'numberofdays'];
const listingUrls = Array.from(
  { length: n },
  (_, i) => `/clothing/dresses.html?page=${(i % 10) + 2}&sort=${sorts[i % 4]}`,
);
await timed(`${origin}/clothing/dresses.html`); // warm the process (code paths, pools)
const uncachedListing: number[] = [];
for (const url of listingUrls) uncachedListing.push(await timed(origin + url));
const uncachedProduct: number[] = [];
for (const url of productUrls.slice(1000, 1000 + n)) uncachedProduct.push(await timed(origin + url));

async function load(url: string) {
  await timed(origin + url);
  const r = await autocannon({ url: origin + url, connections: 50, duration: Number(values.duration) });
  return `${Math.round(r.requests.average)} req/s (p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors})`;
}
const cachedListing = await load('/clothing/dresses.html');
const cachedProduct = await load(productUrls[5]!);
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));

const section = [
  `## ${new Date().toISOString().slice(0, 10)} · catalogue pages, 100,000 products · ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'CPU'}), Node ${process.version}`,
  '',
  `Command: \`npm run bench:catalogue -- --duration ${values.duration} --samples ${values.samples}\` (load generator on the same cores)`,
  '',
  '| measure | result |',
  '|---|---|',
  `| listing \`/clothing/dresses.html\` (about 19,000 products), uncached render, distinct page/sort views | ${summary(uncachedListing)} |`,
  `| product page, uncached render | ${summary(uncachedProduct)} |`,
  `| listing, cached, autocannon 50 connections | ${cachedListing} |`,
  `| product page, cached, autocannon 50 connections | ${cachedProduct} |`,
  '',
].join('\n');
console.log(`\n${section}`);
if (values.write) await fs.appendFile(path.join(root, 'bench/RESULTS.md'), `\n${section}`);
