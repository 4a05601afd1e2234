import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/client.ts';
import { env } from '../../env.ts';
import { consume, countOf, record, refund, resetLimit } from '../security/index.ts';
import { loginDelayMs } from './slowdown.ts';

// Decision 0029 (OWASP's device cookies): how one password attempt at an account is counted, so
// that guessing stays expensive and nobody but the guesser is ever refused.
//
// - From a known device of the account (its device cookie, devices.ts): counted against that
//   device only. An attacker has no such cookie, so cannot use up the owner's budget.
// - From anywhere else: counted against the account-and-address pair and the address's cap, and
//   slowed down (never refused) as the account's recent failures from unknown devices grow.
//
// Each attempt is counted BEFORE its password is checked (one atomic upsert in rate_limits), so
// racing attempts cannot all pass a check that is only updated afterwards; a success gives its
// count back.

export interface SignInAttempt {
  /** The normalised email typed (an account or not: both are counted alike). */
  email: string;
  /** The client's limit key (decision 0028). */
  address: string;
  /** The device cookie's key when it is a genuine one of this account. */
  device?: string | undefined;
}

const pairOf = (attempt: SignInAttempt) => `${attempt.email}|${attempt.address}`;

/** Counts the attempt (429 past a limit) and waits out the account's slow-down when it applies. */
export async function admitSignIn(db: Database, attempt: SignInAttempt): Promise<void> {
  if (attempt.device) {
    await consume(db, 'loginPerDevice', attempt.device);
    return;
  }
  await consume(db, 'loginPerAccountAddress', pairOf(attempt));
  await consume(db, 'loginPerAddress', attempt.address);
  const failures = await countOf(db, 'loginFailuresPerAccount', attempt.email);
  const wait = loginDelayMs(failures, env().LOGIN_SLOWDOWN_MAX_MS);
  // A timer: no connection is held while it runs.
  if (wait > 0) await sleep(wait);
}

/** A wrong password: the attempt stays counted, and an unknown device's adds to the slow-down. */
export async function signInFailed(db: Database, attempt: SignInAttempt): Promise<void> {
  if (!attempt.device) await record(db, 'loginFailuresPerAccount', attempt.email);
}

/** The right password: this device's or pair's failures are forgotten, the address's attempt given back. */
export async function signInSucceeded(db: Database, attempt: SignInAttempt): Promise<void> {
  if (attempt.device) {
    await resetLimit(db, 'loginPerDevice', attempt.device);
    return;
  }
  await resetLimit(db, 'loginPerAccountAddress', pairOf(attempt));
  await refund(db, 'loginPerAddress', attempt.address);
}
