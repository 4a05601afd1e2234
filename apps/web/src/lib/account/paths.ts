import { safeReturnPath, type LocaleCode, type LocaleConfig } from '@vitrine/config';
import { href } from '@/lib/store';

/** §2.1 /customer/account/login/referer/<encoded path>: sign in, then go back there. */
export function loginHref(store: LocaleConfig | LocaleCode, back?: string): string {
  const base = href(store, '/customer/account/login');
  return back ? `${base}/referer/${encodeURIComponent(back)}` : base;
}

// The account pages a sign-in never returns to: the sign-in pages themselves, and the sign-out
// page (a shopper who has just signed in is not asked to sign out).
const AUTH_PAGE = /\/customer\/account\/(logout|login)(\/|$)/;

/**
 * §2.1 where the login referer may send the shopper once signed in: a path of this site
 * (safeReturnPath, the one rule for every return path), never the sign-in or sign-out pages.
 */
export function loginReturnPath(candidate: string | undefined | null): string | undefined {
  let path = candidate;
  try {
    // The referer segment arrives encoded once more than the path it carries.
    if (path && !path.startsWith('/')) path = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const safe = safeReturnPath(path);
  return safe && !AUTH_PAGE.test(safe.split('?')[0]!) ? safe : undefined;
}
