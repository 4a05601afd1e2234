import 'server-only';
import { api } from '@/lib/data/api';

export interface FieldProblem {
  field: string;
  message: string;
}

export type ApiAnswer<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; message: string; fields: FieldProblem[] };

/**
 * The staff screens read and write through the editing API of issue 5 §9, in process (no HTTP
 * hop), with the staff member's own token: the API checks the role (editor writes drafts,
 * publisher publishes) and the service validates and sanitises, exactly as for curl. It is the
 * process's one API instance (decision 0059), not a second one beside the shoppers'.
 */
export async function staffApi<T>(
  token: string,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await api().fetch(
    new Request(`http://staff.internal/api/v1${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, status: response.status, body: json as T };
  const error = (json.error ?? {}) as { message?: string; fields?: FieldProblem[] };
  return {
    ok: false,
    status: response.status,
    message: error.message ?? `The content service answered ${response.status}.`,
    fields: error.fields ?? [],
  };
}
