import type { LocaleConfig } from '@vitrine/config';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import { hmac, safeEqual, signingKeys, tryConsume } from '../security/index.ts';
import { normaliseEmail, type StoreLink } from '../../kernel/identity.ts';
import { queueMail } from '../mail/index.ts';
import { customers, newsletterSubscriptions } from './schema.ts';

// §7.6 newsletter and §7.3 unsubscribe. Double opt-in: a sign-up only becomes a subscription when
// the mailbox owner follows the emailed link, so nobody can subscribe someone else. Links are
// signed (HMAC under a server key) and do not expire: an unsubscribe link must always work.

type Action = 'confirm' | 'unsubscribe';

async function signature(db: Executor, action: Action, email: string): Promise<string> {
  return hmac((await signingKeys(db as Database)).links, `newsletter:${action}:${email}`);
}

export async function newsletterLink(
  db: Executor,
  action: Action,
  email: string,
  link: StoreLink,
): Promise<string> {
  // One query parameter, `token` (address and signature), because §2.3 drops any other.
  const token = `${Buffer.from(email).toString('base64url')}.${await signature(db, action, email)}`;
  return link(`/newsletter/${action}?token=${token}`);
}

/** Records a pending sign-up and emails the confirmation link (already subscribed: nothing to do). */
export async function requestNewsletter(
  db: Executor,
  input: { email: string; store: Pick<LocaleConfig, 'localeISOCode'>; customerId?: string },
  link: StoreLink,
): Promise<void> {
  const email = normaliseEmail(input.email);
  const [current] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  if (current?.status === 'subscribed') return;
  await db
    .insert(newsletterSubscriptions)
    .values({ email, storeLocale: input.store.localeISOCode, status: 'pending' })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { status: 'pending', storeLocale: input.store.localeISOCode, updatedAt: new Date() },
    });
  await queueMail(db, {
    to: email,
    locale: input.store.localeISOCode,
    message: {
      template: 'newsletter-confirm',
      data: {
        confirmUrl: await newsletterLink(db, 'confirm', email, link),
        unsubscribeUrl: await newsletterLink(db, 'unsubscribe', email, link),
      },
    },
  });
}

/** §7.6 newsletter sign-up from the footer or the account: same answer for everyone. */
export async function subscribe(
  db: Database,
  input: { email: string; store: LocaleConfig; clientAddress: string },
  link: StoreLink,
): Promise<void> {
  const email = normaliseEmail(input.email);
  if (!(await tryConsume(db, 'emailsPerAccount', `newsletter:${email}`))) return;
  if (!(await tryConsume(db, 'forgotPerAddress', `newsletter:${input.clientAddress}`))) return;
  await db.transaction((tx) => requestNewsletter(tx, { email, store: input.store }, link));
}

async function assertSigned(db: Database, action: Action, token: string): Promise<string> {
  const [encoded = '', sig = ''] = token.split('.');
  const email = normaliseEmail(Buffer.from(encoded, 'base64url').toString());
  if (!email || !sig || !safeEqual(await signature(db, action, email), sig))
    throw new DomainError('LINK_INVALID');
  return email;
}

/** The emailed confirmation link: the subscription starts and the account's preference follows. */
export async function confirmNewsletter(db: Database, token: string): Promise<void> {
  const address = await assertSigned(db, 'confirm', token);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(newsletterSubscriptions)
      .set({ status: 'subscribed', confirmedAt: new Date(), updatedAt: new Date() })
      .where(eq(newsletterSubscriptions.email, address))
      .returning();
    if (updated.length === 0) throw new DomainError('LINK_INVALID');
    await tx.update(customers).set({ marketingEmail: true }).where(eq(customers.email, address));
  });
}

/** §7.3 unsubscribe from a signed link; works whatever state the subscription is in. */
export async function unsubscribe(db: Database, token: string): Promise<void> {
  const address = await assertSigned(db, 'unsubscribe', token);
  await db.transaction(async (tx) => {
    await tx
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', updatedAt: new Date() })
      .where(eq(newsletterSubscriptions.email, address));
    await tx.update(customers).set({ marketingEmail: false }).where(eq(customers.email, address));
  });
}
