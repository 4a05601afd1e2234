import { deliverySubscriptionOffer, type LocaleConfig } from '@vitrine/config';
import type { Executor } from '../../db/executor.ts';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors.ts';
import {
  resolveBag,
  addDigitalItem,
  customerBagHolds,
  ensureCustomerQuote,
  touchQuote,
  hashQuoteToken,
  newQuoteToken,
} from '../quote/index.ts';
import { assertCanSubscribe } from './service.ts';

// The subscribe button (issue 6 item 5): the subscription goes into the customer's bag as a
// digital item (quote/digital.ts) and is bought through the normal checkout; an order-placed hook
// (packages/commerce/src/order-hooks.ts) starts it. Only a signed-in customer in a store that
// sells it (§2.2 en-GB), with no live subscription, and one per bag.

export interface SubscribeCaller {
  store: LocaleConfig;
  customerId: string;
  /** The `Quote` header or cookie: a guest bag sent along is merged into the customer's first. */
  token?: string | undefined;
  now?: Date;
}

export interface Subscribed {
  quoteId: number;
  /** A fresh token for the customer's bag (only hashes are stored): the client keeps it as its marker. */
  quoteToken: string;
  itemId: number;
  price: { amountMinor: number; currency: string };
}

/**
 * Puts the subscription in the customer's bag in this store (made if need be). Refusals: 404
 * SUBSCRIPTION_NOT_OFFERED outside en-GB, 409 SUBSCRIPTION_ALREADY_ACTIVE with a live one, 409
 * SUBSCRIPTION_IN_BAG when the bag holds it already, 409 SUBSCRIPTION_BAG_FULL at the bag's limit of
 * digital items. The quote's 401/404 for a token of another's bag pass through.
 */
export async function addSubscriptionToBag(db: Database, caller: SubscribeCaller): Promise<Subscribed> {
  const now = caller.now ?? new Date();
  const { store, customerId } = caller;
  await assertCanSubscribe(db, customerId, store, now);
  const offer = deliverySubscriptionOffer(store)!;
  return db.transaction(async (tx) => {
    const token = newQuoteToken();
    const tokenHash = hashQuoteToken(token);
    const found = await resolveBag(tx, { store, customerId, token: caller.token, now }, now);
    const quote = found?.quote ?? (await ensureCustomerQuote(tx, customerId, store, tokenHash));
    const added = await addDigitalItem(tx, quote.id, {
      kind: 'subscription',
      sku: offer.sku,
      amountMinor: offer.priceMinor,
      details: null,
    });
    if ('refusal' in added)
      throw new DomainError(
        added.refusal === 'SUBSCRIPTION_ALREADY_IN_BAG' ? 'SUBSCRIPTION_IN_BAG' : 'SUBSCRIPTION_BAG_FULL',
      );
    await touchQuote(tx, quote.id, { tokenHash });
    return {
      quoteId: quote.id,
      quoteToken: token,
      itemId: added.id,
      price: { amountMinor: offer.priceMinor, currency: offer.currency },
    };
  });
}

/** Whether the customer's open bag in this store holds the subscription (the page then says so). */
export async function subscriptionInBag(
  db: Executor,
  customerId: string,
  store: LocaleConfig,
): Promise<boolean> {
  return customerBagHolds(db, customerId, store, 'subscription');
}
