import { timingSafeEqual } from 'node:crypto';
import { storeCalendarDate, type LocaleConfig } from '@vitrine/config';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { DomainError } from '../../kernel/errors.ts';
import { hashGiftCardCode, hashGiftCardPin } from './codes.ts';
import { giftCardActivations, giftCards } from './schema.ts';

// Finding a card by what its holder typed, and what stops its use (issue 6 item 2).

export type GiftCardRow = typeof giftCards.$inferSelect;

/**
 * A card is usable once it is delivered: 'active', or 'scheduled' with its delivery instant past
 * (the delivery job, ops gift-cards:deliver, only records that; it never decides usability). The
 * SQL form goes into every guarded UPDATE, so a spend and a delivery check are one statement.
 */
export const USABLE_SQL = sql.raw(`(status = 'active' or (status = 'scheduled' and deliver_at <= now()))`);

export const isDelivered = (card: Pick<GiftCardRow, 'status' | 'deliverAt'>, now: Date): boolean =>
  card.status === 'active' || (card.status === 'scheduled' && card.deliverAt.getTime() <= now.getTime());

/** The card with this (normalised) code, locked for the transaction when asked. */
export async function cardByCode(
  ex: Executor,
  code: string,
  options: { lock?: boolean } = {},
): Promise<GiftCardRow | undefined> {
  const query = ex
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, hashGiftCardCode(code)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Whether the PIN is this card's, compared in constant time. */
export function pinMatches(card: Pick<GiftCardRow, 'pinHash'>, code: string, pin: string): boolean {
  const given = Buffer.from(hashGiftCardPin(code, pin), 'hex');
  const stored = Buffer.from(card.pinHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/**
 * Why a proven card (code and PIN right) cannot be used in this store now, or null: cancelled,
 * not delivered yet, in another currency. An empty balance is the caller's to judge.
 */
export function cardProblem(card: GiftCardRow, store: LocaleConfig, now: Date): DomainError | null {
  if (card.status === 'cancelled') return new DomainError('GIFT_CARD_CANCELLED');
  if (!isDelivered(card, now))
    return new DomainError('GIFT_CARD_NOT_YET_ACTIVE', { date: storeCalendarDate(card.deliverOn, store) });
  if (card.currency.trim() !== store.currency)
    return new DomainError('GIFT_CARD_WRONG_CURRENCY', { currency: card.currency.trim() });
  return null;
}

/** Whether the card's balance once went to an account (gift-card/activate): it is closed then. */
export async function wasActivated(ex: Executor, cardId: string): Promise<boolean> {
  const [row] = await ex
    .select({ id: giftCardActivations.giftCardId })
    .from(giftCardActivations)
    .where(eq(giftCardActivations.giftCardId, cardId));
  return Boolean(row);
}
