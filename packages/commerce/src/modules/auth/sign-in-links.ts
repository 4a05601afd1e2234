import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors.ts';
import { sessionVersionOf } from '../customer/index.ts';
import { signInLinks } from './schema.ts';
import { normaliseEmail, type StoreLink } from '../../kernel/identity.ts';
import { startSession, type TokenPair } from './service.ts';
import { linkIsLive, liveLink, mailSingleUseLink, spendLinks } from './single-use-links.ts';

// Decision 0029: an owner on a new device, while someone guesses at the account, signs in with a
// link emailed to the account's address instead of waiting out the slow-down. The link proves the
// mailbox, as a reset link does; it is random (only its hash is kept), works once, and briefly.

/** A sign-in link works once, for 15 minutes. */
export const SIGN_IN_LINK_MINUTES = 15;

/** The page an emailed sign-in link opens (it asks for a click before spending the link). */
export const SIGN_IN_LINK_PATH = '/customer/account/loginlink';

/** Emails a sign-in link to the account, if there is one: always the same answer. */
export async function requestSignInLink(
  db: Database,
  input: { email: string; clientAddress: string },
  link: StoreLink,
): Promise<void> {
  await mailSingleUseLink(
    db,
    { email: normaliseEmail(input.email), clientAddress: input.clientAddress },
    {
      table: signInLinks,
      minutes: SIGN_IN_LINK_MINUTES,
      message: (customer, token) => ({
        template: 'sign-in-link',
        data: {
          firstName: customer.firstName,
          signInUrl: link(`${SIGN_IN_LINK_PATH}?token=${encodeURIComponent(token)}`),
          expiresMinutes: SIGN_IN_LINK_MINUTES,
        },
      }),
    },
  );
}

/** Whether a sign-in link can still be used (its page asks before showing its button). */
export const signInLinkIsValid = (db: Database, token: string): Promise<boolean> =>
  linkIsLive(db, signInLinks, token);

/**
 * Signs in with an emailed link. The link is spent in the statement that checks it, so two racing
 * redemptions cannot both succeed, and every other live link of the account is spent with it.
 */
export async function redeemSignInLink(db: Database, token: string): Promise<TokenPair> {
  if (token.length < 20 || token.length > 200) throw new DomainError('SIGN_IN_LINK_INVALID');
  const principal = await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(signInLinks)
      .set({ usedAt: sql`now()` })
      .where(liveLink(signInLinks, token))
      .returning({ customerId: signInLinks.customerId });
    if (!spent) return undefined;
    await spendLinks(tx, signInLinks, spent.customerId);
    const sessionVersion = await sessionVersionOf(tx, spent.customerId);
    return sessionVersion === undefined ? undefined : { customerId: spent.customerId, sessionVersion };
  });
  if (!principal) throw new DomainError('SIGN_IN_LINK_INVALID');
  return startSession(db, principal);
}
