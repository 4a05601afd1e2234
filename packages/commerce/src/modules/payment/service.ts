import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import type { PAYMENT_MESSAGES } from './messages.ts';
import { cardExpired, type CardBrand } from './card.ts';
import {
  PaymentProviderError,
  type AuthorisationResult,
  type Challenge,
  type DeclineReason,
  type PaymentProvider,
} from './provider.ts';
import { payments, savedCards, type PaymentStatus } from './schema.ts';
import { savedCardRowsOf } from './saved-cards.ts';
import {
  completePaymentAttempt,
  dropPaymentAttempt,
  holdPaymentAttempt,
  notePaymentChallenge,
  openPaymentAttempt,
  releaseHeldAuthorisation,
  settlePaymentAttempt,
  type PaymentAttempt,
} from './attempts.ts';

/** Enough for any wallet; the cap stops a script from filling the table through one account. */
export const MAX_SAVED_CARDS = 10;

/** A saved card as the shopper sees it (§7.3 `card`): never the number, never the token. */
export interface SavedCard {
  id: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  expired: boolean;
  createdAt: string;
}

/** A one-off card for checkout: the token stands in for the card in place-order. */
export interface CardToken {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface Payment {
  id: string;
  status: PaymentStatus;
  amountMinor: number;
  currency: string;
  brand: string | null;
  last4: string | null;
  /** The provider's reference; the `reference` of POST payment/challenge while status is requires_action. */
  providerReference: string;
  declineReason: string | null;
  /** Present while status is requires_action: what the page shows for the bank's extra step. */
  challenge?: Challenge;
  capturedMinor: number;
  refundedMinor: number;
  orderId: string | null;
}

export interface AuthoriseForOrderInput {
  /** The signed-in customer; a saved card must be theirs. Absent for a guest. */
  customerId?: string | null;
  /** A saved card of the customer, or a one-off token from POST payment/card-token. */
  card: { savedCardId: string } | { token: string };
  amountMinor: number;
  currency: string;
  /** Our reference for the acquirer (e.g. the bag id or order number). */
  reference: string;
  /** The `providerReference` of an earlier requires_action answer whose challenge was completed. */
  authentication?: string;
  /** Sent to the provider: a repeated attempt with one key answers the same authorisation and
   * the same payments row (provider.ts AuthoriseInput). */
  idempotencyKey?: string;
  /** No shopper is there to answer the bank (a renewal): provider.ts AuthoriseInput.offSession. */
  offSession?: boolean;
}

const DECLINE_ERRORS: Record<DeclineReason, keyof typeof PAYMENT_MESSAGES> = {
  card_declined: 'PAYMENT_DECLINED',
  insufficient_funds: 'PAYMENT_INSUFFICIENT_FUNDS',
  expired_card: 'PAYMENT_CARD_EXPIRED',
  invalid_token: 'PAYMENT_CARD_TOKEN_INVALID',
  authentication_failed: 'PAYMENT_AUTHENTICATION_FAILED',
  authentication_mismatch: 'PAYMENT_AUTHENTICATION_FAILED',
};

/**
 * The shopper-facing error of a declined payment, for place-order to throw or answer (402: the
 * request was fine, the card was not). Unknown reasons read as a plain decline.
 */
export function declineError(reason: string | null | undefined): DomainError {
  return new DomainError(DECLINE_ERRORS[reason as DeclineReason] ?? 'PAYMENT_DECLINED');
}

function cardInvalid(errors: Record<string, string>): DomainError {
  return new DomainError('CARD_INVALID', { fields: Object.keys(errors).join(', ') }, errors);
}

/** Provider refusals as API errors; anything else is unexpected and stays a 500. */
function fromProvider(err: unknown): never {
  if (err instanceof PaymentProviderError) {
    if (err.code === 'not_found') throw new DomainError('PAYMENT_NOT_FOUND');
    if (err.code === 'amount_exceeded' || err.code === 'invalid_amount')
      throw new DomainError('PAYMENT_AMOUNT_EXCEEDED');
    if (err.code === 'invalid_state') throw new DomainError('PAYMENT_STATE_CONFLICT');
    if (err.code === 'card_rejected') throw new DomainError('CARD_INVALID', { fields: 'number' });
    if (err.code === 'unavailable') throw new DomainError('PAYMENT_UNAVAILABLE');
  }
  throw err;
}

type PaymentRow = typeof payments.$inferSelect;

const toPayment = (row: PaymentRow, challenge?: Challenge): Payment => ({
  id: row.id,
  status: row.status,
  amountMinor: row.amountMinor,
  currency: row.currency,
  brand: row.brand,
  last4: row.last4,
  providerReference: row.providerReference,
  declineReason: row.declineReason,
  ...(challenge ? { challenge } : {}),
  capturedMinor: row.capturedMinor,
  refundedMinor: row.refundedMinor,
  orderId: row.orderId,
});

const STATUS_OF: Record<AuthorisationResult['status'], PaymentStatus> = {
  authorised: 'authorised',
  declined: 'declined',
  requires_action: 'requires_action',
};

export interface PaymentServiceOptions {
  now?: () => Date;
}

/**
 * Saved cards and payments over a provider (decision 0012, Payment). Methods that place-order
 * calls inside its transaction take that transaction as `executor`; the provider keeps its own
 * connections, as a remote acquirer would.
 */
export function paymentService(db: Database, provider: PaymentProvider, options: PaymentServiceOptions = {}) {
  const now = options.now ?? (() => new Date());

  async function lockPayment(tx: Executor, paymentId: string): Promise<PaymentRow> {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!row) throw new DomainError('PAYMENT_NOT_FOUND');
    return row;
  }

