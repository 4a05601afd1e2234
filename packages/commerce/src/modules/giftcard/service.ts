import { payInTurn, storeMoney, type LocaleConfig } from '@vitrine/config';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import { addCredit, creditBalanceOf } from '../credit/index.ts';
import {
  addDigitalItem,
  GIFT_CARD_SKU,
  MAX_DIGITAL_ITEMS,
  type GiftCardDetails,
  requireBag,
  resolveBag,
  type Caller,
  ensureCustomerQuote,
  insertGuestQuote,
  touchQuote,
  hashQuoteToken,
  newQuoteToken,
  bagTotalOf,
} from '../quote/index.ts';
import { cardByCode, cardProblem, pinMatches, USABLE_SQL, wasActivated, type GiftCardRow } from './cards.ts';
import { lockedCard, pinGuardSettings, pinRight, pinWrong, takePinTry } from './pin-guard.ts';
import { normaliseGiftCardCode, normaliseGiftCardPin } from './codes.ts';
import { deliveryDateProblem, latestDeliveryDate } from './delivery.ts';
import { assertGiftCardLimit, consumeGiftCardLimit } from './limits.ts';
import {
  GIFT_CARD_MAX_MINOR,
  GIFT_CARD_MIN_MINOR,
  isGiftCardAmount,
  MAX_APPLIED_GIFT_CARDS,
  sellsGiftCards,
} from './rules.ts';
import { giftCardActivations, giftCardMoves, giftCards, quoteGiftCards } from './schema.ts';

// Gift cards (issue 6 item 2, §7.3 gift-card/activate and gift-card/transfer, §7.5 quote/gift-card).
// Every balance change is a guarded UPDATE in one transaction with its gift_card_moves row.

/** Who types a code: guessing is limited per customer and per client address (limits.ts). */
export interface Guesser {
  customerId?: string | undefined;
  address: string;
}

async function assertNotGuessing(db: Database, who: Guesser): Promise<void> {
  await assertGiftCardLimit(db, 'giftCardGuessPerAddress', who.address);
  if (who.customerId) await assertGiftCardLimit(db, 'giftCardGuessPerCustomer', who.customerId);
}

/** A wrong code or PIN: counted, then one answer whichever part was wrong. */
async function wrongGuess(db: Database, who: Guesser): Promise<never> {
  await consumeGiftCardLimit(db, 'giftCardGuessPerAddress', who.address);
  if (who.customerId) await consumeGiftCardLimit(db, 'giftCardGuessPerCustomer', who.customerId);
  throw new DomainError('GIFT_CARD_INVALID');
}

const INVALID = Symbol('invalid');

/** §2.2: gift cards are used only where they are sold (en-GB, en-IE, en-US). */
function assertOffered(store: LocaleConfig): void {
  if (!sellsGiftCards(store)) throw new DomainError('GIFT_CARDS_NOT_OFFERED');
}

/**
 * Judges the typed PIN, counting the try on the card first (pin-guard.ts), in a transaction of its
 * own that holds the card's row only for that: a card locked by wrong PINs answers
 * GIFT_CARD_LOCKED to any PIN, a wrong code or PIN GIFT_CARD_INVALID. Then runs `work` with the
 * proven card (locked when `lock`) in one transaction.
 */
async function withProvenCard<T>(
  db: Database,
  who: Guesser,
  store: LocaleConfig,
  typed: { code: string; pin: string },
  work: (tx: Transaction, card: GiftCardRow, code: string) => Promise<T>,
  options: { lock?: boolean } = {},
): Promise<T> {
  await assertNotGuessing(db, who);
  const code = normaliseGiftCardCode(typed.code);
  const pin = normaliseGiftCardPin(typed.pin);
  if (!code || !pin) return wrongGuess(db, who);
  const guard = pinGuardSettings();
  const verdict = await db.transaction(async (tx) => {
    const tried = await takePinTry(tx, code, guard);
    if (tried.kind !== 'counted') return tried;
    if (!pinMatches(tried.card, code, pin)) {
      await pinWrong(tx, tried.card, guard);
      return { kind: 'wrong' as const };
    }
    await pinRight(tx, tried.card);
    return { kind: 'right' as const };
  });
  if (verdict.kind === 'locked') throw lockedCard(verdict.until, store);
  if (verdict.kind !== 'right') return wrongGuess(db, who);
  const result = await db.transaction(async (tx) => {
    const card = await cardByCode(tx, code, { lock: options.lock ?? false });
    return card ? { value: await work(tx, card, code) } : INVALID;
  });
  if (result === INVALID) return wrongGuess(db, who);
  return result.value;
}

