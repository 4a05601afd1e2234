import { describe, expect, it } from 'vitest';
import {
  consumeLogoutRedirect,
  LOGOUT_REDIRECT_KEY,
  memoryFlag,
  resolveLogoutPath,
  storageFlag,
  type StorageLike,
} from './flags.ts';

function fakeStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const broken: StorageLike = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('§4.1 logout-redirect flag stores', () => {
  it('memory flag sets and clears', () => {
    const flag = memoryFlag();
    expect(flag.isSet()).toBe(false);
    flag.set();
    expect(flag.isSet()).toBe(true);
    flag.clear();
    expect(flag.isSet()).toBe(false);
  });

  it('storage flag keeps the flag under its key, visible to another reader of the same storage', () => {
    const storage = fakeStorage();
    storageFlag(storage).set();
    expect(storage.items.get(LOGOUT_REDIRECT_KEY)).toBe('1');
    const otherTab = storageFlag(storage);
    expect(otherTab.isSet()).toBe(true);
    otherTab.clear();
    expect(storage.items.size).toBe(0);
    expect(storageFlag(storage, 'custom').isSet()).toBe(false);
  });

  it('storage flag falls back to memory when storage throws', () => {
    const flag = storageFlag(broken);
    expect(flag.isSet()).toBe(false);
    flag.set();
    expect(flag.isSet()).toBe(true);
    flag.clear();
    expect(flag.isSet()).toBe(false);
  });
});

describe('§4.1 the app clears the flag and navigates to logout', () => {
  it('returns the logout path once, clearing the flag', () => {
    const flag = memoryFlag(true);
    expect(consumeLogoutRedirect(flag)).toBe('/customer/account/logout');
    expect(flag.isSet()).toBe(false);
    expect(consumeLogoutRedirect(flag)).toBeNull();
  });

  it("puts the logout page under the store's subpath prefix (§2.3)", () => {
    expect(consumeLogoutRedirect(memoryFlag(true), { locale: 'en-IE' })).toBe('/ie/customer/account/logout');
    expect(resolveLogoutPath({ locale: 'en-GB' })).toBe('/customer/account/logout');
    expect(resolveLogoutPath({ prefix: 'fr' })).toBe('/fr/customer/account/logout');
    expect(resolveLogoutPath({ prefix: '/us/' })).toBe('/us/customer/account/logout');
    expect(resolveLogoutPath({ prefix: '' })).toBe('/customer/account/logout');
    expect(resolveLogoutPath(() => '/custom/logout')).toBe('/custom/logout');
  });
});
