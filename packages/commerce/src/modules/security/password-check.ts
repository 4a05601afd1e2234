import type { Database } from '../../db/client.ts';
import { consume, refund, resetLimit } from './limits.ts';

// Decision 0029: a password proved again by a signed-in session is counted like a sign-in, so
// the account pages are no way around the sign-in limits.

/**
 * A signed-in session proving its password again (password or email change): counted per account
 * and per address like a sign-in, before the check; `check` says whether the password was right.
 */
export async function withPasswordCheck(
  db: Database,
  who: { customerId: string; address: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  await consume(db, 'passwordCheckPerAccount', who.customerId);
  await consume(db, 'loginPerAddress', who.address);
  const right = await check();
  if (right) {
    await resetLimit(db, 'passwordCheckPerAccount', who.customerId);
    await refund(db, 'loginPerAddress', who.address);
  }
  return right;
}
