import Stripe from 'stripe';
import type { CardDetails } from './card.ts';
import {
  PaymentProviderError,
  positiveAmount,
  type AuthorisationFound,
  type AuthorisationResult,
  type AuthoriseInput,
  type Challenge,
  type ChallengeResult,
  type PaymentProvider,
  type Settlement,
  type TokenisedCard,
} from './provider.ts';
import {
  declineReasonOf,
  foundStatusOf,
  idempotencySearchQuery,
  settlementOf,
  keptToken,
  methodOfToken,
  summaryOf,
  toProviderError,
} from './stripe-mapping.ts';

// A real acquirer (issue 34 item 3, decision 0077): Stripe's PaymentIntents through its official
// SDK. One PaymentIntent is one authorisation; its id is the reference we keep. Cards are
// PaymentMethods made by Stripe.js in the shopper's browser: the store only ever sees their ids.

export interface StripeProviderOptions {
  secretKey: string;
  /** Where the bank's 3-D Secure screen sends the shopper back to (Stripe's return_url). */
  returnUrl: string;
  /** Tests only: another API server than Stripe's (http://127.0.0.1:port for the fake one). */
  apiBase?: string | undefined;
}

/** The SDK's client; `apiBase` points it at a stand-in server speaking Stripe's wire format. */
export function stripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    // The SDK's retries send the same Idempotency-Key, so a retried create cannot hold twice.
    maxNetworkRetries: 2,
    // Checkout waits on this call with a shopper in front of it.
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
}

/** Stripe's bank screen is the issuer's; its code length is the issuer's business. */
const challengeOf = (intent: Stripe.PaymentIntent): Challenge => ({
  kind: 'one_time_code',
  digits: 6,
  issuer: 'Card issuer',
  ...(intent.next_action?.redirect_to_url?.url ? { url: intent.next_action.redirect_to_url.url } : {}),
});

const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;

