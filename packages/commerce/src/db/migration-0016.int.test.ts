import { describe, expect, it } from 'vitest';
import { inRolledBackTransaction, migrationSql } from '../testing/migrations.ts';

const migration = migrationSql('0016_trigram_operator_cost');

describe('migration 0016: the cost of pg_trgm’s word similarity', () => {
  it('does not stop a deploy whose database role does not own pg_trgm (a managed database)', async () => {
    await inRolledBackTransaction(async (client) => {
      const notices: string[] = [];
      client.on('notice', (n) => notices.push(n.message ?? ''));
      await client.query('create role vitrine_not_owner');
      await client.query('set local role vitrine_not_owner');
      // Runs to the end: a notice, not an error that would leave the migrations half applied.
      await client.query(migration);
      expect(notices.join('\n')).toMatch(/pg_trgm operator cost left as it was: must be owner/);
    });
  });
});
