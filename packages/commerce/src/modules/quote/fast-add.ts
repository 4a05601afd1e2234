import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { env } from '../../env.ts';
import type { Caller } from './access.ts';
import type { ProductInput } from './lines.ts';
import { MAX_LINE_QUANTITY, MAX_QUOTE_LINES } from './schema.ts';
import { hashQuoteToken, isWellFormedQuoteToken } from './tokens.ts';

// The usual add to bag in one round trip instead of six (issue 4's add-to-bag target; decision
// 0012 addendum): one call of the database function quote_add_line (migration 0013) locks the
// bag, prices the size, checks stock and the caps and writes the line. It does only the plain
// success; anything else — no bag, another's, merged, a store switch, a size the store does not
// sell, any refusal — comes back undone and the caller takes the full path (access.ts, lines.ts),
// which owns those rules and their messages.

/** The bag's id when the add is done; undefined when the full path must decide. */
export async function fastAddToLine(
  db: Database,
  caller: Caller,
  product: ProductInput,
  now: Date,
): Promise<number | undefined> {
  if (env().QUOTE_FAST_ADD === 'off') return undefined;
  if (!caller.token || !isWellFormedQuoteToken(caller.token)) return undefined;
  // Through drizzle, not the pool: the wishlist's move-to-bag calls this inside its transaction.
  const { rows } = await db.execute<{ outcome: 'added' | 'other'; quote_id: string | null }>(sql`
    select outcome, quote_id from quote_add_line(
      ${hashQuoteToken(caller.token)}, ${caller.customerId ?? null}, ${caller.store.localeISOCode},
      ${caller.store.currency}, ${caller.store.stockRegion}, ${product.sku}, ${product.qty}, ${now},
      ${MAX_LINE_QUANTITY}, ${MAX_QUOTE_LINES})`);
  const row = rows[0];
  return row?.outcome === 'added' && row.quote_id !== null ? Number(row.quote_id) : undefined;
}
