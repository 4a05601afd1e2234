import { loadEnv } from '@vitrine/commerce/env';
import { describe, expect, it } from 'vitest';
import { pagePolicy } from './page-policy';

// Staging and production start only with the origin shoppers reach the store at (issue 35 item 1).
const ORIGIN = { PUBLIC_ORIGIN: 'https://www.example.com' };
const policyOf = (vars: Record<string, string>, hashes: string[] = []) =>
  pagePolicy(loadEnv({ ...ORIGIN, ...vars }))(hashes);
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ');

describe('the page Content-Security-Policy (decision 0032)', () => {
  it("runs this origin's scripts and the page's named inline scripts, nothing inline or evaluated else", () => {
    const policy = policyOf({ APP_ENV: 'production' }, ["'sha256-abc='", "'sha256-def='"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'script-src-attr')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
    expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    // Style attributes only, never a <style> element of unknown origin.
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    expect(directive(policy, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('allows the tag manager and GA4 hosts only when a container is configured', () => {
    expect(policyOf({ APP_ENV: 'production' })).not.toMatch(/googletagmanager|google-analytics/);
    const withContainer: Record<string, string>[] = [
      { APP_ENV: 'production', NEXT_PUBLIC_GTM_ID: 'GTM-ABC1234' },
      { APP_ENV: 'test' },
    ];
    for (const vars of withContainer) {
      const policy = policyOf(vars);
      expect(directive(policy, 'script-src')).toContain('https://*.googletagmanager.com');
      expect(directive(policy, 'img-src')).toContain('https://*.google-analytics.com');
      expect(directive(policy, 'connect-src')).toContain('https://*.analytics.google.com');
    }
  });

  it('lets error reports reach the Sentry DSN and images come from the content-media CDN', () => {
    const policy = policyOf({
      APP_ENV: 'production',
      NEXT_PUBLIC_SENTRY_DSN: 'https://public@o123.ingest.sentry.io/456',
      CONTENT_MEDIA_HOST: 'media.example.com',
    });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://o123.ingest.sentry.io']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'https://media.example.com']);
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'https://media.example.com']);
  });

  it("adds the operator's hosts, upgrades requests over HSTS and names the report address", () => {
    const policy = policyOf({
      APP_ENV: 'production',
      CSP_ALLOW: 'script-src https://connect.example.net; frame-src https://widgets.example.net',
      CSP_REPORT_URI: 'https://reports.example.com/csp',
    });
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://connect.example.net']);
    // Issue 34: the payment provider's card fields and bank screen, then the operator's host.
    expect(directive(policy, 'frame-src')).toEqual([
      "'self'",
      'http://127.0.0.1:4242',
      'https://widgets.example.net',
    ]);
    expect(policy).toContain('; upgrade-insecure-requests');
    expect(policy.endsWith('; report-uri https://reports.example.com/csp')).toBe(true);
    expect(policyOf({ APP_ENV: 'development' })).not.toContain('upgrade-insecure-requests');
  });

  it('names Stripe’s documented origins only when Stripe is the provider, and the test server’s when set (issue 34)', () => {
    const stripe = { APP_ENV: 'production', PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_a' };
    const live = policyOf({
      ...stripe,
      STRIPE_PUBLISHABLE_KEY: 'pk_live_a',
      STRIPE_WEBHOOK_SECRET: 'whsec_a',
    });
    expect(directive(live, 'script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(directive(live, 'frame-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(directive(live, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    // The sandbox's origin is no longer framed: it is not the provider.
    expect(live).not.toContain('127.0.0.1:4242');

    const tested = policyOf({
      APP_ENV: 'test',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_a',
      STRIPE_API_BASE: 'http://127.0.0.1:3121',
      STRIPE_JS_URL: 'http://127.0.0.1:3121/v3/',
    });
    for (const name of ['script-src', 'frame-src', 'connect-src'])
      expect(directive(tested, name)).toContain('http://127.0.0.1:3121');

    // The sandbox: nothing of Stripe's anywhere.
    const sandbox = policyOf({ APP_ENV: 'production' });
    expect(sandbox).not.toMatch(/stripe\.com/);
    expect(directive(sandbox, 'connect-src')).toEqual(["'self'"]);
  });
});
