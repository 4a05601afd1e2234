import 'server-only';
import type { LocaleConfig } from '@vitrine/config';
import { login, type TokenPair } from '@/lib/data/session';
import { bringBagToAccount } from '@/lib/bag/login';
import { bringWishlistToAccount } from '@/lib/wishlist/server';
import { clientAddress, deviceToken, rememberDevice, setSessionCookies } from './session';

/**
 * §7.2 auth/login in process, from this request's client address and device cookie (decisions
 * 0028 and 0029). Throws the API's errors (401, 429) for the caller to show.
 */
export async function loginHere(email: string, password: string): Promise<TokenPair> {
  return login({
    email,
    password,
    clientAddress: await clientAddress(),
    deviceToken: await deviceToken(),
  });
}

/**
 * What every sign-in does once the account is proven (password or emailed link): the session
 * cookies, this browser remembered as a device of the account (decision 0029), and the guest's
 * bag (§7.5 quote/merge) and hearts (decision 0013) brought into the account. The merges never
 * block the sign-in.
 */
export async function completeSignIn(store: LocaleConfig, pair: TokenPair): Promise<void> {
  await setSessionCookies(pair);
  await rememberDevice(pair.customerId);
  await bringBagToAccount(store, pair.customerId);
  await bringWishlistToAccount(store, pair.customerId);
}
