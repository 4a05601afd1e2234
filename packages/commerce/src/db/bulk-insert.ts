import type pg from 'pg';

export interface Column {
  name: string;
  /** PostgreSQL array element type, e.g. `int`, `text`, `jsonb`, `timestamptz`. */
  type: string;
}

/**
 * Inserts many rows in one statement with one array parameter per column (`unnest`), which keeps
 * a 100,000-product seed to a few hundred statements instead of hitting the 65,535-parameter cap.
 */
export async function bulkInsert(
  client: pg.ClientBase,
  table: string,
  columns: Column[],
  rows: unknown[][],
  returning?: string,
): Promise<pg.QueryResult> {
  const params = columns.map((col, i) =>
    rows.map((row) => {
      const value = row[i];
      return col.type === 'jsonb' && value !== null ? JSON.stringify(value) : value;
    }),
  );
  // jsonb cannot be an unnest element type through a text[] parameter; cast from text.
  const selects = columns.map((col, i) => (col.type === 'jsonb' ? `u${i}::jsonb` : `u${i}`));
  const unnest = columns.map((col, i) => `$${i + 1}::${col.type === 'jsonb' ? 'text' : col.type}[]`);
  const aliases = columns.map((_, i) => `u${i}`);
  const sqlText =
    `insert into ${table} (${columns.map((c) => c.name).join(', ')}) ` +
    `select ${selects.join(', ')} from unnest(${unnest.join(', ')}) as t(${aliases.join(', ')})` +
    (returning ? ` returning ${returning}` : '');
  return client.query(sqlText, params);
}
