import { apiRouter } from '../../http/validation.ts';

/** The checkout module's API (issue 4). */
export function checkoutRoutes() {
  return apiRouter();
}
