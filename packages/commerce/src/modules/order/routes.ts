import { apiRouter } from '../../http/validation.ts';

/** The order module's API (issue 4). */
export function orderRoutes() {
  return apiRouter();
}
