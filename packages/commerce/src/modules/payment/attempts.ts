import { and, asc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import { PaymentProviderError, type PaymentProvider } from './provider.ts';
import { paymentAttempts, payments, type PaymentAttemptState } from './schema.ts';

// No money held without an order (issue 34 item 9, docs/operations/payments.md "Attempts").
// Place-order records a card payment it is about to ask for, and commits that record, before its
// own transaction begins; the transaction holds the record's row lock from its start and marks it
// completed with the order. Whatever ends the checkout otherwise (a refusal, a crash, a kill), the
// record stays open, and settling it asks the provider what its idempotency key made: money held
// for no order is released. The checkout settles its own failures at once; the payments-reconcile
// job settles what a dead process left, after a grace that no live checkout outlasts.

export interface PaymentAttempt {
  /** The id the order takes if it commits. */
  id: string;
  idempotencyKey: string;
}

/** An attempt of a checkout in progress is locked; an unlocked open one this old was abandoned. */
export const ABANDONED_ATTEMPT_MS = 2 * 60_000;
/** An attempt waiting for the shopper to answer the bank's extra step is kept this long. */
export const CHALLENGE_ATTEMPT_MS = 30 * 60_000;

export type AttemptOutcome = 'completed' | 'released';

const keyOf = (orderId: string) => `order-${orderId}`;

/**
 * Records the attempt, committed, before place-order's transaction. An answer to the bank's extra
 * step continues the attempt that asked for it (found by the provider's reference), so the order
 * and the authorisation keep the one key; any other request opens a new one.
 */
export async function openPaymentAttempt(
  db: Database,
  provider: PaymentProvider,
  orderId: string,
  authentication?: string,
): Promise<PaymentAttempt> {
  if (authentication) {
    const [earlier] = await db
      .select({ id: paymentAttempts.id, idempotencyKey: paymentAttempts.idempotencyKey })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.provider, provider.name),
          eq(paymentAttempts.providerReference, authentication),
        ),
      );
    if (earlier) return earlier;
  }
  const attempt = { id: orderId, idempotencyKey: keyOf(orderId) };
  await db.insert(paymentAttempts).values({ ...attempt, provider: provider.name });
  return attempt;
}

/**
 * Takes the attempt's row lock for the rest of place-order's transaction, so that nothing settles
 * it meanwhile. An attempt already settled (its challenge waited too long and was released) cannot
 * be paid with: the shopper is asked to pay again.
 */
export async function holdPaymentAttempt(tx: Executor, attemptId: string): Promise<void> {
  const [row] = await tx
    .select({ state: paymentAttempts.state })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, attemptId))
    .for('update');
  if (row?.state !== 'open') throw new DomainError('PAYMENT_AUTHENTICATION_FAILED');
}

/** In the order's transaction: the attempt became the order. */
export async function completePaymentAttempt(tx: Executor, attemptId: string): Promise<void> {
  await setState(tx, attemptId, 'completed');
}

/** In place-order's transaction: no card was asked after all (gift cards paid, a replayed answer). */
export async function dropPaymentAttempt(tx: Executor, attemptId: string): Promise<void> {
  await tx
    .update(paymentAttempts)
    .set({ state: 'released', updatedAt: new Date() })
    .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.state, 'open')));
}

/** After a `requires_action` answer rolled the checkout back: the reference its answer will name. */
export async function notePaymentChallenge(
  db: Database,
  attemptId: string,
  reference: string,
): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ providerReference: reference, updatedAt: new Date() })
    .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.state, 'open')));
}

/**
 * Voids an authorisation at the provider (one it no longer knows is already gone) and marks our
 * record of it, if one committed, voided.
 */
export async function releaseHeldAuthorisation(
  ex: Executor,
  provider: PaymentProvider,
  reference: string,
): Promise<void> {
  await provider.void(reference).catch((err: unknown) => {
    if (!(err instanceof PaymentProviderError && err.code === 'not_found')) throw err;
  });
  await ex
    .update(payments)
    .set({ status: 'voided', updatedAt: new Date() })
    .where(
      and(
        eq(payments.provider, provider.name),
        eq(payments.providerReference, reference),
        inArray(payments.status, ['authorised', 'requires_action']),
      ),
    );
}

async function setState(ex: Executor, attemptId: string, state: PaymentAttemptState): Promise<void> {
  await ex
    .update(paymentAttempts)
    .set({ state, updatedAt: new Date() })
    .where(eq(paymentAttempts.id, attemptId));
}

/**
 * Settles one open attempt that no checkout holds: asks the provider what its key made, and
 * releases an authorisation no order holds. Skips (answers undefined) an attempt whose checkout
 * still holds it. The provider is another system: asking it while holding the row lock takes no
 * second connection of ours.
 */
export async function settlePaymentAttempt(
  db: Database,
  provider: PaymentProvider,
  attemptId: string,
): Promise<AttemptOutcome | undefined> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.state, 'open')))
      .for('update', { skipLocked: true });
    if (!attempt) return undefined;
    const found = await provider.lookup(attempt.idempotencyKey);
    const held = found && (found.status === 'authorised' || found.status === 'requires_action');
    let outcome: AttemptOutcome = 'released';
    if (found && (held || found.status === 'captured')) {
      const [owned] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.provider, provider.name),
            eq(payments.providerReference, found.reference),
            isNotNull(payments.orderId),
          ),
        );
      if (owned || !held) outcome = 'completed';
      else await releaseHeldAuthorisation(tx, provider, found.reference);
    }
    await setState(tx, attempt.id, outcome);
    return outcome;
  });
}

export interface ReconcileOptions {
  now?: Date;
  /** At most this many attempts per run; the next run takes the rest. */
  limit?: number;
}

/**
 * The payments-reconcile job: settles the open attempts no live checkout can still be working on
 * (ABANDONED_ATTEMPT_MS, or CHALLENGE_ATTEMPT_MS while the bank's extra step is awaited). Answers
 * how many of each outcome; an attempt whose provider did not answer stays open for the next run.
 */
export async function reconcilePaymentAttempts(
  db: Database,
  provider: PaymentProvider,
  options: ReconcileOptions = {},
): Promise<Record<AttemptOutcome | 'failed', number>> {
  const now = options.now ?? new Date();
  const before = (ms: number) => new Date(now.getTime() - ms);
  const due = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.state, 'open'),
        eq(paymentAttempts.provider, provider.name),
        or(
          and(
            isNull(paymentAttempts.providerReference),
            lt(paymentAttempts.createdAt, before(ABANDONED_ATTEMPT_MS)),
          ),
          lt(paymentAttempts.createdAt, before(CHALLENGE_ATTEMPT_MS)),
        ),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(options.limit ?? 500);
  const counts = { completed: 0, released: 0, failed: 0 };
  for (const { id } of due) {
    try {
      const outcome = await settlePaymentAttempt(db, provider, id);
      if (outcome) counts[outcome] += 1;
    } catch {
      counts.failed += 1;
    }
  }
  return counts;
}
