import { COOKIE_NAMES } from '@vitrine/config';
import { NextResponse, type NextRequest } from 'next/server';
import { route, routingModeFromEnv } from './lib/routing';

const mode = routingModeFromEnv();

/** Marks a request this proxy already routed, so the internal `/{locale}` address is not routed twice. */
const ROUTED = 'x-vitrine-store';

export function proxy(request: NextRequest) {
  const url = request.nextUrl;
  if (request.headers.get(ROUTED) && url.pathname.startsWith(`/${request.headers.get(ROUTED)}`)) {
    return NextResponse.next();
  }
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
    return NextResponse.redirect(new URL(decision.location, url), decision.status);
  }
  const target = url.clone();
  target.pathname = decision.pathname;
  // next-intl reads this when a component renders outside the store layout's locale (404 pages).
  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', decision.locale);
  headers.set(ROUTED, decision.locale);
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
