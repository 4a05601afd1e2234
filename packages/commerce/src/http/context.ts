import type { LocaleConfig } from '@vitrine/config';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Principal } from '../kernel/identity.ts';
import type { Language } from '../kernel/language.ts';

/** Values every API handler can read from the Hono context. */
export interface ApiVariables {
  requestId: string;
  store: LocaleConfig;
  language: Language;
  log: Logger;
  db: Database;
  /** The signed-in customer, set by requireCustomer on routes that need login (§2.1). */
  principal?: Principal;
  /** How a request proves its customer (auth's, handed in by the composition root): requireCustomer runs it. */
  customerGuard: MiddlewareHandler<ApiEnv>;
  /** The media types the matched route's body may be sent as (body-types.ts). */
  bodyTypes?: readonly string[];
  /** Absolute link to a page of the request's store, for emails. */
  storeLink: (path: string) => string;
}

export interface ApiEnv {
  Variables: ApiVariables;
}
