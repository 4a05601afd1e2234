import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { accountByEmail, type CustomerAccount } from '../customer/index.ts';
import { queueMail, type MailMessage } from '../mail/index.ts';
import { hashToken, randomToken, tryConsume } from '../security/index.ts';
import type { SingleUseLinkTable } from './schema.ts';

// Links emailed to an account's address on request (a password reset, a sign-in link, decision
// 0029): random, kept only as a hash, single use, short-lived. Requests share one budget per
// address and per account, so nobody can flood an inbox through either kind.

/**
 * Emails the account of `email` (normalised) a new link of `table`, if the account exists and the
 * limits allow: the caller's answer is the same either way, so it never reveals an account.
 */
export async function mailSingleUseLink(
  db: Database,
  input: { email: string; clientAddress: string },
  link: {
    table: SingleUseLinkTable;
    minutes: number;
    message: (customer: CustomerAccount, token: string) => MailMessage;
  },
): Promise<void> {
  if (!(await tryConsume(db, 'forgotPerAddress', input.clientAddress))) return;
  if (!(await tryConsume(db, 'forgotPerAccount', input.email))) return;
  const customer = await accountByEmail(db, input.email);
  if (!customer) return;
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx.insert(link.table).values({
      tokenHash: hashToken(token),
      customerId: customer.id,
      expiresAt: new Date(Date.now() + link.minutes * 60_000),
    });
    await queueMail(tx, {
      to: customer.email,
      locale: customer.storeLocale,
      message: link.message(customer, token),
    });
  });
}

/** The conditions under which a link of `table` can still be spent. */
export const liveLink = (table: SingleUseLinkTable, token: string) =>
  and(eq(table.tokenHash, hashToken(token)), isNull(table.usedAt), gt(table.expiresAt, sql`now()`));

/** Whether a link can still be used (its page asks before showing its form). */
export async function linkIsLive(db: Database, table: SingleUseLinkTable, token: string): Promise<boolean> {
  if (token.length > 200) return false;
  const [row] = await db.select({ customerId: table.customerId }).from(table).where(liveLink(table, token));
  return Boolean(row);
}

/** Spends every live link of `table` the account has (after a redemption, a password reset). */
export async function spendLinks(ex: Executor, table: SingleUseLinkTable, customerId: string): Promise<void> {
  await ex
    .update(table)
    .set({ usedAt: sql`now()` })
    .where(and(eq(table.customerId, customerId), isNull(table.usedAt)));
}
