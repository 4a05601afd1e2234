import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cardToken } from '../../testing/checkout.ts';
import { testDatabase } from '../../testing/database.ts';
import {
  ABANDONED_ATTEMPT_MS,
  CHALLENGE_ATTEMPT_MS,
  reconcilePaymentAttempts,
  type PaymentAttempt,
} from './attempts.ts';
import { acquirerDatabase } from './runtime.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { paymentAttempts, sandboxAuthorisations } from './schema.ts';
import { paymentService } from './service.ts';

// Issue 34 item 9 (attempts.ts): what settling an attempt does with the money its key holds.
// The crash itself, a killed `npm run api` mid-checkout, is checkout-crash.int.test.ts.

const db = testDatabase();
const acquirerDb = acquirerDatabase(db);
const provider = sandboxProvider(acquirerDb);
const payments = paymentService(db, provider);
afterAll(async () => {
  await db.$client.end();
  await acquirerDb.$client.end();
});

const APPROVE = '4444 3333 2222 1111';
const DECLINE = '4000 0000 0000 0002';
const CHALLENGE = '4000 0000 0000 3220';

const later = (ms: number) => new Date(Date.now() + ms + 60_000);

async function tokenFor(number: string): Promise<string> {
  return cardToken(number);
}

/** An attempt and the authorisation its key made, as a checkout leaves them when it dies. */
async function abandoned(number = APPROVE): Promise<{ attempt: PaymentAttempt; reference: string }> {
  const attempt = await payments.openAttempt(randomUUID());
  const payment = await payments.authoriseForOrder({
    card: { token: await tokenFor(number) },
    amountMinor: 4_200,
    currency: 'GBP',
    reference: `quote-${attempt.id}`,
    idempotencyKey: attempt.idempotencyKey,
  });
  return { attempt, reference: payment.providerReference };
}

async function stateOf(reference: string) {
  const [row] = await acquirerDb
    .select({ state: sandboxAuthorisations.state })
    .from(sandboxAuthorisations)
    .where(eq(sandboxAuthorisations.reference, reference));
  return row?.state;
}

async function attemptStates(attempts: PaymentAttempt[]) {
  const rows = await db
    .select({ id: paymentAttempts.id, state: paymentAttempts.state })
    .from(paymentAttempts)
    .where(
      inArray(
        paymentAttempts.id,
        attempts.map((a) => a.id),
      ),
    );
  return attempts.map((a) => rows.find((r) => r.id === a.id)?.state);
}

describe('payment attempts (issue 34 item 9)', () => {
  it('releases the money an abandoned checkout held, and only once its grace is over', async () => {
    const { attempt, reference } = await abandoned();

    await reconcilePaymentAttempts(db, provider, { now: new Date(Date.now() + ABANDONED_ATTEMPT_MS / 2) });
    expect(await stateOf(reference)).toBe('authorised');

    const settled = await reconcilePaymentAttempts(db, provider, { now: later(ABANDONED_ATTEMPT_MS) });
    expect(settled.released).toBeGreaterThanOrEqual(1);
    expect(await stateOf(reference)).toBe('voided');
    expect((await payments.getPayment((await paymentOf(reference))!))?.status).toBe('voided');
    expect(await attemptStates([attempt])).toEqual(['released']);
  });

  it('leaves alone the attempt a live checkout holds, however old', async () => {
    const { attempt, reference } = await abandoned();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const isHeld = new Promise<void>((resolve) => (holding = resolve));
    const checkout = db.transaction(async (tx) => {
      await payments.holdAttempt(tx, attempt);
      holding();
      await held;
    });
    await isHeld;
    await reconcilePaymentAttempts(db, provider, { now: later(CHALLENGE_ATTEMPT_MS) });
    expect(await stateOf(reference)).toBe('authorised');
    expect(await attemptStates([attempt])).toEqual(['open']);
    release();
    await checkout;
  });

  it('completes, and does not void, an attempt whose authorisation an order holds', async () => {
    const { attempt, reference } = await abandoned();
    await payments.attachToOrder((await paymentOf(reference))!, randomUUID());
    await reconcilePaymentAttempts(db, provider, { now: later(ABANDONED_ATTEMPT_MS) });
    expect(await stateOf(reference)).toBe('authorised');
    expect(await attemptStates([attempt])).toEqual(['completed']);
  });

  it('releases a declined attempt and one that never reached the provider, with nothing to void', async () => {
    const declined = await abandoned(DECLINE);
    const never = await payments.openAttempt(randomUUID());
    await reconcilePaymentAttempts(db, provider, { now: later(ABANDONED_ATTEMPT_MS) });
    expect(await stateOf(declined.reference)).toBe('declined');
    expect(await attemptStates([declined.attempt, never])).toEqual(['released', 'released']);
  });

  it('gives a shopper answering the bank’s extra step 30 minutes, then releases the hold', async () => {
    const { attempt, reference } = await abandoned(CHALLENGE);
    await payments.noteChallenge(attempt, reference);
    // The request that answers the challenge continues this attempt, with its key.
    expect(await payments.openAttempt(randomUUID(), reference)).toEqual(attempt);

    await reconcilePaymentAttempts(db, provider, { now: later(ABANDONED_ATTEMPT_MS) });
    expect(await stateOf(reference)).toBe('challenge_pending');
    await reconcilePaymentAttempts(db, provider, { now: later(CHALLENGE_ATTEMPT_MS) });
    expect(await stateOf(reference)).toBe('voided');
    // Answered after that, the attempt cannot be paid with any more.
    await expect(db.transaction((tx) => payments.holdAttempt(tx, attempt))).rejects.toMatchObject({
      code: 'PAYMENT_AUTHENTICATION_FAILED',
    });
  });

  it('settles twenty abandoned attempts once each when two workers reconcile at the same time', async () => {
    const left = await Promise.all(Array.from({ length: 20 }, () => abandoned()));
    const now = later(ABANDONED_ATTEMPT_MS);
    const [a, b] = await Promise.all([
      reconcilePaymentAttempts(db, provider, { now }),
      reconcilePaymentAttempts(db, provider, { now }),
    ]);
    expect(a.failed + b.failed).toBe(0);
    expect(await attemptStates(left.map((l) => l.attempt))).toEqual(left.map(() => 'released'));
    expect(await Promise.all(left.map((l) => stateOf(l.reference)))).toEqual(left.map(() => 'voided'));
  });
});

async function paymentOf(reference: string): Promise<string | undefined> {
  const { rows } = await db.$client.query<{ id: string }>(
    'select id from payments where provider_reference = $1',
    [reference],
  );
  return rows[0]?.id;
}
