import 'server-only';
import { isPageAvailable, type LocaleConfig } from '@vitrine/config';
import { cookies } from 'next/headers';

/**
 * Refer a friend (issue 6 item 4): the share link's code, kept in a cookie from the link to the
 * registration form's submit (the form works without JavaScript, and §2.3 drops a `raf` query
 * parameter). `unknown` records that the link's code matched nobody, to say so on the form.
 */
export const RAF_COOKIE = 'vt_raf';
export const RAF_COOKIE_DAYS = 30;
const UNKNOWN = '!unknown';

export const referralsHere = (store: LocaleConfig) => isPageAvailable('referAFriend', store.localeISOCode);

/** The kept code, or 'unknown' for a link whose code matched nobody; undefined for none. */
export async function keptReferral(store: LocaleConfig): Promise<string | 'unknown' | undefined> {
  if (!referralsHere(store)) return undefined;
  const value = (await cookies()).get(RAF_COOKIE)?.value;
  if (!value) return undefined;
  return value === UNKNOWN ? 'unknown' : value;
}

export const cookieValueFor = (code: string | null) => code ?? UNKNOWN;

export async function forgetReferral(): Promise<void> {
  (await cookies()).delete(RAF_COOKIE);
}
