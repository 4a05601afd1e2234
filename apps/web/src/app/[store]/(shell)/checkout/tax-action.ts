'use server';

import { getLocale, isLocaleCode } from '@vitrine/config';
import { estimateTax, type TaxDestination, type TaxEstimate } from '@/lib/data/checkout';
import { bagCaller } from '@/lib/bag/server';

/**
 * Issue 31 item 4: the tax the checkout's summary shows while the address is typed, by the rule
 * place-order records. Reads only the caller's own bag (its cookie, its session) and changes
 * nothing. Null while there is nothing to show yet, or on any refusal: the summary then keeps
 * "calculated from your address", and place-order works the tax out anyway.
 */
export async function checkoutTax(
  storeCode: string,
  destination: TaxDestination,
): Promise<TaxEstimate | null> {
  if (!isLocaleCode(storeCode)) return null;
  const store = getLocale(storeCode);
  try {
    return await estimateTax(await bagCaller(store), {
      countryCode: String(destination.countryCode ?? '').slice(0, 2),
      region: typeof destination.region === 'string' ? destination.region.slice(0, 40) : undefined,
      postcode: typeof destination.postcode === 'string' ? destination.postcode.slice(0, 20) : undefined,
      deliveryMethod: typeof destination.deliveryMethod === 'string' ? destination.deliveryMethod : undefined,
    });
  } catch {
    return null;
  }
}
