import {
  FOOTER_CACHE_MS,
  FOOTER_TIMEOUT_MS,
  LOCALE_REQUIRED_MESSAGE,
  QUOTE_TOKEN_PLACEHOLDER,
} from '@vitrine/config';
import type { Client, QueryValue } from '../client.ts';
import { ApiRequestError, NO_RESPONSE_STATUS, RequestTimeoutError } from '../errors.ts';
import {
  buildRequestErrorReport,
  pathWithoutQuery,
  shouldReport,
  type RequestErrorReport,
} from '../report.ts';
import { EMPTY_BANNER_FILE, normaliseBannerFile, type BannerFile } from './banners.ts';
import { EMPTY_FOOTER, presentFooter, type HtmlSanitiser, type PresentedFooter } from './footer.ts';

/** §5 / §8: the message of a content fetch sent without a locale (owned by packages/config). */
export { LOCALE_REQUIRED_MESSAGE };

export class LocaleRequiredError extends Error {
  override name = 'LocaleRequiredError';
  readonly path: string;

  constructor(path: string) {
    super(LOCALE_REQUIRED_MESSAGE);
    this.path = path;
  }
}

export interface ContentFetchOptions {
  /** §7.9 "options (with headers.locale)": the store's locale, 'en-GB' (sent as en_GB, §7.1). */
  headers?: { locale?: string | undefined } & Record<string, string | undefined>;
  /** §5: only endpoints that need no locale (robot, static files) set this. */
  noLocale?: boolean;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** The shopper's stored quote token (§4.2); sent only by the flagged variant (§7.9). */
  quoteToken?: string | undefined;
}

/** A report as §8 describes it; the app decides where it goes (Sentry, its log endpoint). */
export type ContentReporter = (report: RequestErrorReport, error: unknown) => void;

export interface ContentFetchDeps {
  client: Client;
  /**
   * §7.9's third variant: when one of its two feature flags is on (shouldSendQuoteHeader in
   * packages/config), a fetch given the shopper's quote token sends it as the `Quote` header.
   */
  quoteHeaderEnabled?: () => boolean;
  report?: ContentReporter;
  /** True when running on the server: goes into the §8 report message and client-side flag. */
  serverSide?: boolean;
}

/** §8 rules for one failure: HTTP failures by report.ts, anything else with level and tags. */
function reportFor(error: unknown, path: string, serverSide: boolean): RequestErrorReport | null {
  const tags = { area: 'content' };
  if (error instanceof ApiRequestError) return buildRequestErrorReport(error, { tags, serverSide });
  if (!shouldReport(error)) return null;
  return {
    message: error instanceof Error ? error.message : String(error),
    level: 'error',
    tags,
    path: pathWithoutQuery(path),
    clientSide: !serverSide,
  };
}

export interface ContentFetcher {
  /** §7.9 generic content fetch: reports a failure (§8) and rethrows it. */
  fetchContent<T = unknown>(path: string, options?: ContentFetchOptions): Promise<T>;
  /**
   * §7.9 variant for scheduled banner files: reports but swallows the failure (an empty file),
   * and answers the file with its schedules normalised (§3.5).
   */
  fetchScheduledBanners(
    path: string,
    options?: ContentFetchOptions & { mediaHost?: string | undefined },
  ): Promise<BannerFile>;
}

