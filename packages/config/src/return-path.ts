// One rule for every place that sends a shopper on to a path it was given: the login referer
// (§2.1 /customer/account/login/referer/...), the preview switch's `to` (§5), the session
// refresh's `next`. Only a path of this site passes; anything a browser (or a proxy, or a later
// decode) could read as another site falls back. Issue 35 item 6; the shapes refused are in
// return-path.test.ts (OWASP and PortSwigger open-redirect bypasses).

/** Longer than any address this app builds; a longer one is not ours. */
export const RETURN_PATH_MAX_LENGTH = 2048;

/** How many times a value is percent-decoded to look for a hidden shape; more layers is refused. */
const DECODE_LAYERS = 3;

/**
 * Characters no return path of ours contains, in any decoding: backslashes (browsers read them as
 * slashes), control characters (tab, CR, LF, NUL: dropped before parsing, or a header injection),
 * and every space, separator and invisible format character (U+2028, U+00A0, U+200B, U+202E...).
 */
const UNSAFE = /[\\\s\p{Cc}\p{Cf}\p{Z}]/u;

const BASE = 'http://same-site.invalid';

/** One form of the value, as some reader may see it, names a path of this site. */
function isSameSitePath(form: string): boolean {
  if (!form.startsWith('/') || form[1] === '/' || form[1] === '\\' || UNSAFE.test(form)) return false;
  try {
    const url = new URL(form, BASE);
    // Dot segments resolve here: '/..//evil' is '//evil' once the browser has tidied it.
    return url.origin === BASE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/**
 * The forms a reader may make of the value: as sent, then each percent-decoding, each also with
 * Unicode compatibility folding (a fullwidth ／ is a / to some). Undefined when the encoding is
 * broken (or an overlong UTF-8 slash) or nested deeper than any address of ours.
 */
function readings(value: string): string[] | undefined {
  const forms = [value];
  let current = value;
  for (let layer = 0; ; layer += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // A '%' that is only data in a decoded form ends the decoding; in the value itself it is broken.
      if (layer === 0) return undefined;
      break;
    }
    if (decoded === current) break;
    if (layer === DECODE_LAYERS) return undefined;
    forms.push(decoded);
    current = decoded;
  }
  return forms.flatMap((form) => [form, form.normalize('NFKC')]);
}

/**
 * The same-site path `candidate` names (path and query, normalised as a browser would, ASCII
 * only), or `fallback` when it could lead anywhere else: another host in any spelling, a scheme,
 * control characters or spaces raw or encoded, broken encoding, or more than
 * RETURN_PATH_MAX_LENGTH characters. Without a fallback, undefined.
 */
export function safeReturnPath(candidate: unknown): string | undefined;
export function safeReturnPath(candidate: unknown, fallback: string): string;
export function safeReturnPath(candidate: unknown, fallback?: string): string | undefined {
  if (typeof candidate !== 'string' || candidate.length > RETURN_PATH_MAX_LENGTH) return fallback;
  const forms = readings(candidate);
  if (!forms?.every(isSameSitePath)) return fallback;
  const url = new URL(candidate, BASE);
  const path = url.pathname + url.search;
  return path.length <= RETURN_PATH_MAX_LENGTH && isSameSitePath(path) ? path : fallback;
}
