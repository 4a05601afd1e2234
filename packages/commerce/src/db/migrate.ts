import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Advisory-lock key shared by every instance: only one migrates or seeds at a time. */
const MIGRATION_LOCK = 7_242_001;

/**
 * Applies pending migrations. Several app instances may start together against one database
 * (DESIGN.md principle 3), so the work runs under a session advisory lock: the others wait, then
 * find nothing left to do.
 */
export async function runMigrations(url: string): Promise<void> {
  await withDatabaseLock(url, async (client) => {
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  });
}

export async function withDatabaseLock<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}
