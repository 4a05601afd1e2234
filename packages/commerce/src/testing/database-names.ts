/** The database a URL names (`postgres://…/vitrine?x` → `vitrine`). */
export const databaseNameOf = (url: string): string => new URL(url).pathname.slice(1);

/** The same server's maintenance database, for creating and dropping others. */
export const adminUrlOf = (url: string): string => withDatabase(url, 'postgres');

/** The URL of another database on the same server. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Integration files run side by side, each worker on its own copy of the seeded database. */
export const workerDatabaseName = (url: string, worker: number | string): string =>
  `${databaseNameOf(url)}_w${worker}`;
