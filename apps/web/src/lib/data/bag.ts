import 'server-only';
import { quoteService as quotes } from '@vitrine/commerce/quote';
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

/** The bag errors after which the caller has no bag to work on (decision 0012). */
const LOST_BAG = new Set(['QUOTE_NOT_FOUND', 'QUOTE_NOT_YOURS', 'QUOTE_MERGED']);

/** The same rule on a code, for a caller that holds the error already (checkout's failure answer). */
export const isLostBagCode = (code: string) => LOST_BAG.has(code);

export const isLostBag = (err: unknown): err is ApiError =>
  err instanceof ApiError && isLostBagCode(err.code);
