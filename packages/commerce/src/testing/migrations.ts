import fs from 'node:fs';
import pg from 'pg';
import { testDatabaseUrl } from './database.ts';

/** The SQL of one migration (drizzle/<tag>.sql), for a test that runs it again by hand. */
export const migrationSql = (tag: string): string =>
  fs.readFileSync(new URL(`../../drizzle/${tag}.sql`, import.meta.url), 'utf8');

/**
 * Runs `work` on a connection of its own to the test database, inside a transaction that is always
 * rolled back: a test may take the schema back to before a migration, or change roles, and leave
 * nothing behind for the other test files.
 */
export async function inRolledBackTransaction<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query('begin');
    return await work(client);
  } finally {
    await client.query('rollback');
    await client.end();
  }
}
