import type { LocaleConfig } from '@vitrine/config';
import type { Transaction } from '../../db/executor.ts';
import type { PricedQuote } from '../quote/index.ts';
import { takeCredit } from './tender-credit.ts';
import { takeGiftCards } from './tender-gift-cards.ts';

// What pays for an order before the card (issue 6, decision 0014): the gift cards applied to the
// bag (quote/gift-card), then the customer's store credit when they chose to use it. Each is taken
// inside the place-order transaction by a guarded UPDATE, so a rollback (stock gone, card declined)
// gives it all back and racing checkouts can never spend one balance twice.

export interface TenderContext {
  tx: Transaction;
  /** The order about to be written (its id is chosen before it exists, so moves can name it). */
  orderId: string;
  store: LocaleConfig;
  customerId: string | null;
  bag: PricedQuote;
  /** What is left to pay: bag total + delivery. */
  dueMinor: number;
  /** The shopper's choice to pay with store credit (minor units; absent or 0 for none). */
  creditMinor?: number | undefined;
}

export interface Tenders {
  giftCardMinor: number;
  creditMinor: number;
}

/** Takes what the gift cards and the credit pay; the card authorises the rest. */
export async function takeTenders(ctx: TenderContext): Promise<Tenders> {
  const giftCardMinor = await takeGiftCards(ctx); // gift cards first: giftcard module (issue 6 item 2)
  const creditMinor = await takeCredit({
    ...ctx,
    requestedMinor: ctx.creditMinor,
    dueMinor: ctx.dueMinor - giftCardMinor,
  });
  return { giftCardMinor, creditMinor };
}
