import { COOKIE_NAMES, DEFAULT_STORE_ID, findLocale, QUOTE_TOKEN_PLACEHOLDER } from '@vitrine/config';
import type { Client } from './client.ts';
import { readDocumentCookie, storedStateCookie } from './cookie.ts';
import { ApiRequestError } from './errors.ts';
import type { ReportLevel } from './report.ts';

/** §4.2 step 5 / §8: the alert category every quote failure is reported with. */
export const QUOTE_ALERT_CATEGORY = 'quote';

/**
 * The two §4.2 markers (§9: the quote token cookie and its flag). The flag says "this shopper has
 * a bag"; the token names it. A signed-in customer's bag is found by the account, so the flag
 * alone is enough to add to it (the token then goes as the §7.5 placeholder).
 */
export interface QuoteMarkers {
  hasFlag(): boolean;
  token(): string | undefined;
  /** After a bag is created (or merged at login): the flag, and the token where it is kept. */
  save(token: string): void;
  /** §4.2 step 3: both markers. */
  clear(): void;
  /** §4.2 step 4: only the flag. */
  clearFlag(): void;
}

export function memoryQuoteMarkers(initial: { flag?: boolean; token?: string } = {}): QuoteMarkers {
  let flag = initial.flag ?? false;
  let token = initial.token;
  return {
    hasFlag: () => flag,
    token: () => token,
    save: (next) => {
      flag = true;
      token = next;
    },
    clear: () => {
      flag = false;
      token = undefined;
    },
    clearFlag: () => {
      flag = false;
    },
  };
}

export interface CookieMarkerOptions {
  /** The page's host, for the §9 cookie domain ('www.vitrine.co.uk' -> '.vitrine.co.uk'). */
  host: string;
  /** Secure cookies (https pages). */
  secure: boolean;
  /**
   * §4.2 step 1 stores the token "in one environment check": false where the token must not be
   * kept in a script-readable cookie; the flag is kept either way.
   */
  storeToken?: boolean;
  /** Where cookies are read and written; document by default. */
  jar?: { cookie: string };
}

/** One `document.cookie` assignment for a quote or wishlist marker (storedStateCookie). */
export const quoteCookie = storedStateCookie;

/** The markers as the §9 cookies vt_quote_flag and vt_quote_token, readable by the page's script. */
export function cookieQuoteMarkers(options: CookieMarkerOptions): QuoteMarkers {
  const jar = options.jar ?? (globalThis as { document?: { cookie: string } }).document;
  const read = (name: string): string | undefined =>
    options.jar ? readCookieString(options.jar.cookie, name) : readDocumentCookie(name);
  const write = (name: string, value: string, maxAgeSeconds?: number) => {
    if (jar) jar.cookie = quoteCookie(name, value, { ...options, maxAgeSeconds });
  };
  return {
    hasFlag: () => read(COOKIE_NAMES.quoteFlag) !== undefined,
    token: () => read(COOKIE_NAMES.quoteToken) || undefined,
    save: (token) => {
      write(COOKIE_NAMES.quoteFlag, '1');
      if (options.storeToken ?? true) write(COOKIE_NAMES.quoteToken, token);
    },
    clear: () => {
      write(COOKIE_NAMES.quoteFlag, '', 0);
      write(COOKIE_NAMES.quoteToken, '', 0);
    },
    clearFlag: () => write(COOKIE_NAMES.quoteFlag, '', 0),
  };
}

