import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import {
  accountById,
  bumpSessionVersion,
  credentialsByEmail,
  currentSessionVersion,
  lockAccount,
  sessionVersionOf,
  setPasswordHash,
} from '../customer/index.ts';
import { queueMail } from '../mail/index.ts';
import { linkIsLive, liveLink, mailSingleUseLink, spendLinks } from './single-use-links.ts';
import { deviceOf } from './devices.ts';
import {
  assertAcceptablePassword,
  burnVerification,
  hashPassword,
  hashToken,
  randomToken,
  resetLimit,
  signingKeys,
  verifyPassword,
  withPasswordCheck,
} from '../security/index.ts';
import { passwordResets, refreshTokens, revokedSessionFamilies, signInLinks } from './schema.ts';
import { admitSignIn, signInFailed, signInSucceeded, type SignInAttempt } from './sign-in-guard.ts';
import {
  ACCESS_TOKEN_SECONDS,
  accessTokenExpiry,
  accessTokenIdFor,
  familyEndsAt,
  REFRESH_TOKEN_SECONDS,
  signAccessToken,
  successorOf,
  verifyAccessToken,
} from './tokens.ts';
import { normaliseEmail, type Principal, type StoreLink } from '../../kernel/identity.ts';

/**
 * Requests that present the same refresh token within this many seconds of its first use get the
 * same new pair (two tabs refreshing at once must not log each other out, issue 7). After it, a
 * second use is a replay: the token was stolen or leaked, and the whole family is revoked.
 */
export const REFRESH_GRACE_SECONDS = 20;
/** A forgotten-password link works once, for an hour. */
export const RESET_LINK_MINUTES = 60;
/**
 * A revoked family stays on the deny list this long past the last access token it could hold, for
 * app instances whose clocks run behind the database's (decision 0033).
 */
const CLOCK_MARGIN_SECONDS = 60;

/** §3.6 session record, as the API hands it out. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  tokenType: 'Bearer';
  /** Seconds the access token lives (§3.6 expiresIn). */
  expiresIn: number;
  refreshExpiresIn: number;
  customerId: string;
}

export type { Principal } from '../../kernel/identity.ts';

/** A sign-in: the family its tokens belong to, and when that family ends (decision 0033). */
interface Family {
  id: string;
  endsAt: Date;
}

async function pairFor(
  db: Database,
  principal: Principal,
  family: Family,
  refreshToken: string,
  issuedAt: number,
  refreshExpiresAt: Date,
): Promise<TokenPair> {
  const keys = await signingKeys(db);
  const notAfter = Math.floor(family.endsAt.getTime() / 1000);
  const claims = { ...principal, familyId: family.id };
  return {
    accessToken: await signAccessToken(keys, claims, issuedAt, accessTokenIdFor(refreshToken), notAfter),
    refreshToken,
    tokenType: 'Bearer',
    expiresIn: accessTokenExpiry(issuedAt, notAfter) - issuedAt,
    refreshExpiresIn: Math.max(0, Math.floor((refreshExpiresAt.getTime() - Date.now()) / 1000)),
    customerId: principal.customerId,
  };
}

/** The refresh token's expiry: the §9 lifetime from now, but never past the end of its sign-in. */
const refreshExpiry = (now: Date, family: Family): Date =>
  new Date(Math.min(now.getTime() + REFRESH_TOKEN_SECONDS * 1000, family.endsAt.getTime()));

/** Starts a new session family for a customer (login, registration, password change). */
export async function startSession(db: Database, principal: Principal): Promise<TokenPair> {
  const token = randomToken();
  const now = new Date();
  const family = { id: crypto.randomUUID(), endsAt: familyEndsAt(now) };
  const expiresAt = refreshExpiry(now, family);
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(token),
    familyId: family.id,
    customerId: principal.customerId,
    sessionVersion: principal.sessionVersion,
    familyStartedAt: now,
    expiresAt,
  });
  return pairFor(db, principal, family, token, Math.floor(now.getTime() / 1000), expiresAt);
}

/**
 * §7.2 auth/login. Unknown email and wrong password give the same error after the same work. The
 * attempt is counted per device when it carries a device cookie of the account, else per account
 * and address and slowed down as the account's failures grow (sign-in-guard.ts, decision 0029).
 */
export async function login(
  db: Database,
  input: { email: string; password: string; clientAddress: string; deviceToken?: string | undefined },
): Promise<TokenPair> {
  const email = normaliseEmail(input.email);
  const customer = await credentialsByEmail(db, email);
  const attempt: SignInAttempt = {
    email,
    address: input.clientAddress,
    device: customer ? await deviceOf(db, input.deviceToken, customer.id) : undefined,
  };
  await admitSignIn(db, attempt);
  const ok = customer
    ? await verifyPassword(customer.passwordHash, input.password)
    : (await burnVerification(input.password), false);
  if (!customer || !ok) {
    await signInFailed(db, attempt);
    throw new DomainError('INVALID_CREDENTIALS');
  }
  await signInSucceeded(db, attempt);
  return startSession(db, { customerId: customer.id, sessionVersion: customer.sessionVersion });
}

