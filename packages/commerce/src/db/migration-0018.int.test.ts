import { describe, expect, it } from 'vitest';
import { inRolledBackTransaction, migrationSql } from '../testing/migrations.ts';

const migration = migrationSql('0018_session_lifetime');

describe('migration 0018: every stored sign-in learns when it began (decision 0033)', () => {
  it('dates a family from its oldest token, so a sign-in older than the lifetime is not renewed', async () => {
    await inRolledBackTransaction(async (client) => {
      // The tables as migration 0016 left them, with a sign-in refreshed for 40 days.
      await client.query('drop table revoked_session_families');
      await client.query('alter table refresh_tokens drop column family_started_at');
      const {
        rows: [customer],
      } = await client.query<{ id: string }>(
        `insert into customers (email, password_hash, first_name, last_name, store_locale)
         values ($1, 'x', 'Ava', 'Stone', 'en-GB') returning id`,
        [`migration-0018.${process.pid}.${Date.now()}@example.com`],
      );
      const family = crypto.randomUUID();
      for (const [hash, age] of [
        ['login', 40],
        ['rotated', 27],
        ['newest', 1],
      ] as const) {
        await client.query(
          `insert into refresh_tokens (token_hash, family_id, customer_id, session_version, created_at, expires_at)
           values ($1, $2, $3, 1, now() - make_interval(days => $4), now() - make_interval(days => $4) + interval '14 days')`,
          [`${hash}-${family}`, family, customer!.id, age],
        );
      }

      await client.query(migration);

      const { rows } = await client.query<{ days: number }>(
        `select distinct round(extract(epoch from now() - family_started_at) / 86400)::int as days
         from refresh_tokens where family_id = $1`,
        [family],
      );
      expect(rows).toEqual([{ days: 40 }]);
      const { rows: column } = await client.query(
        `select is_nullable from information_schema.columns
         where table_name = 'refresh_tokens' and column_name = 'family_started_at'`,
      );
      expect(column).toEqual([{ is_nullable: 'NO' }]);
    });
  });
});