function readCookieString(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
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

/** §3.7 product: a size SKU and how many (1-10, default 1). */
export interface BagProduct {
  sku: string;
  qty?: number;
}

/** §3.7 errors[]: `reason` is for people, `code` for programs. */
export interface QuoteErrorEntry {
  code?: string;
  reason: string;
  sku?: string;
}

/** §5: a quote answer with a non-empty errors list is a failure; its first reason is the message. */
export class QuoteRefusedError extends Error {
  override name = 'QuoteRefusedError';
  readonly code: string | undefined;
  readonly errors: readonly QuoteErrorEntry[];

  constructor(errors: readonly QuoteErrorEntry[]) {
    super(errors[0]?.reason ?? 'The bag could not be changed');
    this.errors = errors;
    this.code = errors[0]?.code;
  }
}

/** The app's reporter (apps/web reporting), which applies §8's rules on what to send. */
export type QuoteReporter = (
  error: unknown,
  options: { level?: ReportLevel; tags: Record<string, string> },
) => unknown;

export interface AddToBagOptions {
  markers: QuoteMarkers;
  /** The store's locale ('en-GB'), sent as the §7.5 locale header. */
  locale: string;
  /** §3.7 generalData. */
  generalData?: { deviceType?: string; siteViewMode?: 'desktop' | 'mobile' };
  /** §3.7 storeId: by default the store of `locale` (1, en-GB, when the locale is unknown, §9). */
  storeId?: number;
  report?: QuoteReporter;
  signal?: AbortSignal;
}

export interface AddToBagResult {
  quoteId: number;
  /** True when this call created the bag (no markers, or §4.2 step 3's recreation). */
  created: boolean;
}

interface CreateAnswer {
  token: string | null;
  quoteId: number | null;
  errors?: QuoteErrorEntry[];
}

interface AddAnswer {
  quoteId: number;
  errors?: QuoteErrorEntry[];
}

function assertNoErrors(answer: { errors?: QuoteErrorEntry[] } | undefined): void {
  const errors = answer?.errors ?? [];
  if (errors.length > 0) throw new QuoteRefusedError(errors);
}

/** The headers of a call on an existing bag (§7.5): the stored token, or the placeholder, and the locale. */
export function quoteHeaders(markers: QuoteMarkers, locale: string): Record<string, string> {
  return { Quote: markers.token() ?? QUOTE_TOKEN_PLACEHOLDER, locale };
}

/**
 * §4.2 add to bag. No markers: create a bag with the product (§7.5 create) and store the markers.
 * Markers: add to the bag (§7.5 quote/product) with the token and locale headers. A 404 there
 * means the bag is gone: clear the markers and create a new one with the product. A 401 means it
 * is not this shopper's (another account's, or merged at login): clear the flag, so the next add
 * starts a bag of their own. A non-empty errors list is a failure whose first reason is the
 * message (§5). Every failure is reported with alert category quote (§4.2 step 5, §8) and rethrown.
 */
export async function addToBag(
  client: Client,
  product: BagProduct,
  options: AddToBagOptions,
): Promise<AddToBagResult> {
  const { markers, locale } = options;
  const item = { sku: product.sku, qty: product.qty ?? 1 };
  const request = (headers: Record<string, string>) => ({
    headers,
    ...(options.signal ? { signal: options.signal } : {}),
  });

  async function create(): Promise<AddToBagResult> {
    const answer = await client.post<CreateAnswer>(
      'quote',
      {
        product: item,
        generalData: options.generalData ?? {},
        storeId: options.storeId ?? findLocale(locale)?.storeId ?? DEFAULT_STORE_ID,
      },
      request({ locale }),
    );
    assertNoErrors(answer);
    if (!answer?.token || answer.quoteId === null || answer.quoteId === undefined) {
      throw new Error('The quote answer holds no token');
    }
    markers.save(answer.token);
    return { quoteId: answer.quoteId, created: true };
  }

  async function add(): Promise<AddToBagResult> {
    try {
      const answer = await client.post<AddAnswer>(
        'quote/product',
        item,
        request(quoteHeaders(markers, locale)),
      );
      assertNoErrors(answer);
      return { quoteId: answer.quoteId, created: false };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) {
        markers.clear();
        return create();
      }
      if (error instanceof ApiRequestError && error.status === 401) markers.clearFlag();
      throw error;
    }
  }

  try {
    return await (markers.hasFlag() ? add() : create());
  } catch (error) {
    try {
      await options.report?.(error, { tags: { alertCategory: QUOTE_ALERT_CATEGORY } });
    } catch {
      // A broken reporter must not hide the shopper's failure behind its own.
    }
    throw error;
  }
}
