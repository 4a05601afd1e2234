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
});
