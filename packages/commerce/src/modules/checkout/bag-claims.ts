import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';

// One checkout of a bag at a time (issue 35 item 2). A second place-order for a bag whose order
// is being placed (a double-click, a retry without the first one's Idempotency-Key, a script) is
// told so at once with a 409, instead of holding a pooled connection while it waits for the
// first: a burst of them must not hold the connections every other shopper needs. Requests that
// carry the first one's key are let through: they wait for its answer (idempotency.ts lockKey).

const inProgress = () => new DomainError('CHECKOUT_IN_PROGRESS');

/** Bags this process is placing an order for now, with the Idempotency-Key each came with. */
const placing = new Map<string, string | undefined>();

/**
 * Runs `work` as the one checkout of `bag` in this process, so that the losers of a burst are
 * answered without a database round trip. The database claim below is what holds across
 * instances; this only spares it the requests one process can already answer.
 */
export async function asOnlyCheckoutHere<T>(
  bag: string | undefined,
  idempotencyKey: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (bag === undefined) return work();
  if (placing.has(bag)) {
    if (idempotencyKey === undefined || placing.get(bag) !== idempotencyKey) throw inProgress();
    return work();
  }
  placing.set(bag, idempotencyKey);
  try {
    return await work();
  } finally {
    placing.delete(bag);
  }
}

/** The bag's claim for the rest of the transaction, across every instance; 409 when taken. */
export async function claimBagForCheckout(tx: Transaction, bag: string): Promise<void> {
  const result = await tx.execute<{ claimed: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`checkout\n${bag}`}, 0)) as claimed`,
  );
  if (result.rows[0]?.claimed !== true) throw inProgress();
}