export function createContentFetcher(deps: ContentFetchDeps): ContentFetcher {
  const serverSide = deps.serverSide ?? typeof window === 'undefined';

  function report(error: unknown, path: string): void {
    const built = reportFor(error, path, serverSide);
    if (!built || !deps.report) return;
    try {
      deps.report(built, error);
    } catch {
      // A broken reporter must not turn a handled content failure into a broken page.
    }
  }

  async function fetchContent<T>(path: string, options: ContentFetchOptions = {}): Promise<T> {
    const locale = options.headers?.locale?.trim();
    if (!options.noLocale && !locale) {
      const error = new LocaleRequiredError(path);
      report(error, path);
      throw error;
    }
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(options.headers ?? {})) {
      if (value !== undefined && key !== 'locale') headers[key] = value;
    }
    if (locale) headers.locale = locale;
    // §4.2: the placeholder token means "no quote", so there is nothing to send.
    const quote = options.quoteToken?.trim();
    if (quote && quote !== QUOTE_TOKEN_PLACEHOLDER && deps.quoteHeaderEnabled?.()) headers.Quote = quote;
    try {
      return await deps.client.get<T>(path, {
        headers,
        // The client's own locale must not stand in for a missing one (§5).
        withoutLocale: !locale,
        ...(options.query ? { query: options.query } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      report(error, path);
      throw error;
    }
  }

  return {
    fetchContent,
    async fetchScheduledBanners(path, options = {}) {
      const { mediaHost, ...rest } = options;
      try {
        return normaliseBannerFile(await fetchContent(path, rest), { mediaHost });
      } catch {
        return EMPTY_BANNER_FILE;
      }
    },
  };
}

/**
 * How long an empty footer (after a failure) is kept before the next try. Short, so the footer
 * comes back soon after the service does, but long enough that a service that hangs does not hold
 * every page render for the full 10 s timeout.
 */
export const FOOTER_FAILURE_CACHE_MS = 60_000;

export interface FooterReaderDeps {
  content: ContentFetcher;
  sanitise: HtmlSanitiser;
  /** §8 "logged": where a failed footer read is written (the app's logger). */
  log?: (message: string, details: Record<string, unknown>) => void;
  now?: () => number;
  /** Decision 0010: v1 answers data with attributes, v2 data flat; both are read either way. */
  path?: string;
  timeoutMs?: number;
  cacheMs?: number;
  failureCacheMs?: number;
}

export interface FooterReader {
  /** Never rejects: on any failure the footer is EMPTY_FOOTER (§8). */
  read(locale: string): Promise<PresentedFooter>;
  clear(): void;
}

/** Rejects with §8's timeout error after `ms`, aborting the request. */
async function withTimeout<T>(
  path: string,
  ms: number,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new RequestTimeoutError({ path, method: 'GET' });
      reject(error);
      controller.abort(error);
    }, ms);
  });
  const attempt = run(controller.signal);
  attempt.catch(() => undefined);
  try {
    return await Promise.race([attempt, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * §3.1 footer read with the rules of §5, §8 and §9: schema check with the second shape as
 * fallback, sanitised content blocks, a 10 s timeout, a 15-minute in-memory cache per locale (one
 * request in flight per locale), and an empty footer, logged, on any failure.
 */
export function createFooterReader(deps: FooterReaderDeps): FooterReader {
  const now = deps.now ?? Date.now;
  const path = deps.path ?? 'v1/footer';
  const timeoutMs = deps.timeoutMs ?? FOOTER_TIMEOUT_MS;
  const cacheMs = deps.cacheMs ?? FOOTER_CACHE_MS;
  const failureCacheMs = deps.failureCacheMs ?? FOOTER_FAILURE_CACHE_MS;
  const cache = new Map<string, { footer: PresentedFooter; expires: number }>();
  const inFlight = new Map<string, Promise<PresentedFooter>>();

  async function load(locale: string): Promise<PresentedFooter> {
    try {
      const raw = await withTimeout(path, timeoutMs, (signal) =>
        deps.content.fetchContent(path, {
          headers: { locale },
          // §7.9 "footer (query locale, populate links)".
          query: { locale, populate: 'links' },
          signal,
        }),
      );
      const footer = presentFooter(raw, deps.sanitise);
      cache.set(locale, { footer, expires: now() + cacheMs });
      return footer;
    } catch (error) {
      deps.log?.('Footer fetch failed; using an empty footer', {
        locale,
        path,
        error: error instanceof Error ? error.message : String(error),
        status: error instanceof ApiRequestError ? error.status : NO_RESPONSE_STATUS,
      });
      cache.set(locale, { footer: EMPTY_FOOTER, expires: now() + failureCacheMs });
      return EMPTY_FOOTER;
    }
  }

  return {
    read(locale) {
      const hit = cache.get(locale);
      if (hit && hit.expires > now()) return Promise.resolve(hit.footer);
      const pending = inFlight.get(locale);
      if (pending) return pending;
      const started = load(locale).finally(() => inFlight.delete(locale));
      inFlight.set(locale, started);
      return started;
    },
    clear() {
      cache.clear();
    },
  };
}
