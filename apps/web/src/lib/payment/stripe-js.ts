// Stripe.js in the shopper's browser (issue 34, decision 0079). Stripe's official loader
// (@stripe/stripe-js) injects https://js.stripe.com only and looks for that address alone, so the
// end-to-end tests could not point it at the fake Stripe.js (testing/fake-stripe.ts): the store
// loads the script itself, from the address the server gives (js.stripe.com unless STRIPE_JS_URL,
// tests only). Only the parts of Stripe.js the card fields use are typed here.

/** Stripe.js's answer to `createPaymentMethod`, as much as the store reads of it. */
export interface StripePaymentMethodResult {
  paymentMethod?: { id: string; card?: { brand?: string; last4?: string } | null };
  error?: { type?: string; code?: string; message?: string };
}

export interface StripeCardChange {
  complete?: boolean;
  empty?: boolean;
  error?: { message?: string } | undefined;
}

export interface StripeCardElement {
  mount(host: HTMLElement): void;
  on(event: 'change', handler: (change: StripeCardChange) => void): void;
  on(event: 'ready', handler: () => void): void;
  destroy(): void;
}

export interface StripeJs {
  elements(options?: { locale?: string }): {
    create(type: 'card', options?: Record<string, unknown>): StripeCardElement;
  };
  createPaymentMethod(data: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: { name?: string };
  }): Promise<StripePaymentMethodResult>;
}

export type StripeConstructor = (publishableKey: string, options?: { locale?: string }) => StripeJs;

/** Stripe.js's locale for the store's language (https://docs.stripe.com/js/appendix/supported_locales). */
export function stripeLocale(language: string): 'en' | 'fr' | 'ar' {
  return language === 'fr' || language === 'ar' ? language : 'en';
}

/** The token, brand and last four the forms post, from Stripe's PaymentMethod; undefined if it is not a card. */
export function cardOfPaymentMethod(
  result: StripePaymentMethodResult,
): { token: string; brand: string; last4: string } | undefined {
  const method = result.paymentMethod;
  if (result.error || !method || !/^pm_\w+$/.test(method.id) || !method.card?.last4) return undefined;
  return { token: method.id, brand: method.card.brand ?? 'unknown', last4: method.card.last4 };
}

/** A slow or blocked script is said to have failed after this, so no shopper waits on a spinner. */
export const STRIPE_JS_TIMEOUT_MS = 15_000;

const loading = new Map<string, Promise<StripeConstructor>>();

/**
 * Loads Stripe.js once per address; a load that failed (blocked, offline, timed out) is
 * forgotten and its tag removed, so asking again tries again.
 */
export function loadStripeJs(url: string, timeoutMs = STRIPE_JS_TIMEOUT_MS): Promise<StripeConstructor> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<StripeConstructor>((resolve, reject) => {
    const ready = (window as { Stripe?: StripeConstructor }).Stripe;
    if (ready) return resolve(ready);
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    const timer = window.setTimeout(() => fail(new Error('Stripe.js took too long to load')), timeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loading.delete(url);
      reject(error);
    }
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      const loaded = (window as { Stripe?: StripeConstructor }).Stripe;
      if (loaded) resolve(loaded);
      else fail(new Error('Stripe.js loaded without defining Stripe'));
    });
    script.addEventListener('error', () => fail(new Error('Stripe.js could not be loaded')));
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}
