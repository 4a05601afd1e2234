import {
  ApiRequestError,
  QUOTE_ALERT_CATEGORY,
  quoteHeaders,
  type Client,
  type QuoteMarkers,
} from '@vitrine/client';
import { QUOTE_TOKEN_PLACEHOLDER } from '@vitrine/config';

export interface BagCountOptions {
  /** The store's locale code ('en-GB'), sent as the §7.5 locale header. */
  locale: string;
  /** Forget the token cookie but keep the flag (a signed-in customer's bag is found by account). */
  dropToken: () => void;
  report?: (error: unknown, options: { tags: Record<string, string> }) => void;
}

/**
 * How many items the shopper's bag holds, for the header's mini-bag: null when unknown (no
 * markers, so no request at all, or the API failed), 0 when the markers named no bag.
 *
 * The markers are tidied the way §4.2 does on an add, so a dead bag is asked about once, not on
 * every page view: a token that names no bag (404) is tried once more as "no token" (a signed-in
 * customer's bag is found by the account, and their token may be from before a rotation on
 * another device); if that finds nothing either, both markers go. A 401 (another account's bag,
 * or a guest bag merged at login) clears both too: that token will never answer this shopper.
 */
export async function readBagCount(
  client: Client,
  markers: QuoteMarkers,
  options: BagCountOptions,
): Promise<number | null> {
  if (!markers.hasFlag() && !markers.token()) return null;
  const ask = (headers: Record<string, string>) => client.get<{ itemCount?: unknown }>('quote', { headers });
  const count = (answer: { itemCount?: unknown } | undefined) =>
    typeof answer?.itemCount === 'number' ? answer.itemCount : 0;
  try {
    return count(await ask(quoteHeaders(markers, options.locale)));
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      if (markers.token()) {
        try {
          const answer = await ask({ Quote: QUOTE_TOKEN_PLACEHOLDER, locale: options.locale });
          options.dropToken();
          return count(answer);
        } catch (retryError) {
          if (!(retryError instanceof ApiRequestError && retryError.status === 404)) {
            options.report?.(retryError, { tags: { alertCategory: QUOTE_ALERT_CATEGORY } });
            return null;
          }
        }
      }
      markers.clear();
      return 0;
    }
    if (error instanceof ApiRequestError && error.status === 401) {
      markers.clear();
      return 0;
    }
    options.report?.(error, { tags: { alertCategory: QUOTE_ALERT_CATEGORY } });
    return null;
  }
}
