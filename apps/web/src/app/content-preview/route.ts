import { COOKIE_NAMES } from '@vitrine/config';
import { cookies, draftMode } from 'next/headers';
import { fetchPreview } from '@/lib/content/preview-server';
import { encodePreview, previewParamsOf } from '@/lib/content/preview';
import { BYPASS_COOKIE, previewCookieOptions } from '@/lib/content/preview-cookies';
import { seeOther } from '@/lib/see-other';

export const dynamic = 'force-dynamic';

/**
 * §5 / §7.6 preview switch. The proxy sends a signed-in visitor here when a page carries Device,
 * Store or DateTime. Staff (the service's preview answers 200 to their session) get draft mode and
 * the §9 preview flag cookies, so the preview sticks while they browse; anyone else goes back to
 * the page without the parameters, which are ignored.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  // seeOther honours only a path of this site (issue 35 item 6); anything else is the home page.
  const to = url.searchParams.get('to') ?? '/';
  const params = previewParamsOf(url.searchParams);
  const jar = await cookies();
  const token = jar.get(COOKIE_NAMES.jwt)?.value;
  if (!params || !token) return seeOther(to);
  const answer = await fetchPreview(params, token, 'en-GB').catch(() => ({
    ok: false as const,
    status: 502,
  }));
  if (!answer.ok) return seeOther(to);

  const draft = await draftMode();
  draft.enable();
  const options = previewCookieOptions(request.headers.get('host') ?? '');
  // Next sets its cookie SameSite=None; Secure, which a plain-HTTP development host drops: set it
  // again with our rules (same per-build secret value).
  const bypass = jar.get(BYPASS_COOKIE)?.value;
  if (bypass) jar.set(BYPASS_COOKIE, bypass, options);
  jar.set(COOKIE_NAMES.bannerPreview, encodePreview(params), options);
  jar.set(COOKIE_NAMES.namespacePreview, '1', options);
  return seeOther(to);
}
