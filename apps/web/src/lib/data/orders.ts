import 'server-only';
import * as order from '@vitrine/commerce/order';
import { ORDER_MOVE_HOOKS, RETURN_HOOKS } from '@vitrine/commerce/order-hooks';
import type { Database } from '@vitrine/commerce/db';
import { withDb } from './database';

// Orders: history, detail, guest look-up and tracking, and the store's dates and money (decision 0059).
export {
  isOrderNumber,
  normaliseOrderNumber,
  orderStore,
  storeDate,
  storeMoney,
  storeTime,
  type OrderAddress,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
  RETURN_REASONS,
  type ReturnReason,
  type ReturnView,
  type ShipmentView,
  type TrackingV2,
} from '@vitrine/commerce/order';

export const orderService = withDb(order.orderService);
export const assertOrderLimit = withDb(order.assertOrderLimit);
export const consumeOrderLimit = withDb(order.consumeOrderLimit);

/** The signed-in shopper cancels their own order (issue 34 item 5), with every module's part in it. */
export const cancelOrderByShopper = withDb((db: Database, number: string, customerId: string) =>
  order.orderMoves(db, ORDER_MOVE_HOOKS).cancelByShopper(number, customerId),
);

/** The signed-in shopper starts a return of some units of their delivered order (issue 34 item 6). */
export const startReturnByShopper = withDb(
  (db: Database, number: string, customerId: string, input: order.StartReturnInput) =>
    order.orderReturnsService(db, RETURN_HOOKS).start(number, customerId, input),
);
