import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { customers } from './schema.ts';

// What proves a sign-in is kept on the account's row (§7.2, issue 7): the password hash and the
// session version. The customer module owns the row; auth, above it (decision 0062), reads and
// writes those columns only through these functions, each on the executor it is handed, so they
// run inside the caller's transaction.

/** The account's whole row, password hash and session version included: for auth alone. */
export type CustomerAccount = typeof customers.$inferSelect;

/** What a sign-in checks of an account (§7.2 auth/login). */
export interface SignInCredentials {
  id: string;
  passwordHash: string;
  sessionVersion: number;
}

/** The credentials of the account with this (normalised) email, in one query, or undefined. */
export async function credentialsByEmail(
  ex: Executor,
  email: string,
): Promise<SignInCredentials | undefined> {
  const [row] = await ex
    .select({
      id: customers.id,
      passwordHash: customers.passwordHash,
      sessionVersion: customers.sessionVersion,
    })
    .from(customers)
    .where(eq(customers.email, email));
  return row;
}

/** The account with this (normalised) email, or undefined. */
export async function accountByEmail(ex: Executor, email: string): Promise<CustomerAccount | undefined> {
  const [row] = await ex.select().from(customers).where(eq(customers.email, email));
  return row;
}

/** The account with this id, or undefined. */
export async function accountById(ex: Executor, customerId: string): Promise<CustomerAccount | undefined> {
  const [row] = await ex.select().from(customers).where(eq(customers.id, customerId));
  return row;
}

/** The account's current session version, or undefined when there is no such account. */
export async function sessionVersionOf(ex: Executor, customerId: string): Promise<number | undefined> {
  const [row] = await ex
    .select({ sessionVersion: customers.sessionVersion })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.sessionVersion;
}

/**
 * The account's current session version as a value inside the caller's statement (null when there
 * is no such account). Checking a token reads the version in the statement that reads the token
 * (every authenticated request, every refresh), so it stays one round trip.
 */
export const currentSessionVersion = (customerId: string | SQL | AnyColumn): SQL<number | null> =>
  sql<
    number | null
  >`(select ${customers.sessionVersion} from ${customers} where ${customers.id} = ${customerId})`;

/**
 * Locks the account's row (FOR NO KEY UPDATE) until the caller's transaction ends, so changes to
 * its sessions are made one after another. `customerId` may be a subquery of the caller's in
 * parentheses (auth finds the account by a refresh token in the same statement); no row, no lock.
 */
export async function lockAccount(ex: Executor, customerId: string | SQL): Promise<void> {
  await ex.execute(sql`select 1 from ${customers} where ${customers.id} = ${customerId} for no key update`);
}

/** Ends every session of the account: access tokens carry the version they were issued under. */
export async function bumpSessionVersion(ex: Executor, customerId: string): Promise<void> {
  await ex
    .update(customers)
    .set({ sessionVersion: sql`${customers.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(customers.id, customerId));
}

/** Stores a new password hash (argon2id PHC string) for the account. */
export async function setPasswordHash(ex: Executor, customerId: string, passwordHash: string): Promise<void> {
  await ex.update(customers).set({ passwordHash, updatedAt: new Date() }).where(eq(customers.id, customerId));
}
