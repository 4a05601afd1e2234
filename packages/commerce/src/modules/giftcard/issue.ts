import { storeMoney, type LocaleConfig } from '@vitrine/config';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { storePageUrl } from '../../store-links.ts';
import { queueMail, withdrawQueuedMail } from '../mail/index.ts';
import { giftCardDetailsOf, type PricedQuote } from '../quote/index.ts';
import {
  codeLast4,
  formatGiftCardCode,
  hashGiftCardCode,
  hashGiftCardPin,
  newGiftCardCode,
  newGiftCardPin,
} from './codes.ts';
import { deliveryInstant } from './delivery.ts';
import { giftCards } from './schema.ts';

// What buying gift cards starts (issue 6 item 2): at place order, in its transaction, one card per
// gift-card line, and the recipient's email queued to go at the delivery instant.
//
// Delivery: the email is queued with notBefore = midnight of the chosen day in the store's zone,
// and the card is usable from that instant (USABLE_SQL): nothing has to run for the card to be
// usable on its day. A card due today is 'active' at once and its email goes now. The operator
// command `npm run ops -- gift-cards:deliver` records later deliveries (status active,
// delivered_at) for the history; it is safe to run at any time and any number of times.

/** What place-order hands over (checkout's PlacedOrderContext), as far as this needs. */
export interface GiftCardOrder {
  tx: Transaction;
  orderId: string;
  store: LocaleConfig;
  bag: Pick<PricedQuote, 'digitalItems'>;
  now: Date;
}

/** Cards bought by the order: one per gift-card digital item of the bag. Answers their ids. */
export async function issueGiftCards(ctx: GiftCardOrder): Promise<string[]> {
  const { tx, store, bag, now } = ctx;
  const ids: string[] = [];
  for (const item of bag.digitalItems) {
    const details = giftCardDetailsOf(item);
    if (!details) continue;
    const code = newGiftCardCode();
    const pin = newGiftCardPin();
    const deliverAt = deliveryInstant(details.deliverOn, store.timezone);
    const due = deliverAt.getTime() <= now.getTime();
    const [card] = await tx
      .insert(giftCards)
      .values({
        codeHash: hashGiftCardCode(code),
        pinHash: hashGiftCardPin(code, pin),
        codeLast4: codeLast4(code),
        currency: item.amount.currency,
        initialMinor: item.amount.amountMinor,
        balanceMinor: item.amount.amountMinor,
        status: due ? 'active' : 'scheduled',
        storeLocale: store.localeISOCode,
        orderId: ctx.orderId,
        recipientName: details.recipientName,
        recipientEmail: details.recipientEmail,
        senderName: details.senderName,
        message: details.message,
        deliverOn: details.deliverOn,
        deliverAt,
        deliveredAt: due ? now : null,
      })
      .returning({ id: giftCards.id });
    await queueMail(tx, {
      to: details.recipientEmail,
      locale: store.localeISOCode,
      message: {
        template: 'gift-card',
        data: {
          recipientName: details.recipientName,
          senderName: details.senderName,
          amount: storeMoney(item.amount.amountMinor, item.amount.currency, store),
          code: formatGiftCardCode(code),
          pin,
          message: details.message ?? '',
          activateUrl: storePageUrl(store.localeISOCode, '/giftcards/activate'),
        },
      },
      ...(due ? {} : { notBefore: deliverAt }),
    });
    ids.push(card!.id);
  }
  return ids;
}

/**
 * Cancelling the order that bought cards, before their delivery: the cards are cancelled and
 * their queued emails taken out of the outbox (they never go). A card already delivered stays
 * usable: its code is out; the operator settles such a cancellation by hand.
 */
export async function cancelUndeliveredCards(tx: Transaction, orderId: string): Promise<string[]> {
  const cancelled = await tx
    .update(giftCards)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        eq(giftCards.orderId, orderId),
        eq(giftCards.status, 'scheduled'),
        gt(giftCards.deliverAt, sql`now()`),
      ),
    )
    .returning({ id: giftCards.id, to: giftCards.recipientEmail, codeHash: giftCards.codeHash });
  // The queued email is the one whose code hashes to the card's (the outbox keeps the message
  // data; the card only the hash): it is taken out before it goes.
  const emails = new Set(cancelled.map((card) => `${card.to}\n${card.codeHash}`));
  await withdrawQueuedMail(
    tx,
    'gift-card',
    cancelled.map((card) => card.to),
    (to, meta) => emails.has(`${to}\n${hashGiftCardCode((meta.code ?? '').replaceAll('-', ''))}`),
  );
  return cancelled.map((card) => card.id);
}

/** ops gift-cards:deliver: records the cards whose delivery instant has come as active. */
export async function markDeliveredCards(db: Database, now: Date = new Date()): Promise<number> {
  const done = await db
    .update(giftCards)
    .set({ status: 'active', deliveredAt: giftCards.deliverAt, updatedAt: sql`now()` })
    .where(and(eq(giftCards.status, 'scheduled'), lte(giftCards.deliverAt, now)))
    .returning({ id: giftCards.id });
  return done.length;
}
