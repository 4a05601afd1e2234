import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { ops } from '../../testing/ops.ts';
import { creditBalanceOf, creditHistory } from './ledger.ts';

// Issue 6 item 3: `npm run ops -- credit:add` (docs/operations/store-credit.md) and item 4's
// `referrals:settle`, as an operator runs them, against the test database.

const db = testDatabase();
afterAll(() => db.$client.end());

describe('issue 6 ops credit:add and referrals:settle', () => {
  it('adds a goodwill refund with its note, in major units of the currency', async () => {
    const email = uniqueEmail('ops-credit');
    const { rows } = await db.$client.query<{ id: string }>(
      `insert into customers (email, password_hash, first_name, last_name, store_locale)
       values ($1, 'x', 'Ava', 'Stone', 'en-GB') returning id`,
      [email],
    );
    const id = rows[0]!.id;
    const added = await ops('credit:add', email.toUpperCase(), '10.5', 'gbp', 'Late', 'delivery');
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('+10.50 GBP, balance 10.50 GBP');
    expect(await creditBalanceOf(db, id, 'GBP')).toBe(1050);
    expect((await creditHistory(db, id))[0]).toMatchObject({
      kind: 'refund',
      amountMinor: 1050,
      note: 'Late delivery',
    });
  }, 60_000);

  it('refuses bad amounts, currencies and unknown customers, changing nothing', async () => {
    for (const args of [
      ['credit:add', 'ava@example.com', '10.505', 'GBP'],
      ['credit:add', 'ava@example.com', '-3', 'GBP'],
      ['credit:add', 'ava@example.com', '0', 'GBP'],
      ['credit:add', 'ava@example.com', '10', 'XYZ'],
      ['credit:add', 'ava@example.com'],
      ['referrals:settle', '--now', 'tomorrow'],
    ]) {
      const res = await ops(...args);
      expect(res.code, args.join(' ')).toBe(2);
    }
    const unknown = await ops('credit:add', uniqueEmail('nobody'), '10', 'GBP');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No customer has the email');
  }, 120_000);

  it('settles referrals and says how many', async () => {
    const res = await ops('referrals:settle', '--now', new Date(Date.now() - 365 * 86_400_000).toISOString());
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('Referrals rewarded: 0.');
  }, 60_000);
});
