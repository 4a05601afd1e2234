import { LOCALES, type LocaleConfig } from '@vitrine/config';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/executor.ts';
import type { PromotionRule } from './discount.ts';
import { promotions, quoteLines, quotes } from './schema.ts';

// Row access of the quote module. Every change to a bag first locks its quote row (FOR UPDATE):
// requests on one bag then run one after another, so a read-modify-write of a line (add 1 to
// its quantity, count lines against the limit) never loses a concurrent update.

export type QuoteRow = typeof quotes.$inferSelect;
export type LineRow = typeof quoteLines.$inferSelect;

export async function lockQuoteByTokenHash(
  tx: Transaction,
  tokenHash: string,
): Promise<QuoteRow | undefined> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.tokenHash, tokenHash)).for('update');
  return row;
}

export async function lockQuoteById(tx: Transaction, id: number): Promise<QuoteRow | undefined> {
  const [row] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  return row;
}

/**
 * Locales that are faces of one store (en-AE and ar-AE): a bag follows the shopper from one to
 * the other without being re-priced, since currency, stock and store id are the same.
 */
export function sameStoreLocales(store: LocaleConfig): string[] {
  return LOCALES.filter((l) => l.storeId === store.storeId && l.currency === store.currency).map(
    (l) => l.localeISOCode,
  );
}

export const isSameStore = (locale: string, store: LocaleConfig): boolean =>
  sameStoreLocales(store).includes(locale);

/** Decision 0012: a signed-in customer's bag in a store is found by the customer. */
export async function lockCustomerQuote(
  tx: Transaction,
  customerId: string,
  store: LocaleConfig,
): Promise<QuoteRow | undefined> {
  const [row] = await tx
    .select()
    .from(quotes)
    .where(
      and(
        eq(quotes.customerId, customerId),
        eq(quotes.status, 'active'),
        inArray(quotes.storeLocale, sameStoreLocales(store)),
      ),
    )
    .orderBy(desc(quotes.updatedAt))
    .limit(1)
    .for('update');
  return row;
}

/**
 * The customer's bag in the store, made empty if there is none. Two first requests of one
 * customer racing both end on the one bag: the partial unique index lets only one insert win,
 * the other waits for it and then reads it.
 */
export async function ensureCustomerQuote(
  tx: Transaction,
  customerId: string,
  store: LocaleConfig,
  tokenHash: string,
): Promise<QuoteRow> {
  const found = await lockCustomerQuote(tx, customerId, store);
  if (found) return found;
  await tx
    .insert(quotes)
    .values({ tokenHash, customerId, storeLocale: store.localeISOCode, currency: store.currency })
    .onConflictDoNothing({
      target: [quotes.customerId, quotes.storeLocale],
      where: sql`status = 'active' and customer_id is not null`,
    });
  const row = await lockCustomerQuote(tx, customerId, store);
  if (!row) throw new Error('the customer bag could not be created');
  return row;
}

/** A new guest bag in the store, named by its token's hash (POST quote, buying a gift card). */
export async function insertGuestQuote(
  tx: Transaction,
  store: LocaleConfig,
  tokenHash: string,
  details: Partial<Pick<QuoteRow, 'deviceType' | 'siteViewMode'>> = {},
): Promise<QuoteRow> {
  const [row] = await tx
    .insert(quotes)
    .values({ tokenHash, storeLocale: store.localeISOCode, currency: store.currency, ...details })
    .returning();
  return row!;
}

export async function linesOf(ex: Executor, quoteId: number): Promise<LineRow[]> {
  return ex.select().from(quoteLines).where(eq(quoteLines.quoteId, quoteId)).orderBy(asc(quoteLines.id));
}

export async function lineOf(ex: Executor, quoteId: number, sku: string): Promise<LineRow | undefined> {
  const [row] = await ex
    .select()
    .from(quoteLines)
    .where(and(eq(quoteLines.quoteId, quoteId), eq(quoteLines.sku, sku)));
  return row;
}

/**
 * What adding a size needs to know of the bag, in one round trip: the size's current quantity
 * (0 when it is not in the bag) and how many lines the bag holds (the line limit).
 */
export async function lineAndCount(
  ex: Executor,
  quoteId: number,
  sku: string,
): Promise<{ quantity: number; exists: boolean; lines: number }> {
  const { rows } = await ex.execute<{ quantity: number | null; lines: number }>(sql`
    select (select l.quantity from ${quoteLines} l where l.quote_id = ${quoteId} and l.sku = ${sku}) as quantity,
      (select count(*)::int from ${quoteLines} l where l.quote_id = ${quoteId}) as lines`);
  const row = rows[0];
  return {
    quantity: Number(row?.quantity ?? 0),
    exists: row?.quantity !== null && row?.quantity !== undefined,
    lines: Number(row?.lines ?? 0),
  };
}

export async function deleteLine(ex: Executor, lineId: number): Promise<void> {
  await ex.delete(quoteLines).where(eq(quoteLines.id, lineId));
}

export async function updateLine(
  ex: Executor,
  lineId: number,
  values: Partial<Pick<LineRow, 'quantity' | 'seenPriceMinor' | 'variantId'>>,
): Promise<void> {
  await ex.update(quoteLines).set(values).where(eq(quoteLines.id, lineId));
}

export async function touchQuote(
  ex: Executor,
  quoteId: number,
  values: Partial<
    Pick<QuoteRow, 'storeLocale' | 'currency' | 'promotionCode' | 'tokenHash' | 'deviceType' | 'siteViewMode'>
  > = {},
): Promise<void> {
  await ex
    .update(quotes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(quotes.id, quoteId));
}

/** A promotion by code; locked at checkout so two orders cannot both take its last use. */
export async function promotionByCode(
  ex: Executor,
  code: string,
  options: { lock?: boolean } = {},
): Promise<PromotionRule | undefined> {
  const query = ex.select().from(promotions).where(eq(promotions.code, code));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) return undefined;
  return {
    code: row.code,
    percentOff: row.percentOff,
    amountOffMinor: row.amountOffMinor,
    currency: row.currency?.trim() ?? null,
    minimumMinor: row.minimumMinor,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    maxUses: row.maxUses,
    uses: row.uses,
    customerId: row.customerId,
  };
}

/** A percentage promotion only one customer may use (a refer-a-friend first-order code, issue 6). */
export interface CustomerPromotion {
  code: string;
  percentOff: number;
  maxUses: number;
  startsAt: Date;
  endsAt: Date;
  customerId: string;
}

/** Records a customer's own promotion, in the caller's transaction (a registration's). */
export async function createCustomerPromotion(tx: Transaction, promotion: CustomerPromotion): Promise<void> {
  await tx.insert(promotions).values(promotion);
}
