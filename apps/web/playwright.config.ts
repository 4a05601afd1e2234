import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** §2.2's second brand: a store of its own beside the default one (brand.spec.ts only). */
const brandPort = Number(process.env.E2E_BRAND_PORT ?? port + 1);
/** Issue 34: each server's sandbox acquirer serves its card fields and bank screen on its own origin. */
const paymentPort = Number(process.env.E2E_PAYMENT_PORT ?? port + 10);
export const paymentOrigin = `http://127.0.0.1:${paymentPort}`;
/**
 * Issue 34: the second store is a Stripe deployment (PAYMENT_PROVIDER=stripe) against the fake
 * Stripe (packages/commerce/src/testing/fake-stripe.ts), which also serves its Stripe.js and bank
 * page: the brand's journeys and Stripe's card fields share it, so CI starts no third store.
 */
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? brandPort + 20);
export const stripeOrigin = `http://127.0.0.1:${stripePort}`;
export const STRIPE_PUBLISHABLE_KEY = 'pk_test_vitrinee2e';
const brandSpec = /\/(brand|stripe-checkout)\.spec\.ts$/;

/**
 * The system Chromium: tools never download a browser here. Its headless shell (apt package
 * `chromium-headless-shell`, the build Playwright itself runs headless) draws pages with less work
 * than the full browser; `chromium` serves where the shell is not installed.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    // A returning shopper who has already answered the §4.4 consent banner (everything optional
    // refused), so the banner does not cover what other specs test; consent.spec.ts starts clean.
    storageState: {
      cookies: [
        {
          name: 'vt_consent',
          value: 'v=1&a=0&m=0&p=0&t=1795000000',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: brandSpec,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions: chromium },
    },
    // What a shopper does differently on a phone: the tests tagged ON_PHONE (e2e/support/projects.ts).
    {
      name: 'phone',
      testIgnore: brandSpec,
      grep: /@phone/,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
    // §2.2 boohooman: a few journeys against a deployment with BRAND=boohooman, which pays with
    // Stripe (issue 34). Desktop only: the brand changes which pages a store offers, not the layout.
    {
      name: 'boohooman',
      testMatch: brandSpec,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        launchOptions: chromium,
        baseURL: `http://127.0.0.1:${brandPort}`,
      },
    },
  ],
  // The real thing: `npm start` (build if needed, embedded PostgreSQL, seed) on a throw-away data folder.
  // Playwright starts them one after the other: the second finds the first's build current.
  webServer: [
    {
      command: 'npm start',
      cwd: root,
      url: `${baseURL}/elb-health-check`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(root, '.test-data/e2e'),
        SEED_PRODUCTS: '600',
        LOG_LEVEL: 'warn',
        PAYMENT_SANDBOX_PORT: String(paymentPort),
        // The run plays the load balancer in front of the store (decision 0028): a test that needs
        // a client address of its own says so in X-Forwarded-For (support/addresses.ts); one that
        // sends none is 127.0.0.1, the socket's peer.
        TRUSTED_PROXY_HOPS: '1',
      },
    },
    {
      // The fake Stripe of the second store, before it: its API, Stripe.js and bank page.
      command: `npx tsx packages/commerce/src/testing/fake-stripe-server.ts --port ${stripePort}`,
      cwd: root,
      url: `${stripeOrigin}/v3/`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'npm start',
      cwd: root,
      url: `http://127.0.0.1:${brandPort}/elb-health-check`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(brandPort),
        HOST: '127.0.0.1',
        BRAND: 'boohooman',
        // Its own database; a small catalogue: its journeys are about pages, not products.
        DATA_DIR: path.join(root, '.test-data/e2e-boohooman'),
        SEED_PRODUCTS: '48',
        LOG_LEVEL: 'warn',
        PAYMENT_SANDBOX_PORT: String(paymentPort + 1),
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_vitrinee2e',
        STRIPE_PUBLISHABLE_KEY,
        STRIPE_API_BASE: stripeOrigin,
        STRIPE_JS_URL: `${stripeOrigin}/v3/`,
        TRUSTED_PROXY_HOPS: '1',
      },
    },
  ],
});
