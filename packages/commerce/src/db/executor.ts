import type { Database } from './client.ts';

/** A transaction handed to `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The database or a transaction in progress: services that write take either, so a caller can
 * make their change part of a larger one (an email queued with the account it welcomes). */
export type Executor = Database | Transaction;
