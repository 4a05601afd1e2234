import {
  DELIVERY_METHOD_CODES,
  isAddressCountry,
  regionsFor,
  shippingCountriesFor,
  type DeliveryMethodCode,
} from '@vitrine/config';
import type { Database } from '../../db/client.ts';
import { pricedBag, resolveBag, type Caller } from '../quote/index.ts';
import { taxByRate } from '../tax/index.ts';
import { deliveryMethodFor } from './delivery-method.ts';
import { DEFAULT_TAX_PROVIDER, taxOfBag } from './tax.ts';

// Issue 31 item 4: the tax the checkout page shows before the order, for the address being typed
// and the delivery chosen: the same rule place-order records (tax.ts), so the total shown is the
// total charged.

export interface TaxDestination {
  countryCode: string;
  region?: string | undefined;
  postcode?: string | undefined;
  deliveryMethod?: string | undefined;
}

export interface TaxEstimate {
  pricesIncludeTax: boolean;
  taxMinor: number;
  /** What it adds to the total (0 where prices include tax). */
  addedMinor: number;
  /** By tax and rate, as the receipt will show it (GST 5%, QST 9.975%). */
  byRate: { name: string; ratePpm: number; taxMinor: number }[];
}

/**
 * The tax of the caller's bag sent to a destination, or null when there is nothing to estimate
 * yet: no bag, an empty one, a country the store does not deliver to, or a delivery method it
 * does not offer there (the page keeps "calculated at checkout").
 */
export async function estimateTax(
  db: Database,
  caller: Caller,
  destination: TaxDestination,
  now: Date = new Date(),
): Promise<TaxEstimate | null> {
  const country = destination.countryCode.toUpperCase();
  if (!isAddressCountry(country) || !shippingCountriesFor(caller.store.localeISOCode).includes(country))
    return null;
  const wanted = destination.region?.trim().toUpperCase();
  const region = regionsFor(country)?.find((r) => r.code === wanted)?.code ?? null;
  const postcode = destination.postcode?.trim().slice(0, 20) || null;
  const address = { countryCode: country, region, postcode };

  return db.transaction(async (tx) => {
    const found = await resolveBag(tx, caller, now);
    if (!found) return null;
    const bag = await pricedBag(tx, found.quote, caller.store, now);
    if (bag.lines.length === 0 && bag.digitalItems.length === 0) return null;
    let deliveryMinor = 0;
    if (bag.lines.length > 0) {
      const code = destination.deliveryMethod;
      if (!code || !(DELIVERY_METHOD_CODES as readonly string[]).includes(code)) return null;
      const method = await deliveryMethodFor(tx, caller, bag, code as DeliveryMethodCode, address, now);
      if (!method) return null;
      deliveryMinor = method.priceMinor;
    }
    const { calculation } = await taxOfBag(tx, DEFAULT_TAX_PROVIDER, {
      store: caller.store,
      bag,
      deliveryMinor,
      address,
      at: now,
    });
    return {
      pricesIncludeTax: calculation.pricesIncludeTax,
      taxMinor: calculation.totals.taxMinor,
      addedMinor: calculation.addedMinor,
      byRate: taxByRate(calculation.lines).map(({ name, ratePpm, taxMinor }) => ({
        name,
        ratePpm,
        taxMinor,
      })),
    };
  });
}
