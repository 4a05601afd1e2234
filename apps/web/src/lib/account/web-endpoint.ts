import 'server-only';
import {
  DEFAULT_LOCALE,
  findLocale,
  getLocale,
  localeFromHeader,
  XSRF_HEADER,
  type LocaleConfig,
} from '@vitrine/config';
import { ApiError, errorBody, toApiError } from '@vitrine/commerce/errors';
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

export async function jsonBody(request: Request): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
