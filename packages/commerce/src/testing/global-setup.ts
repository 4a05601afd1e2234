import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import './database.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { loadCatalogue } from '../db/seed/load.ts';
import { loadContent } from '../modules/content/seed.ts';
import { adminUrlOf, databaseNameOf, workerDatabaseName } from './database-names.ts';

/** Products in the integration-test catalogue: enough for every category and widget, quick to load. */
export const TEST_PRODUCTS = 300;
/** A fixed clock for the seed, so tests can reason about "new in" and special-price windows. */
export const TEST_SEED_NOW = new Date('2026-11-01T12:00:00Z');

/**
 * Integration tests run against a real PostgreSQL (DESIGN principle 1): an embedded server in a
 * throw-away folder, migrated and seeded once per run. TEST_DATABASE_URL points at an existing
 * server instead (its database is migrated and re-seeded).
 */
export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  let dir: string | undefined;
  if (!url) {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-test-'));
    const server = await startEmbeddedPostgres({ dataDir: dir, durable: false });
    url = server.url;
    stop = server.stop;
  }
  await runMigrations(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await loadCatalogue(client, { products: TEST_PRODUCTS, now: TEST_SEED_NOW });
  await loadContent(client, { now: TEST_SEED_NOW, demoStaff: true });
  await client.end();
  // One copy per worker, so files run side by side and never race on shared rows
  // (database.ts picks the worker's copy).
  const workers = Math.max(
    Number(project.config.maxWorkers) || 1,
    Number(project.globalConfig.maxWorkers) || 1,
  );
  const admin = new pg.Client({ connectionString: adminUrlOf(url) });
  await admin.connect();
  try {
    for (let worker = 1; worker <= workers; worker++) {
      const copy = workerDatabaseName(url, worker);
      await admin.query(`drop database if exists ${copy} with (force)`);
      await admin.query(`create database ${copy} template ${databaseNameOf(url)}`);
    }
  } finally {
    await admin.end();
  }

  project.provide('databaseUrl', url);
  project.provide('adminUrl', adminUrlOf(url));
  return async () => {
    await stop();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  };
}
