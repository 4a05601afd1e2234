import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { cardExpired, validateCard, type CardBrand, type CardDetails } from './card.ts';
import {
  PaymentProviderError,
  positiveAmount,
  type AuthorisationFound,
  type AuthorisationResult,
  type AuthoriseInput,
  type Challenge,
  type CardSummary,
  type ChallengeResult,
  type PaymentProvider,
  type Settlement,
  type TokenisedCard,
} from './provider.ts';
import { SANDBOX_CHALLENGE_ATTEMPTS, SANDBOX_CHALLENGE_CODE, sandboxBehaviour } from './sandbox-cards.ts';
import { sandboxAuthorisations, sandboxCards } from './schema.ts';
import type { SandboxWebhooks } from './sandbox-webhooks.ts';
import type { PaymentEventType } from './webhook-events.ts';

// The built-in provider: an acquirer's test environment on our own PostgreSQL (the sandbox_*
// tables are its side of the wire). It takes no real money. Every state change reads its row
// with FOR UPDATE in one transaction, so concurrent captures, voids and refunds of one
// authorisation queue up and each sees the state the previous one left.

type State =
  | 'challenge_pending'
  | 'authenticated'
  | 'authorised'
  | 'declined'
  | 'voided'
  | 'captured'
  | 'refunded'
  | 'disputed';

type AuthorisationRow = typeof sandboxAuthorisations.$inferSelect;

/** The webhook an authorisation made in a state sends (a pending challenge sends none). */
const EVENT_OF_STATE: Partial<Record<State, PaymentEventType>> = {
  authorised: 'payment.authorised',
  declined: 'payment.failed',
};

const SANDBOX_ISSUER = 'Vitrine Sandbox Bank';

/** What the sandbox's bank asks for; its code is shown on the challenge screen for testers. */
const challenge: Challenge = {
  kind: 'one_time_code',
  digits: SANDBOX_CHALLENGE_CODE.length,
  issuer: SANDBOX_ISSUER,
  sandboxCode: SANDBOX_CHALLENGE_CODE,
};

const newReference = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(given.trim());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface SandboxOptions {
  now?: () => Date;
  /** Where its webhooks go once each change commits (sandbox-webhooks.ts); none when absent. */
  webhooks?: SandboxWebhooks | undefined;
}

/**
 * The sandbox acquirer. Give it a database pool of its own (runtime.ts does): it stands for a
 * remote system, and checkout calls it while holding a connection of the app's pool.
 */
