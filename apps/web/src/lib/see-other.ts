import { safeReturnPath } from '@vitrine/config';

/**
 * A 303 to a path of this site, the one way route handlers send a browser on. The Location is
 * relative: behind the proxy the request URL carries Next's own host name (localhost), and an
 * absolute redirect there would move the shopper to another host and leave their cookies behind.
 * It goes through the return-path rule whatever the caller passes, so no handler can answer an
 * open redirect or a header it cannot send (a 500); never stored, so no cache replays it.
 */
export function seeOther(path: string, fallback = '/'): Response {
  return new Response(null, {
    status: 303,
    headers: { location: safeReturnPath(path, fallback), 'cache-control': 'no-store' },
  });
}
