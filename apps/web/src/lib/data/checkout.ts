import 'server-only';
import * as checkout from '@vitrine/commerce/checkout';
import { getDb } from '@vitrine/commerce/db';
import { ORDER_PLACED_HOOKS } from '@vitrine/commerce/order-hooks';
import { paymentServiceFor } from '@vitrine/commerce/payment';
import { withDb } from './database';

// Checkout in process: placing the order, the card-token limit and the signed receipt (decision 0059).
export {
  IDEMPOTENCY_KEY_PATTERN,
  type PlaceOrderAnswer,
  type PlaceOrderRequest,
  type TaxDestination,
  type TaxEstimate,
} from '@vitrine/commerce/checkout';

/**
 * Places an order with this process's database and payment provider, and with the hooks the
 * API's own route uses (decision 0057), so an order placed either way starts the same gift
 * cards, subscription and referral.
 */
export function placeOrder(
  caller: Parameters<typeof checkout.placeOrder>[1],
  request: checkout.PlaceOrderRequest,
): Promise<checkout.PlaceOrderAnswer> {
  const db = getDb();
  return checkout.placeOrder(
    { db, payments: paymentServiceFor(db), placedHooks: ORDER_PLACED_HOOKS },
    caller,
    request,
  );
}

export const signReceipt = withDb(checkout.signReceipt);
export const receiptSignatureValid = withDb(checkout.receiptSignatureValid);

/** Issue 31 item 4: the tax of the caller's bag sent to a destination, before the order. */
export const estimateTax = withDb(checkout.estimateTax);
