import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/executor.ts';
import { idempotencyKeys } from './schema.ts';

/** What a client may send as `Idempotency-Key`: a UUID or any similar random string. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** A stable SHA-256 of a JSON value: object keys sorted, so the same request hashes the same. */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v as object)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

export interface StoredAnswer {
  status: number;
  body: unknown;
  /** The bag the key was first used with: `quote:<id>` or a guest token hash. */
  bag: string;
}

/**
 * Serialises every request with one key until the first commits (issue 4: ten concurrent
 * requests with one key give one order). The lock is the transaction's, so it is released with
 * it, and the waiting requests then find the stored answer.
 */
export async function lockKey(tx: Transaction, scope: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}\n${key}`}, 0))`);
}

export async function storedAnswer(
  tx: Transaction,
  scope: string,
  key: string,
): Promise<{ requestHash: string; answer: StoredAnswer } | undefined> {
  const [row] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row ? { requestHash: row.requestHash, answer: row.response as StoredAnswer } : undefined;
}

export async function storeAnswer(
  tx: Transaction,
  entry: { scope: string; key: string; requestHash: string; orderId: string; answer: StoredAnswer },
): Promise<void> {
  await tx.insert(idempotencyKeys).values({
    scope: entry.scope,
    key: entry.key,
    requestHash: entry.requestHash,
    orderId: entry.orderId,
    response: entry.answer,
  });
}
