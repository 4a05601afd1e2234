import { randomInt } from 'node:crypto';
import type { LocaleConfig } from '@vitrine/config';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import {
  assertAcceptablePassword,
  consume,
  hashPassword,
  hmac,
  resetLimit,
  safeEqual,
  signingKeys,
  verifyPassword,
  withPasswordCheck,
} from '../security/index.ts';
import { normaliseEmail, type Principal, type StoreLink } from '../../kernel/identity.ts';
import { queueMail } from '../mail/index.ts';
import type { CustomerRegisteredHook } from './events.ts';
import { requestNewsletter } from './newsletter.ts';
import { customers, deletionCodes, newsletterSubscriptions } from './schema.ts';

/** Account deletion codes (issue 7): 6 digits, single use, 10 minutes, 5 tries. */
export const DELETION_CODE_MINUTES = 10;
export const DELETION_CODE_ATTEMPTS = 5;

export interface Marketing {
  email: boolean;
  sms: boolean;
  post: boolean;
}

/** The customer as the API shows them: never the password hash or the session version. */
export interface CustomerProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  phone: string | null;
  storeLocale: string;
  marketing: Marketing;
  staffDiscount: boolean;
  createdAt: string;
}

type CustomerRow = typeof customers.$inferSelect;

function toProfile(row: CustomerRow): CustomerProfile {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    phone: row.phone,
    storeLocale: row.storeLocale,
    marketing: { email: row.marketingEmail, sms: row.marketingSms, post: row.marketingPost },
    staffDiscount: row.staffDiscount,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  dateOfBirth?: string | null;
  phone?: string | null;
  marketing?: Partial<Marketing>;
  /** Issue 6 item 4: the refer-a-friend code of the share link the shopper came through. */
  referralCode?: string | null | undefined;
}

/**
 * §7.3 registration. The answer is the same whether or not the address already has an account
 * (issue 7): a new address gets the account and a welcome email, a known one gets an email
 * telling its owner someone tried, with links to sign in or reset. The password is hashed in both
 * cases so the timing matches too. A new account runs `registeredHooks` (what other modules add
 * to it, customer-hooks.ts) in its transaction.
 */
export async function register(
  db: Database,
  input: Registration,
  store: LocaleConfig,
  link: StoreLink,
  clientAddress: string,
  registeredHooks: readonly CustomerRegisteredHook[],
): Promise<{ created: boolean }> {
  await consume(db, 'registrationPerAddress', clientAddress);
  const email = normaliseEmail(input.email);
  assertAcceptablePassword(input.password, email);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(customers)
      .values({
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        dateOfBirth: input.dateOfBirth ?? null,
        phone: input.phone ?? null,
        storeLocale: store.localeISOCode,
        marketingSms: input.marketing?.sms ?? false,
        marketingPost: input.marketing?.post ?? false,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const [existing] = await tx.select().from(customers).where(eq(customers.email, email));
      await queueMail(tx, {
        to: email,
        locale: existing?.storeLocale ?? store.localeISOCode,
        message: {
          template: 'account-exists',
          data: {
            firstName: existing?.firstName ?? input.firstName,
            loginUrl: link('/customer/account/login'),
            resetUrl: link('/customer/account/forgotpassword'),
          },
        },
      });
      return { created: false };
    }
    await queueMail(tx, {
      to: email,
      locale: store.localeISOCode,
      message: {
        template: 'welcome',
        data: { firstName: created.firstName, accountUrl: link('/customer/account') },
      },
    });
    // §7.9 register-marketing-pref: email marketing needs the mailbox owner's confirmation first.
    if (input.marketing?.email) await requestNewsletter(tx, { email, store, customerId: created.id }, link);
    for (const hook of registeredHooks)
      await hook({
        tx,
        customer: { id: created.id, email, firstName: created.firstName },
        store,
        link,
        referralCode: input.referralCode ?? null,
      });
    return { created: true };
  });
}

export async function getProfile(db: Executor, customerId: string): Promise<CustomerProfile> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!row) throw new DomainError('SESSION_EXPIRED');
  return toProfile(row);
}

/** The fields of §7.3 PATCH customer a customer may change; anything else is refused upstream. */
export interface ProfileChange {
  firstName?: string;
  lastName?: string;
  dateOfBirth?: string | null;
  phone?: string | null;
  marketing?: Partial<Marketing>;
  /** A new email needs the current password. */
  email?: string;
  password?: string;
}

