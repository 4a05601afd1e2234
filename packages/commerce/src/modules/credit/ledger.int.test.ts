import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { addCredit, creditBalanceOf, creditBalancesOf, creditHistory, spendCredit } from './ledger.ts';

const db = testDatabase();
afterAll(() => db.$client.end());

async function customer(): Promise<string> {
  const rows = await db.execute<{ id: string }>(sql`
    insert into customers (email, password_hash, first_name, last_name, store_locale)
    values (${uniqueEmail('credit')}, 'x', 'Ava', 'Stone', 'en-GB') returning id`);
  return rows.rows[0]!.id;
}

const ledgerSum = async (customerId: string, currency: string) =>
  Number(
    (
      await db.execute<{ sum: string }>(sql`
        select coalesce(sum(amount_minor), 0) as sum from credit_entries
        where customer_id = ${customerId} and currency = ${currency}`)
    ).rows[0]!.sum,
  );

describe('issue 6 §3 store-credit ledger', () => {
  it('keeps a balance per currency equal to the sum of its entries, newest history first', async () => {
    const id = await customer();
    expect(await addCredit(db, { customerId: id, currency: 'GBP', amountMinor: 2500, kind: 'gift_card', reference: 'card-1' })).toBe(2500);
    expect(await addCredit(db, { customerId: id, currency: 'USD', amountMinor: 1000, kind: 'refund' })).toBe(1000);
    expect(await spendCredit(db, { customerId: id, currency: 'GBP', amountMinor: 700, kind: 'order', reference: 'order-1' })).toBe(1800);

    expect(await creditBalancesOf(db, id)).toEqual([
      { currency: 'GBP', balanceMinor: 1800 },
      { currency: 'USD', balanceMinor: 1000 },
    ]);
    expect(await ledgerSum(id, 'GBP')).toBe(1800);
    const history = await creditHistory(db, id, { currency: 'GBP' });
    expect(history.map((e) => [e.kind, e.amountMinor])).toEqual([
      ['order', -700],
      ['gift_card', 2500],
    ]);
  });

  it('records a card activation or a referral reward once, however often it is asked', async () => {
    const id = await customer();
    const reward = { customerId: id, currency: 'GBP', amountMinor: 1000, kind: 'referral' as const, reference: 'referral-1' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => addCredit(db, reward)));
    expect(answers.filter((a) => a !== null)).toEqual([1000]);
    expect(await creditBalanceOf(db, id, 'GBP')).toBe(1000);
  });

  it('refuses a spend above the balance and writes nothing', async () => {
    const id = await customer();
    await addCredit(db, { customerId: id, currency: 'EUR', amountMinor: 500, kind: 'refund' });
    expect(await spendCredit(db, { customerId: id, currency: 'EUR', amountMinor: 501, kind: 'order', reference: 'o' })).toBeNull();
    expect(await spendCredit(db, { customerId: id, currency: 'GBP', amountMinor: 1, kind: 'order', reference: 'o' })).toBeNull();
    expect(await creditBalanceOf(db, id, 'EUR')).toBe(500);
    expect(await creditHistory(db, id)).toHaveLength(1);
  });

  it('20 concurrent spends of a balance that covers 3 take exactly 3 and never go below zero', async () => {
    const id = await customer();
    await addCredit(db, { customerId: id, currency: 'GBP', amountMinor: 3000, kind: 'refund' });
    const spends = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        spendCredit(db, { customerId: id, currency: 'GBP', amountMinor: 1000, kind: 'order', reference: `race-${i}` }),
      ),
    );
    expect(spends.filter((s) => s !== null).sort()).toEqual([0, 1000, 2000]);
    expect(await creditBalanceOf(db, id, 'GBP')).toBe(0);
    expect(await ledgerSum(id, 'GBP')).toBe(0);
  });

  it('refuses amounts that are not positive whole numbers', async () => {
    const id = await customer();
    for (const amountMinor of [0, -5, 1.5, Number.NaN])
      await expect(addCredit(db, { customerId: id, currency: 'GBP', amountMinor, kind: 'refund' })).rejects.toThrow(RangeError);
  });
});
