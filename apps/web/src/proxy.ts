import { COOKIE_MAX_AGE_SECONDS, COOKIE_NAMES, cookieDomain } from '@vitrine/config';
import { NextResponse, type NextRequest } from 'next/server';
import { previewSwitchHref } from './lib/content/preview';
import { route, routingModeFromEnv } from './lib/routing';

const mode = routingModeFromEnv();

export function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const decision = route(
    {
      pathname: url.pathname,
      search: url.search,
      host: request.headers.get('host') ?? url.host,
      currency: request.cookies.get(COOKIE_NAMES.currency)?.value,
    },
    mode,
  );
  if (decision.kind === 'pass') return withXsrfCookie(request, NextResponse.next());
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  }
  // §5 preview: a signed-in visitor with Device/Store/DateTime goes through the switch, which
  // checks the staff role. Guests keep the cached page and the parameters are ignored.
  const preview = previewSwitchHref(url.pathname, url.search, Boolean(request.cookies.get(COOKIE_NAMES.jwt)));
  if (preview) {
    const response = NextResponse.redirect(new URL(preview, request.url), 307);
    response.headers.set('cache-control', 'no-store');
    return response;
  }
  // Same origin as the server, so Next serves the rewrite in process (see scripts/next-hostname.ts).
  const target = new URL(decision.pathname + decision.search, request.url);
  // next-intl reads this when a component renders outside the store layout's locale (404 pages).
  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', decision.locale);
  const response = NextResponse.rewrite(target, { request: { headers } });
  // §2.3: a conversion-event id in the query is kept in the session (a session cookie).
  const conversionId = url.searchParams.get('hConversionEventId');
  if (conversionId && /^[\w-]{1,128}$/.test(conversionId)) {
    response.cookies.set(COOKIE_NAMES.conversionId, conversionId, { path: '/', sameSite: 'lax' });
  }
  return withXsrfCookie(request, response);
}

/**
 * §9 anti-forgery cookie: a random value readable by the page's scripts (not HttpOnly), which the
 * shared client sends back as x-xsrf-token on every non-GET. A cross-site page cannot read it.
 */
function withXsrfCookie(request: NextRequest, response: NextResponse): NextResponse {
  if (!request.cookies.get(COOKIE_NAMES.xsrf)) {
    const host = request.headers.get('host') ?? '';
    response.cookies.set(COOKIE_NAMES.xsrf, crypto.randomUUID().replaceAll('-', ''), {
      path: '/',
      sameSite: 'lax',
      secure: !/^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host),
      domain: cookieDomain(host),
      maxAge: COOKIE_MAX_AGE_SECONDS,
    });
  }
  return response;
}

export const config = {
  matcher: ['/((?!_next/|api/|media/|flags/|dev/|favicon.ico|favicon.svg).*)'],
};
