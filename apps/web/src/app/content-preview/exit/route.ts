import { COOKIE_NAMES } from '@vitrine/config';
import { cookies, draftMode } from 'next/headers';
import { BYPASS_COOKIE, previewCookieOptions } from '@/lib/content/preview-cookies';
import { seeOther } from '@/lib/see-other';

export const dynamic = 'force-dynamic';

/**
 * "Exit preview": clears draft mode and the §9 preview flag cookies, then goes back to `to`, the
 * page the bar was on (the bar names it; its home without JavaScript), now the shoppers' cached
 * page. Only `to` decides, through the return-path rule: not the Referer, which anyone can set
 * (issue 35 item 6).
 */
export async function GET(request: Request) {
  const to = new URL(request.url).searchParams.get('to') ?? '/';
  (await draftMode()).disable();
  const jar = await cookies();
  const options = { ...previewCookieOptions(request.headers.get('host') ?? ''), maxAge: 0 };
  for (const name of [BYPASS_COOKIE, COOKIE_NAMES.bannerPreview, COOKIE_NAMES.namespacePreview]) {
    jar.set(name, '', options);
  }
  return seeOther(to);
}