export function sandboxProvider(db: Database, options: SandboxOptions = {}): PaymentProvider {
  const now = options.now ?? (() => new Date());
  // The events each open transaction will send once it commits: a rolled-back change sends none.
  const outbox = new WeakMap<Transaction, { type: PaymentEventType; row: AuthorisationRow }[]>();

  async function transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const events: { type: PaymentEventType; row: AuthorisationRow }[] = [];
    const result = await db.transaction(async (tx) => {
      outbox.set(tx, events);
      return work(tx);
    });
    for (const { type, row } of events) options.webhooks?.send(type, row);
    return result;
  }

  const announce = (
    tx: Transaction,
    type: PaymentEventType | undefined,
    row: AuthorisationRow | undefined,
  ) => {
    if (type && row) outbox.get(tx)?.push({ type, row });
  };

  async function lockAuthorisation(tx: Transaction, reference: string) {
    const [row] = await tx
      .select()
      .from(sandboxAuthorisations)
      .where(eq(sandboxAuthorisations.reference, reference))
      .for('update');
    if (!row) throw new PaymentProviderError('not_found');
    return row;
  }

  async function setState(
    tx: Transaction,
    reference: string,
    values: Partial<typeof sandboxAuthorisations.$inferInsert>,
    event?: PaymentEventType,
  ) {
    const [row] = await tx
      .update(sandboxAuthorisations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(sandboxAuthorisations.reference, reference))
      .returning();
    announce(tx, event, row);
  }

  const summary = (card: typeof sandboxCards.$inferSelect): CardSummary => ({
    brand: card.brand as CardBrand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  });

  return {
    name: 'sandbox',

    async tokenise(card: CardDetails): Promise<TokenisedCard> {
      // An acquirer checks what it is given whatever the caller checked.
      const checked = validateCard(card, now());
      if (!checked.ok) throw new PaymentProviderError('card_rejected');
      const { brand, last4, expMonth, expYear, holderName, number } = checked.card;
      const token = newReference('sbx_tok');
      await db.insert(sandboxCards).values({
        token,
        brand,
        last4,
        expMonth,
        expYear,
        holderName,
        behaviour: sandboxBehaviour(number),
      });
      return { token, brand, last4, expMonth, expYear, holderName };
    },

    async retrieveCard(token: string): Promise<TokenisedCard> {
      const [card] = await db.select().from(sandboxCards).where(eq(sandboxCards.token, token));
      if (!card) throw new PaymentProviderError('not_found');
      return { token: card.token, holderName: card.holderName, ...summary(card) };
    },

    // The sandbox's tokens stay chargeable as long as the card row lives.
    async keepCard(card: TokenisedCard): Promise<TokenisedCard> {
      return card;
    },

    async forgetCard(): Promise<void> {},

    async authorise(input: AuthoriseInput): Promise<AuthorisationResult> {
      positiveAmount(input.amountMinor);
      const [card] = await db.select().from(sandboxCards).where(eq(sandboxCards.token, input.token));
      if (!card) return { status: 'declined', reason: 'invalid_token' };
      const cardSummary = summary(card);

      if (input.authentication) {
        const reference = input.authentication;
        return transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(sandboxAuthorisations)
            .where(eq(sandboxAuthorisations.reference, reference))
            .for('update');
          if (!row || row.cardToken !== input.token)
            return { status: 'declined', reason: 'authentication_failed', card: cardSummary };
          // A retried request after success answers the same authorisation again.
          if (
            row.state === 'authorised' &&
            row.amountMinor === input.amountMinor &&
            row.currency === input.currency
          )
            return { status: 'authorised', reference, card: cardSummary };
          if (row.state !== 'authenticated')
            return { status: 'declined', reason: 'authentication_failed', reference, card: cardSummary };
          // The bag changed after the shopper authenticated: the bank approved another amount.
          if (row.amountMinor !== input.amountMinor || row.currency !== input.currency) {
            await setState(tx, reference, { state: 'declined' }, 'payment.failed');
            return { status: 'declined', reason: 'authentication_mismatch', reference, card: cardSummary };
          }
          await setState(tx, reference, { state: 'authorised' }, 'payment.authorised');
          return { status: 'authorised', reference, card: cardSummary };
        });
      }

      return transaction(async (tx) => {
        const key = input.idempotencyKey ?? null;
        if (key) {
          // Requests with one key queue up here, so the second sees what the first made.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
          const [earlier] = await tx
            .select()
            .from(sandboxAuthorisations)
            .where(eq(sandboxAuthorisations.idempotencyKey, key))
            .for('update');
          if (earlier && earlier.state !== 'declined' && earlier.state !== 'voided') {
            // Like Stripe, a key reused for another request is refused rather than guessed at.
            if (
              earlier.cardToken !== card.token ||
              earlier.amountMinor !== input.amountMinor ||
              earlier.currency !== input.currency
            )
              throw new PaymentProviderError('invalid_state');
            const pending = earlier.state === 'challenge_pending' || earlier.state === 'authenticated';
            return pending
              ? { status: 'requires_action', reference: earlier.reference, card: cardSummary, challenge }
              : { status: 'authorised', reference: earlier.reference, card: cardSummary };
          }
          // An attempt that took no money leaves its key to the next one.
          if (earlier) await setState(tx, earlier.reference, { idempotencyKey: null });
        }

        const reference = newReference('sbx_auth');
        const record = async (state: State, challengeCode: string | null = null) => {
          const [row] = await tx
            .insert(sandboxAuthorisations)
            .values({
              reference,
              cardToken: card.token,
              amountMinor: input.amountMinor,
              currency: input.currency,
              state,
              challengeCode,
              idempotencyKey: key,
            })
            .returning();
          announce(tx, EVENT_OF_STATE[state], row);
        };
        if (cardExpired(card.expMonth, card.expYear, now())) {
          await record('declined');
          return { status: 'declined', reason: 'expired_card', reference, card: cardSummary };
        }
        switch (card.behaviour) {
          case 'decline':
            await record('declined');
            return { status: 'declined', reason: 'card_declined', reference, card: cardSummary };
          case 'insufficient_funds':
            await record('declined');
            return { status: 'declined', reason: 'insufficient_funds', reference, card: cardSummary };
          case 'challenge':
            // Off-session nobody can answer the bank: like Stripe's authentication_required, a
            // decline, and no challenge left waiting (issue 34 item 8).
            if (input.offSession) {
              await record('declined');
              return { status: 'declined', reason: 'authentication_failed', reference, card: cardSummary };
            }
            await record('challenge_pending', SANDBOX_CHALLENGE_CODE);
            return { status: 'requires_action', reference, card: cardSummary, challenge };
          default:
            await record('authorised');
            return { status: 'authorised', reference, card: cardSummary };
        }
      });
    },

    async completeChallenge(reference: string, answer: string): Promise<ChallengeResult> {
      return transaction(async (tx) => {
        const row = await lockAuthorisation(tx, reference);
        if (row.state === 'authenticated' || row.state === 'authorised') return { status: 'authenticated' };
        if (row.state !== 'challenge_pending' || !row.challengeCode) return { status: 'failed' };
        if (sameCode(answer, row.challengeCode)) {
          await setState(tx, reference, { state: 'authenticated', challengeCode: null });
          return { status: 'authenticated' };
        }
        const attempts = row.challengeAttempts + 1;
        if (attempts >= SANDBOX_CHALLENGE_ATTEMPTS) {
          await setState(
            tx,
            reference,
            { state: 'declined', challengeAttempts: attempts, challengeCode: null },
            'payment.failed',
          );
          return { status: 'failed' };
        }
        await setState(tx, reference, { challengeAttempts: attempts });
        return { status: 'retry', attemptsLeft: SANDBOX_CHALLENGE_ATTEMPTS - attempts };
      });
    },

    async capture(reference: string, amountMinor: number): Promise<Settlement> {
      positiveAmount(amountMinor);
      return transaction(async (tx) => {
        const row = await lockAuthorisation(tx, reference);
        if (row.state !== 'authorised' && row.state !== 'captured')
          throw new PaymentProviderError('invalid_state');
        const captured = row.capturedMinor + amountMinor;
        if (captured > row.amountMinor) throw new PaymentProviderError('amount_exceeded');
        await setState(tx, reference, { state: 'captured', capturedMinor: captured }, 'payment.captured');
        return { capturedMinor: captured, refundedMinor: row.refundedMinor };
      });
    },

    async void(reference: string): Promise<void> {
      await transaction(async (tx) => {
        const row = await lockAuthorisation(tx, reference);
        if (row.state === 'voided' || row.state === 'declined') return;
        const releasable = ['authorised', 'challenge_pending', 'authenticated'].includes(row.state);
        if (!releasable || row.capturedMinor > 0) throw new PaymentProviderError('invalid_state');
        await setState(tx, reference, { state: 'voided', challengeCode: null }, 'payment.voided');
      });
    },

    async lookup(idempotencyKey: string): Promise<AuthorisationFound | undefined> {
      const [row] = await db
        .select({ reference: sandboxAuthorisations.reference, state: sandboxAuthorisations.state })
        .from(sandboxAuthorisations)
        .where(eq(sandboxAuthorisations.idempotencyKey, idempotencyKey));
      if (!row) return undefined;
      const pending = row.state === 'challenge_pending' || row.state === 'authenticated';
      return {
        reference: row.reference,
        status: pending ? 'requires_action' : (row.state as AuthorisationFound['status']),
      };
    },

    async refund(reference: string, amountMinor: number): Promise<Settlement> {
      positiveAmount(amountMinor);
      return transaction(async (tx) => {
        const row = await lockAuthorisation(tx, reference);
        if (row.state !== 'captured' && row.state !== 'refunded')
          throw new PaymentProviderError('invalid_state');
        const refunded = row.refundedMinor + amountMinor;
        if (refunded > row.capturedMinor) throw new PaymentProviderError('amount_exceeded');
        await setState(
          tx,
          reference,
          { state: refunded === row.capturedMinor ? 'refunded' : 'captured', refundedMinor: refunded },
          'payment.refunded',
        );
        return { capturedMinor: row.capturedMinor, refundedMinor: refunded };
      });
    },
  };
}
