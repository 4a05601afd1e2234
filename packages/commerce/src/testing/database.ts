import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';
import { withDatabase, workerDatabaseName } from './database-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    adminUrl: string;
  }
}

/**
 * URL of this worker's test database: global-setup.ts seeds one and copies it for each worker
 * (VITEST_POOL_ID counts them from 1).
 */
export function testDatabaseUrl(): string {
  const url = inject('databaseUrl');
  return withDatabase(url, workerDatabaseName(url, process.env.VITEST_POOL_ID ?? '1'));
}

/** The run's test database as a typed client. */
export function testDatabase(): Database {
  return createDatabase(testDatabaseUrl(), 5);
}
