import type { LocaleConfig } from '@vitrine/config';
import type { Transaction } from '../../db/executor.ts';
import type { PricedQuote } from '../quote/index.ts';
import { startFromOrder } from '../subscription/service.ts';
import { markReferralOrdered } from '../referral/index.ts';
import { issueGiftCards } from '../giftcard/issue.ts';

// What an order starts besides itself (issue 6), in the place-order transaction: the gift cards it
// bought (scheduled for their delivery date), the delivery subscription, the referral its
// first-order discount belongs to. All of it commits with the order or not at all.

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

export async function afterOrderPlaced(ctx: PlacedOrderContext): Promise<void> {
  void ctx;
  await startFromOrder(ctx); // §9 delivery subscription (issue 6 item 5): subscription/service.ts
  await markReferralOrdered(ctx);
  await issueGiftCards(ctx); // gift cards bought (issue 6 item 2): giftcard/issue.ts
}
