export { createDatabase, getDb, pingDatabase, type Database } from './client.ts';
export { prepareDatabase, type PreparedDatabase } from './bootstrap.ts';
export { startEmbeddedPostgres, freePort, takeOverStopSignals } from './embedded.ts';
export { runMigrations } from './migrate.ts';
