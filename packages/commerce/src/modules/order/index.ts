// @vitrine/commerce/order: what the checkout module, the web app and the operator command use of
// the order module. Other modules write orders only through createOrder, inside their own transaction.
export {
  defaultOrderLink,
  orderService,
  trackOrderPath,
  type CreatedOrder,
  type CreateOrderInput,
  type DeliveryWindowView,
  type OrderAccess,
  type OrderAddress,
  type OrderDetail,
  type OrderHistoryPage,
  type OrderLineInput,
  type OrderLineView,
  type OrderLink,
  type OrderService,
  type OrderServiceOptions,
  type OrderStatus,
  type OrderSummary,
  type RefundTypeView,
  type ShipmentView,
  type TrackingV1,
  type TrackingV2,
  type TransitionResult,
} from './service.ts';
export { orderMoves, type OrderMoves } from './moves.ts';
export type { OrderMove, OrderMoveHook, ReturnReceived, ReturnReceivedHook } from './events.ts';
export {
  orderReturnsService,
  type OrderReturnsService,
  type ReceivedReturn,
  type ReturnHooks,
  type StartReturnInput,
} from './returns.ts';
export {
  RETURN_ADDRESSES,
  type ReturnableLine,
  type ReturnLineView,
  type ReturnView,
} from './return-views.ts';
export { RETURN_REASONS, RETURN_STATUSES, type ReturnReason, type ReturnStatus } from './schema.ts';
export { ORDER_STATUSES } from './schema.ts';
export {
  assertMove,
  canMove,
  IllegalTransitionError,
  isFinal,
  isOrderStatus,
  TIMELINE_STEPS,
  TRANSITIONS,
  type TargetStatus,
} from './states.ts';
export { CARRIERS, defaultCarrierFor, findCarrier, trackingUrlFor, type Carrier } from './carriers.ts';
export { allocateRefund, RETURN_WINDOW_DAYS, refundSplit, type RefundType } from './refunds.ts';
export type { LineTaxRecord, OrderTaxInput } from './tax-record.ts';
export type { ReceiptLine, TaxReceipt } from './receipt.ts';
export { ORDER_LIMITS, assertOrderLimit, consumeOrderLimit } from './limits.ts';
export { isOrderNumber, normaliseOrderNumber, ORDER_NUMBER_PATTERN } from './formatting.ts';
// Dates and money in an order's store are pure §3.2 rules every module shares (@vitrine/config).
export { orderStore, storeDate, storeMoney, storeTime } from '@vitrine/config';
export type { TimelineEvent, TimelineStepView } from './tracking.ts';
export { BESTSELLER_DAYS, bestSelling } from './sales.ts';
export { orderNumbersOf } from './numbers.ts';
export {
  deliveredAtOf,
  orderHeadOf,
  orderOutcomesOf,
  orderStoresOf,
  productLinesTotalOf,
  productUnitsOf,
  type OrderOutcome,
} from './facts.ts';
export { returnableUntil } from './refunds.ts';
