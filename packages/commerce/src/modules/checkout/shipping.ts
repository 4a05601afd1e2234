import {
  shippingOptions,
  type DeliveryMethodCode,
  type LocaleConfig,
  type ShippingInput,
  type ShippingMethod,
  type ShippingOptions,
} from '@vitrine/config';
import { DomainError } from '../../kernel/errors.ts';

// §7.4 page/shipping-methods and the delivery line of place-order, over the per-store options
// of packages/config shipping.ts. The page and the order price delivery with the same function,
// so what the shopper saw is what the order charges (or, if the cut-off passed in between, a
// clear refusal rather than a different price).

export type { DeliveryMethodCode, ShippingInput, ShippingMethod, ShippingOptions } from '@vitrine/config';

/** The store's delivery methods for a postcode; a bad postcode or country is a 400 on its field. */
export function deliveryOptions(store: LocaleConfig, input: ShippingInput): ShippingOptions {
  const result = shippingOptions(store, input);
  if (!result.ok)
    throw new DomainError(
      'ADDRESS_INVALID',
      { fields: Object.keys(result.errors).join(', ') },
      result.errors,
    );
  return result.value;
}

/**
 * The priced method the shopper chose, for place-order. A method the store does not offer to
 * this address right now (next day to the Highlands, same-day after noon) is a 409
 * DELIVERY_METHOD_UNAVAILABLE: the page should fetch the methods again.
 */
export function priceDelivery(
  store: LocaleConfig,
  code: DeliveryMethodCode,
  input: ShippingInput,
): ShippingMethod {
  const method = deliveryOptions(store, input).methods.find((m) => m.code === code);
  if (!method) throw new DomainError('DELIVERY_METHOD_UNAVAILABLE', { method: code });
  return method;
}
