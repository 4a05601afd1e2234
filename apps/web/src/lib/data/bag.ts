import 'server-only';
import { isLostBagCode, quoteService as quotes } from '@vitrine/commerce/quote';
import { withDb } from './database';
import { ApiError } from './errors';

// The bag (module quote), in process: the bag page and its actions need no HTTP hop (decision 0059).
export {
  MAX_LINE_QUANTITY,
  quoteTokenFromHeader,
  type BagAnswer,
  type Caller,
  type Money,
  type PricedDigitalItem,
  type PricedLine,
  type PricedQuote,
  type QuoteChange,
} from '@vitrine/commerce/quote';

export const quoteService = withDb(quotes);

/** The bag errors after which the caller has no bag to work on (decision 0012): the quote's rule. */
export { isLostBagCode };

export const isLostBag = (err: unknown): err is ApiError =>
  err instanceof ApiError && isLostBagCode(err.code);
