import {
  addToBag,
  ApiRequestError,
  cookieQuoteMarkers,
  quoteCookie,
  QuoteRefusedError,
  type QuoteMarkers,
} from '@vitrine/client';
import { COOKIE_NAMES } from '@vitrine/config';
import { reportError } from '@/lib/reporting';
import { browserClient } from '@/lib/session/browser';
import { readBagCount } from './count';

// Browser only: the bag's calls from client components, through the shared §7.1 client.

/** §4.2 markers in the §9 cookies, with the cookie domain the server uses for them too. */
function markers(): QuoteMarkers {
  return cookieQuoteMarkers({ host: window.location.host, secure: window.location.protocol === 'https:' });
}

const report = (error: unknown, options: { tags: Record<string, string> }) => reportError(error, options);

/** §3.7 generalData: which layout the shopper was looking at when the bag was started. */
function generalData() {
  const mobile = window.matchMedia('(max-width: 767px)').matches;
  return {
    deviceType: mobile ? 'mobile' : 'desktop',
    siteViewMode: mobile ? ('mobile' as const) : ('desktop' as const),
  };
}

/** §4.2 add to bag, one unit of a size; rejects with the §5 refusal or the request's error. */
export async function addSizeToBag(sku: string, locale: string): Promise<void> {
  await addToBag(
    browserClient(),
    { sku, qty: 1 },
    { markers: markers(), locale, generalData: generalData(), report },
  );
}

/** The mini-bag's number; null when the shopper has no bag markers (nothing is asked) or on failure. */
export function bagCount(locale: string): Promise<number | null> {
  const host = window.location.host;
  const secure = window.location.protocol === 'https:';
  return readBagCount(browserClient(), markers(), {
    locale,
    report,
    dropToken: () => {
      document.cookie = quoteCookie(COOKIE_NAMES.quoteToken, '', { host, secure, maxAgeSeconds: 0 });
    },
  });
}

/**
 * What to tell the shopper when an add fails: the server's reason for a refusal (§5, already in
 * the store's language) or for an HTTP error it explained (401: the bag is another account's);
 * null for failures with nothing to say to a shopper (network, timeout, server error), which
 * the caller words itself.
 */
export function addFailureReason(error: unknown): string | null {
  if (error instanceof QuoteRefusedError) return error.message;
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return error.message;
  return null;
}
