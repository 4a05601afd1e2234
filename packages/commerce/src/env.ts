import path from 'node:path';
import {
  parseFeatureList,
  parseHostMap,
  parseStoreAmounts,
  parseTaxNumbers,
  REFERRAL_HOLD_DAYS_DEFAULT,
  REFERRAL_REWARDS_PER_YEAR_DEFAULT,
} from '@vitrine/config';
import { z } from 'zod';
import { parseCspAllow } from './kernel/csp-allow.ts';

/**
 * The one place environment variables are read. Every variable is validated at start-up so a
 * typo fails fast with a message naming the variable, instead of surfacing as a 500 later.
 * docs/operations/configuration.md lists them; keep the two in step.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A JSON map of store locale codes to amounts in minor units: {"en-GB": 4000}. */
const storeAmounts = z.string().transform((value, ctx) => {
  try {
    return parseStoreAmounts(value);
  } catch (err) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a JSON object of store locale codes to whole minor units, e.g. {"en-GB": 4000} (${(err as Error).message})`,
    });
    return z.NEVER;
  }
});

export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    APP_ENV: z.enum(['development', 'test', 'staging', 'production']).default('development'),
    /** External PostgreSQL; when absent an embedded server is started under DATA_DIR. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * Issue 35 item 2: the longest a statement waits for a row lock, runs, or a transaction sits
     * idle, before PostgreSQL cancels it; a request then answers 409 or 503, never waits for ever.
     */
    DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(30_000),
    DATABASE_IDLE_IN_TRANSACTION_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
    DATA_DIR: z.string().min(1).default('.data'),
    /** Port of the embedded PostgreSQL; 0 picks a free one at each start. */
    EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    /** Products seeded into an empty database on first start. */
    SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(2000),
    SEED_ON_START: booleanFlag.default(true),
    /** subpath: every store on one host under its prefix (/fr, /ae-ar...). host: STORE_HOSTS picks by host (§9). */
    STORE_ROUTING: z.enum(['subpath', 'host']).default('subpath'),
    /** JSON array of §3.2 store entries {hostName, requiredNextLocale, requiredCurrency?, localeValue}. */
    STORE_HOSTS: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        if (value === undefined) return;
        try {
          parseHostMap(value);
        } catch (err) {
          ctx.addIssue({
            code: 'custom',
            message: `must be a JSON array of store entries (${(err as Error).message})`,
          });
        }
      }),
    BRAND: z.enum(['vitrine', 'boohooman']).default('vitrine'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Master secret of access tokens, refresh rotation and signed links (decision 0009). When
     * unset, one is generated and shared through the database.
     */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Decision 0033: days a sign-in lasts from its login, however often it is refreshed; then the
     * shopper signs in again. 30 matches NIST SP 800-63B's reauthentication bound for AAL1.
     */
    SESSION_MAX_DAYS: z.coerce
      .number()
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .max(365, 'must be at most 365 days')
      .default(30),
    /**
     * Issue 35 item 1: the origin shoppers reach the store at (https://www.example.com), for every
     * absolute link (emails, canonical and hreflang links, sitemaps). Links are never built from
     * a request's Host: required in staging and production unless STORE_HOSTS names the hosts.
     * Unset in development and tests: the address the server listens on.
     */
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .refine((v) => URL.canParse(v) && new URL(v).origin === v.replace(/\/$/, ''), {
        message: 'must be an origin only, such as https://www.example.com (no path, query or credentials)',
      })
      .optional(),
    /** SMTP server for outgoing mail, e.g. smtps://user:password@smtp.example.com. Unset: mail is
     * kept in the development inbox (/dev/inbox), or left queued when APP_ENV=production. */
    SMTP_URL: z
      .string()
      .refine(
        (v) => /^smtps?:\/\//.test(v) && URL.canParse(v) && new URL(v).hostname !== '',
        'must be an smtp:// or smtps:// URL with a host (URL-encode special characters in the password)',
      )
      .optional(),
    /** Sender of every email: an address, optionally with a display name. */
    MAIL_FROM: z
      .string()
      .regex(
        /^[^\r\n]*@[^\r\n]*$/,
        'must be an email address, optionally with a name: "Shop" <no-reply@shop.example>',
      )
      .default('"Vitrine" <no-reply@vitrine.example>'),
    /**
     * Issue 31 item 7 (decision 0065): run a job worker in this process (`npm start`, `npm run
     * api`). `off` when workers run apart (`npm run worker`); any number may run.
     */
    WORKER: z
      .enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'], {
        message: 'must be on or off',
      })
      .transform((v) => v === 'on' || v === 'true' || v === '1' || v === 'yes')
      .default(true),
    /** Customer-service mailbox that receives the §7.6 contact form. */
    CUSTOMER_SERVICE_EMAIL: z.email().default('care@vitrine.example'),
    /** §4.4 tag-manager container (GTM-XXXX). Unset: a fake id in development/test, nothing elsewhere. */
    NEXT_PUBLIC_GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a tag-manager container id such as GTM-ABC1234')
      .optional(),
    /** §8: browser errors go to this Sentry DSN; unset, to the app's own log endpoint. */
    NEXT_PUBLIC_SENTRY_DSN: z.url().optional(),
    /** Feature flags on for this deployment, comma-separated (packages/config/src/features.ts). */
    FEATURES: z
      .string()
      .max(2000)
      .optional()
      .superRefine((value, ctx) => {
        const { unknown } = parseFeatureList(value);
        if (unknown.length)
          ctx.addIssue({ code: 'custom', message: `unknown feature flag(s): ${unknown.join(', ')}` });
      }),
    /** §7.6 event/facebook: the Conversions API pixel and token; both unset, events are only logged. */
    FACEBOOK_PIXEL_ID: z
      .string()
      .regex(/^\d{5,20}$/, 'must be the numeric pixel id')
      .optional(),
    FACEBOOK_CAPI_TOKEN: z.string().min(20).optional(),
    /**
     * Decision 0011: base URL of the content API the storefront reads over HTTP (…/api; paths add
     * v1/ or v2/). Unset: this process's own API, http://{HOST}:{PORT}/api.
     */
    CONTENT_API_URL: z.url().optional(),
    /**
     * §3.4: in development, menu links on this host (the content service's staging host, e.g.
     * staging.example.com) are rewritten to the local storefront.
     */
    CONTENT_STAGING_HOST: z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name such as staging.example.com (no scheme, no path)')
      .optional(),
    /**
     * Decision 0010: when set, the footer and the §7.9 content endpoints answer only callers that
     * send `Authorization: Bearer <this>` (the storefront's server). Static files stay public.
     */
    CONTENT_API_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /**
     * §3.5 content-media CDN host (e.g. media.example.com): content media URLs are answered as
     * https://{host}/... When unset they stay root-relative (/media/...), served by the app itself.
     */
    CONTENT_MEDIA_HOST: z
      .string()
      .regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be a host name such as media.example.com (no scheme, no path)')
      .optional(),
    /**
     * Issue 4: the acquirer behind checkout (docs/operations/payments.md). `sandbox` is the
     * built-in test acquirer: it takes no real money. `stripe`: Stripe's PaymentIntents (decision
     * 0077), with the STRIPE_* variables.
     */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    /**
     * Issue 34: the sandbox acquirer's card fields and bank screen are served on an origin of
     * their own, as a hosted-fields provider's are (payment/sandbox-hosted.ts): the web server
     * starts them on this port when the sandbox is the provider. 0: not started.
     */
    PAYMENT_SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(4242),
    /** The origin browsers reach that port at. Unset: http://127.0.0.1:<PAYMENT_SANDBOX_PORT>. */
    PAYMENT_SANDBOX_ORIGIN: z
      .url({ protocol: /^https?$/ })
      .refine((v) => URL.canParse(v) && new URL(v).origin === v.replace(/\/$/, ''), {
        message: 'must be an origin only, such as https://pay.example.com',
      })
      .optional(),
    /**
     * Issue 34 item 4: the secret the sandbox acquirer signs its webhooks with (HMAC-SHA256,
     * docs/operations/payments.md "Webhooks"); Stripe's is STRIPE_WEBHOOK_SECRET. Unset with the
     * sandbox in development and tests: a fixed, public development secret; unset anywhere else:
     * every webhook is refused.
     */
    PAYMENT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * Where the sandbox acquirer sends its signed webhooks: the store's own
     * /api/v1/payment/webhook/sandbox. Unset: it sends none (`npm start` sets it in development).
     */
    SANDBOX_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Issue 34 item 3: Stripe's secret (sk_) or restricted (rk_) API key, test or live mode. Required
     * with PAYMENT_PROVIDER=stripe.
     */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key such as sk_test_… or rk_live_…')
      .optional(),
    /** Stripe.js's key for the shopper's browser (pk_); required in production with stripe. */
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key such as pk_test_…')
      .optional(),
    /**
     * The signing secret of the Stripe webhook endpoint (whsec_…, shown in Stripe's dashboard for
     * /api/v1/payment/webhook/stripe). Stripe makes it, so it is its own variable rather than
     * PAYMENT_WEBHOOK_SECRET. Required in production with stripe; unset elsewhere: every Stripe
     * webhook is refused.
     */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret such as whsec_…')
      .optional(),
    /**
     * Tests only: another server than api.stripe.com speaking Stripe's API (the fake one of
     * testing/fake-stripe.ts), as http://host:port. Refused in production.
     */
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Tests only (issue 34, decision 0079): where the shopper's browser loads Stripe.js from
     * instead of https://js.stripe.com/v3/ (the fake's /v3/ of testing/fake-stripe.ts). Stripe's
     * official loader cannot be pointed elsewhere, so the store loads the script itself. Refused
     * in production: Stripe.js must come from Stripe for SAQ A.
     */
    STRIPE_JS_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Category, search and marketplace listings from the in-memory listing index (decision 0007);
     * `off` answers every listing from SQL (slower at scale; for comparison and diagnosis).
     */
    LISTING_INDEX: z.enum(['on', 'off']).default('on'),
    /**
     * Add to bag through the one-call database function quote_add_line (decision 0012 addendum);
     * `off` takes the full transaction path for every add (for comparison and diagnosis).
     */
    QUOTE_FAST_ADD: z.enum(['on', 'off']).default('on'),
    /**
     * The page cache in front of Next (decision 0015): finished store pages kept in memory,
     * compressed, for PAGE_CACHE_SECONDS before one request asks Next again. `off` sends every
     * request to Next (for comparison and diagnosis). A shopper sees a page at most this much
     * older than Next's own cache would serve (docs/operations/performance.md).
     */
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    PAGE_CACHE_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
    PAGE_CACHE_MB: z.coerce.number().int().min(8).max(16_384).default(256),
    /**
     * Refer a friend (decision 0037, docs/operations/refer-a-friend.md): per-store minimum spend on
     * the friend's goods and reward, JSON maps of store locale codes to minor units (stores left
     * out keep packages/config's figures); rewards per referrer in any twelve months; days after
     * the order's return window (order/refunds.ts) before a reward; how often each process settles.
     */
    RAF_MIN_SPEND_MINOR: storeAmounts.optional(),
    RAF_REWARD_MINOR: storeAmounts.optional(),
    RAF_REWARDS_PER_YEAR: z.coerce.number().int().min(1).max(1000).default(REFERRAL_REWARDS_PER_YEAR_DEFAULT),
    RAF_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(REFERRAL_HOLD_DAYS_DEFAULT),
    RAF_SETTLE_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    /**
     * Issue 35 item 5, decision 0029: failed sign-ins an account takes in 15 minutes from one
     * client address, and from one known device (its device cookie); past it that address, or
     * that device, is refused for that account only. Nobody else is locked out.
     */
    LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(10),
    /** Failed sign-ins (any accounts) from one client address in 15 minutes (credential stuffing). */
    LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
    /**
     * Longest wait before an account's password is checked from a device it does not know, as
     * its recent failures grow (auth/slowdown.ts); 0 turns the slow-down off.
     */
    LOGIN_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).max(30_000).default(3000),
    /**
     * Issue 35 item 4: wrong PINs for one gift card (from any number of addresses) after which the
     * card takes no PIN, right or wrong, for GIFT_CARD_PIN_LOCK_MINUTES; its recipient is emailed.
     */
    GIFT_CARD_PIN_MISSES: z.coerce.number().int().min(1).max(100).default(5),
    GIFT_CARD_PIN_LOCK_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(30 * 24 * 60)
      .default(24 * 60),
    /**
     * Decision 0028: proxies in front of this server that append the client's address to
     * X-Forwarded-For (a load balancer: 1; a CDN then a load balancer: 2). 0: the socket's peer
     * is the client and X-Forwarded-For is ignored. Per-address limits count what this decides.
     */
    TRUSTED_PROXY_HOPS: z.coerce
      .number({ error: 'must be a whole number of proxies, 0 to 10' })
      .int('must be a whole number of proxies, 0 to 10')
      .min(0, 'must be a whole number of proxies, 0 to 10')
      .max(10, 'must be a whole number of proxies, 0 to 10')
      .default(0),
    /**
     * Strict-Transport-Security (decision 0032): `on` (two years, includeSubDomains), `preload`
     * (and the preload flag), `off`. Unset: `on` when APP_ENV=production, else `off`; set `on`
     * for a staging site served over https.
     */
    HSTS: z.enum(['off', 'on', 'preload']).optional(),
    /**
     * Hosts the pages' Content-Security-Policy allows beyond its own (decision 0032): what the tag
     * manager's tags load, e.g. `script-src https://connect.example; img-src https://px.example`.
     */
    CSP_ALLOW: z
      .string()
      .max(4000)
      .optional()
      .superRefine((value, ctx) => {
        try {
          parseCspAllow(value);
        } catch (err) {
          ctx.addIssue({
            code: 'custom',
            message: `must be "directive https://host ...; ..." (${(err as Error).message})`,
          });
        }
      }),
    /** Where browsers report Content-Security-Policy violations (`report-uri`). */
    CSP_REPORT_URI: z
      .url()
      .refine(
        (v) => /^https?:\/\//.test(v) && !/[\s;,]/.test(v),
        'must be an http(s) URL without spaces, ";" or ","',
      )
      .optional(),
    /** Issue 31 item 4: the seller named on every tax receipt (docs/operations/tax.md). */
    TAX_SELLER_NAME: z.string().min(2).max(120).optional(),
    TAX_SELLER_ADDRESS: z.string().min(5).max(300).optional(),
    /**
     * Tax registrations printed on receipts, per store country (EU for the EU store):
     * `GB=GB 123 4567 89;EU=EU 372 000 041`. Unset: example numbers in development and test,
     * none on receipts in staging and production.
     */
    TAX_NUMBERS: z
      .string()
      .max(2000)
      .optional()
      .superRefine((value, ctx) => {
        if (value === undefined) return;
        try {
          parseTaxNumbers(value);
        } catch (err) {
          ctx.addIssue({
            code: 'custom',
            message: `must be COUNTRY=number pairs separated by ";", e.g. GB=GB 123 4567 89;EU=EU 372 000 041 (${(err as Error).message})`,
          });
        }
      }),
    /** §7.8 address lookup through Loqate (Find/Retrieve). Unset: the built-in seeded addresses. */
    LOQATE_KEY: z
      .string()
      .regex(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/i, 'must be a Loqate key such as AA11-AA11-AA11-AA11')
      .optional(),
  })
  .refine((env) => env.STORE_ROUTING !== 'host' || Boolean(env.STORE_HOSTS), {
    path: ['STORE_HOSTS'],
    message: 'is required when STORE_ROUTING=host',
    // Report this alongside any other bad variable, not only once the rest is valid.
    when: () => true,
  })
  .refine(
    (env) =>
      Boolean(env.PUBLIC_ORIGIN) ||
      (env.APP_ENV !== 'staging' && env.APP_ENV !== 'production') ||
      (env.STORE_ROUTING === 'host' && Boolean(env.STORE_HOSTS)),
    {
      path: ['PUBLIC_ORIGIN'],
      message:
        'is required when APP_ENV is staging or production (unless STORE_ROUTING=host with STORE_HOSTS): the origin shoppers reach the store at, such as https://www.example.com; links in emails are never built from request headers',
      when: () => true,
    },
  )
  .refine(
    (env) => env.APP_ENV !== 'production' || !env.PUBLIC_ORIGIN || env.PUBLIC_ORIGIN.startsWith('https://'),
    { path: ['PUBLIC_ORIGIN'], message: 'must be an https:// origin in production', when: () => true },
  )
  .refine((env) => env.PAYMENT_PROVIDER !== 'stripe' || Boolean(env.STRIPE_SECRET_KEY), {
    path: ['STRIPE_SECRET_KEY'],
    message:
      'is required with PAYMENT_PROVIDER=stripe: the API key from Stripe’s dashboard (Developers → API keys)',
    when: () => true,
  })
  .refine(
    (env) =>
      env.APP_ENV !== 'production' ||
      env.PAYMENT_PROVIDER !== 'stripe' ||
      Boolean(env.STRIPE_PUBLISHABLE_KEY),
    {
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message:
        'is required in production with PAYMENT_PROVIDER=stripe: Stripe.js needs it in the shopper’s browser',
      when: () => true,
    },
  )
  .refine(
    (env) =>
      env.APP_ENV !== 'production' || env.PAYMENT_PROVIDER !== 'stripe' || Boolean(env.STRIPE_WEBHOOK_SECRET),
    {
      path: ['STRIPE_WEBHOOK_SECRET'],
      message:
        'is required in production with PAYMENT_PROVIDER=stripe: the signing secret of the webhook endpoint in Stripe’s dashboard',
      when: () => true,
    },
  )
  .refine((env) => env.APP_ENV !== 'production' || !env.STRIPE_API_BASE, {
    path: ['STRIPE_API_BASE'],
    message: 'is for tests only and refused in production: production talks to api.stripe.com',
    when: () => true,
  })
  .refine((env) => env.APP_ENV !== 'production' || !env.STRIPE_JS_URL, {
    path: ['STRIPE_JS_URL'],
    message: 'is for tests only and refused in production: Stripe.js must load from https://js.stripe.com',
    when: () => true,
  })
  .refine((env) => Boolean(env.FACEBOOK_PIXEL_ID) === Boolean(env.FACEBOOK_CAPI_TOKEN), {
    path: ['FACEBOOK_CAPI_TOKEN'],
    message: 'FACEBOOK_PIXEL_ID and FACEBOOK_CAPI_TOKEN are set together or not at all',
    when: () => true,
  });

export type Env = z.infer<typeof envSchema> & { dataDir: string; mediaDir: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Start-up errors end up in logs: never print the password of a connection URL. */
const hidePassword = (value: string) => value.replace(/(\/\/[^:/@\s]*:)[^@\s]*@/, '$1***@');

/** Parses the environment; throws ConfigError listing every bad variable at once. */
export function loadEnv(source: Record<string, string | undefined> = process.env, cwd = process.cwd()): Env {
  // Empty strings mean "not set": shells and .env files produce them for blank values.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const key = issue.path[0];
      // A secret that is wrong is still a secret: its value stays out of the logs.
      const value = typeof key === 'string' && !/SECRET|TOKEN/.test(key) ? cleaned[key] : undefined;
      return `  ${name}: ${issue.message}${value === undefined ? '' : ` (got ${JSON.stringify(hidePassword(value))})`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(cwd, parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, mediaDir: path.join(dataDir, 'media') };
}

let cached: Env | undefined;
/** The process environment, parsed once. */
export function env(): Env {
  cached ??= loadEnv();
  return cached;
}
