import { COOKIE_NAMES } from '@vitrine/config';
import { cookies, draftMode } from 'next/headers';
import { safeReturnPath } from '@/lib/content/preview';
import { BYPASS_COOKIE, previewCookieOptions, seeOther } from '@/lib/content/preview-cookies';

export const dynamic = 'force-dynamic';

/** The page the bar was on, when the browser says so and it is this site. */
function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === request.headers.get('host') ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}

/**
 * "Exit preview": clears draft mode and the §9 preview flag cookies, then goes back to the page
 * the bar was on (its Referer; else `to`, the store's home), now the shoppers' cached page.
 */
export async function GET(request: Request) {
  const to = safeReturnPath(refererPath(request) ?? new URL(request.url).searchParams.get('to'));
  (await draftMode()).disable();
  const jar = await cookies();
  const options = { ...previewCookieOptions(request.headers.get('host') ?? ''), maxAge: 0 };
  for (const name of [BYPASS_COOKIE, COOKIE_NAMES.bannerPreview, COOKIE_NAMES.namespacePreview]) {
    jar.set(name, '', options);
  }
  return seeOther(to);
}
