/**
 * §5 / §7.6 content preview on the storefront: the pure rules (which requests ask for a preview,
 * the flag cookie's value, the bar's wording). The server side is preview-server.ts, the switch is
 * app/content-preview. docs/operations/content.md explains the mechanism.
 */

/** §2.3 allow-listed preview parameters; names keep their capitals. */
export const PREVIEW_PARAMS = ['Device', 'Store', 'DateTime'] as const;

/** Where staff turn a preview on and off (outside the store routes, so never cached). */
export const PREVIEW_START_PATH = '/content-preview';
export const PREVIEW_EXIT_PATH = '/content-preview/exit';

export interface PreviewParams {
  Store: string;
  Device?: string;
  DateTime?: string;
}

const STORE = /^[A-Za-z][A-Za-z_-]{1,19}$/;
const DEVICE = /^(desktop|mobile|app)$/i;
// A wall clock (2026-11-27T09:00) or an instant with an offset; the service parses it exactly (§5).
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The preview a query asks for, or null (no Store, or a value that cannot be one). */
export function previewParamsOf(query: URLSearchParams): PreviewParams | null {
  const store = query.get('Store');
  const device = query.get('Device');
  // A typed "+11:00" arrives as " 11:00" (a plus is a space in a query): put the sign back.
  const dateTime = query.get('DateTime')?.replace(/ (\d{2}:\d{2})$/, '+$1') ?? null;
  if (!store || !STORE.test(store)) return null;
  if (device !== null && device !== '' && !DEVICE.test(device)) return null;
  if (dateTime !== null && dateTime !== '' && !DATE_TIME.test(dateTime)) return null;
  return {
    Store: store,
    ...(device ? { Device: device.toLowerCase() } : {}),
    ...(dateTime ? { DateTime: dateTime } : {}),
  };
}

/** Whether a query carries any preview parameter at all. */
export function hasPreviewParams(query: URLSearchParams): boolean {
  return PREVIEW_PARAMS.some((name) => query.has(name));
}

/** The preview flag cookie's value: the parameters as a query string. */
export function encodePreview(params: PreviewParams): string {
  return new URLSearchParams(params as unknown as Record<string, string>).toString();
}

export function decodePreview(value: string | undefined): PreviewParams | null {
  if (!value) return null;
  return previewParamsOf(new URLSearchParams(value));
}

/** A query with the preview parameters taken out ('' or '?a=b'). */
export function withoutPreviewParams(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of PREVIEW_PARAMS) query.delete(name);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The proxy's decision for a store page: a signed-in visitor with preview parameters goes through
 * the switch, which checks the staff role and turns the preview on (or just drops the
 * parameters); a guest never does, so their page stays the cached one and the parameters are
 * ignored (§5 previews are staff only).
 */
export function previewSwitchHref(pathname: string, search: string, signedIn: boolean): string | null {
  const query = new URLSearchParams(search);
  if (!signedIn || !hasPreviewParams(query)) return null;
  const to = pathname + withoutPreviewParams(search);
  const switchQuery = new URLSearchParams({ to });
  for (const name of PREVIEW_PARAMS) {
    const value = query.get(name);
    if (value !== null) switchQuery.set(name, value);
  }
  return `${PREVIEW_START_PATH}?${switchQuery.toString()}`;
}

/** "Chicago" from "America/Chicago": the shopper's city as the bar names it. */
export function cityOfZone(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
}

/**
 * The preview instant as the shopper's wall clock, in the store's language: "Fri, 27 Nov 2026,
 * 09:00" (en-GB). One formatter for date and time, so the joiner is the language's own (an
 * Arabic comma in ar-AE; a Latin one would be reordered by the bidi algorithm).
 */
export function previewWhen(at: string, timeZone: string, locale: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  try {
    return new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(date);
  } catch {
    return at;
  }
}
