import 'server-only';
import { COOKIE_NAMES } from '@vitrine/config';
import { xsrfPairMatches } from '@/lib/data/session';
import { cookies } from 'next/headers';

/**
 * §9 anti-forgery for the web app's own endpoints and forms: the request's cookie against the
 * value it presents (its x-xsrf-token header, or a form's XSRF_FIELD), with the API's one
 * constant-time comparison. A cross-site page can make the browser send the cookie, never read it.
 */
export async function xsrfPresented(presented: string | null | undefined): Promise<boolean> {
  return xsrfPairMatches((await cookies()).get(COOKIE_NAMES.xsrf)?.value, presented);
}

/** The cookie's value, for the hidden field of a form drawn for this request ('' before the first). */
export async function xsrfFormValue(): Promise<string> {
  return (await cookies()).get(COOKIE_NAMES.xsrf)?.value ?? '';
}
