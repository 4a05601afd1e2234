import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { loadCatalogue } from '../db/seed/load.ts';
import { loadContent } from '../modules/content/seed.ts';
import './database.ts';
import { withDatabase } from './database-names.ts';
import { TEST_SEED_NOW } from './global-setup.ts';

/**
 * A database of its own for a test that writes where others read (the fuzz of every route edits
 * staff content and trips limits): created on the run's server beside the shared one, migrated,
 * seeded with a small catalogue and the demo content, and dropped afterwards. With
 * TEST_DATABASE_URL the role needs the right to create databases.
 */
export async function scratchDatabase(
  name: string,
  products = 60,
): Promise<{ db: Database; drop: () => Promise<void> }> {
  const databaseName = `vitrine_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.query(`create database ${databaseName}`);
  const url = withDatabase(inject('databaseUrl'), databaseName);
  await runMigrations(url);
  const seed = new pg.Client({ connectionString: url });
  await seed.connect();
  try {
    await loadCatalogue(seed, { products, now: TEST_SEED_NOW });
    await loadContent(seed, { now: TEST_SEED_NOW, demoStaff: true });
  } finally {
    await seed.end();
  }
  const db = createDatabase(url, 5);
  return {
    db,
    drop: async () => {
      await db.$client.end();
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    },
  };
}
