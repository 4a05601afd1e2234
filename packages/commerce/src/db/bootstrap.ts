import pg from 'pg';
import type { Env } from '../env.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { runMigrations, withDatabaseLock } from './migrate.ts';
import { productSketch, renderSiteImages } from './seed/images.ts';
import { loadCatalogue } from './seed/load.ts';
import { indexImagePalettes } from '../modules/catalog/index.ts';
import { loadContent } from '../modules/content/seed.ts';
import { seedLookupAddresses } from '../modules/checkout/seed.ts';
import { seedPromotions } from '../modules/quote/seed.ts';

export interface PreparedDatabase {
  url: string;
  embedded: boolean;
  seeded: boolean;
  stop(): Promise<void>;
}

type Log = (message: string) => void;

/**
 * DESIGN principle 2: with DATABASE_URL use that server; without it start the embedded
 * PostgreSQL under DATA_DIR. Either way, migrate, and seed the demo catalogue when the catalogue
 * is empty (first start only: a second start reuses the data).
 */
export async function prepareDatabase(
  env: Env,
  log: Log = () => {},
  options: { images?: boolean } = {},
): Promise<PreparedDatabase> {
  let url = env.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const started = await startEmbeddedPostgres({ dataDir: env.dataDir, port: env.EMBEDDED_PG_PORT });
    url = started.url;
    stop = started.stop;
    log(`embedded PostgreSQL on 127.0.0.1:${started.port} (data in ${env.dataDir})`);
  }
  try {
    await runMigrations(url);
    let seeded = false;
    if (env.SEED_ON_START) {
      seeded = await seedIfEmpty(url, env.SEED_PRODUCTS, log);
      await seedContentIfEmpty(url, env.APP_ENV === 'development' || env.APP_ENV === 'test', log);
      await seedCheckoutData(url, log);
      // Images live beside the data, not in the database: make any that are missing (cheap when all exist).
      if (options.images !== false) {
        await ensureImages(env.mediaDir, log);
        await indexPalettes(url, env.mediaDir, log);
      }
    }
    return { url, embedded: !env.DATABASE_URL, seeded, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function seedIfEmpty(url: string, products: number, log: Log): Promise<boolean> {
  return withDatabaseLock(url, async (client) => {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from categories');
    if ((rows[0]?.n ?? 0) > 0) return false;
    const started = Date.now();
    await loadCatalogue(client as pg.ClientBase, { products });
    log(`seeded ${products} demo products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  });
}

/**
 * The demo content (issue 5) after the catalogue, whose categories make the menus. Checked apart
 * from the catalogue so a database seeded before the content service existed gets it too.
 */
async function seedContentIfEmpty(url: string, demoStaff: boolean, log: Log): Promise<void> {
  await withDatabaseLock(url, async (client) => {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from content_entries');
    if ((rows[0]?.n ?? 0) > 0) return;
    const { entries, banners } = await loadContent(client as pg.ClientBase, { demoStaff });
    log(`seeded ${entries} content entries and ${banners} banners`);
  });
}

/** Promotion codes and the address-lookup data of checkout (issue 4); each seeder skips what exists. */
async function seedCheckoutData(url: string, log: Log): Promise<void> {
  await withDatabaseLock(url, async (client) => {
    const promotions = await seedPromotions(client as pg.ClientBase);
    const addresses = await seedLookupAddresses(client as pg.ClientBase);
    if (promotions + addresses > 0)
      log(`seeded ${promotions} promotion codes and ${addresses} lookup addresses`);
  });
}

/**
 * The site images (hero, category tiles). Product packshots are drawn on their first request
 * through the media route (decision 0049), so a fresh store starts without drawing them.
 */
export async function ensureImages(mediaDir: string, log: Log): Promise<void> {
  const started = Date.now();
  const rendered = await renderSiteImages(mediaDir);
  if (rendered > 0)
    log(`rendered ${rendered} site images in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Visual search needs each product image's colour; compute those not done yet (§7.8). */
async function indexPalettes(url: string, mediaDir: string, log: Log): Promise<void> {
  await withDatabaseLock(url, async (client) => {
    const started = Date.now();
    const { indexed } = await indexImagePalettes(client as pg.ClientBase, mediaDir, productSketch);
    if (indexed > 0)
      log(
        `indexed the colours of ${indexed} product images in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
  });
}
