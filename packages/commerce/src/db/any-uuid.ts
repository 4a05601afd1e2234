import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])`: a batch read by ids as one statement with one parameter, whatever
 * the number of ids (where `in (...)` takes one parameter per id).
 */
export const anyUuid = (column: Column, ids: readonly string[]): SQL =>
  sql`${column} = any(${sql.param([...ids])}::uuid[])`;
