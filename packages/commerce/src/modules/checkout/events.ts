import type { LocaleConfig } from '@vitrine/config';
import type { Transaction } from '../../db/executor.ts';
import type { PricedQuote } from '../quote/index.ts';

// What the checkout tells other modules when an order is placed (issue 6): they act in the
// place-order transaction (the gift cards it bought, the delivery subscription, the referral its
// first-order discount belongs to), so all of it commits with the order or not at all.

export interface PlacedOrderContext {
  tx: Transaction;
  orderId: string;
  orderNumber: string;
  store: LocaleConfig;
  customerId: string | null;
  email: string;
  bag: PricedQuote;
  now: Date;
}

/** One module's part in a placed order. */
export type OrderPlacedHook = (placed: PlacedOrderContext) => Promise<unknown>;
