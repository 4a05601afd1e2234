// What the web app, checkout and the operator command use of the gift-card module (issue 6 item 2).
export {
  giftCardService,
  planGiftCards,
  type ActivationAnswer,
  type AppliedGiftCard,
  type BuyGiftCardInput,
  type GiftCardService,
  type Guesser,
  type TransferAnswer,
} from './service.ts';
export { issueGiftCards, markDeliveredCards } from './issue.ts';
export { afterGiftCardOrderMoved, type GiftCardOrderMove } from './order-moves.ts';
export { giftCardsPaidFor, spendOnOrder, type GiftCardPaid, type GiftCardSpend } from './order-tenders.ts';
export { formatGiftCardCode, normaliseGiftCardCode, normaliseGiftCardPin } from './codes.ts';
export { GIFT_CARD_MAX_DAYS_AHEAD, latestDeliveryDate, localDate } from './delivery.ts';
export {
  GIFT_CARD_AMOUNT_CHOICES,
  GIFT_CARD_MAX_MINOR,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_MINOR,
  GIFT_CARD_NAME_MAX,
  MAX_APPLIED_GIFT_CARDS,
  sellsGiftCards,
} from './rules.ts';
export { GIFT_CARD_LIMITS } from './limits.ts';
export { appliedCardsOf } from './service.ts';
