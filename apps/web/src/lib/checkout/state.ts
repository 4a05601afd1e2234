// What the checkout action answers the page (React useActionState); no imports, so the client
// form can use it without pulling server code into the bundle.

/** The bank's extra step (decision 0012 Payment), as the page shows it. */
export interface ChallengeView {
  /** The payment's reference: POSTed back with the code, then place-order's `authentication`. */
  reference: string;
  issuer: string;
  digits: number;
  /** The one-off card token the challenge was started with (a new card), or the saved card's id. */
  cardToken?: string;
  savedCardId?: string;
  /** What the shopper recognises the card by. */
  card?: { brand: string; last4: string };
  /**
   * The bank's own screen to frame, when the provider gives one (Stripe's
   * next_action.redirect_to_url.url, issue 34); the sandbox's is on its hosted origin.
   */
  url?: string;
}

export interface CheckoutState {
  /** What was typed (never the card number or security code). */
  values: Record<string, string>;
  /** Per field, in the shopper's language. */
  errors: Record<string, string>;
  /** For the whole form, at the top. */
  message?: string;
  /** The message is about the bag: offer the way back to it. */
  reviewBag?: boolean;
  /** The Idempotency-Key of the next post: one per rendered form, a new one after each answer. */
  key: string;
  challenge?: ChallengeView;
}

/** The intents of the form's submit buttons. */
export const INTENTS = {
  place: 'place',
  challenge: 'challenge',
  cancelChallenge: 'cancel-challenge',
} as const;
