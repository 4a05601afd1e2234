import type { LocaleConfig } from '@vitrine/config';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Language } from './messages.ts';

/** Values every API handler can read from the Hono context. */
export interface ApiVariables {
  requestId: string;
  store: LocaleConfig;
  language: Language;
  log: Logger;
  db: Database;
}

export interface ApiEnv {
  Variables: ApiVariables;
}
