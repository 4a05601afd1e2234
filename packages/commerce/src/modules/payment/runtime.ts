import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { env, type Env } from '../../env.ts';
import type { PaymentProvider } from './provider.ts';
import { createLogger } from '../../kernel/logger.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { startSandboxHosted } from './sandbox-hosted.ts';
import { sandboxWebhooks } from './sandbox-webhooks.ts';
import { stripeProvider } from './stripe-provider.ts';
import { paymentService, type PaymentService } from './service.ts';

// Which provider answers is configuration (PAYMENT_PROVIDER, docs/operations/configuration.md);
// one instance per app database, made on first use.

/**
 * The sandbox stands for a remote acquirer, so it gets connections of its own: place-order calls
 * it while holding one of the app pool's connections, and fifty shoppers at once must not leave
 * the pool empty with every holder waiting for a second connection. Being another system's, this
 * pool is not under the app's one-connection-per-transaction guard (db/transaction-guard.ts):
 * its transactions never wait for the app's pool, so they cannot close a cycle with it.
 */
export function acquirerDatabase(db: Database): Database {
  const options = db.$client.options;
  const pool = new pg.Pool({
    ...(options.connectionString ? { connectionString: options.connectionString } : options),
    max: 4,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 10_000,
    // Idle acquirer connections must not keep a finished process (a test run, a CLI) alive.
    allowExitOnIdle: true,
  });
  pool.on('error', () => {});
  return drizzle(pool) as Database;
}

type ProviderConfig = Pick<Env, 'PAYMENT_PROVIDER'> &
  Partial<
    Pick<
      Env,
      | 'APP_ENV'
      | 'PAYMENT_WEBHOOK_SECRET'
      | 'SANDBOX_WEBHOOK_URL'
      | 'LOG_LEVEL'
      | 'PUBLIC_ORIGIN'
      | 'PORT'
      | 'STRIPE_SECRET_KEY'
      | 'STRIPE_WEBHOOK_SECRET'
      | 'STRIPE_API_BASE'
    >
  >;

/**
 * The sandbox's webhook secret where none is configured, in development and tests only: it is in
 * the source, so it proves nothing anywhere a stranger can reach.
 */
export const SANDBOX_DEVELOPMENT_WEBHOOK_SECRET = 'vitrine-sandbox-development-webhook-secret';

/**
 * The secret the configured provider signs its webhooks with (docs/operations/payments.md
 * "Webhooks"): STRIPE_WEBHOOK_SECRET with Stripe; PAYMENT_WEBHOOK_SECRET, or in development and
 * tests the development one, with the sandbox. Undefined: no webhook can be verified, so every one is refused.
 */
export function paymentWebhookSecret(config: ProviderConfig): string | undefined {
  // Stripe makes its endpoint's secret; it never falls back to the sandbox's.
  if (config.PAYMENT_PROVIDER === 'stripe') return config.STRIPE_WEBHOOK_SECRET;
  if (config.PAYMENT_WEBHOOK_SECRET) return config.PAYMENT_WEBHOOK_SECRET;
  const local = config.APP_ENV === undefined || config.APP_ENV === 'development' || config.APP_ENV === 'test';
  return config.PAYMENT_PROVIDER === 'sandbox' && local ? SANDBOX_DEVELOPMENT_WEBHOOK_SECRET : undefined;
}

export function createPaymentProvider(config: ProviderConfig, db: Database): PaymentProvider {
  switch (config.PAYMENT_PROVIDER) {
    case 'sandbox': {
      const secret = paymentWebhookSecret(config);
      const webhooks =
        config.SANDBOX_WEBHOOK_URL && secret
          ? sandboxWebhooks({
              url: config.SANDBOX_WEBHOOK_URL,
              secret,
              log: createLogger(config.LOG_LEVEL ?? 'info'),
            })
          : undefined;
      return sandboxProvider(acquirerDatabase(db), { webhooks });
    }
    case 'stripe': {
      // env.ts refuses stripe without a key at start-up; this guards a config built by hand.
      if (!config.STRIPE_SECRET_KEY) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
      return stripeProvider({
        secretKey: config.STRIPE_SECRET_KEY,
        returnUrl: stripeReturnUrl(config),
        apiBase: config.STRIPE_API_BASE,
      });
    }
  }
}

/**
 * Where Stripe sends the shopper's frame back to once the bank's screen is done: a page of the
 * store's own origin that tells the checkout (the browser side, decision 0077).
 */
export function stripeReturnUrl(config: Pick<ProviderConfig, 'PUBLIC_ORIGIN' | 'PORT'>): string {
  const origin = (config.PUBLIC_ORIGIN ?? `http://127.0.0.1:${config.PORT ?? 3000}`).replace(/\/$/, '');
  return `${origin}/payment/authenticated`;
}

const providers = new WeakMap<Database, PaymentProvider>();

/** The configured provider for an app database. */
export function paymentProviderFor(db: Database): PaymentProvider {
  let provider = providers.get(db);
  if (!provider) {
    provider = createPaymentProvider(env(), db);
    providers.set(db, provider);
  }
  return provider;
}

/** The payment service place-order and the routes use. */
export function paymentServiceFor(db: Database): PaymentService {
  return paymentService(db, paymentProviderFor(db));
}

