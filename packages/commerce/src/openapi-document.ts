import pino from 'pino';
import type { Database } from './db/client.ts';
import { API_VERSION } from './version.ts';
import { createApi } from './api.ts';

/** The OpenAPI documents, generated from the routes' zod schemas (no database needed). */
export async function openApiDocuments(): Promise<Record<'v1' | 'v2', unknown>> {
  const api = createApi({ db: {} as Database, log: pino({ level: 'silent' }), version: API_VERSION });
  const read = async (version: 'v1' | 'v2') => (await api.request(`/api/${version}/openapi.json`)).json();
  return { v1: await read('v1'), v2: await read('v2') };
}
