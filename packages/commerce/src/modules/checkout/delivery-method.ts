import { shippingMethod, type DeliveryMethodCode, type LocaleConfig } from '@vitrine/config';
import type { Executor } from '../../db/executor.ts';
import type { PricedQuote } from '../quote/index.ts';
import { hasFreeNextDay } from '../subscription/index.ts';

/**
 * A delivery method the store offers a bag at an address, priced (§7.4), or null where it is not
 * offered there: place-order charges it and the checkout's tax estimate taxes it, by one rule.
 */
export async function deliveryMethodFor(
  ex: Executor,
  caller: { store: LocaleConfig; customerId?: string | undefined },
  bag: Pick<PricedQuote, 'total' | 'digitalTotal'>,
  code: DeliveryMethodCode,
  address: { postcode?: string | null | undefined; countryCode: string },
  now: Date,
) {
  return shippingMethod(caller.store, code, {
    postcode: address.postcode ?? null,
    country: address.countryCode,
    // Free delivery thresholds are about the merchandise: a gift card in the bag does not count.
    subtotalMinor: bag.total.amountMinor - bag.digitalTotal.amountMinor,
    now,
    // §9 delivery subscription (issue 6 item 5): a live subscriber's next day costs nothing.
    freeNextDay: await hasFreeNextDay(ex, caller.customerId, caller.store, now),
  });
}
