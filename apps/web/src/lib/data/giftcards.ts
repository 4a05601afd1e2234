import 'server-only';
import { giftCardService } from '@vitrine/commerce/giftcard';
import { withDb } from './database';

// Gift cards (issue 6): the choices a store sells, and the cards a bag has applied (decision 0059).
export {
  GIFT_CARD_AMOUNT_CHOICES,
  GIFT_CARD_MAX_MINOR,
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_MIN_MINOR,
  GIFT_CARD_NAME_MAX,
  latestDeliveryDate,
  localDate,
  sellsGiftCards,
  type AppliedGiftCard,
} from '@vitrine/commerce/giftcard';

/** The gift-card module in process. */
export const giftCards = withDb(giftCardService);
