import { inject } from 'vitest';
import { createDatabase, type Database } from '../db/client.ts';

/** The run's test database (see global-setup.ts), as a typed client. */
export function testDatabase(): Database {
  return createDatabase(inject('databaseUrl'), 5);
}
