import 'server-only';
import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, type LocaleConfig } from '@vitrine/config';
import { cookieOptions } from '@/lib/data/session';
import { createLogger } from '@/lib/data/runtime';
import { wishlistService, wishlistTokenFromHeader, type WishlistCaller } from '@/lib/data/wishlist';
import { cookies, headers } from 'next/headers';

/** The wishlist module in process: the wishlist page and its actions need no HTTP hop. */
export const wishlistServiceHere = () => wishlistService();

export const wishlistLog = () => createLogger().child({ area: 'wishlist' });

/** The guest token cookie (decision 0013), for a caller of the wishlist service. */
export async function wishlistCaller(store: LocaleConfig, customerId?: string): Promise<WishlistCaller> {
  const token = wishlistTokenFromHeader((await cookies()).get(COOKIE_NAMES.wishlistToken)?.value);
  return { store, language: store.language, token, ...(customerId ? { customerId } : {}) };
}

async function markerOptions() {
  const { path, domain, secure } = cookieOptions((await headers()).get('host') ?? '');
  // Not HttpOnly: the hearts read these markers in the browser (packages/client wishlist.ts).
  return { path, domain, secure, httpOnly: false, sameSite: 'lax' as const, maxAge: COOKIE_MAX_AGE_SECONDS };
}

/**
 * The markers after the server learnt how things stand (server actions and route handlers
 * only): the flag when there is a wishlist to ask about, the guest token when there is one;
 * `token: null` forgets a guest token (merged into the account, or dead).
 */
export async function setWishlistMarkers(state: { flag: boolean; token?: string | null }): Promise<void> {
  const jar = await cookies();
  const options = await markerOptions();
  if (state.flag) jar.set(COOKIE_NAMES.wishlistFlag, '1', options);
  else jar.set(COOKIE_NAMES.wishlistFlag, '', { ...options, maxAge: 0 });
  if (state.token) jar.set(COOKIE_NAMES.wishlistToken, state.token, options);
  else if (state.token === null) jar.set(COOKIE_NAMES.wishlistToken, '', { ...options, maxAge: 0 });
}

/** Sign-out: the next shopper on this browser starts their own wishlist. */
export async function clearWishlistMarkers(): Promise<void> {
  await setWishlistMarkers({ flag: false, token: null });
}

/**
 * At sign-in and registration: the guest wishlist named by the token cookie joins the account's
 * (styles merged, no duplicates; the guest token stops working), and the flag is set when the
 * account's wishlist holds anything, so hearts show filled on this device at once.
 * Never throws: a wishlist that cannot be merged must not keep a shopper out of their account.
 */
export async function bringWishlistToAccount(store: LocaleConfig, customerId: string): Promise<void> {
  try {
    const caller = await wishlistCaller(store, customerId);
    const { count } = await wishlistServiceHere().merge({ ...caller, customerId });
    await setWishlistMarkers({ flag: count > 0, token: null });
  } catch (err) {
    wishlistLog().error(
      { err, customerId, store: store.localeISOCode },
      'wishlist merge at sign-in failed; sign-in goes on',
    );
  }
}
