import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    adminUrl: string;
  }
}

/** URL of the run's test database (see global-setup.ts). */
export const testDatabaseUrl = (): string => inject('databaseUrl');

/** The run's test database as a typed client. */
export function testDatabase(): Database {
  return createDatabase(testDatabaseUrl(), 5);
}
