import { shippingOptions, type DeliveryDay, type LocaleConfig } from '@vitrine/config';

/** What the bag page says about delivery before an address is known. */
export interface DeliveryEstimate {
  priceMinor: number;
  currency: string;
  free: boolean;
  /** The delivery window if ordered now, in the store's calendar. */
  from: DeliveryDay;
  to: DeliveryDay;
  /** How much more the bag needs for free standard delivery; 0 once it is free. */
  missingForFreeMinor: number;
}

/**
 * The store's standard delivery (the cheapest of its methods when it has no standard one) for a
 * bag of this total, with no address yet: the same helper checkout prices with
 * (packages/config shipping.ts), so the estimate and the order agree. The free-delivery threshold
 * is measured on the bag's total after discount, as place-order does. Null when the store offers
 * nothing without an address (the page then says "calculated at checkout").
 */
export function deliveryEstimate(
  store: LocaleConfig,
  totalMinor: number,
  now: Date,
): DeliveryEstimate | null {
  const result = shippingOptions(store, { subtotalMinor: totalMinor, now });
  if (!result.ok) return null;
  const { methods, freeStandardFromMinor } = result.value;
  const method =
    methods.find((m) => m.code === 'standard') ?? [...methods].sort((a, b) => a.priceMinor - b.priceMinor)[0];
  if (!method) return null;
  return {
    priceMinor: method.priceMinor,
    currency: method.currency,
    free: method.free,
    from: method.delivery.from,
    to: method.delivery.to,
    missingForFreeMinor:
      method.code === 'standard' && !method.free ? Math.max(0, freeStandardFromMinor - totalMinor) : 0,
  };
}
