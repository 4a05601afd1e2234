import 'server-only';
import { quoteService as quotes } from '@vitrine/commerce/quote';
import { withDb } from './database';

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
