import { apiRouter } from '../../http/validation.ts';

/** The payment module's API (issue 4). */
export function paymentRoutes() {
  return apiRouter();
}
