// @vitrine/commerce/checkout: what the web app's checkout pages use in process (issue 4 item 3).
import type { Database } from '../../db/client.ts';
import { hmac, safeEqual, signingKeys } from '../security/index.ts';

export {
  placeOrder,
  type ActionRequired,
  type AddressChoice,
  type PlacedOrder,
  type PlaceOrderAnswer,
  type PlaceOrderCaller,
  type PlaceOrderDeps,
  type PlaceOrderRequest,
} from './place-order.ts';
export { IDEMPOTENCY_KEY_PATTERN } from './idempotency.ts';
export { estimateTax, type TaxDestination, type TaxEstimate } from './tax-estimate.ts';
export { deleteOldIdempotencyKeys, IDEMPOTENCY_KEY_DAYS } from './expired.ts';
export type { OrderPlacedHook, PlacedOrderContext } from './events.ts';

// The confirmation page shows an order to the browser that placed it (a guest has no session):
// the action hands it a receipt, and the page believes only receipts this server signed. The
// purpose prefix keeps a receipt from ever verifying as another signed link of the links key.
const RECEIPT_PURPOSE = 'order-receipt:';

/** The signature of a receipt's payload (URL-safe). */
export async function signReceipt(db: Database, payload: string): Promise<string> {
  return hmac((await signingKeys(db)).links, RECEIPT_PURPOSE + payload);
}

/** Whether a receipt's signature is this server's, compared in constant time. */
export async function receiptSignatureValid(
  db: Database,
  payload: string,
  signature: string,
): Promise<boolean> {
  return safeEqual(await signReceipt(db, payload), signature);
}
