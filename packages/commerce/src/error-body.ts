import type { ErrorBody } from './http/errors.ts';
import { renderFieldMessage } from './kernel/field-messages.ts';
import { renderMessage, type ErrorCode } from './error-wording.ts';

/** The API's one error shape (decision 0006), worded in the caller's language, per-field problems included. */
export function errorBody(
  language: Parameters<typeof renderMessage>[1],
  code: ErrorCode | (string & {}),
  params: Record<string, string>,
  requestId: string | undefined,
  fields?: Record<string, string>,
): ErrorBody {
  return {
    error: {
      code,
      message: renderMessage(code, language, params),
      ...(requestId ? { requestId } : {}),
      ...(fields
        ? {
            fields: Object.entries(fields).map(([field, fieldCode]) => ({
              field,
              code: fieldCode,
              message: renderFieldMessage(fieldCode, language),
            })),
          }
        : {}),
    },
  };
}
