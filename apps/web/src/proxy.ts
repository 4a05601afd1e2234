import { COOKIE_NAMES } from '@vitrine/config';
import { NextResponse, type NextRequest } from 'next/server';
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
  if (decision.kind === 'pass') return NextResponse.next();
  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
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
  return response;
}

export const config = {
  matcher: ['/((?!_next/|api/|media/|flags/|favicon.ico|favicon.svg).*)'],
};
