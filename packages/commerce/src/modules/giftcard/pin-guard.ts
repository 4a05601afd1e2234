import { orderStore, storeDate, storeTime, type LocaleConfig } from '@vitrine/config';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/executor.ts';
import { env } from '../../env.ts';
import { DomainError } from '../../kernel/errors.ts';
import { queueMail } from '../mail/index.ts';
import type { GiftCardRow } from './cards.ts';
import { hashGiftCardCode } from './codes.ts';
import { giftCards } from './schema.ts';

// Issue 35 item 4: the per-address and per-customer limits (limits.ts) stop one client guessing,
// but not thirty clients guessing one card's PIN. The card counts the tries made on it.
//
// A try is counted on the card row BEFORE its PIN is compared, by one guarded UPDATE: racing tries
// queue on the row, each sees the count the one before left, and once the count is at the limit
// the UPDATE matches nothing, so the PIN is never compared. A right PIN clears the count; a wrong
// one leaves it. The card stays locked for the cool-down after its latest counted try, and the
// try that filled the count emails the card's recipient (the person the code and PIN were sent to,
// who holds the card; decision 0014), once.

export interface PinGuardSettings {
  /** Wrong PINs in a row that lock the card (GIFT_CARD_PIN_MISSES). */
  misses: number;
  /** How long a locked card takes no PIN, and how far apart tries may be to add up (GIFT_CARD_PIN_LOCK_MINUTES). */
  lockMinutes: number;
}

export const pinGuardSettings = (): PinGuardSettings => ({
  misses: env().GIFT_CARD_PIN_MISSES,
  lockMinutes: env().GIFT_CARD_PIN_LOCK_MINUTES,
});

export type PinTry =
  /** No card has this code. */
  | { kind: 'unknown' }
  /** The card takes no PIN until `until`. */
  | { kind: 'locked'; until: Date }
  /** The try is counted: `card.pinMisses` is its number since the last right PIN. */
  | { kind: 'counted'; card: GiftCardRow };

/**
 * Counts one PIN try on the card with this (normalised) code, in the caller's transaction: the
 * row stays locked until it ends, so the PIN's verdict (pinRight / pinWrong) lands before the
 * next try is counted.
 */
export async function takePinTry(tx: Transaction, code: string, settings: PinGuardSettings): Promise<PinTry> {
  const codeHash = hashGiftCardCode(code);
  const coolDown = sql`make_interval(mins => ${settings.lockMinutes})`;
  const [card] = await tx
    .update(giftCards)
    .set({
      pinMisses: sql`case when ${giftCards.pinMissedAt} is null or ${giftCards.pinMissedAt} <= now() - ${coolDown}
        then 1 else ${giftCards.pinMisses} + 1 end`,
      pinMissedAt: sql`now()`,
    })
    .where(
      and(
        eq(giftCards.codeHash, codeHash),
        sql`not (${giftCards.pinMisses} >= ${settings.misses} and ${giftCards.pinMissedAt} > now() - ${coolDown})`,
      ),
    )
    .returning();
  if (card) return { kind: 'counted', card };
  const [locked] = await tx
    .select({ until: sql<Date>`${giftCards.pinMissedAt} + ${coolDown}`.mapWith(giftCards.pinMissedAt) })
    .from(giftCards)
    .where(eq(giftCards.codeHash, codeHash));
  return locked ? { kind: 'locked', until: locked.until } : { kind: 'unknown' };
}

/** The PIN was right: the tries so far are forgotten. */
export async function pinRight(tx: Transaction, card: GiftCardRow): Promise<void> {
  await tx.update(giftCards).set({ pinMisses: 0, pinMissedAt: null }).where(eq(giftCards.id, card.id));
}

/** The PIN was wrong: the try stays counted, and the one that filled the count tells the recipient. */
export async function pinWrong(
  tx: Transaction,
  card: GiftCardRow,
  settings: PinGuardSettings,
): Promise<void> {
  if (card.pinMisses !== settings.misses) return;
  const store = orderStore(card.storeLocale);
  const until = new Date(card.pinMissedAt!.getTime() + settings.lockMinutes * 60_000);
  await queueMail(tx, {
    to: card.recipientEmail,
    locale: card.storeLocale,
    message: {
      template: 'gift-card-locked',
      data: {
        recipientName: card.recipientName,
        last4: card.codeLast4,
        misses: settings.misses,
        until: `${storeDate(until, store)} ${storeTime(until, store)}`,
        customerServiceEmail: env().CUSTOMER_SERVICE_EMAIL,
      },
    },
  });
}

/**
 * The answer to any PIN for a locked card, right or wrong: it says when to try again and never
 * whether this PIN was right. 429 with Retry-After, like the other guessing limits.
 */
export function lockedCard(until: Date, store: LocaleConfig, now: Date = new Date()): DomainError {
  return new DomainError('GIFT_CARD_LOCKED', {
    minutes: String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))),
    until: `${storeDate(until, store)} ${storeTime(until, store)}`,
  });
}
