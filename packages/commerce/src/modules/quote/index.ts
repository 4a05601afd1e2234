// What other modules and the web app use of the quote module (the bag).
export {
  quoteService,
  type AddAnswer,
  type BagAnswer,
  type CreateAnswer,
  type GeneralData,
  type QuoteService,
} from './service.ts';
export { activeCustomerQuoteId, closeQuote, lockQuoteForCheckout, quoteIdForCaller } from './checkout.ts';
export type { Caller } from './access.ts';
export type { ProductInput } from './lines.ts';
export { hashQuoteToken, quoteTokenFromHeader } from './tokens.ts';
export { MAX_LINE_QUANTITY, MAX_QUOTE_LINES, type QuoteStatus } from './schema.ts';
export type {
  AppliedPromotion,
  Money,
  PricedLine,
  PricedQuote,
  QuoteChange,
  QuoteError,
  QuoteErrorCode,
  UnavailableLine,
} from './types.ts';
export {
  addDigitalItem,
  customerBagHolds,
  digitalItemName,
  digitalItemsOf,
  giftCardDetailsOf,
  removeDigitalItem,
  DIGITAL_ITEM_NAMES,
  GIFT_CARD_SKU,
  MAX_DIGITAL_ITEMS,
  type DigitalItemInput,
  type DigitalItemRefusal,
  type DigitalItemRow,
  type PricedDigitalItem,
} from './digital.ts';
export type { DigitalItemKind, GiftCardDetails } from './schema.ts';
export { formatMoney } from './refusals.ts';
export { isLostBagCode, requireBag, resolveBag } from './access.ts';
export { bagTotalOf, pricedBag } from './bag.ts';
export {
  createCustomerPromotion,
  ensureCustomerQuote,
  insertGuestQuote,
  touchQuote,
  sameStoreLocales,
  type CustomerPromotion,
} from './rows.ts';
export { newQuoteToken, isWellFormedQuoteToken } from './tokens.ts';