type RefreshOutcome = { pair: TokenPair } | { replay: true } | { invalid: true };

/**
 * §7.1/§7.2 auth/refresh: exchanges a refresh token for a new pair. The row is locked, so racing
 * requests are served one after another: the first rotates, the others (within the grace window)
 * get the same successor, and a use after the window revokes the family. A family past its end
 * (decision 0033) is refused like an expired token, and no successor outlives that end.
 */
export async function refresh(db: Database, token: string): Promise<TokenPair> {
  if (token.length < 20 || token.length > 200) throw new DomainError('SESSION_EXPIRED');
  const keys = await signingKeys(db);
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    // One refresh of a customer at a time: their row is locked first, before any token row (the
    // order every writer of both tables keeps). Locking only the presented token let a replay
    // revoke the family while a racing rotation of its newest token wrote a successor the
    // revocation could not see, and that successor lived on.
    await lockAccount(
      tx,
      sql`(select customer_id from refresh_tokens where token_hash = ${hashToken(token)})`,
    );
    const rows = await tx.execute<{
      id: string;
      family_id: string;
      family_started_at: Date;
      customer_id: string;
      session_version: number;
      expires_at: Date;
      used_at: Date | null;
      revoked_at: Date | null;
      current_version: number | null;
    }>(sql`
      select t.id, t.family_id, t.family_started_at, t.customer_id, t.session_version, t.expires_at,
             t.used_at, t.revoked_at, ${currentSessionVersion(sql`t.customer_id`)} as current_version
      from refresh_tokens t
      where t.token_hash = ${hashToken(token)}
      for update of t`);
    const row = rows.rows[0];
    // No account (current_version null) answers as the join on it did: no row, so invalid.
    if (!row || row.revoked_at || row.session_version !== row.current_version) return { invalid: true };
    const now = new Date();
    const principal = { customerId: row.customer_id, sessionVersion: row.session_version };
    const startedAt = new Date(row.family_started_at);
    const family = { id: row.family_id, endsAt: familyEndsAt(startedAt) };
    if (family.endsAt <= now) return { invalid: true };
    const successor = successorOf(keys, token);
    if (!row.used_at) {
      if (new Date(row.expires_at) <= now) return { invalid: true };
      const expiresAt = refreshExpiry(now, family);
      await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, row.id));
      await tx.insert(refreshTokens).values({
        tokenHash: hashToken(successor),
        familyId: row.family_id,
        customerId: row.customer_id,
        sessionVersion: row.session_version,
        familyStartedAt: startedAt,
        expiresAt,
      });
      const issuedAt = Math.floor(now.getTime() / 1000);
      return { pair: await pairFor(db, principal, family, successor, issuedAt, expiresAt) };
    }
    const usedAt = new Date(row.used_at);
    if (now.getTime() - usedAt.getTime() <= REFRESH_GRACE_SECONDS * 1000) {
      const [next] = await tx
        .select({ expiresAt: refreshTokens.expiresAt, revokedAt: refreshTokens.revokedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(successor)));
      if (!next || next.revokedAt) return { invalid: true };
      const issuedAt = Math.floor(usedAt.getTime() / 1000);
      return { pair: await pairFor(db, principal, family, successor, issuedAt, next.expiresAt) };
    }
    await revokeFamily(tx, row.family_id);
    return { replay: true };
  });
  if ('pair' in outcome) return outcome.pair;
  throw new DomainError('SESSION_EXPIRED');
}

/**
 * Ends one sign-in (a replayed refresh token): its refresh tokens are revoked, and it goes on the
 * deny list every authenticated request reads, so its access tokens stop at once rather than at
 * their expiry. The list keeps a family only until every access token it could hold has expired;
 * rows past that are swept here, so the list stays as small as the revocations of the last minutes.
 */
async function revokeFamily(tx: Executor, familyId: string): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await tx.delete(revokedSessionFamilies).where(lt(revokedSessionFamilies.expiresAt, sql`now()`));
  await tx
    .insert(revokedSessionFamilies)
    .values({
      familyId,
      expiresAt: sql`now() + make_interval(secs => ${ACCESS_TOKEN_SECONDS + CLOCK_MARGIN_SECONDS})`,
    })
    .onConflictDoUpdate({
      target: revokedSessionFamilies.familyId,
      set: { expiresAt: sql`excluded.expires_at` },
    });
}

/**
 * The customer an access token speaks for, if it is valid and its sessions have not been ended:
 * every sign-in of the account (the session version) nor its own (the deny list of revoked
 * families, decision 0033). Both are read in the one primary-key query every authenticated
 * request already made, so a revocation holds on every instance from the next request on.
 */
export async function authenticate(db: Database, accessToken: string): Promise<Principal | undefined> {
  const claims = await verifyAccessToken(await signingKeys(db), accessToken);
  if (!claims) return undefined;
  const {
    rows: [row],
  } = await db.execute<{ session_version: number | null; family_revoked: boolean }>(sql`
    select ${currentSessionVersion(claims.customerId)} as session_version,
      exists (select 1 from ${revokedSessionFamilies} where ${revokedSessionFamilies.familyId} = ${claims.familyId}) as family_revoked`);
  // No account (session_version null) proves nobody, as the missing row did.
  if (!row || row.session_version !== claims.sessionVersion || row.family_revoked) return undefined;
  return {
    customerId: claims.customerId,
    sessionVersion: claims.sessionVersion,
    accessExpiresAt: claims.expiresAt,
  };
}

