import type { CardBrand, CardDetails } from './card.ts';

// The acquirer behind checkout (decision 0012, Payment). One interface for the built-in sandbox
// and a real acquirer adapter (docs/operations/payments.md): the rest of the app never knows
// which one answers. References are the provider's; amounts are integer minor units.

/** What a shopper recognises a card by. */
export interface CardSummary {
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card the provider holds for us; the token is all we keep or send afterwards. */
export interface TokenisedCard extends CardSummary {
  token: string;
  holderName: string;
}

export type DeclineReason =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'invalid_token'
  | 'authentication_failed'
  | 'authentication_mismatch';

/** The extra step the card's bank asks for (3-D Secure style), completed in the page. */
export interface Challenge {
  kind: 'one_time_code';
  /** Length of the code the bank's screen asks for. */
  digits: number;
  /** The bank's name for the challenge screen. */
  issuer: string;
  /** Sandbox only: the code its bank "sends", shown on the challenge screen so testers can pass it. */
  sandboxCode?: string;
  /**
   * The bank's own screen, for the page to frame (Stripe: next_action.redirect_to_url.url). Absent
   * with the sandbox, whose screen is on its hosted origin.
   */
  url?: string;
}

export interface AuthoriseInput {
  token: string;
  amountMinor: number;
  /** ISO 4217 */
  currency: string;
  /** Our reference for the attempt (the bag or order), passed to the acquirer for reconciliation. */
  reference: string;
  /** After a completed challenge: the reference the `requires_action` answer gave. */
  authentication?: string;
  /**
   * The same request sent again (a retried job, a worker that died before recording the answer)
   * gets the same authorisation back instead of a second hold on the card: Stripe's
   * Idempotency-Key header, Adyen's Idempotency-Key, Worldpay's transactionReference. A key whose
   * attempt was declined or voided is free for a new attempt.
   */
  idempotencyKey?: string;
  /**
   * The shopper is not there to answer the bank (a subscription renewal on a saved card, issue 34
   * item 8): the provider must not ask for the extra step, and a bank that insists is a decline.
   */
  offSession?: boolean;
}

export type AuthorisationResult =
  | { status: 'authorised'; reference: string; card?: CardSummary }
  | { status: 'declined'; reason: DeclineReason; reference?: string; card?: CardSummary }
  | { status: 'requires_action'; reference: string; challenge: Challenge; card?: CardSummary };

export type ChallengeResult =
  { status: 'authenticated' } | { status: 'retry'; attemptsLeft: number } | { status: 'failed' };

/** Money moved on an authorisation so far. */
export interface Settlement {
  capturedMinor: number;
  refundedMinor: number;
}

export type PaymentProviderErrorCode =
  'not_found' | 'invalid_state' | 'invalid_amount' | 'amount_exceeded' | 'card_rejected' | 'unavailable';

/** A refusal from the provider that is not a decline: the request itself cannot be done. */
export class PaymentProviderError extends Error {
  readonly code: PaymentProviderErrorCode;

  constructor(code: PaymentProviderErrorCode) {
    super(`payment provider: ${code}`);
    this.code = code;
    this.name = 'PaymentProviderError';
  }
}

/** Every provider refuses an amount that is not a whole, positive number of minor units. */
export function positiveAmount(amountMinor: number): void {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
    throw new PaymentProviderError('invalid_amount');
}

/** What the provider holds for an idempotency key (provider.lookup). */
export interface AuthorisationFound {
  reference: string;
  status: 'requires_action' | 'authorised' | 'captured' | 'declined' | 'voided' | 'refunded';
}

export interface PaymentProvider {
  /** Stored in payments.provider and saved_cards.provider. */
  readonly name: string;
  /**
   * Hands the card to the provider; the number goes no further than this call. Only the
   * provider's own side calls it (its card fields' token endpoint, sandbox-hosted.ts): the store
   * gets tokens from the browser.
   */
  tokenise(card: CardDetails): Promise<TokenisedCard>;
  /** What a token made in the browser stands for (Stripe: retrieve the PaymentMethod); not_found if none. */
  retrieveCard(token: string): Promise<TokenisedCard>;
  /**
   * Makes a card the shopper saves chargeable again later, with or without the shopper (issue 34
   * item 8: saved cards, renewals). Stripe uses a PaymentMethod once unless it is attached to a
   * Customer. Returns the card with the token to keep in its place.
   */
  keepCard(card: TokenisedCard): Promise<TokenisedCard>;
  /** The shopper removed a kept card: the provider lets go of it. */
  forgetCard(token: string): Promise<void>;
  authorise(input: AuthoriseInput): Promise<AuthorisationResult>;
  completeChallenge(reference: string, answer: string): Promise<ChallengeResult>;
  /** Takes up to the authorised amount; more than one partial capture may add up to it. */
  capture(reference: string, amountMinor: number): Promise<Settlement>;
  /** Releases an authorisation that was not captured; voiding twice is harmless. */
  void(reference: string): Promise<void>;
  /** Gives back up to what was captured. */
  refund(reference: string, amountMinor: number): Promise<Settlement>;
  /**
   * The live authorisation an authorise request with this idempotency key made, if any (issue 34
   * item 9): how a checkout that died before recording the answer finds the money it held. Stripe
   * finds it by the PaymentIntent's metadata, Adyen and Worldpay by the merchant reference.
   */
  lookup(idempotencyKey: string): Promise<AuthorisationFound | undefined>;
}
