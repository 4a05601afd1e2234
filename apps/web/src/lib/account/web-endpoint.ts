import 'server-only';
import {
  DEFAULT_LOCALE,
  findLocale,
  getLocale,
  localeFromHeader,
  XSRF_HEADER,
  type LocaleConfig,
} from '@vitrine/config';
import { ApiError, errorBody, sentAsJson, toApiError, unsupportedMediaType } from '@/lib/data/errors';
import { xsrfPresented } from '@/lib/anti-forgery';

/**
 * Shared by the web app's own JSON endpoints (§7.6 /api/login, /api/register): the store from the
 * `locale` header, the anti-forgery check (§9), and the API's error shape.
 */
export function storeOf(request: Request): LocaleConfig {
  const header = request.headers.get('locale');
  return (header ? (localeFromHeader(header) ?? findLocale(header)) : undefined) ?? getLocale(DEFAULT_LOCALE);
}

export async function xsrfOk(request: Request): Promise<boolean> {
  return xsrfPresented(request.headers.get(XSRF_HEADER));
}

export function errorResponse(thrown: unknown, store: LocaleConfig): Response {
  const err = toApiError(thrown);
  if (!err) throw thrown;
  return Response.json(errorBody(store.language, err.code, err.params, undefined, err.fields), {
    status: err.status,
  });
}

export const forbidden = (store: LocaleConfig) => errorResponse(new ApiError(403, 'XSRF_MISMATCH'), store);
export const invalid = (store: LocaleConfig, fields: Record<string, string>) =>
  errorResponse(
    new ApiError(400, 'VALIDATION_FAILED', { fields: Object.keys(fields).join(', ') }, fields),
    store,
  );

/**
 * The JSON object a request carries: `body` is undefined when it is not one (the endpoint then
 * names its missing fields, a 400), and a body sent as anything but JSON is refused with the
 * API's 415 (issue 35 item 11).
 */
export async function jsonBody(
  request: Request,
  store: LocaleConfig,
): Promise<{ body: Record<string, unknown> | undefined } | { refused: Response }> {
  const text = await request.text().catch(() => '');
  const type = request.headers.get('content-type');
  if (type ? !sentAsJson(type) : text.trim() !== '') {
    return { refused: errorResponse(unsupportedMediaType(['application/json']), store) };
  }
  try {
    const body: unknown = JSON.parse(text);
    return {
      body:
        body && typeof body === 'object' && !Array.isArray(body)
          ? (body as Record<string, unknown>)
          : undefined,
    };
  } catch {
    return { body: undefined };
  }
}
