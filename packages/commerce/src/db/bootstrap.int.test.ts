import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../testing/database.ts';
import { loadEnv } from '../env.ts';
import { prepareDatabase } from './bootstrap.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

async function count(url: string, table: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe('database bootstrap (DESIGN principle 2)', () => {
  it('without DATABASE_URL starts an embedded PostgreSQL under DATA_DIR, migrates, seeds once and reuses the data', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-boot-'));
    dirs.push(dataDir);
    const env = loadEnv({ DATA_DIR: dataDir, SEED_PRODUCTS: '25' });

    const first = await prepareDatabase(env, () => {}, { images: false });
    try {
      expect(first).toMatchObject({ embedded: true, seeded: true });
      expect(first.url).toMatch(/^postgresql:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/vitrine$/);
      expect(await count(first.url, 'products')).toBe(25);
    } finally {
      await first.stop();
    }
    // The password is kept beside the cluster, readable by its owner only.
    const credentials = await fs.stat(path.join(dataDir, 'postgres.json'));
    expect(credentials.mode & 0o077).toBe(0);

    const second = await prepareDatabase(env, () => {}, { images: false });
    try {
      expect(second).toMatchObject({ embedded: true, seeded: false });
      expect(await count(second.url, 'products')).toBe(25);
    } finally {
      await second.stop();
    }
  });

  it('with DATABASE_URL uses that server and leaves an existing catalogue alone', async () => {
    const url = testDatabaseUrl();
    const before = await count(url, 'products');
    const prepared = await prepareDatabase(loadEnv({ DATABASE_URL: url, SEED_PRODUCTS: '5' }), () => {}, {
      images: false,
    });
    expect(prepared).toMatchObject({ url, embedded: false, seeded: false });
    expect(await count(url, 'products')).toBe(before);
  });

  it('lets several instances migrate at once (advisory lock): all succeed, migrations apply once', async () => {
    const url = testDatabaseUrl();
    await Promise.all([runMigrations(url), runMigrations(url), runMigrations(url)]);
    const applied = await count(url, 'drizzle.__drizzle_migrations');
    const files = (await fs.readdir(path.resolve(import.meta.dirname, '../../drizzle'))).filter((f) =>
      f.endsWith('.sql'),
    );
    expect(applied).toBe(files.length);
  });

  it('a server that stops while starting says why, in PostgreSQL’s own words', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'vitrine-boot-'));
    dirs.push(dataDir);
    const running = await startEmbeddedPostgres({ dataDir, durable: false });
    try {
      // A second server on the same folder finds the first one's lock file and exits.
      await expect(startEmbeddedPostgres({ dataDir, durable: false })).rejects.toThrow(
        /stopped while starting[\s\S]*postmaster\.pid/,
      );
    } finally {
      await running.stop();
    }
  });
});