/** The customer behind a refresh token that is still live (logout with an expired access token). */
export async function principalOfRefreshToken(db: Database, token: string): Promise<Principal | undefined> {
  const [row] = await db
    .select({
      customerId: refreshTokens.customerId,
      sessionVersion: currentSessionVersion(refreshTokens.customerId),
      tokenVersion: refreshTokens.sessionVersion,
    })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), isNull(refreshTokens.revokedAt)));
  if (!row || row.sessionVersion !== row.tokenVersion) return undefined;
  return { customerId: row.customerId, sessionVersion: row.tokenVersion };
}

/**
 * Ends every session of the account (logout, password change or reset, account deletion): access
 * tokens of every family stop working at once through the session version (no deny-list row is
 * needed), refresh tokens are revoked.
 */
export async function endAllSessions(db: Executor, customerId: string): Promise<void> {
  await bumpSessionVersion(db, customerId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt)));
}

/**
 * §7.2 auth/password: needs the current password (attempts count like logins). Every session
 * ends; the caller gets a fresh pair so the tab that changed it stays signed in.
 */
export async function changePassword(
  db: Database,
  principal: Principal,
  input: { currentPassword: string; newPassword: string; clientAddress: string },
  link: StoreLink,
): Promise<TokenPair> {
  const customer = await accountById(db, principal.customerId);
  if (!customer) throw new DomainError('UNAUTHORIZED');
  const right = await withPasswordCheck(db, { customerId: customer.id, address: input.clientAddress }, () =>
    verifyPassword(customer.passwordHash, input.currentPassword),
  );
  if (!right) {
    throw new DomainError(
      'CURRENT_PASSWORD_INCORRECT',
      {},
      { currentPassword: 'current_password_incorrect' },
    );
  }
  assertAcceptablePassword(input.newPassword, customer.email);
  const passwordHash = await hashPassword(input.newPassword);
  const version = await db.transaction(async (tx) => {
    await setPasswordHash(tx, customer.id, passwordHash);
    await endAllSessions(tx, customer.id);
    await queueMail(tx, {
      to: customer.email,
      locale: customer.storeLocale,
      message: {
        template: 'password-changed',
        data: { firstName: customer.firstName, resetUrl: link('/customer/account/forgotpassword') },
      },
    });
    return (await sessionVersionOf(tx, customer.id))!;
  });
  return startSession(db, { customerId: customer.id, sessionVersion: version });
}

/**
 * §7.2 auth/password/forgot: always the same answer. When the account exists (and the limits
 * allow) a single-use link valid RESET_LINK_MINUTES goes to its inbox.
 */
export async function forgotPassword(
  db: Database,
  input: { email: string; clientAddress: string },
  link: StoreLink,
): Promise<void> {
  await mailSingleUseLink(
    db,
    { email: normaliseEmail(input.email), clientAddress: input.clientAddress },
    {
      table: passwordResets,
      minutes: RESET_LINK_MINUTES,
      message: (customer, token) => ({
        template: 'password-reset',
        data: {
          firstName: customer.firstName,
          resetUrl: link(`/customer/account/changeforgotten?token=${encodeURIComponent(token)}`),
          expiresMinutes: RESET_LINK_MINUTES,
        },
      }),
    },
  );
}

/** Whether a reset link is still usable (the changeforgotten page asks before showing its form). */
export const resetLinkIsValid = (db: Database, token: string): Promise<boolean> =>
  linkIsLive(db, passwordResets, token);

/**
 * §7.2 auth/password/reset: the link's token is spent in the same statement that checks it, so
 * two racing resets cannot both succeed. Every session ends; every other live link dies too.
 */
export async function resetPassword(
  db: Database,
  input: { token: string; newPassword: string },
): Promise<void> {
  if (input.token.length > 200) throw new DomainError('RESET_LINK_INVALID');
  const [link] = await db
    .select({ customerId: passwordResets.customerId })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, hashToken(input.token)));
  const account = link && (await accountById(db, link.customerId));
  if (!account) throw new DomainError('RESET_LINK_INVALID');
  assertAcceptablePassword(input.newPassword, account.email);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(liveLink(passwordResets, input.token))
      .returning({ customerId: passwordResets.customerId });
    if (spent.length === 0) throw new DomainError('RESET_LINK_INVALID');
    await setPasswordHash(tx, account.id, passwordHash);
    await spendLinks(tx, passwordResets, account.id);
    await spendLinks(tx, signInLinks, account.id);
    await endAllSessions(tx, account.id);
  });
  // The owner holds the new password: guesses at the old one no longer slow their sign-ins.
  await resetLimit(db, 'loginFailuresPerAccount', account.email);
  await resetLimit(db, 'passwordCheckPerAccount', account.id);
}
