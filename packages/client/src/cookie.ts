import { COOKIE_MAX_AGE_SECONDS, COOKIE_PATH, cookieDomain } from '@vitrine/config';

/**
 * Reads a cookie from document.cookie; undefined outside the browser or when absent. Only
 * non-HttpOnly cookies are visible here, which is the point for the §9 anti-forgery cookie: the
 * server sets it readable so this page (and not another origin) can echo it back in a header.
 */
export function readDocumentCookie(name: string): string | undefined {
  const doc = (globalThis as { document?: { cookie?: unknown } }).document;
  if (doc === undefined || typeof doc.cookie !== 'string') return undefined;
  return cookieFromHeader(doc.cookie, name);
}

/** A cookie's value from a Cookie header (or document.cookie, the same format); undefined when absent. */
export function cookieFromHeader(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/**
 * One `document.cookie` assignment of §9 stored state the page's script writes: lifetime 14 days,
 * path /, domain derived from the host, SameSite=Lax (sent on a link from another site, never on
 * its forms or requests), Secure on https pages.
 */
export function storedStateCookie(
  name: string,
  value: string,
  options: { host: string; secure: boolean; maxAgeSeconds?: number | undefined },
): string {
  const domain = cookieDomain(options.host);
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${options.maxAgeSeconds ?? COOKIE_MAX_AGE_SECONDS}`,
    `Path=${COOKIE_PATH}`,
    ...(domain ? [`Domain=${domain}`] : []),
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
