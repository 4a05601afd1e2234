import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { creditBalances, creditEntries, type CreditKind } from './schema.ts';

// The store-credit ledger (issue 6 item 3, decision 0014). Each function is one SQL statement, so
// the entry and the balance beside it change together or not at all, whatever executor is passed.

export interface CreditMovement {
  customerId: string;
  currency: string;
  /** Positive, in minor units: addCredit adds it, spendCredit takes it. */
  amountMinor: number;
  kind: CreditKind;
  /** What caused it (gift card, referral, order id): a kind + reference is recorded once. */
  reference?: string | null;
  note?: string | null;
}

function assertAmount(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    throw new RangeError(`A credit movement is a positive whole amount, not ${amountMinor}`);
}

/**
 * Adds to a customer's balance. Answers the new balance, or null when this kind + reference was
 * already recorded (a referral rewarded twice, a card activated twice): the second is a no-op.
 */
export async function addCredit(db: Executor, entry: CreditMovement): Promise<number | null> {
  assertAmount(entry.amountMinor);
  const result = await db.execute<{ balance_minor: number }>(sql`
    with entry as (
      insert into credit_entries (customer_id, currency, amount_minor, kind, reference, note)
      values (${entry.customerId}, ${entry.currency}, ${entry.amountMinor}, ${entry.kind},
              ${entry.reference ?? null}, ${entry.note ?? null})
      on conflict (kind, reference, customer_id)
        where kind in ('gift_card', 'referral', 'order', 'order_cancelled') and reference is not null
        do nothing
      returning amount_minor
    )
    insert into credit_balances (customer_id, currency, balance_minor)
    select ${entry.customerId}, ${entry.currency}, amount_minor from entry
    on conflict (customer_id, currency) do update
      set balance_minor = credit_balances.balance_minor + excluded.balance_minor, updated_at = now()
    returning balance_minor`);
  const row = result.rows[0];
  return row ? Number(row.balance_minor) : null;
}

/**
 * Takes from a customer's balance only while it holds enough (`balance >= amount`): of any number
 * of racing spends, only as many succeed as the balance covers, and it never goes below zero.
 * Answers the balance left, or null when it does not hold the amount (nothing is written).
 */
export async function spendCredit(db: Executor, entry: CreditMovement): Promise<number | null> {
  assertAmount(entry.amountMinor);
  const result = await db.execute<{ balance_minor: number }>(sql`
    with balance as (
      update credit_balances
      set balance_minor = balance_minor - ${entry.amountMinor}, updated_at = now()
      where customer_id = ${entry.customerId} and currency = ${entry.currency}
        and balance_minor >= ${entry.amountMinor}
      returning balance_minor
    ), entry as (
      insert into credit_entries (customer_id, currency, amount_minor, kind, reference, note)
      select ${entry.customerId}, ${entry.currency}, ${-entry.amountMinor}, ${entry.kind},
             ${entry.reference ?? null}, ${entry.note ?? null}
      from balance
    )
    select balance_minor from balance`);
  const row = result.rows[0];
  return row ? Number(row.balance_minor) : null;
}

/** Balances per currency, zero balances left out. */
export async function creditBalancesOf(
  db: Executor,
  customerId: string,
): Promise<{ currency: string; balanceMinor: number }[]> {
  const rows = await db
    .select({ currency: creditBalances.currency, balanceMinor: creditBalances.balanceMinor })
    .from(creditBalances)
    .where(and(eq(creditBalances.customerId, customerId), sql`${creditBalances.balanceMinor} > 0`))
    .orderBy(creditBalances.currency);
  return rows;
}

export async function creditBalanceOf(db: Executor, customerId: string, currency: string): Promise<number> {
  const [row] = await db
    .select({ balanceMinor: creditBalances.balanceMinor })
    .from(creditBalances)
    .where(and(eq(creditBalances.customerId, customerId), eq(creditBalances.currency, currency)));
  return row?.balanceMinor ?? 0;
}

export interface CreditEntry {
  id: number;
  currency: string;
  amountMinor: number;
  kind: CreditKind;
  reference: string | null;
  note: string | null;
  createdAt: Date;
}

/** The newest movements first; `before` (an entry id) pages back through older ones. */
export async function creditHistory(
  db: Executor,
  customerId: string,
  options: { currency?: string; before?: number; limit?: number } = {},
): Promise<CreditEntry[]> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
  return db
    .select({
      id: creditEntries.id,
      currency: creditEntries.currency,
      amountMinor: creditEntries.amountMinor,
      kind: creditEntries.kind,
      reference: creditEntries.reference,
      note: creditEntries.note,
      createdAt: creditEntries.createdAt,
    })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.customerId, customerId),
        options.currency ? eq(creditEntries.currency, options.currency) : undefined,
        options.before ? lt(creditEntries.id, options.before) : undefined,
      ),
    )
    .orderBy(desc(creditEntries.id))
    .limit(limit);
}
