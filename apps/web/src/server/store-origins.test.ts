import { describe, expect, it } from 'vitest';
import { localStoreOrigins } from './store-origins';

describe('the store origins the payment provider’s frames answer to', () => {
  it('are the configured public origin and store hosts, and the address the server listens on', () => {
    const hosts = JSON.stringify([
      { hostName: 'www.example.fr', requiredNextLocale: 'fr-FR', localeValue: 'fr-FR' },
    ]);
    expect(
      localStoreOrigins(
        { PUBLIC_ORIGIN: 'https://www.example.com', STORE_HOSTS: hosts },
        'web.internal',
        8080,
      ),
    ).toEqual(['https://www.example.com', 'https://www.example.fr', 'http://web.internal:8080']);
  });

  it('answer to both loopback names for a local server', () => {
    expect(localStoreOrigins({ PUBLIC_ORIGIN: undefined, STORE_HOSTS: undefined }, '0.0.0.0', 3000)).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
  });
});
