// What other modules (checkout's place-order, orders) and the web app use of the payment module.
export {
  CARD_BRANDS,
  CVC_LENGTHS,
  cardBrand,
  cardDigits,
  cardExpired,
  luhnValid,
  validateCard,
  type CardBrand,
  type CardDetails,
  type CardErrors,
  type CardFieldError,
  type CardInput,
} from './card.ts';
export {
  PaymentProviderError,
  type AuthorisationFound,
  type AuthorisationResult,
  type AuthoriseInput,
  type CardSummary,
  type Challenge,
  type ChallengeResult,
  type DeclineReason,
  type PaymentProvider,
  type Settlement,
  type TokenisedCard,
} from './provider.ts';
export {
  SANDBOX_CHALLENGE_ATTEMPTS,
  SANDBOX_CHALLENGE_CODE,
  SANDBOX_TEST_CARDS,
  type SandboxBehaviour,
  type SandboxTestCard,
} from './sandbox-cards.ts';
export { sandboxProvider } from './sandbox-provider.ts';
export { sandboxDispute, sandboxWebhooks, type SandboxWebhooks } from './sandbox-webhooks.ts';
export {
  PAYMENT_EVENT_TYPES,
  type PaymentEvent,
  type PaymentEventHook,
  type PaymentEventType,
  type PaymentHeard,
} from './webhook-events.ts';
export { SIGNATURE_HEADER, signatureHeader, verifySignature } from './webhook-signature.ts';
export {
  MAX_SAVED_CARDS,
  declineError,
  paymentService,
  type AuthoriseForOrderInput,
  type CardToken,
  type Payment,
  type PaymentService,
  type SavedCard,
} from './service.ts';
export {
  cardFieldsConfig,
  createPaymentProvider,
  hostedPaymentOrigin,
  paymentPageSources,
  STRIPE_JS_URL,
  type CardFieldsConfig,
  type PaymentPageSources,
  paymentProviderFor,
  paymentServiceFor,
  paymentWebhookSecret,
  startHostedPayments,
} from './runtime.ts';
export { sandboxHostedApp } from './sandbox-hosted.ts';
export { PAYMENT_STATUSES, type PaymentStatus } from './schema.ts';
export { PAYMENT_LIMITS, consumePaymentLimit } from './limits.ts';
export { cardsOfPayments, type CardShown } from './order-cards.ts';
export { paymentStateOf, paymentStatesOf, type PaymentState } from './state.ts';
export { capturePaymentAtDispatch, refundCardOfReturn, voidPaymentOfCancelledOrder } from './order-moves.ts';
export { newestValidCardOf, type ChargeableCard } from './saved-cards.ts';
export { reconcilePaymentAttempts, type AttemptOutcome, type PaymentAttempt } from './attempts.ts';
