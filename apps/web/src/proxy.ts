import { COOKIE_NAMES, routingModeFromEnv } from '@vitrine/config';
import { NextResponse, type NextRequest } from 'next/server';
import { loginGate, PAGE_PATH_HEADER } from './lib/account/login-gate';
import { previewSwitchHref } from './lib/content/preview';
import { route } from './lib/routing';
import { xsrfSetCookie } from './lib/xsrf-cookie';

const mode = routingModeFromEnv();

export function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const decision = route(
    {
      pathname: url.pathname,
      search: url.search,
      host: request.headers.get('host') ?? url.host,
      currency: request.cookies.get(COOKIE_NAMES.currency)?.value,
      store: request.cookies.get(COOKIE_NAMES.store)?.value,
      method: request.method,
    },
    mode,
  );
  if (decision.kind === 'pass') return withXsrfCookie(request, NextResponse.next());
  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), decision.status);
    // Chosen by the shopper's cookies (§9): no shared cache may give it to another shopper.
    if ('private' in decision) response.headers.set('cache-control', 'private, no-store');
    return response;
  }
  // §5 preview: a signed-in visitor with Device/Store/DateTime goes through the switch, which
  // checks the staff role. Guests keep the cached page and the parameters are ignored.
  const preview = previewSwitchHref(url.pathname, url.search, Boolean(request.cookies.get(COOKIE_NAMES.jwt)));
  if (preview) {
    const response = NextResponse.redirect(new URL(preview, request.url), 307);
    response.headers.set('cache-control', 'no-store');
    return response;
  }
  // §2.1: a page that needs login is never rendered for a shopper who is not signed in.
  const requested = url.pathname + url.search;
  const gate = loginGate({
    method: request.method,
    locale: decision.locale,
    pagePath: decision.pathname.slice(`/${decision.locale}`.length) || '/',
    requested,
    hasAccessCookie: Boolean(request.cookies.get(COOKIE_NAMES.jwt)?.value),
    hasRefreshCookie: Boolean(request.cookies.get(COOKIE_NAMES.refresh)?.value),
  });
  if (gate) {
    const response = NextResponse.redirect(new URL(gate.location, request.url), 307);
    response.headers.set('cache-control', 'no-store');
    return withXsrfCookie(request, response);
  }
  // Same origin as the server, so Next serves the rewrite in process (see scripts/next-hostname.ts).
  const target = new URL(decision.pathname + decision.search, request.url);
  // next-intl reads this when a component renders outside the store layout's locale (404 pages).
  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', decision.locale);
  // Ours alone: whatever a client sent under this name is replaced (lib/account/login-gate.ts).
  headers.set(PAGE_PATH_HEADER, requested);
  const response = NextResponse.rewrite(target, { request: { headers } });
  // §2.3: a conversion-event id in the query is kept in the session (a session cookie).
  const conversionId = url.searchParams.get('hConversionEventId');
  if (conversionId && /^[\w-]{1,128}$/.test(conversionId)) {
    response.cookies.set(COOKIE_NAMES.conversionId, conversionId, { path: '/', sameSite: 'lax' });
  }
  return withXsrfCookie(request, response);
}

/** §9 anti-forgery cookie on a shopper's first response (lib/xsrf-cookie.ts). */
function withXsrfCookie(request: NextRequest, response: NextResponse): NextResponse {
  if (!request.cookies.get(COOKIE_NAMES.xsrf)) {
    response.headers.append('set-cookie', xsrfSetCookie(request.headers.get('host') ?? ''));
  }
  return response;
}

export const config = {
  matcher: ['/((?!_next/|api/|media/|flags/|dev/|staff/|favicon.ico|favicon.svg).*)'],
};
