import 'server-only';
import type { Language } from '@vitrine/config';
import { renderFieldMessage, renderMessage, toApiError } from '@/lib/data/errors';

/**
 * What a form action answers (React useActionState): what was typed (so nothing is lost), the
 * problems per field in the shopper's language, a message for the whole form, and success.
 */
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: string;
  ok?: boolean;
}

export const emptyForm: FormState = { values: {}, errors: {} };

/** The typed values, without secrets: a password is never sent back to the browser. */
export function typedValues(form: FormData, secret: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === 'string' && !secret.includes(name) && !name.startsWith('$')) values[name] = value;
  }
  return values;
}

export const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Field checks shared by forms, giving the same codes (and so words) as the API. */
export function requireFields(
  form: FormData,
  names: readonly string[],
  language: Language,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of names)
    if (!field(form, name).trim()) errors[name] = renderFieldMessage('required', language);
  return errors;
}

/** Turns an API error into form state; anything else is rethrown (the error page reports it, §8). */
export function formError(thrown: unknown, language: Language, values: Record<string, string>): FormState {
  const err = toApiError(thrown);
  if (!err) throw thrown;
  const errors: Record<string, string> = {};
  for (const [name, code] of Object.entries(err.fields ?? {}))
    errors[name] = renderFieldMessage(code, language);
  return { values, errors, message: renderMessage(err.code, language, err.params) };
}
