import 'server-only';
import { COOKIE_NAMES, type LocaleConfig } from '@vitrine/config';
import { isLostBag, quoteTokenFromHeader } from '@/lib/data/bag';
import { cookies } from 'next/headers';
import { bagLog, bagService, clearQuoteCookies, setQuoteCookies } from './server';

/**
 * At sign-in (§7.5 quote/merge): the guest bag named by the token cookie joins the customer's bag
 * in this store (quantities summed and capped by stock; the guest token stops working), and the
 * §4.2 markers then hold a fresh token of the customer's bag. Without a guest bag the markers
 * still point at the customer's own bag when they have one, so the mini-bag shows it at once.
 *
 * Never throws: a bag that cannot be merged must not keep a shopper out of their account. The
 * guest bag stays as it was, and the failure is logged.
 */
export async function bringBagToAccount(store: LocaleConfig, customerId: string): Promise<void> {
  const service = bagService();
  const caller = { store, customerId, language: store.language };
  let guestToken: string | undefined;
  try {
    guestToken = quoteTokenFromHeader((await cookies()).get(COOKIE_NAMES.quoteToken)?.value);
    try {
      const merged = await service.merge({ ...caller, token: guestToken });
      await setQuoteCookies(merged.token);
    } catch (err) {
      if (!isLostBag(err)) throw err;
      if (!guestToken) return; // No guest bag and none of their own: nothing to point at.
      // The guest token is dead (or another account's): the customer's own bag, if any.
      try {
        const own = await service.merge(caller);
        await setQuoteCookies(own.token);
      } catch (again) {
        if (!isLostBag(again)) throw again;
        await clearQuoteCookies();
      }
    }
  } catch (err) {
    bagLog().error(
      { err, customerId, store: store.localeISOCode, guestBag: Boolean(guestToken) },
      'bag merge at sign-in failed; sign-in goes on',
    );
  }
}