  async function updatePayment(tx: Executor, id: string, values: Partial<typeof payments.$inferInsert>) {
    const [row] = await tx
      .update(payments)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(payments.id, id))
      .returning();
    return row!;
  }

  return {
    provider,

    // Issue 34 item 9 (attempts.ts): place-order records the card payment before asking for it.
    openAttempt: (orderId: string, authentication?: string): Promise<PaymentAttempt> =>
      openPaymentAttempt(db, provider, orderId, authentication),
    holdAttempt: (tx: Executor, attempt: PaymentAttempt) => holdPaymentAttempt(tx, attempt.id),
    completeAttempt: (tx: Executor, attempt: PaymentAttempt) => completePaymentAttempt(tx, attempt.id),
    dropAttempt: (tx: Executor, attempt: PaymentAttempt) => dropPaymentAttempt(tx, attempt.id),
    noteChallenge: (attempt: PaymentAttempt, reference: string) =>
      notePaymentChallenge(db, attempt.id, reference),
    /** After the checkout failed: releases whatever the attempt's key holds at the provider. */
    settleAttempt: (attempt: PaymentAttempt) => settlePaymentAttempt(db, provider, attempt.id),

    async listCards(customerId: string): Promise<SavedCard[]> {
      const rows = await savedCardRowsOf(db, customerId);
      const at = now();
      return rows.map((row) => ({
        id: row.id,
        brand: row.brand as CardBrand,
        last4: row.last4,
        expMonth: row.expMonth,
        expYear: row.expYear,
        holderName: row.holderName,
        expired: cardExpired(row.expMonth, row.expYear, at),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /**
     * Saves a card the provider's card fields tokenised in the browser (issue 34 item 8: we keep
     * the provider's token, brand, last four and expiry, never the card). A token the provider does
     * not know is 400 CARD_INVALID; the same card twice (same brand, last four and
     * expiry: a shopper could not tell the two apart in the list) is refused with 409.
     */
    async saveCard(customerId: string, token: string): Promise<SavedCard> {
      const tokenised = await provider.retrieveCard(token).catch((err: unknown) => {
        if (err instanceof PaymentProviderError && err.code === 'not_found')
          throw new DomainError('CARD_INVALID', { fields: 'token' });
        return fromProvider(err);
      });
      if (cardExpired(tokenised.expMonth, tokenised.expYear, now()))
        throw cardInvalid({ expMonth: 'card_expired' });
      const card = await provider.keepCard(tokenised).catch(fromProvider);
      return db
        .transaction(async (tx) => {
          // Serialises this customer's card writes, so the duplicate check and the cap hold under races.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved_cards:${customerId}`}))`);
          const existing = await tx
            .select({
              brand: savedCards.brand,
              last4: savedCards.last4,
              expMonth: savedCards.expMonth,
              expYear: savedCards.expYear,
            })
            .from(savedCards)
            .where(eq(savedCards.customerId, customerId));
          if (
            existing.some(
              (c) =>
                c.brand === card.brand &&
                c.last4 === card.last4 &&
                c.expMonth === card.expMonth &&
                c.expYear === card.expYear,
            )
          )
            throw new DomainError('CARD_ALREADY_SAVED');
          if (existing.length >= MAX_SAVED_CARDS)
            throw new DomainError('CARD_LIMIT_REACHED', { max: String(MAX_SAVED_CARDS) });
          const [row] = await tx
            .insert(savedCards)
            .values({
              customerId,
              provider: provider.name,
              providerToken: card.token,
              brand: tokenised.brand,
              last4: tokenised.last4,
              expMonth: tokenised.expMonth,
              expYear: tokenised.expYear,
              holderName: tokenised.holderName,
            })
            .returning();
          return {
            id: row!.id,
            brand: row!.brand as CardBrand,
            last4: row!.last4,
            expMonth: row!.expMonth,
            expYear: row!.expYear,
            holderName: row!.holderName,
            expired: false,
            createdAt: row!.createdAt.toISOString(),
          };
        })
        .catch(async (err: unknown) => {
          // Refused (the same card, too many): the provider lets go of what it kept for it.
          await provider.forgetCard(card.token).catch(() => undefined);
          throw err;
        });
    },

    /** Only the owner's card: any other id, another customer's included, is a 404 and nothing changes. */
    async deleteCard(customerId: string, cardId: string): Promise<void> {
      const removed = await db
        .delete(savedCards)
        .where(and(eq(savedCards.id, cardId), eq(savedCards.customerId, customerId)))
        .returning({ token: savedCards.providerToken });
      if (removed.length === 0) throw new DomainError('CARD_NOT_FOUND');
      // The card is gone from the store either way: without its token nobody here can charge it.
      await provider.forgetCard(removed[0]!.token).catch(() => undefined);
    },

    async savedCardCount(customerId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(savedCards)
        .where(eq(savedCards.customerId, customerId));
      return row?.n ?? 0;
    },

    /**
     * Authorises an amount on a saved card (which must be the customer's: else 404 CARD_NOT_FOUND)
     * or a one-off token, and records the attempt in `payments` with status requires_action,
     * authorised or declined. A decline is an answer, not an error: the caller decides (see
     * declineError). After the shopper completes a challenge, call again with `authentication`
     * set to the earlier providerReference: the same payments row moves on.
     */
    async authoriseForOrder(input: AuthoriseForOrderInput, executor: Executor = db): Promise<Payment> {
      if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
        throw new DomainError('VALIDATION_FAILED', { fields: 'amountMinor' });
      if (!/^[A-Z]{3}$/.test(input.currency))
        throw new DomainError('VALIDATION_FAILED', { fields: 'currency' });
      let token: string;
      let brand: string | null = null;
      let last4: string | null = null;
      if ('savedCardId' in input.card) {
        const { savedCardId } = input.card;
        const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(savedCardId);
        const [saved] =
          input.customerId && isUuid
            ? await executor
                .select()
                .from(savedCards)
                .where(and(eq(savedCards.id, savedCardId), eq(savedCards.customerId, input.customerId)))
            : [];
        if (!saved || saved.provider !== provider.name) throw new DomainError('CARD_NOT_FOUND');
        token = saved.providerToken;
        brand = saved.brand;
        last4 = saved.last4;
      } else {
        token = input.card.token;
      }

      const result = await provider
        .authorise({
          token,
          amountMinor: input.amountMinor,
          currency: input.currency,
          reference: input.reference,
          ...(input.authentication ? { authentication: input.authentication } : {}),
          ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
          ...(input.offSession ? { offSession: true } : {}),
        })
        .catch(fromProvider);
      // A decline before the provider made a record (an unknown token) still gets its own row.
      const providerReference = result.reference ?? `declined_${randomUUID()}`;
      const values = {
        status: STATUS_OF[result.status],
        amountMinor: input.amountMinor,
        currency: input.currency,
        brand: result.card?.brand ?? brand,
        last4: result.card?.last4 ?? last4,
        declineReason: result.status === 'declined' ? result.reason : null,
        updatedAt: new Date(),
      };
      const [row] = await executor
        .insert(payments)
        .values({ provider: provider.name, providerReference, ...values })
        .onConflictDoUpdate({ target: [payments.provider, payments.providerReference], set: values })
        .returning();
      return toPayment(row!, result.status === 'requires_action' ? result.challenge : undefined);
    },

    async getPayment(paymentId: string, executor: Executor = db): Promise<Payment | undefined> {
      const [row] = await executor.select().from(payments).where(eq(payments.id, paymentId));
      return row ? toPayment(row) : undefined;
    },

    /** Links the payment to the order that holds it, in the order's transaction. */
    async attachToOrder(paymentId: string, orderId: string, executor: Executor = db): Promise<void> {
      const updated = await executor
        .update(payments)
        .set({ orderId, updatedAt: new Date() })
        .where(and(eq(payments.id, paymentId), isNull(payments.orderId)))
        .returning({ id: payments.id });
      if (updated.length === 0) throw new DomainError('PAYMENT_STATE_CONFLICT');
    },

    /**
     * Releases an authorisation that will not be captured (an order that could not be written,
     * a cancelled order). Voiding a voided or declined payment is a no-op.
     */
    async voidPayment(paymentId: string): Promise<Payment> {
      return db.transaction(async (tx) => {
        const row = await lockPayment(tx, paymentId);
        if (row.status === 'voided' || row.status === 'declined') return toPayment(row);
        if (row.status !== 'authorised' && row.status !== 'requires_action')
          throw new DomainError('PAYMENT_STATE_CONFLICT');
        await provider.void(row.providerReference).catch(fromProvider);
        return toPayment(await updatePayment(tx, row.id, { status: 'voided' }));
      });
    },

    /**
     * Voids by the provider's reference, for a place-order whose transaction (and with it the
     * payments row) rolled back after the authorisation: the money is released all the same.
     */
    async releaseAuthorisation(providerReference: string): Promise<void> {
      await releaseHeldAuthorisation(db, provider, providerReference).catch(fromProvider);
    },

    /** Takes the money (at dispatch): by default all that is left of the authorisation. */
    async capturePayment(paymentId: string, amountMinor?: number): Promise<Payment> {
      return db.transaction(async (tx) => {
        // The row lock makes concurrent captures of one payment take turns: each sees what the
        // previous one captured, so the sum never passes the authorised amount.
        const row = await lockPayment(tx, paymentId);
        if (row.status !== 'authorised' && row.status !== 'captured')
          throw new DomainError('PAYMENT_STATE_CONFLICT');
        const amount = amountMinor ?? row.amountMinor - row.capturedMinor;
        if (!Number.isSafeInteger(amount) || amount <= 0 || row.capturedMinor + amount > row.amountMinor)
          throw new DomainError('PAYMENT_AMOUNT_EXCEEDED');
        const settled = await provider.capture(row.providerReference, amount).catch(fromProvider);
        return toPayment(
          await updatePayment(tx, row.id, { status: 'captured', capturedMinor: settled.capturedMinor }),
        );
      });
    },

    /** Gives money back, up to what was captured; status becomes refunded once all of it is. */
    async refundPayment(paymentId: string, amountMinor: number): Promise<Payment> {
      return db.transaction(async (tx) => {
        const row = await lockPayment(tx, paymentId);
        if (row.status !== 'captured' && row.status !== 'refunded')
          throw new DomainError('PAYMENT_STATE_CONFLICT');
        if (
          !Number.isSafeInteger(amountMinor) ||
          amountMinor <= 0 ||
          row.refundedMinor + amountMinor > row.capturedMinor
        )
          throw new DomainError('PAYMENT_AMOUNT_EXCEEDED');
        const settled = await provider.refund(row.providerReference, amountMinor).catch(fromProvider);
        return toPayment(
          await updatePayment(tx, row.id, {
            status: settled.refundedMinor === settled.capturedMinor ? 'refunded' : 'captured',
            refundedMinor: settled.refundedMinor,
          }),
        );
      });
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
