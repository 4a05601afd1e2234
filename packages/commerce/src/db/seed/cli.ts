/**
 * `npm run seed -- --products 100000`: (re)builds the demo catalogue, e.g. a large one for scale
 * tests, with a progress bar. Uses DATABASE_URL, or the embedded PostgreSQL under DATA_DIR (stop
 * the running store first: one data folder has one server).
 */
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import pg from 'pg';
import { startEmbeddedPostgres } from '../embedded.ts';
import { runMigrations } from '../migrate.ts';
import { ensureImages } from '../bootstrap.ts';
import { ConfigError, loadEnv } from '../../env.ts';
import { loadContent } from '../../modules/content/seed.ts';
import { loadCatalogue } from './load.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '2000' },
    seed: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    'Usage: npm run seed -- [--products N] [--seed N]\nReplaces the catalogue with N generated products (default 2000).',
  );
  process.exit(0);
}
const products = Number(values.products);
if (!Number.isInteger(products) || products < 1 || products > 1_000_000) {
  console.error('--products must be a whole number from 1 to 1000000');
  process.exit(1);
}

let env;
try {
  env = loadEnv();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

let url = env.DATABASE_URL;
let stop = async () => {};
if (!url) {
  try {
    const embedded = await startEmbeddedPostgres({ dataDir: env.dataDir, port: env.EMBEDDED_PG_PORT });
    url = embedded.url;
    stop = embedded.stop;
  } catch (err) {
    console.error(
      `Could not start the embedded PostgreSQL in ${env.dataDir}: is the store running? Stop it first.\n${String(err)}`,
    );
    process.exit(1);
  }
}

try {
  await runMigrations(url);
  const bar = new cliProgress.SingleBar(
    {
      format: 'seeding [{bar}] {percentage}% | {value}/{total} products | {duration_formatted}',
      hideCursor: true,
      // In CI logs and pipes, print a line every few seconds instead of redrawing.
      noTTYOutput: true,
      notTTYSchedule: 3000,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(products, 0);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  try {
    await loadCatalogue(client, {
      products,
      ...(values.seed ? { seed: Number(values.seed) } : {}),
      onProgress: (done) => bar.update(done),
    });
    bar.stop();
    // Menus are built from the new categories; content staff edited is kept (seed.ts).
    const content = await loadContent(client, {
      demoStaff: env.APP_ENV === 'development' || env.APP_ENV === 'test',
    });
    console.log(`Seeded ${content.entries} content entries and ${content.banners} banners.`);
  } finally {
    bar.stop();
    await client.end();
  }
  console.log(`Seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  await ensureImages(env.mediaDir, (m) => console.log(m));
} finally {
  await stop();
}