export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = stripeClient(options.secretKey, options.apiBase);

  /** The answer a PaymentIntent's status gives to an authorise request. */
  function resultOf(intent: Stripe.PaymentIntent): AuthorisationResult {
    const card = summaryOf(intent.payment_method);
    const withCard = card ? { card } : {};
    switch (intent.status) {
      case 'requires_capture':
        return { status: 'authorised', reference: intent.id, ...withCard };
      case 'requires_action':
        return {
          status: 'requires_action',
          reference: intent.id,
          challenge: challengeOf(intent),
          ...withCard,
        };
      default: {
        const failure = intent.last_payment_error;
        const reason = declineReasonOf(failure?.code, failure?.decline_code);
        return { status: 'declined', reason, reference: intent.id, ...withCard };
      }
    }
  }

  /** A card error is an answer (declined), anything else a refusal of the request. */
  function declineOrThrow(error: unknown): AuthorisationResult {
    if (error instanceof Stripe.errors.StripeCardError) {
      const reason = declineReasonOf(error.code, error.decline_code);
      const reference = error.payment_intent?.id;
      return { status: 'declined', reason, ...(reference ? { reference } : {}) };
    }
    // A PaymentMethod id Stripe does not know, one already spent (used once without a Customer),
    // or a saved card whose Customer is gone: the token is bad, not the request.
    if (
      isStripeError(error) &&
      ((error.code === 'resource_missing' &&
        (error.param === 'payment_method' || error.param === 'customer')) ||
        error.code === 'payment_method_unexpected_state')
    )
      return { status: 'declined', reason: 'invalid_token' };
    throw toProviderError(error);
  }

  const retrieve = (reference: string) =>
    stripe.paymentIntents
      .retrieve(reference, { expand: ['payment_method', 'latest_charge'] })
      .catch((error: unknown) => {
        throw toProviderError(error);
      });

  /** The PaymentIntent the shopper authenticated, continued rather than asked for again. */
  async function afterChallenge(input: AuthoriseInput, reference: string): Promise<AuthorisationResult> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await retrieve(reference);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.code === 'not_found')
        return { status: 'declined', reason: 'authentication_failed' };
      throw error;
    }
    const method =
      typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
    const card = summaryOf(intent.payment_method);
    const withCard = card ? { card } : {};
    if (method !== methodOfToken(input.token).method)
      return { status: 'declined', reason: 'authentication_failed', ...withCard };
    // The bag changed after the shopper authenticated: the bank approved another amount.
    if (intent.amount !== input.amountMinor || intent.currency !== input.currency.toLowerCase()) {
      if (intent.status !== 'canceled' && intent.status !== 'succeeded')
        await stripe.paymentIntents.cancel(reference).catch(() => undefined);
      return { status: 'declined', reason: 'authentication_mismatch', reference, ...withCard };
    }
    if (intent.status === 'requires_confirmation') {
      try {
        intent = await stripe.paymentIntents.confirm(
          reference,
          {},
          { idempotencyKey: `${reference}-confirm` },
        );
      } catch (error) {
        return declineOrThrow(error);
      }
    }
    if (intent.status === 'requires_capture') return { status: 'authorised', reference, ...withCard };
    return { status: 'declined', reason: 'authentication_failed', reference, ...withCard };
  }

  return {
    name: 'stripe',

    async tokenise(_card: CardDetails): Promise<TokenisedCard> {
      // Stripe.js makes PaymentMethods in the shopper's browser: no card number reaches the store.
      throw new PaymentProviderError('card_rejected');
    },

    async retrieveCard(token: string): Promise<TokenisedCard> {
      let method: Stripe.PaymentMethod;
      try {
        method = await stripe.paymentMethods.retrieve(methodOfToken(token).method);
      } catch (error) {
        throw toProviderError(error);
      }
      const card = summaryOf(method);
      // Not a card, or a brand the store does not take.
      if (!card) throw new PaymentProviderError('card_rejected');
      return { token: method.id, holderName: method.billing_details?.name ?? '', ...card };
    },

    // One Customer per saved card: the store keeps no Stripe id but the card's token, and a
    // PaymentMethod attached to a Customer can be charged again, off-session included.
    async keepCard(card: TokenisedCard): Promise<TokenisedCard> {
      const { method } = methodOfToken(card.token);
      try {
        const customer = await stripe.customers.create(
          { ...(card.holderName ? { name: card.holderName } : {}), metadata: { saved_card: method } },
          { idempotencyKey: `keep-${method}` },
        );
        await stripe.paymentMethods.attach(
          method,
          { customer: customer.id },
          { idempotencyKey: `attach-${method}` },
        );
        return { ...card, token: keptToken(customer.id, method) };
      } catch (error) {
        throw toProviderError(error);
      }
    },

    async forgetCard(token: string): Promise<void> {
      const { method, customer } = methodOfToken(token);
      if (!customer) return;
      try {
        await stripe.paymentMethods.detach(method);
        await stripe.customers.del(customer);
      } catch (error) {
        throw toProviderError(error);
      }
    },

    async authorise(input: AuthoriseInput): Promise<AuthorisationResult> {
      positiveAmount(input.amountMinor);
      if (input.authentication) return afterChallenge(input, input.authentication);
      const { method, customer } = methodOfToken(input.token);
      const params: Stripe.PaymentIntentCreateParams = {
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        payment_method: method,
        ...(customer ? { customer } : {}),
        allowed_payment_method_types: ['card'],
        capture_method: 'manual',
        confirm: true,
        metadata: { reference: input.reference, idempotency_key: input.idempotencyKey ?? '' },
        expand: ['payment_method'],
        // A renewal has no shopper to send to the bank's screen: the bank's insistence is a decline.
        ...(input.offSession ? { off_session: true } : { return_url: options.returnUrl }),
      };
      try {
        const intent = await stripe.paymentIntents.create(
          params,
          input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined,
        );
        return resultOf(intent);
      } catch (error) {
        return declineOrThrow(error);
      }
    },

    async completeChallenge(reference: string): Promise<ChallengeResult> {
      // The bank's screen is Stripe's: by now it has told Stripe, and the intent says what.
      const intent = await retrieve(reference);
      switch (intent.status) {
        case 'requires_capture':
        case 'requires_confirmation':
          return { status: 'authenticated' };
        case 'requires_action':
          return { status: 'retry', attemptsLeft: 1 };
        default:
          return { status: 'failed' };
      }
    },

    async capture(reference: string, amountMinor: number): Promise<Settlement> {
      positiveAmount(amountMinor);
      try {
        const intent = await stripe.paymentIntents.capture(
          reference,
          { amount_to_capture: amountMinor, expand: ['latest_charge'] },
          // The same capture retried takes the money once.
          { idempotencyKey: `${reference}-capture-${amountMinor}` },
        );
        return settlementOf(intent);
      } catch (error) {
        throw toProviderError(error);
      }
    },

    async void(reference: string): Promise<void> {
      try {
        await stripe.paymentIntents.cancel(reference);
      } catch (error) {
        // Canceled already (a second void, or Stripe's own expiry of the hold): nothing is held.
        if (isStripeError(error) && error.code === 'payment_intent_unexpected_state') {
          const intent = await retrieve(reference);
          if (intent.status === 'canceled' || intent.status === 'requires_payment_method') return;
        }
        throw toProviderError(error);
      }
    },

    async refund(reference: string, amountMinor: number): Promise<Settlement> {
      positiveAmount(amountMinor);
      try {
        await stripe.refunds.create({ payment_intent: reference, amount: amountMinor });
      } catch (error) {
        throw toProviderError(error);
      }
      return settlementOf(await retrieve(reference));
    },

    async lookup(idempotencyKey: string): Promise<AuthorisationFound | undefined> {
      // Search is eventually consistent (an intent shows up seconds after it is made): the
      // payments-reconcile job asks after ABANDONED_ATTEMPT_MS, long past that.
      let found: Stripe.ApiSearchResult<Stripe.PaymentIntent>;
      try {
        found = await stripe.paymentIntents.search({
          query: idempotencySearchQuery(idempotencyKey),
          expand: ['data.latest_charge'],
        });
      } catch (error) {
        throw toProviderError(error);
      }
      const intents = found.data.filter((intent) => intent.metadata['idempotency_key'] === idempotencyKey);
      if (intents.length === 0) return undefined;
      // One live intent per key; a declined one is reported only when it is all there is.
      const live = intents.find((intent) => foundStatusOf(intent) !== 'declined') ?? intents[0]!;
      return { reference: live.id, status: foundStatusOf(live) };
    },
  };
}