export interface ActivationAnswer {
  /** What the card added to the account balance. */
  amountMinor: number;
  currency: string;
  /** The account balance in that currency afterwards. */
  balanceMinor: number;
  codeLast4: string;
}

export interface TransferAnswer {
  amountMinor: number;
  currency: string;
  /** The receiving card's balance afterwards. */
  toBalanceMinor: number;
  fromLast4: string;
  toLast4: string;
}

export interface AppliedGiftCard {
  id: string;
  codeLast4: string;
  currency: string;
  balanceMinor: number;
  /** What it pays of `dueMinor` when the order is placed now (cards pay in the order applied). */
  paysMinor: number;
}

export interface BuyGiftCardInput {
  amountMinor: number;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message?: string | null | undefined;
  deliverOn: string;
}

/** What each applied card pays of an amount due, in order: min(balance, what is still due). */
export const planGiftCards = payInTurn;

/** The cards applied to a bag, oldest first, with their balance (cards of another currency left out). */
export async function appliedCardsOf(
  ex: Executor,
  quoteId: number,
  currency: string,
): Promise<{ id: string; codeLast4: string; currency: string; balanceMinor: number }[]> {
  const rows = await ex
    .select({
      id: giftCards.id,
      codeLast4: giftCards.codeLast4,
      currency: giftCards.currency,
      balanceMinor: giftCards.balanceMinor,
    })
    .from(quoteGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, quoteGiftCards.giftCardId))
    .where(and(eq(quoteGiftCards.quoteId, quoteId), eq(giftCards.currency, currency)))
    .orderBy(asc(quoteGiftCards.appliedAt), asc(giftCards.id));
  return rows.map((r) => ({ ...r, currency: r.currency.trim() }));
}