/** Says loudly that a production deployment cannot take real money yet. True when it warned. */
export function warnIfSandboxInProduction(
  config: Pick<Env, 'APP_ENV' | 'PAYMENT_PROVIDER'> & Partial<Pick<Env, 'STRIPE_SECRET_KEY'>>,
  log: Logger,
): boolean {
  if (config.APP_ENV !== 'production') return false;
  // Stripe's test mode is its sandbox: a test key in production takes no money either.
  if (config.PAYMENT_PROVIDER === 'stripe' && /^(sk|rk)_test_/.test(config.STRIPE_SECRET_KEY ?? '')) {
    log.warn(
      { paymentProvider: config.PAYMENT_PROVIDER },
      'STRIPE_SECRET_KEY is a test-mode key in production: card payments go to Stripe’s test mode and NO REAL MONEY is taken. Use the live keys (docs/operations/payments.md "Going live with Stripe").',
    );
    return true;
  }
  if (config.PAYMENT_PROVIDER !== 'sandbox') return false;
  log.warn(
    { paymentProvider: config.PAYMENT_PROVIDER },
    'PAYMENT_PROVIDER=sandbox in production: card payments go to the built-in sandbox acquirer and NO REAL MONEY is taken. Configure a real acquirer (docs/operations/payments.md).',
  );
  return true;
}

/** Where a store page frames the provider's card fields and bank screen (no trailing slash). */
export function hostedPaymentOrigin(
  config: Pick<Env, 'PAYMENT_PROVIDER' | 'PAYMENT_SANDBOX_PORT' | 'PAYMENT_SANDBOX_ORIGIN'>,
): string {
  return (config.PAYMENT_SANDBOX_ORIGIN ?? `http://127.0.0.1:${config.PAYMENT_SANDBOX_PORT}`).replace(
    /\/$/,
    '',
  );
}

/** Stripe.js as Stripe serves it (https://docs.stripe.com/js/including). */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

/**
 * What a page needs to show the configured provider's card fields (issue 34, decision 0079), and
 * nothing more: the provider's kind and, for Stripe, its publishable key and where Stripe.js
 * loads from. Never the secret key. Sent to the shopper's browser as the card fields' props.
 */
export type CardFieldsConfig =
  { kind: 'sandbox'; origin: string } | { kind: 'stripe'; publishableKey: string | null; scriptUrl: string };

export function cardFieldsConfig(
  config: Pick<
    Env,
    | 'PAYMENT_PROVIDER'
    | 'PAYMENT_SANDBOX_PORT'
    | 'PAYMENT_SANDBOX_ORIGIN'
    | 'STRIPE_PUBLISHABLE_KEY'
    | 'STRIPE_JS_URL'
  >,
): CardFieldsConfig {
  if (config.PAYMENT_PROVIDER === 'stripe')
    return {
      kind: 'stripe',
      // Outside production it may be unset (env.ts): the fields then say they are unavailable.
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
      scriptUrl: config.STRIPE_JS_URL ?? STRIPE_JS_URL,
    };
  return { kind: 'sandbox', origin: hostedPaymentOrigin(config) };
}

/** The page directives a provider's browser side needs; Content-Security-Policy sources per directive. */
export type PaymentPageSources = Record<'script-src' | 'frame-src' | 'connect-src', string[]>;

/**
 * Stripe's documented Content-Security-Policy for Stripe.js and 3-D Secure
 * (https://docs.stripe.com/security/guide#content-security-policy): scripts and frames from
 * js.stripe.com, the bank's screen from hooks.stripe.com, API calls to api.stripe.com.
 */
const STRIPE_PAGE_SOURCES: PaymentPageSources = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
};

/**
 * What the store's pages must let load for the configured provider (issue 34 item 3 of the
 * browser side): the sandbox's origin in frames only; Stripe's origins only when Stripe is the
 * provider, plus the test server's (STRIPE_JS_URL, STRIPE_API_BASE: its bank page) when set.
 */
export function paymentPageSources(
  config: Pick<
    Env,
    | 'PAYMENT_PROVIDER'
    | 'PAYMENT_SANDBOX_PORT'
    | 'PAYMENT_SANDBOX_ORIGIN'
    | 'STRIPE_JS_URL'
    | 'STRIPE_API_BASE'
  >,
): PaymentPageSources {
  if (config.PAYMENT_PROVIDER !== 'stripe')
    return { 'script-src': [], 'frame-src': [hostedPaymentOrigin(config)], 'connect-src': [] };
  const test = [
    ...new Set(
      [config.STRIPE_JS_URL, config.STRIPE_API_BASE].flatMap((url) => (url ? [new URL(url).origin] : [])),
    ),
  ];
  return {
    'script-src': [...STRIPE_PAGE_SOURCES['script-src'], ...test],
    'frame-src': [...STRIPE_PAGE_SOURCES['frame-src'], ...test],
    'connect-src': [...STRIPE_PAGE_SOURCES['connect-src'], ...test],
  };
}

/**
 * Starts the sandbox's card fields and bank screen on their own port, for the store origins given
 * (the web server's own, from its configuration, never from a request). Undefined when another
 * provider is configured or the port is 0.
 */
export async function startHostedPayments(
  db: Database,
  config: Pick<Env, 'PAYMENT_PROVIDER' | 'PAYMENT_SANDBOX_PORT'>,
  host: string,
  storeOrigins: readonly string[],
) {
  if (config.PAYMENT_PROVIDER !== 'sandbox' || config.PAYMENT_SANDBOX_PORT === 0) return undefined;
  return startSandboxHosted(
    acquirerDatabase(db),
    { host, port: config.PAYMENT_SANDBOX_PORT },
    { storeOrigins },
  );
}
