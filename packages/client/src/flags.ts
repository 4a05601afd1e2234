import { LOGOUT_PATH, logoutPath, type LocaleCode } from '@vitrine/config';

/**
 * §4.1 logout-redirect flag. Stored rather than acted on at once so a session that ends during a
 * background request (or in another tab, with web storage) still sends the shopper to logout the
 * next time the app checks.
 */
export interface FlagStore {
  isSet(): boolean;
  set(): void;
  clear(): void;
}

/** The web-storage key of the flag; 'vt_' like the §9 cookie names so it is easy to find. */
export const LOGOUT_REDIRECT_KEY = 'vt_logout_redirect';

export function memoryFlag(initial = false): FlagStore {
  let value = initial;
  return {
    isSet: () => value,
    set: () => {
      value = true;
    },
    clear: () => {
      value = false;
    },
  };
}

/** The part of the Web Storage API the flag needs; localStorage and sessionStorage both fit. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A flag kept in localStorage or sessionStorage. Storage can throw (disabled, quota, private
 * modes); the flag then lives in memory for this page so the redirect still happens once.
 */
export function storageFlag(storage: StorageLike, key: string = LOGOUT_REDIRECT_KEY): FlagStore {
  const fallback = memoryFlag();
  return {
    isSet: () => {
      if (fallback.isSet()) return true;
      try {
        return storage.getItem(key) !== null;
      } catch {
        return false;
      }
    },
    set: () => {
      try {
        storage.setItem(key, '1');
      } catch {
        fallback.set();
      }
    },
    clear: () => {
      fallback.clear();
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored to clear: set() fell back to memory.
      }
    },
  };
}

/**
 * Where the logout page is for the current store (§2.3: under the store's subpath prefix):
 * the store's locale, its subpath prefix ('ie', '' for none) or a function giving the path.
 */
export type LogoutTarget = { locale: LocaleCode } | { prefix: string } | (() => string);

export function resolveLogoutPath(target?: LogoutTarget): string {
  if (target === undefined) return LOGOUT_PATH;
  if (typeof target === 'function') return target();
  if ('locale' in target) return logoutPath(target.locale);
  const prefix = target.prefix.replace(/^\/+|\/+$/g, '');
  return prefix === '' ? LOGOUT_PATH : `/${prefix}${LOGOUT_PATH}`;
}

/**
 * §4.1 "when the flag is set, the app clears it and navigates to the logout page": returns the
 * path to navigate to (clearing the flag, so one ended session gives one navigation), or null.
 */
export function consumeLogoutRedirect(flags: FlagStore, target?: LogoutTarget): string | null {
  if (!flags.isSet()) return null;
  flags.clear();
  return resolveLogoutPath(target);
}
