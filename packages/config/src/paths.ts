// Shared path normalisation for the route tables of §2.1 and §2.2, so that every helper is
// tolerant in the same way: query string and fragment ignored, repeated slashes collapsed,
// trailing slash ignored ('/customer/credit/' in §2.1 is the same page as '/customer/credit').
// Paths stay case-sensitive, as URL paths are.

/** Splits '/a/b?x=1#y' into the path part and the '?x=1#y' suffix (kept verbatim). */
export function splitPath(path: string): { pathname: string; suffix: string } {
  const cut = path.search(/[?#]/);
  return cut === -1
    ? { pathname: path, suffix: '' }
    : { pathname: path.slice(0, cut), suffix: path.slice(cut) };
}

/** '/customer//credit/?a=1' -> '/customer/credit'; '' -> '/'. */
export function normalisePathname(path: string): string {
  const { pathname } = splitPath(path);
  const collapsed = ('/' + pathname).replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed;
}
