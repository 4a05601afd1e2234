import { apiRouter } from '../../http/validation.ts';
import { lookupRoutes } from './lookup-routes.ts';
import { placeOrderRoutes, type PlaceOrderRoutesOptions } from './place-order-routes.ts';
import { shippingRoutes, type ShippingRoutesOptions } from './shipping-routes.ts';
import { taxRoutes } from './tax-routes.ts';

/** The checkout module's API (issue 4): a composition of its parts. */
export function checkoutRoutes(options: {
  shipping?: ShippingRoutesOptions;
  placeOrder: PlaceOrderRoutesOptions;
}) {
  return apiRouter()
    .route('/', shippingRoutes(options.shipping))
    .route('/', lookupRoutes())
    .route('/', taxRoutes())
    .route('/', placeOrderRoutes(options.placeOrder));
}
