/**
 * The public origin for absolute links (sitemaps, robots, structured data): PUBLIC_ORIGIN when
 * configured, else the host the request came to (behind a proxy, its forwarded host and scheme).
 */
export function publicOrigin(request: Request): string {
  if (process.env.PUBLIC_ORIGIN) return process.env.PUBLIC_ORIGIN.replace(/\/$/, '');
  const headers = request.headers;
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? new URL(request.url).host;
  const proto = headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '');
  return `${proto}://${host}`;
}

export const xmlEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
