import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { ops } from '../../testing/ops.ts';
import { staffRoleOf } from '../auth/staff.ts';

// Issue 5: `npm run ops -- staff:grant` gives the content editing role the /staff/content screen
// and the editing API check (docs/operations/content.md).

const db = testDatabase();
afterAll(() => db.$client.end());

describe('issue 5 ops staff:grant', () => {
  it('grants a role and changes it; refuses unknown roles and customers', async () => {
    const email = uniqueEmail('ops-staff');
    const { rows } = await db.$client.query<{ id: string }>(
      `insert into customers (email, password_hash, first_name, last_name, store_locale)
       values ($1, 'x', 'Ava', 'Stone', 'en-GB') returning id`,
      [email],
    );
    const id = rows[0]!.id;
    const granted = await ops('staff:grant', email.toUpperCase(), 'Editor');
    expect(granted.code, granted.stderr).toBe(0);
    expect(await staffRoleOf(db, id)).toBe('editor');
    expect((await ops('staff:grant', email, 'publisher')).code).toBe(0);
    expect(await staffRoleOf(db, id)).toBe('publisher');

    expect((await ops('staff:grant', email, 'admin')).code).toBe(2);
    expect((await ops('staff:grant', email)).code).toBe(2);
    expect((await ops('staff:grant', uniqueEmail('nobody'), 'editor')).code).toBe(1);
    expect(await staffRoleOf(db, id)).toBe('publisher');
  }, 120_000);
});
