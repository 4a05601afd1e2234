/**
 * A request's path and query as Next can route them. Next decodes each path segment with
 * decodeURIComponent, and a segment that is not percent-encoded UTF-8 (`%ZZ`, a lone `%`,
 * `%ED%A0%80`) sends it to its 400 error page, which an App Router app does not have: the answer
 * was a bare 500 for any page, asset or API address (issue 35 item 11). Such a segment, and one
 * that names a NUL (no page has one, and PostgreSQL stores none), is read literally instead, its
 * `%` signs encoded as `%25`: no route has that name, so the store answers its own 404 page (the
 * API its JSON 404), as for any other address that names nothing.
 */
export function literalPath(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (!path.includes('%')) return url;
  const segments = path.split('/');
  if (segments.every(readable)) return url;
  return (
    segments.map((s) => (readable(s) ? s : s.replaceAll('%', '%25'))).join('/') +
    (query === -1 ? '' : url.slice(query))
  );
}

function readable(segment: string): boolean {
  try {
    return !decodeURIComponent(segment).includes('\u0000');
  } catch {
    return false;
  }
}