export function giftCardService(db: Database) {
  return {
    /**
     * gift-card/activate (§7.3, signed in): the card's whole remaining balance becomes the
     * customer's store credit, in one transaction: a guarded UPDATE empties the card (only one of
     * any number of racing activations finds a balance), the move and the activation are recorded,
     * and addCredit adds it to the ledger. A card in another currency than the store's is refused.
     */
    activate(
      who: Guesser & { customerId: string },
      store: LocaleConfig,
      typed: { code: string; pin: string },
      now: Date = new Date(),
    ): Promise<ActivationAnswer> {
      assertOffered(store);
      return withProvenCard(
        db,
        who,
        store,
        typed,
        async (tx, card) => {
          const problem = cardProblem(card, store, now);
          if (problem) throw problem;
          const [emptied] = await tx
            .update(giftCards)
            .set({
              balanceMinor: 0,
              status: 'active',
              deliveredAt: sql`coalesce(${giftCards.deliveredAt}, now())`,
              updatedAt: sql`now()`,
            })
            .where(and(eq(giftCards.id, card.id), sql`balance_minor > 0`, USABLE_SQL))
            .returning({ id: giftCards.id });
          // Locked above: the balance read with the lock is the one just emptied.
          if (!emptied || card.balanceMinor <= 0) throw new DomainError('GIFT_CARD_EMPTY');
          const amountMinor = card.balanceMinor;
          const currency = card.currency.trim();
          await tx.insert(giftCardMoves).values({
            giftCardId: card.id,
            amountMinor: -amountMinor,
            kind: 'activated',
            reference: who.customerId,
          });
          await tx.insert(giftCardActivations).values({
            giftCardId: card.id,
            customerId: who.customerId,
            amountMinor,
          });
          const balance = await addCredit(tx, {
            customerId: who.customerId,
            currency,
            amountMinor,
            kind: 'gift_card',
            reference: card.id,
            note: `Gift card ending ${card.codeLast4}`,
          });
          if (balance === null) throw new DomainError('GIFT_CARD_EMPTY');
          return { amountMinor, currency, balanceMinor: balance, codeLast4: card.codeLast4 };
        },
        { lock: true },
      );
    },

    /**
     * gift-card/transfer (§7.3, signed in): moves the whole remaining balance of one card (code
     * and PIN) onto another card (its code: adding to a card needs no PIN) of the same currency,
     * to hold the value on one card. The receiving card's loaded total (initial_minor) grows by
     * the amount, so its balance stays within it. Both cards are locked in id order (no deadlock
     * when two transfers cross); a card whose balance went to an account is closed to transfers.
     */
    transfer(
      who: Guesser & { customerId: string },
      store: LocaleConfig,
      typed: { code: string; pin: string; toCode: string },
      now: Date = new Date(),
    ): Promise<TransferAnswer> {
      assertOffered(store);
      return withProvenCard(db, who, store, typed, async (tx, from, fromCode) => {
        const toCode = normaliseGiftCardCode(typed.toCode);
        if (toCode === fromCode) throw new DomainError('GIFT_CARD_SAME_CARD');
        const to = toCode ? await cardByCode(tx, toCode) : undefined;
        if (!to) throw INVALID_TARGET;
        // Lock both in id order, then read them again under the locks.
        const ids = [from.id, to.id].sort();
        const locked = await tx
          .select()
          .from(giftCards)
          .where(
            sql`id in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
          )
          .orderBy(asc(giftCards.id))
          .for('update');
        const source = locked.find((c) => c.id === from.id)!;
        const target = locked.find((c) => c.id === to.id)!;
        for (const card of [source, target]) {
          const problem = cardProblem(card, store, now);
          if (problem) throw problem;
        }
        if (await wasActivated(tx, target.id)) throw new DomainError('GIFT_CARD_EMPTY');
        const amountMinor = source.balanceMinor;
        if (amountMinor <= 0) throw new DomainError('GIFT_CARD_EMPTY');
        const [taken] = await tx
          .update(giftCards)
          .set({ balanceMinor: 0, updatedAt: sql`now()` })
          .where(and(eq(giftCards.id, source.id), eq(giftCards.balanceMinor, amountMinor), USABLE_SQL))
          .returning({ id: giftCards.id });
        if (!taken) throw new DomainError('GIFT_CARD_EMPTY');
        const [given] = await tx
          .update(giftCards)
          .set({
            balanceMinor: sql`${giftCards.balanceMinor} + ${amountMinor}`,
            initialMinor: sql`${giftCards.initialMinor} + ${amountMinor}`,
            updatedAt: sql`now()`,
          })
          .where(and(eq(giftCards.id, target.id), USABLE_SQL))
          .returning({ balanceMinor: giftCards.balanceMinor });
        if (!given) throw new DomainError('GIFT_CARD_CANCELLED');
        await tx.insert(giftCardMoves).values([
          { giftCardId: source.id, amountMinor: -amountMinor, kind: 'transfer', reference: target.id },
          { giftCardId: target.id, amountMinor, kind: 'transfer', reference: source.id },
        ]);
        return {
          amountMinor,
          currency: source.currency.trim(),
          toBalanceMinor: given.balanceMinor,
          fromLast4: source.codeLast4,
          toLast4: target.codeLast4,
        };
      }).catch(async (err: unknown) => {
        // An unknown receiving code is a wrong guess like any other.
        if (err === INVALID_TARGET) return wrongGuess(db, who);
        throw err;
      });
    },

    /** quote/gift-card (§7.5): applies a proven card to the caller's bag; applying it twice is no error. */
    async applyToBag(
      caller: Caller,
      who: Guesser,
      typed: { code: string; pin: string },
    ): Promise<AppliedGiftCard[]> {
      const now = caller.now ?? new Date();
      assertOffered(caller.store);
      await withProvenCard(db, who, caller.store, typed, async (tx, card) => {
        const { quote } = await requireBag(tx, caller, now);
        const problem = cardProblem(card, caller.store, now);
        if (problem) throw problem;
        if (card.balanceMinor <= 0) throw new DomainError('GIFT_CARD_EMPTY');
        const applied = await appliedCardsOf(tx, quote.id, caller.store.currency);
        if (applied.some((c) => c.id === card.id)) return;
        if (applied.length >= MAX_APPLIED_GIFT_CARDS)
          throw new DomainError('GIFT_CARDS_TOO_MANY', { max: String(MAX_APPLIED_GIFT_CARDS) });
        await tx
          .insert(quoteGiftCards)
          .values({ quoteId: quote.id, giftCardId: card.id })
          .onConflictDoNothing();
        await touchQuote(tx, quote.id);
      });
      return this.appliedToBag(caller);
    },

    /** The cards applied to the caller's bag and what each pays of the bag's total (before delivery). */
    appliedToBag(caller: Caller, options: { dueMinor?: number } = {}): Promise<AppliedGiftCard[]> {
      return db.transaction(async (tx) => {
        const now = caller.now ?? new Date();
        if (!sellsGiftCards(caller.store)) return [];
        const found = await resolveBag(tx, caller, now);
        if (!found) return [];
        const cards = await appliedCardsOf(tx, found.quote.id, caller.store.currency);
        if (cards.length === 0) return [];
        const due = options.dueMinor ?? (await bagTotalOf(tx, found.quote.id, caller.store, now));
        return planGiftCards(cards, due);
      });
    },

    /** Takes an applied card off the bag; one that is not applied is no error. */
    removeFromBag(caller: Caller, giftCardId: string): Promise<AppliedGiftCard[]> {
      return db
        .transaction(async (tx) => {
          const { quote } = await requireBag(tx, caller, caller.now ?? new Date());
          await tx
            .delete(quoteGiftCards)
            .where(and(eq(quoteGiftCards.quoteId, quote.id), eq(quoteGiftCards.giftCardId, giftCardId)));
          await touchQuote(tx, quote.id);
        })
        .then(() => this.appliedToBag(caller));
    },

    /**
     * Buying a card (§2.2 stores only): a gift_card digital item in the caller's bag, made if
     * need be as POST quote makes one. Answers the bag's id and, when a bag was made or is a
     * customer's, a fresh token for the §4.2 markers (null: keep the one sent).
     */
    buy(caller: Caller, input: BuyGiftCardInput): Promise<{ token: string | null; quoteId: number }> {
      const { store } = caller;
      const now = caller.now ?? new Date();
      if (!sellsGiftCards(store)) throw new DomainError('GIFT_CARDS_NOT_OFFERED');
      if (!isGiftCardAmount(input.amountMinor)) {
        throw new DomainError('GIFT_CARD_AMOUNT_INVALID', {
          min: storeMoney(GIFT_CARD_MIN_MINOR, store.currency, store),
          max: storeMoney(GIFT_CARD_MAX_MINOR, store.currency, store),
        });
      }
      const dateProblem = deliveryDateProblem(input.deliverOn, now, store.timezone);
      if (dateProblem === 'invalid')
        throw new DomainError('VALIDATION_FAILED', { fields: 'deliverOn' }, { deliverOn: 'invalid' });
      if (dateProblem === 'past') throw new DomainError('GIFT_CARD_DATE_PAST');
      if (dateProblem === 'too_far') {
        const latest = latestDeliveryDate(now, store.timezone);
        throw new DomainError('GIFT_CARD_DATE_TOO_FAR', { date: latest });
      }
      const details: GiftCardDetails = {
        recipientName: input.recipientName.trim(),
        recipientEmail: input.recipientEmail.trim().toLowerCase(),
        senderName: input.senderName.trim(),
        message: input.message?.trim() ? input.message.trim() : null,
        deliverOn: input.deliverOn,
      };
      return db.transaction(async (tx) => {
        const found = await resolveBag(tx, caller, now);
        let quote = found?.quote;
        let token: string | null = null;
        if (!quote || caller.customerId) token = newQuoteToken();
        if (!quote && caller.customerId)
          quote = await ensureCustomerQuote(tx, caller.customerId, store, hashQuoteToken(token!));
        if (!quote) quote = await insertGuestQuote(tx, store, hashQuoteToken(token!));
        const added = await addDigitalItem(tx, quote!.id, {
          kind: 'gift_card',
          sku: GIFT_CARD_SKU,
          amountMinor: input.amountMinor,
          details,
        });
        if ('refusal' in added)
          throw new DomainError('DIGITAL_ITEMS_FULL', { max: String(MAX_DIGITAL_ITEMS) });
        if (token) await touchQuote(tx, quote!.id, { tokenHash: hashQuoteToken(token) });
        return { token, quoteId: quote!.id };
      });
    },

    /** The account balance after an activation, for pages that show it. */
    creditBalance: (customerId: string, currency: string) => creditBalanceOf(db, customerId, currency),
  };
}

const INVALID_TARGET = new Error('unknown receiving gift card');

export type GiftCardService = ReturnType<typeof giftCardService>;
