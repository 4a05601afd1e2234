import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.ts';

describe('configuration (zod-validated at start-up)', () => {
  it('gives working defaults for a newcomer', () => {
    const env = loadEnv({}, '/srv/vitrine');
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      STORE_ROUTING: 'subpath',
      SEED_PRODUCTS: 2000,
      BRAND: 'vitrine',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve('/srv/vitrine/.data'));
    expect(env.mediaDir).toBe(path.resolve('/srv/vitrine/.data/media'));
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('accepts a valid host map', () => {
    const hosts = '[{"hostName":"www.vitrine.test","requiredNextLocale":"en-GB","localeValue":"en-GB"}]';
    expect(loadEnv({ STORE_ROUTING: 'host', STORE_HOSTS: hosts }).STORE_ROUTING).toBe('host');
  });

  it('names every bad variable and its value in one clear message', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', STORE_ROUTING: 'host' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('"eighty"');
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// connection URL');
    expect(message).toContain('STORE_HOSTS: is required when STORE_ROUTING=host');
  });

  it('requires the public origin in staging and production, so no link is built from a request (issue 35 item 1)', () => {
    for (const APP_ENV of ['staging', 'production'])
      expect(() => loadEnv({ APP_ENV })).toThrow(
        /PUBLIC_ORIGIN: is required when APP_ENV is staging or production/,
      );
    expect(
      loadEnv({ APP_ENV: 'production', PUBLIC_ORIGIN: 'https://www.vitrine.example' }).PUBLIC_ORIGIN,
    ).toBe('https://www.vitrine.example');
    // A host map names each store's host: that is enough.
    const hosts = '[{"hostName":"www.vitrine.test","requiredNextLocale":"en-GB","localeValue":"en-GB"}]';
    expect(loadEnv({ APP_ENV: 'production', STORE_ROUTING: 'host', STORE_HOSTS: hosts }).APP_ENV).toBe(
      'production',
    );
    expect(loadEnv({}).PUBLIC_ORIGIN).toBeUndefined();
  });

  it('takes an http(s) origin only, and https in production', () => {
    for (const bad of [
      'https://shop.example/fr',
      'https://user:pw@shop.example',
      'ftp://shop.example',
      'shop.example',
    ])
      expect(() => loadEnv({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
    expect(loadEnv({ PUBLIC_ORIGIN: 'http://127.0.0.1:3000/' }).PUBLIC_ORIGIN).toBe('http://127.0.0.1:3000/');
    expect(() => loadEnv({ APP_ENV: 'production', PUBLIC_ORIGIN: 'http://shop.example' })).toThrow(
      /PUBLIC_ORIGIN: must be an https:\/\/ origin in production/,
    );
  });

  it('refuses a host map that is not JSON or names unknown stores', () => {
    expect(() => loadEnv({ STORE_ROUTING: 'host', STORE_HOSTS: '{oops' })).toThrow(
      /STORE_HOSTS: must be a JSON array/,
    );
    expect(() =>
      loadEnv({
        STORE_ROUTING: 'host',
        STORE_HOSTS: '[{"hostName":"x.test","requiredNextLocale":"xx-XX","localeValue":"en-GB"}]',
      }),
    ).toThrow(/STORE_HOSTS: must be a JSON array of store entries/);
  });

  it('ends a sign-in after 30 days unless SESSION_MAX_DAYS says otherwise, within 1 to 365', () => {
    expect(loadEnv({}).SESSION_MAX_DAYS).toBe(30);
    expect(loadEnv({ SESSION_MAX_DAYS: '90' }).SESSION_MAX_DAYS).toBe(90);
    expect(() => loadEnv({ SESSION_MAX_DAYS: '0' })).toThrow(/SESSION_MAX_DAYS: must be at least 1 day/);
    expect(() => loadEnv({ SESSION_MAX_DAYS: '1.5' })).toThrow(/SESSION_MAX_DAYS: must be a whole number/);
    expect(() => loadEnv({ SESSION_MAX_DAYS: 'forever' })).toThrow(/SESSION_MAX_DAYS/);
  });

  describe('mail', () => {
    it('keeps mail in the development inbox by default, delivered by an in-process worker', () => {
      const env = loadEnv({});
      expect(env.SMTP_URL).toBeUndefined();
      expect(env.MAIL_FROM).toBe('"Vitrine" <no-reply@vitrine.example>');
      expect(env.WORKER).toBe(true);
    });

    it('accepts smtp:// and smtps:// servers, a sender and the worker flag', () => {
      const env = loadEnv({
        SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465',
        MAIL_FROM: '"Shop" <hello@shop.example>',
        WORKER: 'off',
      });
      expect(env).toMatchObject({
        SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465',
        MAIL_FROM: '"Shop" <hello@shop.example>',
        WORKER: false,
      });
      expect(loadEnv({ SMTP_URL: 'smtp://localhost:1025' }).SMTP_URL).toBe('smtp://localhost:1025');
    });

    it('refuses other schemes and a sender that could inject headers, and never prints a password', () => {
      let message = '';
      try {
        loadEnv({
          SMTP_URL: 'https://mailer:s3cret@smtp.example.com',
          MAIL_FROM: 'a@b.example\nBcc: x@y.example',
        });
      } catch (e) {
        message = (e as Error).message;
      }
      expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
      expect(message).toContain('MAIL_FROM: must be an email address');
      expect(message).not.toContain('s3cret');
      expect(() => loadEnv({ SMTP_URL: 'smtp://' })).toThrow(/SMTP_URL/);
      expect(() => loadEnv({ WORKER: 'maybe' })).toThrow(/WORKER: must be on or off/);
    });
  });
});

describe('issue 5 configuration: contact, tag manager, reporting, feature flags, Facebook', () => {
  it('defaults the customer-service mailbox and leaves the rest unset', () => {
    const env = loadEnv({});
    expect(env.CUSTOMER_SERVICE_EMAIL).toBe('care@vitrine.example');
    expect(env.NEXT_PUBLIC_GTM_ID).toBeUndefined();
    expect(env.NEXT_PUBLIC_SENTRY_DSN).toBeUndefined();
    expect(env.FACEBOOK_PIXEL_ID).toBeUndefined();
  });

  it('refuses a malformed container id, an unknown feature flag and half a Facebook configuration', () => {
    expect(() => loadEnv({ NEXT_PUBLIC_GTM_ID: 'UA-1234' })).toThrow(/NEXT_PUBLIC_GTM_ID/);
    expect(() => loadEnv({ FEATURES: 'contentQuoteHeader,contentQuoteHedaer' })).toThrow(
      /contentQuoteHedaer/,
    );
    expect(() => loadEnv({ FACEBOOK_PIXEL_ID: '123456789' })).toThrow(/FACEBOOK_CAPI_TOKEN/);
    expect(
      loadEnv({ FACEBOOK_PIXEL_ID: '123456789', FACEBOOK_CAPI_TOKEN: 'EAAB'.padEnd(40, 'x') })
        .FACEBOOK_PIXEL_ID,
    ).toBe('123456789');
    expect(loadEnv({ FEATURES: 'contentQuoteHeader' }).FEATURES).toBe('contentQuoteHeader');
  });
});

describe('issue 35 item 12 configuration: refer a friend', () => {
  it('defaults to 14 days after the return window, 10 rewards a year and the stores’ own figures', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      RAF_HOLD_DAYS: 14,
      RAF_REWARDS_PER_YEAR: 10,
      RAF_SETTLE_INTERVAL_MINUTES: 60,
    });
    expect(env.RAF_MIN_SPEND_MINOR).toBeUndefined();
    expect(
      loadEnv({ RAF_MIN_SPEND_MINOR: '{"en-GB": 6000}', RAF_REWARD_MINOR: '{"en-US": 1500}' }),
    ).toMatchObject({ RAF_MIN_SPEND_MINOR: { 'en-GB': 6000 }, RAF_REWARD_MINOR: { 'en-US': 1500 } });
  });

  it('names a bad figure instead of paying by a default the operator did not choose', () => {
    let message = '';
    try {
      loadEnv({
        RAF_MIN_SPEND_MINOR: '{"GB": 4000}',
        RAF_REWARD_MINOR: '{"en-GB": 10.5}',
        RAF_REWARDS_PER_YEAR: '0',
        RAF_HOLD_DAYS: 'soon',
        RAF_SETTLE_INTERVAL_MINUTES: '0',
      });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toContain('RAF_MIN_SPEND_MINOR: must be a JSON object of store locale codes');
    expect(message).toContain('"GB"');
    expect(message).toContain('RAF_REWARD_MINOR');
    expect(message).toContain('en-GB: must be whole minor units');
    for (const name of ['RAF_REWARDS_PER_YEAR', 'RAF_HOLD_DAYS', 'RAF_SETTLE_INTERVAL_MINUTES'])
      expect(message).toContain(`${name}:`);
  });
});

describe('issue 35 configuration: proxies and guessing limits', () => {
  it('trusts no proxy unless told how many there are', () => {
    expect(loadEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(loadEnv({ TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
    for (const bad of ['-1', '1.5', 'one', '11'])
      expect(() => loadEnv({ TRUSTED_PROXY_HOPS: bad })).toThrow(
        /TRUSTED_PROXY_HOPS: must be a whole number of proxies, 0 to 10/,
      );
  });

  it('locks a gift card after 5 wrong PINs for a day unless told otherwise', () => {
    expect(loadEnv({})).toMatchObject({ GIFT_CARD_PIN_MISSES: 5, GIFT_CARD_PIN_LOCK_MINUTES: 1440 });
    expect(loadEnv({ GIFT_CARD_PIN_MISSES: '3', GIFT_CARD_PIN_LOCK_MINUTES: '60' })).toMatchObject({
      GIFT_CARD_PIN_MISSES: 3,
      GIFT_CARD_PIN_LOCK_MINUTES: 60,
    });
    expect(() => loadEnv({ GIFT_CARD_PIN_MISSES: '0' })).toThrow(/GIFT_CARD_PIN_MISSES/);
    expect(() => loadEnv({ GIFT_CARD_PIN_LOCK_MINUTES: 'a day' })).toThrow(/GIFT_CARD_PIN_LOCK_MINUTES/);
  });

  it('limits sign-ins per account and address, per address and slows them by 3 s at most unless told otherwise', () => {
    expect(loadEnv({})).toMatchObject({
      LOGIN_FAILURES_PER_ACCOUNT: 10,
      LOGIN_FAILURES_PER_ADDRESS: 100,
      LOGIN_SLOWDOWN_MAX_MS: 3000,
    });
    expect(loadEnv({ LOGIN_SLOWDOWN_MAX_MS: '0' }).LOGIN_SLOWDOWN_MAX_MS).toBe(0);
    expect(() => loadEnv({ LOGIN_FAILURES_PER_ACCOUNT: '0' })).toThrow(/LOGIN_FAILURES_PER_ACCOUNT/);
    expect(() => loadEnv({ LOGIN_SLOWDOWN_MAX_MS: '60000' })).toThrow(/LOGIN_SLOWDOWN_MAX_MS/);
  });
});

describe('issue 35 configuration: HSTS and the pages’ Content-Security-Policy (decision 0032)', () => {
  it('accepts the HSTS modes, hosts to allow and a report address', () => {
    const env = loadEnv({
      HSTS: 'preload',
      CSP_ALLOW:
        'script-src https://connect.example.net; img-src https://*.px.example https://px.example:8443/p',
      CSP_REPORT_URI: 'https://reports.example.com/csp',
    });
    expect(env.HSTS).toBe('preload');
    expect(env.CSP_ALLOW).toContain('connect.example.net');
    expect(loadEnv({}).HSTS).toBeUndefined();
  });

  it.each([
    ['a keyword that undoes the policy', "script-src 'unsafe-inline'"],
    ['a bare scheme', 'img-src https:'],
    ['any host', 'connect-src *'],
    ['a plain-http host', 'script-src http://tags.example.com'],
    ['a directive it may not widen', 'frame-ancestors https://partner.example'],
    ['a directive without hosts', 'img-src'],
  ])('refuses %s in CSP_ALLOW, naming the variable', (_, value) => {
    expect(() => loadEnv({ CSP_ALLOW: value })).toThrow(/CSP_ALLOW/);
  });

  it('refuses an unknown HSTS mode and a report address that would end the policy', () => {
    expect(() => loadEnv({ HSTS: 'yes' })).toThrow(/HSTS/);
    expect(() => loadEnv({ CSP_REPORT_URI: 'https://r.example/a;script-src *' })).toThrow(/CSP_REPORT_URI/);
  });
});
