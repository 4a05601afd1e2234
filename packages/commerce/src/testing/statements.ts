import type { Database } from '../db/client.ts';

/**
 * How many statements whose text includes `fragment` `db` runs during `run`: for tests that an
 * answer kept or held in memory costs PostgreSQL nothing (and that the same answer without it
 * does run them).
 */
export async function statementsWith(
  db: Database,
  fragment: string,
  run: () => Promise<unknown>,
): Promise<number> {
  let n = 0;
  const query = db.$client.query.bind(db.$client);
  db.$client.query = ((...args: Parameters<typeof query>) => {
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
    if (text?.includes(fragment)) n++;
    return query(...args);
  }) as typeof query;
  try {
    await run();
  } finally {
    db.$client.query = query;
  }
  return n;
}
