import { lt } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { passwordResets, refreshTokens, revokedSessionFamilies, signInLinks } from './schema.ts';

/** A day past its expiry a row proves nothing any more: a token that old is refused anyway, and
 * the day leaves room for clocks that disagree. */
const KEPT_AFTER_EXPIRY_MS = 24 * 3_600_000;

/**
 * Issue 31 item 6, the daily clean-up job: refresh tokens, revoked session families, password
 * resets and sign-in links whose expiry is more than a day past. Returns the rows removed.
 */
export async function deleteExpiredSignIns(db: Executor, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEPT_AFTER_EXPIRY_MS);
  const removed = await Promise.all([
    db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, before)),
    db.delete(revokedSessionFamilies).where(lt(revokedSessionFamilies.expiresAt, before)),
    db.delete(passwordResets).where(lt(passwordResets.expiresAt, before)),
    db.delete(signInLinks).where(lt(signInLinks.expiresAt, before)),
  ]);
  return removed.reduce((sum, r) => sum + (r.rowCount ?? 0), 0);
}
