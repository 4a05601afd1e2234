import { apiRouter } from '../../http/validation.ts';

/** The quote module's API (issue 4). */
export function quoteRoutes() {
  return apiRouter();
}