export async function updateProfile(
  db: Database,
  principal: Principal,
  change: ProfileChange,
  link: StoreLink,
  clientAddress: string,
): Promise<CustomerProfile> {
  const [row] = await db.select().from(customers).where(eq(customers.id, principal.customerId));
  if (!row) throw new DomainError('SESSION_EXPIRED');
  const newEmail = change.email === undefined ? undefined : normaliseEmail(change.email);
  const emailChanges = newEmail !== undefined && newEmail !== row.email;
  if (emailChanges) {
    if (!change.password) throw new DomainError('DETAILS_INVALID', {}, { password: 'required' });
    const password = change.password;
    const right = await withPasswordCheck(db, { customerId: row.id, address: clientAddress }, () =>
      verifyPassword(row.passwordHash, password),
    );
    if (!right) {
      throw new DomainError('CURRENT_PASSWORD_INCORRECT', {}, { password: 'current_password_incorrect' });
    }
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.email, newEmail), ne(customers.id, row.id)));
    if (taken) throw new DomainError('EMAIL_UNAVAILABLE', {}, { email: 'invalid' });
  }
  const marketing = change.marketing ?? {};
  const updated = await db.transaction(async (tx) => {
    const [next] = await tx
      .update(customers)
      .set({
        ...(change.firstName !== undefined && { firstName: change.firstName }),
        ...(change.lastName !== undefined && { lastName: change.lastName }),
        ...(change.dateOfBirth !== undefined && { dateOfBirth: change.dateOfBirth }),
        ...(change.phone !== undefined && { phone: change.phone }),
        ...(marketing.sms !== undefined && { marketingSms: marketing.sms }),
        ...(marketing.post !== undefined && { marketingPost: marketing.post }),
        ...(marketing.email === false && { marketingEmail: false }),
        ...(emailChanges && { email: newEmail }),
        updatedAt: new Date(),
      })
      .where(eq(customers.id, row.id))
      .returning();
    if (emailChanges) {
      // The old mailbox hears about it: the owner can act if it was not them.
      await queueMail(tx, {
        to: row.email,
        locale: row.storeLocale,
        message: { template: 'email-changed', data: { firstName: row.firstName, newEmail: newEmail! } },
      });
    }
    if (marketing.email === false) {
      await tx
        .update(newsletterSubscriptions)
        .set({ status: 'unsubscribed', updatedAt: new Date() })
        .where(eq(newsletterSubscriptions.email, next!.email));
    } else if (marketing.email === true && !row.marketingEmail) {
      const store = { localeISOCode: row.storeLocale } as LocaleConfig;
      await requestNewsletter(tx, { email: next!.email, store, customerId: row.id }, link);
    }
    return next!;
  });
  return toProfile(updated);
}

const codeHash = async (db: Database, customerId: string, code: string) =>
  hmac((await signingKeys(db)).links, `deletion:${customerId}:${code}`);

/**
 * §7.3 send-deletion-code: a fresh 6-digit code replaces any earlier one. It is stored as an HMAC
 * under a server key, since a million possible codes would be trivial to reverse from a plain hash.
 */
export async function sendDeletionCode(db: Database, principal: Principal): Promise<void> {
  const [row] = await db.select().from(customers).where(eq(customers.id, principal.customerId));
  if (!row) throw new DomainError('SESSION_EXPIRED');
  await consume(db, 'emailsPerAccount', `deletion:${row.id}`);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hashed = await codeHash(db, row.id, code);
  const expiresAt = new Date(Date.now() + DELETION_CODE_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await tx
      .insert(deletionCodes)
      .values({ customerId: row.id, codeHash: hashed, expiresAt })
      .onConflictDoUpdate({
        target: deletionCodes.customerId,
        set: { codeHash: hashed, expiresAt, attempts: 0, createdAt: new Date() },
      });
    await queueMail(tx, {
      to: row.email,
      locale: row.storeLocale,
      message: {
        template: 'deletion-code',
        data: { firstName: row.firstName, code, expiresMinutes: DELETION_CODE_MINUTES },
      },
    });
  });
}

type DeletionOutcome = 'deleted' | 'wrong' | 'invalid';

/**
 * §7.3 DELETE customer with the emailed code. The code row is locked while it is checked, so two
 * racing requests cannot both spend one code, and a wrong guess is counted even though the
 * request fails. Deleting the customer cascades to addresses, sessions and codes; every session
 * ends because its customer no longer exists.
 */
export async function deleteAccount(db: Database, principal: Principal, code: string): Promise<void> {
  const expected = /^\d{6}$/.test(code) ? await codeHash(db, principal.customerId, code) : '';
  const outcome = await db.transaction(async (tx): Promise<DeletionOutcome> => {
    const [pending] = await tx
      .select()
      .from(deletionCodes)
      .where(eq(deletionCodes.customerId, principal.customerId))
      .for('update');
    if (!pending || pending.expiresAt <= new Date() || pending.attempts >= DELETION_CODE_ATTEMPTS)
      return 'invalid';
    if (!expected || !safeEqual(pending.codeHash, expected)) {
      await tx
        .update(deletionCodes)
        .set({ attempts: pending.attempts + 1 })
        .where(eq(deletionCodes.customerId, principal.customerId));
      return 'wrong';
    }
    const [row] = await tx.select().from(customers).where(eq(customers.id, principal.customerId));
    if (!row) return 'invalid';
    // Deleting the row ends every session with it: its refresh tokens and session families go by
    // their foreign keys (on delete cascade), and an access token proves nobody once its customer
    // is gone (auth's authenticate reads the row).
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, row.email));
    await tx.delete(customers).where(eq(customers.id, row.id));
    await queueMail(tx, {
      to: row.email,
      locale: row.storeLocale,
      message: { template: 'account-deleted', data: { firstName: row.firstName } },
    });
    return 'deleted';
  });
  if (outcome !== 'deleted') throw new DomainError('CODE_INVALID', {}, { code: 'code_invalid' });
  await resetLimit(db, 'emailsPerAccount', `deletion:${principal.customerId}`);
}
