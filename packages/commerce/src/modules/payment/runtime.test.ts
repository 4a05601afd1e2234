import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import {
  cardFieldsConfig,
  paymentWebhookSecret,
  stripeReturnUrl,
  warnIfSandboxInProduction,
} from './runtime.ts';

function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('PAYMENT_PROVIDER', () => {
  it('defaults to the sandbox and refuses an unknown provider at start-up', () => {
    expect(loadEnv({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'adyen' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('stripe needs its secret key anywhere, and in production its publishable key and webhook secret', () => {
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: is required/);
    expect(loadEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' }).PAYMENT_PROVIDER).toBe(
      'stripe',
    );
    const production = {
      APP_ENV: 'production',
      PUBLIC_ORIGIN: 'https://shop.example.com',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_abc',
    };
    const refused = () => loadEnv(production);
    expect(refused).toThrow(/STRIPE_PUBLISHABLE_KEY: is required in production/);
    expect(refused).toThrow(/STRIPE_WEBHOOK_SECRET: is required in production/);
    const complete = {
      ...production,
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    expect(loadEnv(complete).STRIPE_WEBHOOK_SECRET).toBe('whsec_abc');
    expect(() => loadEnv({ ...complete, STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toThrow(
      /STRIPE_API_BASE: is for tests only/,
    );
  });

  it('a Stripe key of the wrong kind is named without printing it', () => {
    const attempt = () => loadEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_oops' });
    expect(attempt).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(attempt).not.toThrow(/pk_test_oops/);
  });

  it('Stripe webhooks are checked with STRIPE_WEBHOOK_SECRET only, never the sandbox’s', () => {
    expect(paymentWebhookSecret({ PAYMENT_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toBe(
      'whsec_x',
    );
    expect(
      paymentWebhookSecret({
        PAYMENT_PROVIDER: 'stripe',
        APP_ENV: 'test',
        PAYMENT_WEBHOOK_SECRET: 'x'.repeat(32),
      }),
    ).toBeUndefined();
    expect(stripeReturnUrl({ PUBLIC_ORIGIN: 'https://shop.example.com/' })).toBe(
      'https://shop.example.com/payment/authenticated',
    );
  });

  it('says loudly in production that the sandbox takes no real money', () => {
    const { log, lines } = recordingLogger();
    expect(warnIfSandboxInProduction({ APP_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }, log)).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.level).toBe(40);
    expect(lines[0]!.msg).toMatch(/NO REAL MONEY/);
  });

  it('says so too when production runs on a Stripe test-mode key, and not on a live one', () => {
    const { log, lines } = recordingLogger();
    const stripe = { APP_ENV: 'production', PAYMENT_PROVIDER: 'stripe' } as const;
    expect(warnIfSandboxInProduction({ ...stripe, STRIPE_SECRET_KEY: 'sk_test_abc' }, log)).toBe(true);
    expect(lines[0]!.msg).toMatch(/test-mode key in production.*NO REAL MONEY/);
    expect(warnIfSandboxInProduction({ ...stripe, STRIPE_SECRET_KEY: 'sk_live_abc' }, log)).toBe(false);
    expect(lines).toHaveLength(1);
  });

  it('stays quiet outside production', () => {
    const { log, lines } = recordingLogger();
    for (const APP_ENV of ['development', 'test', 'staging'] as const)
      expect(warnIfSandboxInProduction({ APP_ENV, PAYMENT_PROVIDER: 'sandbox' }, log)).toBe(false);
    expect(lines).toEqual([]);
  });

  it('LOQATE_KEY must look like a Loqate key', () => {
    expect(loadEnv({ LOQATE_KEY: 'AA11-BB22-CC33-DD44' }).LOQATE_KEY).toBe('AA11-BB22-CC33-DD44');
    expect(() => loadEnv({ LOQATE_KEY: 'not-a-key' })).toThrow(/LOQATE_KEY/);
  });
});

describe('the card fields a page is given (issue 34, decision 0079)', () => {
  it('the sandbox: its origin only', () => {
    expect(cardFieldsConfig(loadEnv({}))).toEqual({ kind: 'sandbox', origin: 'http://127.0.0.1:4242' });
  });

  it('Stripe: the publishable key and Stripe.js’s address, never the secret key', () => {
    const config = cardFieldsConfig(
      loadEnv({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_secret',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_public',
        STRIPE_WEBHOOK_SECRET: 'whsec_hook',
      }),
    );
    expect(config).toEqual({
      kind: 'stripe',
      publishableKey: 'pk_test_public',
      scriptUrl: 'https://js.stripe.com/v3/',
    });
    expect(JSON.stringify(config)).not.toMatch(/sk_test|whsec/);
    // Outside production the publishable key may be missing: the fields then say so.
    expect(
      cardFieldsConfig(loadEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_a' })),
    ).toMatchObject({ publishableKey: null });
  });

  it('STRIPE_JS_URL points tests at a fake Stripe.js and is refused in production', () => {
    const test = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_a',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_a',
    };
    expect(cardFieldsConfig(loadEnv({ ...test, STRIPE_JS_URL: 'http://127.0.0.1:3121/v3/' }))).toMatchObject({
      scriptUrl: 'http://127.0.0.1:3121/v3/',
    });
    expect(() =>
      loadEnv({
        APP_ENV: 'production',
        PUBLIC_ORIGIN: 'https://shop.example.com',
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_live_a',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_a',
        STRIPE_WEBHOOK_SECRET: 'whsec_a',
        STRIPE_JS_URL: 'https://evil.example.com/v3/',
      }),
    ).toThrow(/STRIPE_JS_URL: is for tests only/);
    expect(() => loadEnv({ STRIPE_JS_URL: 'javascript:alert(1)' })).toThrow(/STRIPE_JS_URL/);
  });
});
