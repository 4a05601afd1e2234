import { apiRouter } from '../../http/validation.ts';
import { lookupRoutes } from './lookup-routes.ts';
import { shippingRoutes, type ShippingRoutesOptions } from './shipping-routes.ts';

/** The checkout module's API (issue 4): a composition of its parts. */
export function checkoutRoutes(options: { shipping?: ShippingRoutesOptions } = {}) {
  return apiRouter().route('/', shippingRoutes(options.shipping)).route('/', lookupRoutes());
}
