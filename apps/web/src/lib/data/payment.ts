import * as payment from '@vitrine/commerce/payment';
import { withDb } from './database';

// Cards: saved cards, tokens, 3-D Secure challenges (module payment, decision 0059).
export {
  MAX_SAVED_CARDS,
  validateCard,
  type CardBrand,
  type CardInput,
  type CardToken,
  type ChallengeResult,
  type SavedCard,
  hostedPaymentOrigin,
  cardFieldsConfig,
  paymentPageSources,
  type CardFieldsConfig,
} from '@vitrine/commerce/payment';

export const paymentServiceFor = withDb(payment.paymentServiceFor);
export const consumePaymentLimit = withDb(payment.consumePaymentLimit);
export const startHostedPayments = withDb(payment.startHostedPayments);
